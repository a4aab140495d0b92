import CGtk4
import Foundation
import RefreshKit

// Input: GTK's events, translated for RefreshKit's `EdgePullInput` (the policy lives in the
// core); the controllers that deliver them are installed with the other callbacks.

extension RefreshScrolledWindow {
  /// Begins the header's refresh, as Ctrl+R, F5 and ``refreshAction`` do.
  ///
  /// The header is revealed from wherever the list is scrolled to. Does nothing while it
  /// refreshes.
  public func beginRefreshing() {
    guard let header = scrollView.refreshHeader, !header.isRefreshing else { return }
    header.beginRefreshing()
  }

  /// A press (touch or primary button) at (`x`, `y`) in the wrapper.
  func dragBegan(x: Double, y: Double) {
    mirror.userInputArrived()
    // A scroll bar's slider is GTK's to drag, even while a header is held open.
    var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
    while let current = picked, current != widget {
      if GLibType.isA(current, gtk_scrollbar_get_type()) { return }
      picked = gtk_widget_get_parent(current)
    }
    input.pointerPressed()
  }

  /// A key goes to the list (a page down, an arrow): what it scrolls is the user's.
  func keyPressed() { mirror.userInputArrived() }

  /// The press moved by (`x`, `y`); the sequence is claimed once RefreshKit pulls.
  func dragMoved(x: Double, y: Double, gesture: OpaquePointer?) {
    mirror.userInputArrived()  // a scroll bar's slider, dragged for long
    let wasEngaged = input.isPointerEngaged
    let engaged = input.pointerMoved(
      translation: CGPoint(x: x, y: y), at: scheduler.now)
    // Claimed once it pulls: the rows' own gestures (a click, a selection) are cancelled then.
    if engaged && !wasEngaged { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
  }

  /// The press lifted, or GTK took the sequence away.
  func dragEnded() { input.pointerReleased(at: scheduler.now) }
  func dragCancelled() { input.pointerCancelled() }

  /// A wheel click or touchpad delta; returns whether RefreshKit took it from GTK.
  func scrolled(dx: Double, dy: Double, isDiscrete: Bool) -> Bool {
    mirror.userInputArrived()
    return input.scrolled(by: CGPoint(x: dx, y: dy), isDiscrete: isDiscrete)
  }

  /// A click or tap: an auto footer under it loads (the footer's own rule).
  func clicked(x: Double, y: Double) {
    input.tapped(at: scrollView.convert(CGPoint(x: x, y: y), from: nil))
  }

  /// GTK's scrolling brought the list to its end: the movement goes on into an auto footer.
  ///
  /// GTK stops there; UIKit's range would include the footer. So the movement continues as the
  /// user's, the footer shows below the last row (loading, or saying there is no more), and it
  /// loads once per gesture as after any drag.
  func listReachedItsEnd() {
    guard let footer = scrollView.refreshFooter as? RefreshAutoFooter, !footer.isHidden,
      footer.state == .idle || footer.state == .noMoreData, !input.isPointerEngaged
    else { return }
    // At the next turn: not inside GTK's value-changed emission (the load may change the model).
    scheduler.schedule(after: .zero) { [weak self, weak footer] in
      guard let self, let footer, !isDestroyed,
        scrollView.platformPosition.overscroll == .zero,
        scrollView.contentOffset.y >= scrollView.platformScrollRange.y.upperBound - 0.5
      else { return }
      let isOwnDrag = !scrollView.isDragging
      if isOwnDrag { scrollView.beginDragging() }
      scrollView.drag(by: -footer.frame.height)
      if isOwnDrag { scrollView.endDragging() }
    }
  }
}
