import CGtk4
import RefreshKit

// Teardown: when the widget goes, the wrapper lets go of GTK and detaches what it attached.

extension RefreshScrolledWindow {
  /// The widget is being destroyed (or the scrolled window was taken out of it): let go of
  /// GTK, keep the scroll view working headlessly.
  ///
  /// It touches neither child: a box's dispose removes its children before "destroy" is
  /// emitted, so they may be gone. Their own callbacks go with them (the draw function and the
  /// tick callback are the area's); the adjustments stay alive while the mirror holds them.
  func destroyed() {
    guard !isDestroyed else { return }
    isDestroyed = true
    tickID = 0
    scheduler.forgetFrameClockWidget()
    let me = Unmanaged.passUnretained(self).toOpaque()
    g_signal_handlers_disconnect_matched(
      UnsafeMutableRawPointer(refreshAction), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
    g_signal_handlers_disconnect_matched(
      UnsafeMutableRawPointer(secondFloorAction), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
    // The scrolled window may outlive the wrapper (the app holds it): it must not call back.
    // Safe: it is alive here. Taken out of the wrapper, it notified while still alive, which
    // is how this runs; otherwise it is still the wrapper's child.
    g_signal_handlers_disconnect_matched(
      UnsafeMutableRawPointer(scrolledWindow), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
    // The page went with the widget's children.
    secondFloorPage = nil
    stopFollowingGTKMotionSetting()
    mirror.invalidate()
    mirror.translationHandler = nil
    scrollView.displayRequestHandler = nil
    input.endWheelGesture()
    input.pointerCancelled()
    scrollView.isVisible = false
    // The list is gone: so are its components. A refreshing block that captures the wrapper
    // (`refresh.scrollView.endRefreshing()`) no longer keeps it alive, and work still in
    // flight ends as a no-op.
    scrollView.refreshHeader = nil
    scrollView.refreshFooter = nil
    scrollView.refreshTrailer = nil
    // The app's callbacks go too: they may hold the components.
    didDraw = nil
    accessibilityDidChange = nil
  }

  /// The scrolled window's parent changed: once it is no longer the wrapper, the wrapper is
  /// being taken apart (notified while the scrolled window is still alive).
  func scrolledWindowParentChanged() {
    guard !isDestroyed, gtk_widget_get_parent(scrolledWindow) != widget else { return }
    destroyed()
  }
}
