/// A layer mask (`masksProperties` entry).
struct MaskModel: Sendable {
  var mode: VectorMask.Mode
  var path: AnimatedValue
  var isClosed: Bool
  var isInverted: Bool
  /// Percent.
  var opacity: AnimatedValue
}
