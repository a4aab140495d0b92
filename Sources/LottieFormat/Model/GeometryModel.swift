/// A geometry leaf.
struct GeometryModel: Sendable {
  /// Which shape, with its properties.
  enum Kind: Sendable {
    /// `rc`: centre, size, corner radius.
    case rectangle(position: AnimatedValue, size: AnimatedValue, roundness: AnimatedValue)
    /// `el`: centre, size.
    case ellipse(position: AnimatedValue, size: AnimatedValue)
    /// `sr`: a star or polygon.
    case star(StarModel)
    /// `sh`: a free path, six numbers per vertex.
    case path(AnimatedValue, closed: Bool)
  }

  /// The shape's name (`nm`), for keypaths.
  var name: String
  /// The shape.
  var kind: Kind
  /// Whether it is drawn in reverse (`d: 3`), which trim paths follow.
  var isReversed: Bool
  /// The leaf's number in its layer.
  var leaf: Int
}
