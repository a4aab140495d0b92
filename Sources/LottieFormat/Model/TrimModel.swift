/// A trim paths modifier.
struct TrimModel: Sendable {
  /// The modifier's name (`nm`), for keypaths.
  var name: String
  var start: AnimatedValue
  var end: AnimatedValue
  var offset: AnimatedValue
  /// Whether all shapes are trimmed as one path (`m: 2`) rather than each on its own.
  var isSequential: Bool
  /// The leaves it trims.
  var leaves: Range<Int>
}
