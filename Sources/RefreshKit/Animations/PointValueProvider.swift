import Foundation

/// A point: `Position`, `Anchor Point`, a gradient's `Start Point` and `End Point`.
public final class PointValueProvider: AnyValueProvider {
  /// The point.
  public let point: CGPoint
  /// Creates a provider of one point.
  public init(_ point: CGPoint) { self.point = point }
  /// The point as a value.
  public var lottieValue: LottieValue {
    .point(VectorPoint(x: Double(point.x), y: Double(point.y)))
  }
}
