import Foundation

extension RefreshComponent {
  /// Scrolls to `target` to reveal the refreshing look, then reports the reveal for this
  /// episode. Under a finger the look is already in view, so the reveal finishes at once.
  ///
  /// Shared by the components that scroll to show themselves (header, back footer,
  /// trailer); a stale completion from an earlier episode is a no-op.
  ///
  /// ```swift
  /// revealRefreshing(in: scrollView, to: CGPoint(x: 0, y: -(topInsetWithoutSelf + height)))
  /// ```
  func revealRefreshing(in scrollView: ScrollView, to target: CGPoint) {
    let revealing = episode
    if scrollView.isDragging {
      revealDidFinish(episode: revealing)
    } else {
      scrollView.animateContentOffset(to: target, duration: fastAnimationDuration) {
        [weak self] _ in self?.revealDidFinish(episode: revealing)
      }
    }
  }

  /// Settles the offset back inside the limits after the component's inset went away,
  /// then reports the collapse for this episode (a stale completion is a no-op).
  func settleAfterCollapse(in scrollView: ScrollView) {
    let collapsing = episode
    scrollView.settleContentOffset(duration: slowAnimationDuration) { [weak self] _ in
      self?.collapseDidFinish(episode: collapsing)
    }
  }
}
