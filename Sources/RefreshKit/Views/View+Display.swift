import Foundation

/// What a host needs to know to draw the tree only when it changed.
///
/// Every change a renderer would show (a frame, alpha, hidden flag, scroll position, label
/// text or style, arrow turn, animation frame, indicator start or stop, added or removed
/// view) marks the tree's root as needing display. The first mark after a draw calls the
/// root's ``View/displayRequestHandler`` once; the host draws, then calls
/// ``View/didDisplay()``. A spinning ``ActivityIndicatorView`` schedules nothing, so it
/// cannot mark the tree as it turns: while ``View/needsAnimationFrames`` is true the host
/// draws on its frame clock.
///
/// ```swift
/// list.displayRequestHandler = { widget.queueDraw() }
/// // in the draw callback:
/// renderer.draw(list)
/// list.didDisplay()
/// if list.needsAnimationFrames { widget.keepTicking() }
/// ```
extension View {
  /// Whether something under this view keeps changing without scheduled work: a visible view
  /// that ``View/drawsEveryFrame`` (a spinning ``ActivityIndicatorView`` or ``ArcSpinnerView``,
  /// whose drawing follows the clock).
  public var needsAnimationFrames: Bool {
    guard !isHidden, alpha > 0 else { return false }
    if drawsEveryFrame { return true }
    return subviews.contains { $0.needsAnimationFrames }
  }
}
