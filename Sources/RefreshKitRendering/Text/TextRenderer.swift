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
  static func style(color: VectorColor, bold: Bool, faded: Bool) -> TextStyle {
    if faded { return .dim }
    let own = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    guard own != .refreshText else { return bold ? .bold : .plain }
    let (red, green, blue) = own.rgbBytes
    return .colored(red: red, green: green, blue: blue, bold: bold)
  }

  // MARK: - Drawing what each view describes

  /// Where a view's drawing lands on the grid: its placement and what clips it.
  private struct Placement {
    var clip: CellRange
    var faded: Bool
    /// The view's rect on the root, in points.
    var rect: CGRect
  }

  @MainActor
  private func draw(_ placed: PlacedView, on canvas: inout TextCanvas) {
    let visible = placed.clip.offsetBy(dx: -placed.rect.minX, dy: -placed.rect.minY)
    let drawing = placed.view.drawing(visibleRect: visible)
    guard !drawing.isEmpty else { return }
    let placement = Placement(
      clip: cellRange(of: placed.clip), faded: placed.alpha < 0.5, rect: placed.rect)
    var dots = BrailleDots()
    let origin = VectorTransform(
      a: 1, b: 0, c: 0, d: 1, tx: Double(placed.rect.minX), ty: Double(placed.rect.minY))
    draw(drawing, drawing.rootSteps, transform: origin, placement, &dots, on: &canvas)
    flush(&dots, placement, on: &canvas)
  }

  /// Writes the dots raised so far (what was drawn before the cells about to be written, which
  /// go on top of them, in drawing order).
  @MainActor
  private func flush(_ dots: inout BrailleDots, _ placement: Placement, on canvas: inout TextCanvas)
  {
    guard !dots.cells.isEmpty else { return }
    for (cell, pattern) in dots.cells {
      canvas.write(
        BrailleDots.glyph(pattern), column: cell.column, row: cell.row,
        style: placement.faded ? .dim : .plain, clip: placement.clip)
    }
    dots = BrailleDots()
  }

  @MainActor
  private func draw(
    _ drawing: VectorDrawing, _ range: Range<Int>, transform: VectorTransform,
    _ placement: Placement, _ dots: inout BrailleDots, on canvas: inout TextCanvas
  ) {
    for index in drawing.children(in: range) {
      switch drawing.steps[index] {
      case .group(let groupIndex):
        let group = drawing.groups[groupIndex]
        if let glyph = group.textAlternative {
          flush(&dots, placement, on: &canvas)
          // In the middle of the view, styled as what it stands for.
          canvas.write(
            glyph, column: centerColumn(of: placement.rect), row: cellRow(at: placement.rect.midY),
            style: placement.faded ? .dim : Self.style(alternative: glyph), clip: placement.clip)
        } else {
          draw(
            drawing, group.contentSteps, transform: transform.concatenating(group.transform),
            placement, &dots, on: &canvas)
        }
      case .text(let textIndex):
        flush(&dots, placement, on: &canvas)
        write(drawing.texts[textIndex], transform: transform, placement, on: &canvas)
      case .image:
        flush(&dots, placement, on: &canvas)
        // A terminal cannot show the pixels: a placeholder where the picture is.
        let box = Self.bounds(of: (0, 0, 1, 1), transform)
        canvas.write(
          TextGlyphs.imagePlaceholder,
          column: Int((box.midX / scale.pointsPerColumn).rounded(.down)),
          row: cellRow(at: box.midY), style: placement.faded ? .dim : .plain, clip: placement.clip)
      case .fill(let fill):
        dots.fill(drawing.path(fill.path), rule: fill.rule, transform: transform, scale: scale)
      case .stroke(let stroke):
        let path = drawing.path(stroke.path)
        if let line = Self.straightLine(path, transform) {
          flush(&dots, placement, on: &canvas)
          writeLine(line, placement, on: &canvas)
        } else {
          dots.stroke(path, transform: transform, scale: scale)
        }
      }
    }
  }

  /// A run of text in cells: a line at the row of its box's middle, aligned across the box;
  /// vertical text one glyph a row, each centred.
  @MainActor
  private func write(
    _ text: VectorText, transform: VectorTransform, _ placement: Placement,
    on canvas: inout TextCanvas
  ) {
    let style = Self.style(
      color: text.color, bold: text.isBold, faded: placement.faded)
    for (line, box) in zip(text.lines, text.lineBoxes) {
      let rect = Self.bounds(of: box, transform)
      let string = String(line)
      let cells = TextCanvas.cellCount(of: string)
      let column: Int
      switch text.orientation == .horizontal ? text.alignment : .center {
      case .left: column = cellColumn(at: rect.minX)
      case .right: column = cellColumn(at: rect.maxX) - cells
      case .center:
        column = Int((rect.midX / scale.pointsPerColumn - CGFloat(cells) / 2).rounded())
      }
      canvas.write(
        string, column: column, row: textRow(at: rect.midY), style: style, clip: placement.clip)
    }
  }

  /// A straight horizontal or vertical line as box-drawing characters.
  @MainActor
  private func writeLine(
    _ line: (from: CGPoint, to: CGPoint), _ placement: Placement, on canvas: inout TextCanvas
  ) {
    if line.from.y == line.to.y {
      let first = cellColumn(at: Swift.min(line.from.x, line.to.x))
      let last = cellColumn(at: Swift.max(line.from.x, line.to.x))
      guard last > first else { return }
      canvas.write(
        String(repeating: "─", count: last - first), column: first, row: cellRow(at: line.from.y),
        style: placement.faded ? .dim : .separator, clip: placement.clip)
    } else {
      let column = Int((line.from.x / scale.pointsPerColumn).rounded(.down))
      let first = cellRow(at: Swift.min(line.from.y, line.to.y))
      let last = cellRow(at: Swift.max(line.from.y, line.to.y))
      for row in first...last {
        canvas.write(
          "│", column: column, row: row, style: placement.faded ? .dim : .separator,
          clip: placement.clip)
      }
    }
  }

  /// The path's one straight segment, when it is a single horizontal or vertical line after
  /// `transform`, in points on the root.
  private static func straightLine(
    _ path: ArraySlice<VectorPath.Element>, _ transform: VectorTransform
  ) -> (from: CGPoint, to: CGPoint)? {
    guard path.count == 2, case .move(let start) = path.first,
      case .line(let end) = path.last
    else { return nil }
    let from = transform.apply(to: start)
    let to = transform.apply(to: end)
    guard abs(from.x - to.x) < 1e-9 || abs(from.y - to.y) < 1e-9 else { return nil }
    return (CGPoint(x: from.x, y: from.y), CGPoint(x: to.x, y: to.y))
  }

  /// The rect a box covers after `transform` (turns widen it to the corners' bounds).
  static func bounds(
    of box: (x: Double, y: Double, width: Double, height: Double), _ transform: VectorTransform
  ) -> CGRect {
    let corners = [
      VectorPoint(x: box.x, y: box.y), VectorPoint(x: box.x + box.width, y: box.y),
      VectorPoint(x: box.x, y: box.y + box.height),
      VectorPoint(x: box.x + box.width, y: box.y + box.height),
    ].map { transform.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// A text alternative's style: arrows as arrows, everything else as a spinner.
  static func style(alternative glyph: String) -> TextStyle {
    "↓↙←↖↑↗→↘".contains(glyph) ? .arrow : .spinner
  }

  // MARK: - Geometry

  /// The row of a line of text whose middle is at `y`: the cell it falls in, the upper one when
  /// it falls exactly on a border (so a row's text and the rule at its bottom never share a row).
  private func textRow(at y: CGFloat) -> Int {
    Int((y / scale.pointsPerRow).rounded(.up)) - 1
  }

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
