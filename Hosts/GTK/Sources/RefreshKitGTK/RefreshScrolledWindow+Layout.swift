import CGtk4
import Foundation
import RefreshKit

// Layout: the wrapper measures as its scrolled window and allocates it at full size, moved by
// the overscroll, with the drawing area over both.

extension RefreshScrolledWindow {
  /// The widget was mapped or unmapped: the scroll view is on screen while it is mapped.
  func mapped(_ isMapped: Bool) {
    scrollView.isVisible = isMapped
    if isMapped { gtkStyleDidChange() }
  }

  /// The wrapper measures as the scrolled window does.
  func measure(
    _ orientation: GtkOrientation, forSize: Int32, minimum: UnsafeMutablePointer<Int32>?,
    natural: UnsafeMutablePointer<Int32>?
  ) {
    var low: Int32 = 0
    var high: Int32 = 0
    gtk_widget_measure(scrolledWindow, orientation, forSize, &low, &high, nil, nil)
    minimum?.pointee = low
    natural?.pointee = high
  }

  /// The scrolled window at the wrapper's size, translated by the overscroll; the area over it.
  func allocate(width: Int32, height: Int32) {
    // The visible size first: the adjustments the scrolled window configures while it is
    // allocated are mirrored against it.
    mirror.resize(to: CGSize(width: CGFloat(width), height: CGFloat(height)))
    var point = graphene_point_t(
      x: Float(mirror.translation.x), y: Float(mirror.translation.y))
    // gtk_widget_allocate takes the transform (transfer full).
    gtk_widget_allocate(scrolledWindow, width, height, -1, gsk_transform_translate(nil, &point))
    gtk_widget_allocate(area, width, height, -1, nil)
    allocateSecondFloorPage(width: width, height: height)
  }

  /// The overscroll changed: the scrolled window moves (no new allocation of its rows).
  func translationDidChange() {
    guard !isDestroyed else { return }
    // Only the wrapper: the scrolled window keeps its size, so GTK just moves it.
    gtk_widget_queue_allocate(widget)
  }
}
