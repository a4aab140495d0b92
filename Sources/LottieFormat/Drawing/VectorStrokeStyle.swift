/// How a stroke is drawn: width, ends, corners and dashes.
public struct VectorStrokeStyle: Equatable, Sendable {
  /// How a stroke's open ends look.
  public enum LineCap: Equatable, Sendable { case butt, round, square }
  /// How a stroke's corners look.
  public enum LineJoin: Equatable, Sendable { case miter, round, bevel }

  /// The line width.
  public var width: Double
  /// The ends.
  public var cap: LineCap
  /// The corners.
  public var join: LineJoin
  /// The miter limit (only for ``LineJoin/miter``).
  public var miterLimit: Double
  /// Alternating dash and gap lengths; empty for a solid line.
  public var dashes: [Double]
  /// How far into the dash pattern the stroke starts.
  public var dashOffset: Double

  /// Creates a stroke style.
  public init(
    width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
    dashes: [Double] = [], dashOffset: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashOffset = dashOffset
  }
}
