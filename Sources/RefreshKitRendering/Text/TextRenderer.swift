import Foundation
import RefreshKit

/// Draws a view tree as a grid of characters, for terminals, logs and text snapshots.
///
/// Every view is placed on a grid where one character cell covers ``Scale`` points:
/// labels become their text (East Asian wide characters take two cells), an
/// ``/RefreshKit/ArrowView`` becomes an arrow glyph turned to its rotation, a spinning
/// ``/RefreshKit/ActivityIndicatorView`` a spinner glyph for its phase, a
/// ``/RefreshKit/FrameAnimationView`` its current frame's text, and a ``RowsView`` its
/// rows with separators. A ``/RefreshKit/ScrollView`` shows only its visible region:
/// its content moves with the content offset and is clipped to its bounds, so a pulled
/// header appears above the content as on a phone.
///
/// The renderer is a pure function of the tree (and the scheduler time an indicator
/// spins by): the same tree always gives the same string, byte for byte.
///
/// ```swift
/// let text = TextRenderer(usesColor: false).render(scrollView)
/// print(text)
/// ```
public struct TextRenderer: Sendable {
  /// How many points one character cell covers.
  public struct Scale: Sendable, Equatable {
    /// Points per column (a cell's width).
    public var pointsPerColumn: CGFloat
    /// Points per row (a cell's height); terminal cells are about twice as high as wide.
    public var pointsPerRow: CGFloat

    /// Creates a scale; non-finite or non-positive values fall back to the standard ones.
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat) {
      self.pointsPerColumn =
        pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 7.5
      self.pointsPerRow = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 18
    }

