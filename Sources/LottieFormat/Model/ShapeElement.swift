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
  /// A round corners modifier (`rd`), its radius; `leaves` are the leaves it rewrites; its name
  /// (`nm`) for keypaths.
  case roundCorners(AnimatedValue, leaves: Range<Int>, name: String)
  /// A repeater (`rp`) with the elements before it as the content it copies.
  case repeater(RepeaterModel)
}
