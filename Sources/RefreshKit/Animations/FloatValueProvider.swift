import Foundation

/// A number: `Opacity` (0…100), `Rotation` (degrees), `Stroke Width`, trim `Start` and `End`.
public final class FloatValueProvider: AnyValueProvider {
  /// The number.
  public let float: CGFloat
  /// Creates a provider of one number.
  public init(_ float: CGFloat) { self.float = float }
  /// The number as a value.
  public var lottieValue: LottieValue { .number(Double(float)) }
}
