import Foundation

extension RefreshComponent {
  /// Asks the container to move `axis` to `value` to reveal the refreshing look, then reports the
  /// reveal for this episode.
  ///
  /// Under a finger the look is already in view, so the reveal finishes at once. Only that axis
  /// moves: a reveal on the other axis (a trailer's and a header's) lands too.
  ///
  /// Shared by the components that scroll to show themselves (header, back footer,
  /// trailer); a stale completion from an earlier episode is a no-op.
  func revealRefreshing(
    in scrollView: ScrollView, on axis: OffsetMotion.Axis, to value: CGFloat
  ) {
    let revealing = episode
    if scrollView.isDragging {
      revealDidFinish(episode: revealing)
    } else {
      scrollView.moveOffset(axis, to: value, duration: fastAnimationDuration) {
        [weak self] _ in self?.revealDidFinish(episode: revealing)
      }
    }
  }

  /// Settles the offset back inside the limits after the component's inset went away, then reports
  /// the collapse for this episode (a stale completion is a no-op).
  ///
  /// A motion already running on an axis (another component's reveal) is not stopped.
  func settleAfterCollapse(in scrollView: ScrollView) {
    let collapsing = episode
    scrollView.settleContentOffset(duration: slowAnimationDuration) { [weak self] _ in
      self?.collapseDidFinish(episode: collapsing)
    }
  }
}
