import Foundation

/// A size: `Size` of rectangles and ellipses, and `Scale` (percent).
public final class SizeValueProvider: AnyValueProvider {
  /// The size.
  public let size: CGSize
  /// Creates a provider of one size.
  public init(_ size: CGSize) { self.size = size }
  /// The size as a value (a point: width as x, height as y).
  public var lottieValue: LottieValue {
    .point(VectorPoint(x: Double(size.width), y: Double(size.height)))
  }
}
