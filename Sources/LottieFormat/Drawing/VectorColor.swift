/// A colour with straight (not premultiplied) alpha, each component in 0…1.
public struct VectorColor: Equatable, Hashable, Sendable {
  /// The components.
  public var red: Double, green: Double, blue: Double, alpha: Double

  /// Creates a colour; components are clamped to 0…1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
    (self.red, self.green, self.blue, self.alpha) = (
      clamp(red), clamp(green), clamp(blue), clamp(alpha)
    )
  }
}
