/// A run of text in a drawing: a string, its font and colour, and the box it is laid out in.
///
/// Renderers lay text out themselves (SVG `<text>`, Pango, a terminal's cells), so a drawing
/// says where the text goes, not where each glyph lands: a ``Orientation/horizontal`` run is
/// one line, vertically centred in its box and aligned across it; a ``Orientation/vertical(lineHeight:)``
/// run stacks one character a line, each centred across its line, the column centred in the
/// box's height (top-aligned when taller).
public struct VectorText: Equatable, Sendable {
  /// How a horizontal line sits across its box.
  public enum Alignment: Equatable, Sendable {
    /// From the box's left edge.
    case left
    /// Centred.
    case center
    /// Up to the box's right edge.
    case right
  }

  /// Which way the text runs.
  public enum Orientation: Equatable, Sendable {
    /// One line, left to right.
    case horizontal
    /// One character a line, top to bottom, lines `lineHeight` apart.
    case vertical(lineHeight: Double)
  }

  /// The text.
  public var string: String
  /// The font family (`nil`: the renderer's sans-serif).
  public var fontFamily: String?
  /// The font size in points.
  public var fontSize: Double
  /// The font weight, 100 (thin) to 900 (black); 400 is regular, 700 bold.
  public var fontWeight: Int
  /// The colour.
  public var color: VectorColor
  /// The box: its top-left corner and size, in the drawing's coordinates.
  public var x: Double, y: Double, width: Double, height: Double
  /// How a horizontal line sits across the box.
  public var alignment: Alignment
  /// Which way the text runs.
  public var orientation: Orientation

  /// Creates a run of text; a NaN or negative size counts as 0.
  public init(
    _ string: String, fontFamily: String? = nil, fontSize: Double, fontWeight: Int = 400,
    color: VectorColor, x: Double, y: Double, width: Double, height: Double,
    alignment: Alignment = .left, orientation: Orientation = .horizontal
  ) {
    func size(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
    func coordinate(_ value: Double) -> Double { value.isFinite ? value : 0 }
    self.string = string
    self.fontFamily = fontFamily
    self.fontSize = size(fontSize)
    self.fontWeight = Swift.min(900, Swift.max(100, fontWeight))
    self.color = color
    self.x = coordinate(x)
    self.y = coordinate(y)
    self.width = size(width)
    self.height = size(height)
    self.alignment = alignment
    self.orientation = orientation
  }

  /// Whether the weight reads as bold (600 and heavier).
  public var isBold: Bool { fontWeight >= 600 }

  /// The lines of a vertical run: each character on its own line (a horizontal run: one line).
  public var lines: [Substring] {
    switch orientation {
    case .horizontal: return [string[...]]
    case .vertical:
      return string.indices.map { string[$0...$0] }
    }
  }

  /// The boxes of a vertical run's lines (one box, the whole box, for a horizontal run).
  public var lineBoxes: [(x: Double, y: Double, width: Double, height: Double)] {
    guard case .vertical(let lineHeight) = orientation else { return [(x, y, width, height)] }
    let count = string.count
    let top = y + Swift.max(0, (height - lineHeight * Double(count)) * 0.5)
    return (0..<count).map { line in (x, top + lineHeight * Double(line), width, lineHeight) }
  }
}
