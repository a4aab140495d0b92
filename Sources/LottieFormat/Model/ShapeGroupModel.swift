/// A shape group: its elements and transform.
struct ShapeGroupModel: Sendable {
  /// The group's name (`nm`), for keypaths.
  var name: String
  /// The elements, first on top.
  var items: [ShapeElement]
  /// The group's transform (`tr`).
  var transform: TransformModel
  /// Whether a style after the group (in this or an enclosing scope) draws its shapes, so
  /// evaluation must hand them out (otherwise that work is skipped).
  var isStyledOutside: Bool
}
