/// A repeater and the content it copies.
struct RepeaterModel: Sendable {
  /// The repeater's name (`nm`), for keypaths.
  var name: String
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
