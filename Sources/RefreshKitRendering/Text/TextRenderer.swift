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

  /// A label's cells: its own colour when the app set one, else the terminal's default
  /// (bold when its font is).
  @MainActor
  static func style(of label: Label, faded: Bool) -> TextStyle {
    if faded { return .dim }
    guard label.textColor != .refreshText else { return label.isBold ? .bold : .plain }
    let (red, green, blue) = label.textColor.rgbBytes
    return .colored(red: red, green: green, blue: blue, bold: label.isBold)
  }

  // MARK: - Drawing by view type

  @MainActor
  private func draw(_ placed: PlacedView, on canvas: inout TextCanvas) {
    let clip = cellRange(of: placed.clip)
    let faded = placed.alpha < 0.5
    switch placed.view {
    case let label as Label:
      // A label draws inside its bounds, so an empty one shows nothing, as a UILabel's does.
      guard !label.text.isEmpty, placed.view.bounds.width > 0, placed.view.bounds.height > 0
      else { return }
      let style = Self.style(of: label, faded: faded)
      let cells = TextCanvas.cellCount(of: label.text)
      let row = cellRow(at: placed.rect.midY)
      let column: Int
      switch label.textAlignment {
      case .left: column = cellColumn(at: placed.rect.minX)
      case .right: column = cellColumn(at: placed.rect.maxX) - cells
      case .center:
        column = Int((placed.rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
      }
      canvas.write(label.text, column: column, row: row, style: style, clip: clip)
    case let arrow as ArrowView:
      canvas.write(
        TextGlyphs.arrow(rotation: arrow.rotation), column: centerColumn(of: placed.rect),
        row: cellRow(at: placed.rect.midY), style: faded ? .dim : .arrow, clip: clip)
    case let indicator as ActivityIndicatorView:
      let phase = indicator.phase(at: indicator.scheduler.now, spokes: TextGlyphs.spinner.count)
      canvas.write(
        TextGlyphs.spinner[phase], column: centerColumn(of: placed.rect),
        row: cellRow(at: placed.rect.midY), style: faded ? .dim : .spinner, clip: clip)
    case let animationView as FrameAnimationView:
      guard let text = animationView.currentImage?.text, !text.isEmpty else { return }
      let cells = TextCanvas.cellCount(of: text)
      let column = Int((placed.rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
      canvas.write(
        text, column: column, row: cellRow(at: placed.rect.midY),
        style: faded ? .dim : .spinner, clip: clip)
    case let imageView as ImageView:
      // A terminal cannot show the pixels: a placeholder where the picture is.
      guard imageView.image != nil else { return }
      canvas.write(
        TextGlyphs.imagePlaceholder, column: centerColumn(of: placed.rect),
        row: cellRow(at: placed.rect.midY), style: faded ? .dim : .plain, clip: clip)
    case let rowsView as RowsView:
      drawRows(rowsView, at: placed.rect, faded: faded, clip: clip, on: &canvas)
    default:
      break
    }
  }

  @MainActor
  private func drawRows(
    _ rowsView: RowsView, at rect: CGRect, faded: Bool, clip: CellRange,
    on canvas: inout TextCanvas
  ) {
    guard rowsView.rowHeight > 0 else { return }
    let firstColumn = cellColumn(at: rect.minX) + 1
    let rule = String(
      repeating: "─", count: Swift.max(0, cellColumn(at: rect.maxX) - cellColumn(at: rect.minX)))
    for (index, text) in rowsView.rows.enumerated() {
      let top = rect.minY + CGFloat(index) * rowsView.rowHeight
      // Rows snap to whole cells so that a row's text and its rule never trade places.
      let textRow = Int((top / scale.pointsPerRow).rounded())
      let ruleRow = Int(((top + rowsView.rowHeight) / scale.pointsPerRow).rounded()) - 1
      guard textRow < clip.rows.upperBound else { break }
      guard Swift.max(textRow, ruleRow) >= clip.rows.lowerBound else { continue }
      canvas.write(
        text, column: firstColumn, row: textRow, style: faded ? .dim : .plain, clip: clip)
      // A rule only when every row has a cell of its own for it (no uneven spacing).
      if ruleRow > textRow && rowsView.rowHeight >= 2 * scale.pointsPerRow {
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
