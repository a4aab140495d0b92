import Foundation

/// A gradient's `Colors`: the colours (their alpha the stops' opacity) at locations 0…1.
public final class GradientValueProvider: AnyValueProvider {
  /// The colours.
  public let colors: [LottieColor]
  /// Where each colour sits, 0…1; empty spreads them evenly.
  public let locations: [Double]
  /// Creates a provider of one gradient; without locations the colours are spread evenly.
  public init(_ colors: [LottieColor], locations: [Double] = []) {
    self.colors = colors
    self.locations = locations
  }
  /// The stops as a value.
  public var lottieValue: LottieValue {
    let stops = colors.enumerated().map { index, color in
      let spread = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
      let offset = index < locations.count ? locations[index] : spread
      return VectorGradient.Stop(
        offset: offset.isFinite ? Swift.min(Swift.max(offset, 0), 1) : 0, color: color)
    }
    return .gradient(stops)
  }
}
