/// A point in an animation's coordinates (origin top left, y down), in `Double`s so the
/// format needs no graphics framework.
public struct VectorPoint: Equatable, Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = VectorPoint(x: 0, y: 0)
}
