/// A stroke's own properties.
struct StrokeModel: Sendable {
  /// One entry of the dash list (`d`).
  enum DashEntry: Sendable {
    case dash(AnimatedValue)
    case gap(AnimatedValue)
    case offset(AnimatedValue)
  }

  var width: AnimatedValue
  var cap: VectorStrokeStyle.LineCap
  var join: VectorStrokeStyle.LineJoin
  var miterLimit: Double
  var dashes: [DashEntry]
}
