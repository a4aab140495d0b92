/// One entry of a shape layer's (or group's) list, parsed.
///
/// Geometry leaves are numbered (``GeometryModel/leaf``) in list order across the whole
/// layer, so evaluation can compute every leaf's path once, let modifiers rewrite the
/// contiguous run of leaves before them, and then let styles draw them.
indirect enum ShapeElement: Sendable {
  /// A group (`gr`): a scope with its own transform.
  case group(ShapeGroupModel)
  /// A rectangle, ellipse, star or free path.
  case geometry(GeometryModel)
  /// A fill, stroke, gradient fill or gradient stroke.
  case style(StyleModel)
  /// A trim paths modifier (`tm`).
  case trim(TrimModel)
  /// A round corners modifier (`rd`), its radius; `leaves` are the leaves it rewrites.
  case roundCorners(AnimatedValue, leaves: Range<Int>)
  /// A repeater (`rp`) with the elements before it as the content it copies.
  case repeater(RepeaterModel)
}

/// A shape group: its elements and transform.
struct ShapeGroupModel: Sendable {
  /// The elements, first on top.
  var items: [ShapeElement]
  /// The group's transform (`tr`).
  var transform: TransformModel
  /// Whether a style after the group (in this or an enclosing scope) draws its shapes, so
  /// evaluation must hand them out (otherwise that work is skipped).
  var isStyledOutside: Bool
}

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

  /// The shape.
  var kind: Kind
  /// Whether it is drawn in reverse (`d: 3`), which trim paths follow.
  var isReversed: Bool
  /// The leaf's number in its layer.
  var leaf: Int
}

/// A star (`sy: 1`) or polygon (`sy: 2`).
struct StarModel: Sendable {
  var isPolygon: Bool
  var position: AnimatedValue
  var points: AnimatedValue
  var rotation: AnimatedValue
  var innerRadius: AnimatedValue
  var outerRadius: AnimatedValue
  var innerRoundness: AnimatedValue
  var outerRoundness: AnimatedValue
}

/// A trim paths modifier.
struct TrimModel: Sendable {
  var start: AnimatedValue
  var end: AnimatedValue
  var offset: AnimatedValue
  /// Whether all shapes are trimmed as one path (`m: 2`) rather than each on its own.
  var isSequential: Bool
  /// The leaves it trims.
  var leaves: Range<Int>
}

/// A repeater and the content it copies.
struct RepeaterModel: Sendable {
  /// The elements before the repeater in its scope.
  var content: [ShapeElement]
  /// Whether `content` hands its shapes out to styles after the repeater.
  var isStyledOutside: Bool
  var copies: AnimatedValue
  var offset: AnimatedValue
  /// Whether later copies are drawn below earlier ones (`m: 2`).
  var stacksBelow: Bool
  /// Each copy's step: anchor, position, scale, rotation.
  var transform: TransformModel
  var startOpacity: AnimatedValue
  var endOpacity: AnimatedValue
}
