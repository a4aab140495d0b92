import Foundation

/// The reveal and the collapse: the container's motions, reported back to the component.
///
/// Their completions hold no weak reference to the component. A weak reference gives an object
/// a side table for good, and every retain and release of it takes the slow path from then on:
/// on a refreshing header's scroll event that was some 400 of its 2,359 instructions
/// (callgrind, `refreshkit-bench`). A completion finds the component among the container's
/// attached ones instead, by a serial number no other component shares. One that left (or
/// was released) is not found, as a weak reference would read `nil` or a stale episode.
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
      let serial = self.serial
      // The container passes itself in, and finds the component among its own.
      scrollView.moveOffset(axis, to: value, duration: fastAnimationDuration) { container, _ in
        container.attachedComponent(serial: serial)?.revealDidFinish(episode: revealing)
      }
    }
  }

  /// Settles the offset back inside the limits after the component's inset went away, then reports
  /// the collapse for this episode (a stale completion is a no-op).
  ///
  /// A motion already running on an axis (another component's reveal) is not stopped.
  func settleAfterCollapse(in scrollView: ScrollView) {
    let collapsing = episode
    let serial = self.serial
    // As in `revealRefreshing`: no weak reference to the component.
    scrollView.settleContentOffset(
      duration: slowAnimationDuration,
      then: { container, _ in
        container.attachedComponent(serial: serial)?.collapseDidFinish(episode: collapsing)
      })
  }
}
