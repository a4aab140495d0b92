/// One entry of a shape layer's (or group's) list, parsed.
///
/// Geometry leaves are numbered (``GeometryModel/leaf``) in list order across the whole
/// layer, so evaluation can compute every leaf's path once, let modifiers rewrite the
/// contiguous run of leaves before them, and then let styles draw them.
///
/// Each model is held by a ``Shared`` reference: evaluation walks these lists every frame, and
/// matching a case of a list element copies its payload out, which for a model held inline
/// (as in an `indirect` case) retained every array inside it (a group's items and the dozen
/// keyframe arrays of its transform) and released them again.
enum ShapeElement: Sendable {
  /// A group (`gr`): a scope with its own transform.
  case group(Shared<ShapeGroupModel>)
  /// A rectangle, ellipse, star or free path.
  case geometry(Shared<GeometryModel>)
  /// A fill, stroke, gradient fill or gradient stroke.
  case style(Shared<StyleModel>)
  /// A trim paths modifier (`tm`).
  case trim(Shared<TrimModel>)
  /// A round corners modifier (`rd`), its radius; `leaves` are the leaves it rewrites; its name
  /// (`nm`) for keypaths.
  indirect case roundCorners(AnimatedValue, leaves: Range<Int>, name: String)
  /// A repeater (`rp`) with the elements before it as the content it copies.
  case repeater(Shared<RepeaterModel>)
}

/// An immutable model shared by reference; a changed model is a new one (``PropertyWalker``
/// builds them).
final class Shared<Value: Sendable>: Sendable {
  /// The model.
  let value: Value

  init(_ value: Value) { self.value = value }
}
