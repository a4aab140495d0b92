import Foundation

extension RefreshAutoFooter {
  /// Loads more when a tap at `point` (in the scroll view's coordinates) lands on the footer;
  /// returns whether it started a load.
  ///
  /// A tap on an auto footer loads on every host ("Tap or pull up to load more"), so the rule
  /// lives with the footer rather than in each host: one hit test through the scroll view's
  /// tree (``View/hitTest(_:)``, as UIKit's, so a hidden or transparent footer, or a view the
  /// app put over it, takes no tap), then a load from ``RefreshState/idle`` regardless of the
  /// drag's ``autoTriggerTimes`` budget. It does nothing in any other state
  /// (``RefreshState/noMoreData`` included), while hidden, while the header refreshes (unless
  /// ``RefreshFooter/allowsRefreshWhileHeaderRefreshing``), or off the scroll view; NaN points
  /// are ignored. Hosts usually call it through ``EdgePullInput/tapped(at:)``.
  ///
  /// ```swift
  /// // A host's click handler, with the click in window coordinates:
  /// let point = scrollView.convert(CGPoint(x: x, y: y), from: nil)
  /// (scrollView.refreshFooter as? RefreshAutoFooter)?.handleTap(at: point)
  /// ```
  @discardableResult
  public func handleTap(at point: CGPoint) -> Bool {
    guard state == .idle, let scrollView, var view = scrollView.hitTest(point) else {
      return false
    }
    while view !== self {
      guard let parent = view.superview else { return false }
      view = parent
    }
    beginRefreshingFromTap()
    return state != .idle
  }
}
