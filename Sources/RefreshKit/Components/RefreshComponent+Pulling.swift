import Foundation

/// The pull rules every pulled component (header, back footer, trailers) shares.
extension RefreshComponent {
  /// Sets ``pullingPercent`` for a component `extent` points deep (its height, or a
  /// trailer's width) of which `exposed` points show: 0 when hidden, 1 when fully shown,
  /// more when pulled further.
  ///
  /// A zero-extent component is fully exposed as soon as any of it would show. The scroll
  /// hot path calls it, so it does nothing beyond the arithmetic.
  func setPullingPercent(exposed: CGFloat, extent: CGFloat) {
    let percent = extent > 0 ? Swift.max(0, exposed) / extent : (exposed > 0 ? 1 : 0)
    // The setter is open (looks override it): call it only for a change.
    if percent != currentPullingPercent { pullingPercent = percent }
  }

  /// Follows a pull: the percent always, and while the finger moves the content, the
  /// strict trigger (`exposed > triggerDistance`) in both directions.
  ///
  /// `canStart` carries the component's guards (not hidden, not blocked by the header):
  /// checked when a pull would start, and again at the release.
  func followPull(
    exposed: CGFloat, extent: CGFloat, triggerDistance: CGFloat, in scrollView: ScrollView,
    canStart: @autoclosure () -> Bool
  ) {
    setPullingPercent(exposed: exposed, extent: extent)
    guard scrollView.isDragging else { return }
    let beyondTrigger = exposed > triggerDistance
    let state = currentState
    if state == .idle && beyondTrigger && canStart() {
      send(.pulledPastTrigger)
    } else if state == .pulling && !beyondTrigger {
      send(.returnedBelowTrigger)
    }
  }

  /// The release rule: a drag that ends while pulling refreshes if the component is on
  /// screen and `canRefresh` (its guards, checked at the release itself: a header that began
  /// refreshing during the pull blocks a footer), and drops back to idle if not.
  func releasePull(_ change: ScrollChange<PanState>, canRefresh: Bool) {
    if change.newValue == .ended && state == .pulling {
      send(.released(isOnScreen && canRefresh ? .allowed : .blocked))
    }
  }
}
