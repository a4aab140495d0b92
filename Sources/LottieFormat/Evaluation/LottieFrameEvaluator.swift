/// The buffers a player keeps to evaluate frame after frame without allocating.
///
/// Evaluating a Lottie frame builds contours, trims and rounds them, and merges gradient stops:
/// work that needs scratch space. ``LottieDocument/frame(at:)`` makes that space anew for each
/// frame; an evaluator keeps it, so a player that draws every frame into one ``VectorDrawing``
/// allocates nothing once both have grown to the animation's largest frame. One evaluator may
/// serve any number of documents, one call at a time (it holds no state between frames but
/// storage, so a changed document, or a slot set between two frames, is always drawn as it
/// is now).
///
/// ```swift
/// var evaluator = LottieFrameEvaluator()
/// var drawing = VectorDrawing()
/// document.draw(at: 12, into: &drawing, using: &evaluator)
/// ```
public struct LottieFrameEvaluator: Sendable {
  var evaluator = FrameEvaluator()

  /// An evaluator with empty buffers.
  public init() {}
}
