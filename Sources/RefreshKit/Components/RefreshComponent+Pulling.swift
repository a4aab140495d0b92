import Foundation

extension RefreshComponent {
  /// Sets ``pullingPercent`` for a component `extent` points deep (its height, or a trailer's
  /// width) of which `exposed` points show: 0 when hidden, 1 when fully shown, more when pulled
  /// further.
  ///
  /// A zero-extent component is fully exposed as soon as any of it would show.
  ///
  /// Shared by header, back footer and trailer; the scroll hot path calls it, so it does
  /// nothing beyond the arithmetic.
  func setPullingPercent(exposed: CGFloat, extent: CGFloat) {
    pullingPercent = extent > 0 ? Swift.max(0, exposed) / extent : (exposed > 0 ? 1 : 0)
  }

  /// The release rule of the components that are pulled past their own extent (back
  /// footer, trailer): a drag that ends while pulling refreshes if the component is on
  /// screen and `canRefresh` (its guards, checked at the release itself: a header that
  /// began refreshing during the pull blocks a footer), and drops back to idle if not.
  func releasePull(_ change: ScrollChange<PanState>, canRefresh: Bool) {
    if change.newValue == .ended && state == .pulling {
      changeState(to: isOnScreen && canRefresh ? .refreshing : .idle)
    }
  }
}