    /// 7.5 × 18 points per cell: a 360 × 468 list fits a 48 × 26 character box.
    public static let standard = Scale(pointsPerColumn: 7.5, pointsPerRow: 18)
  }

  /// The points-per-cell scale.
  public var scale: Scale
  /// Whether the output carries ANSI colour codes (for a terminal).
  public var usesColor: Bool
  /// Whether a box is drawn around the grid (the phone's outline).
  public var drawsBorder: Bool

  /// Creates a renderer.
  public init(scale: Scale = .standard, usesColor: Bool = false, drawsBorder: Bool = true) {
    self.scale = scale
    self.usesColor = usesColor
    self.drawsBorder = drawsBorder
  }

  /// The tree under `root` as lines of text, each ending in a newline.
  ///
  /// Lays the tree out first (``/RefreshKit/View/layoutIfNeeded()``).
  @MainActor
  public func render(_ root: View) -> String {
    root.layoutIfNeeded()
    let size = root.bounds.size
    let columns = Swift.max(1, Int((size.width / scale.pointsPerColumn).rounded(.up)))
    let rows = Swift.max(1, Int((size.height / scale.pointsPerRow).rounded(.up)))
    var canvas = TextCanvas(columns: columns, rows: rows)
    for placed in PlacedView.flatten(root) {
      draw(placed, on: &canvas)
    }
    return canvas.lines(usesColor: usesColor, drawsBorder: drawsBorder)
      .joined(separator: "\n") + "\n"
  }

  /// A text's cells: its own colour when the app set one, else the terminal's default (bold
  /// when its font is).
  static func style(color: Color, font: Font, faded: Bool) -> TextStyle {
    if faded { return .dim }
    guard color != .refreshText else { return font.isBold ? .bold : .plain }
    let (red, green, blue) = color.rgbBytes
    return .colored(red: red, green: green, blue: blue, bold: font.isBold)
  }

  // MARK: - Drawing the shared content

  @MainActor
  private func draw(_ placed: PlacedView, on canvas: inout TextCanvas) {
    let clip = cellRange(of: placed.clip)
    let faded = placed.alpha < 0.5
    let row = cellRow(at: placed.rect.midY)
    for content in DrawingContent.contents(of: placed.view) {
      switch content {
      case .fill:
        break  // cells have no background
      case .text(let text, let font, let color, let alignment):
        let cells = TextCanvas.cellCount(of: text)
        let column: Int
        switch alignment {
        case .left: column = cellColumn(at: placed.rect.minX)
        case .right: column = cellColumn(at: placed.rect.maxX) - cells
        case .center:
          column = Int((placed.rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
        }
        canvas.write(
          text, column: column, row: row, style: Self.style(color: color, font: font, faded: faded),
          clip: clip)
      case .vector(_, _, let progress):
        canvas.write(
          TextGlyphs.progress(progress), column: centerColumn(of: placed.rect), row: row,
          style: faded ? .dim : .spinner, clip: clip)
      case .verticalText(let glyphs, let font, let color, let lineHeight):
        let lines = DrawingContent.glyphLines(
          count: glyphs.count, lineHeight: lineHeight, in: placed.rect.size)
        for (glyph, rect) in zip(glyphs, lines) {
          let cells = TextCanvas.cellCount(of: glyph)
          let column = Int(
            (placed.rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
          canvas.write(
            glyph, column: column, row: cellRow(at: placed.rect.minY + rect.midY),
            style: Self.style(color: color, font: font, faded: faded), clip: clip)
        }
      case .arrow(let rotation, _):
        canvas.write(
          TextGlyphs.arrow(rotation: rotation), column: centerColumn(of: placed.rect), row: row,
          style: faded ? .dim : .arrow, clip: clip)
      case .spinner(let phase, _):
        canvas.write(
          TextGlyphs.spinner[phase % TextGlyphs.spinner.count],
          column: centerColumn(of: placed.rect), row: row, style: faded ? .dim : .spinner,
          clip: clip)
      case .shapes(_, _, _, let text):
        guard !text.isEmpty else { break }
        let cells = TextCanvas.cellCount(of: text)
        let column = Int((placed.rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
        canvas.write(text, column: column, row: row, style: faded ? .dim : .spinner, clip: clip)
      case .image:
        // A terminal cannot show the pixels: a placeholder where the picture is.
        let glyph =
          placed.view is ArrowView
          ? TextGlyphs.arrow(rotation: (placed.view as? ArrowView)?.rotation ?? 0)
          : TextGlyphs.imagePlaceholder
        canvas.write(
          glyph, column: centerColumn(of: placed.rect), row: row, style: faded ? .dim : .plain,
          clip: clip)
      case .rows(let rows, _):
        drawRows(rows, at: placed.rect, faded: faded, clip: clip, on: &canvas)
      }
    }
  }

  @MainActor
  private func drawRows(
    _ rows: [DrawingContent.Row], at rect: CGRect, faded: Bool, clip: CellRange,
    on canvas: inout TextCanvas
  ) {
    let firstColumn = cellColumn(at: rect.minX) + 1
    let rule = String(
      repeating: "─", count: Swift.max(0, cellColumn(at: rect.maxX) - cellColumn(at: rect.minX)))
    for row in rows {
      let top = rect.minY + row.rect.minY
      // Rows snap to whole cells so that a row's text and its rule never trade places.
      let textRow = Int((top / scale.pointsPerRow).rounded())
      let ruleRow = Int(((top + row.rect.height) / scale.pointsPerRow).rounded()) - 1
      guard textRow < clip.rows.upperBound else { break }
      guard Swift.max(textRow, ruleRow) >= clip.rows.lowerBound else { continue }
      canvas.write(
        row.text, column: firstColumn, row: textRow, style: faded ? .dim : .plain, clip: clip)
      // A rule only when every row has a cell of its own for it (no uneven spacing).
      if ruleRow > textRow && row.rect.height >= 2 * scale.pointsPerRow {
        canvas.write(
          rule, column: cellColumn(at: rect.minX), row: ruleRow, style: .separator, clip: clip)
      }
    }
  }

  // MARK: - Geometry

  private func cellRow(at y: CGFloat) -> Int {
    Int((y / scale.pointsPerRow).rounded(.down))
  }

  private func cellColumn(at x: CGFloat) -> Int {
    Int((x / scale.pointsPerColumn).rounded())
  }

  private func centerColumn(of rect: CGRect) -> Int {
    Int((rect.midX / scale.pointsPerColumn).rounded(.down))
  }

  /// The cells whose centres lie inside `rect`.
  private func cellRange(of rect: CGRect) -> CellRange {
    func first(_ value: CGFloat, _ step: CGFloat) -> Int { Int((value / step - 0.5).rounded(.up)) }
    let columns = first(rect.minX, scale.pointsPerColumn)..<first(rect.maxX, scale.pointsPerColumn)
    let rows = first(rect.minY, scale.pointsPerRow)..<first(rect.maxY, scale.pointsPerRow)
    return CellRange(columns: columns, rows: rows)
  }
}
