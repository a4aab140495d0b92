/// A fill, stroke, gradient fill or gradient stroke, parsed.
struct StyleModel: Sendable {
  /// Fill or stroke, with what only strokes have.
  enum Kind: Sendable {
    case fill(VectorFillRule)
    case stroke(StrokeModel)
  }

  /// What the paint is.
  enum Paint: Sendable {
    /// A colour property (`c`), components 0…1.
    case solid(AnimatedValue)
    case gradient(GradientModel)
  }

  var kind: Kind
  var paint: Paint
  /// Percent.
  var opacity: AnimatedValue
}

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
