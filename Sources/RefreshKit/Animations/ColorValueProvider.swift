import Foundation

/// A colour for fills' and strokes' `Color`.
public final class ColorValueProvider: AnyValueProvider {
  /// The colour.
  public let color: LottieColor
  /// Creates a provider of one colour.
  public init(_ color: LottieColor) { self.color = color }
  /// The colour as a value.
  public var lottieValue: LottieValue { .color(color) }
}
