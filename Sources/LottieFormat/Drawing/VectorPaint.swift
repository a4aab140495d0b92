/// What fills or strokes a path: one colour or a gradient.
public enum VectorPaint: Equatable, Sendable {
  /// One colour.
  case solid(VectorColor)
  /// A gradient, in the path's coordinates.
  case gradient(VectorGradient)
}

/// A linear or radial gradient with colour and opacity merged into each stop.
public struct VectorGradient: Equatable, Sendable {
  /// The gradient's shape.
  public enum Kind: Equatable, Sendable {
    /// Along the line from `start` to `end`.
    case linear
    /// Circles centred on `start` with radius `|end - start|`, the focal point at `focus`
    /// (Lottie's highlight length and angle).
    case radial(focus: VectorPoint)
  }

  /// One colour stop.
  public struct Stop: Equatable, Sendable {
    /// Where the stop sits, 0…1.
    public var offset: Double
    /// The colour, its alpha the stop's opacity.
    public var color: VectorColor

    /// Creates a stop.
    public init(offset: Double, color: VectorColor) {
      self.offset = offset
      self.color = color
    }
  }

  /// Linear or radial.
  public var kind: Kind
  /// The start point (a radial gradient's centre).
  public var start: VectorPoint
  /// The end point (on a radial gradient's outer circle).
  public var end: VectorPoint
  /// The stops, in increasing offset.
  public var stops: [Stop]

  /// Creates a gradient.
  public init(kind: Kind, start: VectorPoint, end: VectorPoint, stops: [Stop]) {
    self.kind = kind
    self.start = start
    self.end = end
    self.stops = stops
  }
}
