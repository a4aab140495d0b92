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

  /// The style's name (`nm`), for keypaths.
  var name: String
  var kind: Kind
  var paint: Paint
  /// Percent.
  var opacity: AnimatedValue
}
