/// A named point or range on an animation's timeline (Lottie's `markers`).
public struct LottieMarker: Equatable, Sendable {
  /// The marker's name (`cm`).
  public var name: String
  /// Where it starts, in frames (`tm`).
  public var frame: Double
  /// How long it lasts, in frames (`dr`); 0 for a point.
  public var duration: Double

  /// Creates a marker.
  public init(name: String, frame: Double, duration: Double) {
    self.name = name
    self.frame = frame
    self.duration = duration
  }
}
