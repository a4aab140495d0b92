/// A gradient's properties.
struct GradientModel: Sendable {
  var isRadial: Bool
  var start: AnimatedValue
  var end: AnimatedValue
  /// Radial focus distance, percent of the radius (`h`).
  var highlightLength: AnimatedValue
  /// Radial focus direction, degrees from the start–end line (`a`).
  var highlightAngle: AnimatedValue
  /// How many colour stops lead the flat list (`g.p`).
  var colorStopCount: Int
  /// `[offset, r, g, b]` × count, then `[offset, alpha]` × any (`g.k`).
  var stops: AnimatedValue
}
