import CGtk4
import Foundation
import RefreshKit

// Drawing: the components are painted over the scrolled window, only when the view tree asks.

extension RefreshScrolledWindow {
  /// The view tree changed what it shows: the area draws at the next frame.
  func displayRequested() {
    guard !isDestroyed else { return }
    gtk_widget_queue_draw(area)
  }

  /// The area's draw function: the components, with ``CairoRenderer``, into `cr`.
  func draw(_ cr: OpaquePointer) {
    let clock = ContinuousClock()
    let start = clock.now
    renderer.draw(scrollView, into: cr, clearsBackground: false)
    scrollView.didDisplay()
    let frameTime = gtk_widget_get_frame_clock(area).map { gdk_frame_clock_get_frame_time($0) } ?? 0
    didDraw?(clock.now - start, Int64(frameTime))
    updateTicking()
    // After the draw: GTK does not let other widgets change while one is being drawn.
    scheduler.schedule(after: .zero) { [weak self] in self?.updateAccessibility() }
  }

  /// A spinner turns without scheduled work: a frame-clock tick runs only while one does.
  func updateTicking() {
    let needed = scrollView.needsAnimationFrames
    if needed && tickID == 0 {
      tickID = addTickCallback()
    } else if !needed && tickID != 0 {
      gtk_widget_remove_tick_callback(area, tickID)
      tickID = 0
    }
  }

  /// A frame-clock tick while a spinner turns; returns whether to keep ticking.
  func tick() -> Bool {
    guard !isDestroyed else { return false }
    gtk_widget_queue_draw(area)
    if scrollView.needsAnimationFrames { return true }
    tickID = 0
    return false
  }
}
