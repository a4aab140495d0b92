import CGtk4
import RefreshKit

/// The list's text direction: a right-to-left scrolled window (an Arabic or Hebrew locale, or
/// `gtk_widget_set_direction`) lays its components out right to left.
///
/// GTK keeps its adjustments in physical pixels (value zero shows the left edge, in either
/// direction; GtkListView flips its own order inside them), as RefreshKit's offsets are, so only
/// the components change: the leading trailer goes to the right and the trailing one to the
/// left, an accessory goes right of the text, and arrows point the way the content is pulled.
/// Nothing is drawn mirrored: GTK does not mirror the drawing area, and Pango draws text as its
/// script runs.
extension RefreshScrolledWindow {
  /// Follows the scrolled window's text direction from now on (`direction-changed`; the
  /// handler goes with the others when the wrapper lets go of GTK).
  func followTextDirection(_ me: UnsafeMutableRawPointer) {
    connect(UnsafeMutableRawPointer(scrolledWindow), "direction-changed", onDirectionChanged, me)
    textDirectionDidChange()
  }

  /// Reads the scrolled window's direction into the scroll view.
  func textDirectionDidChange() {
    guard !isDestroyed else { return }
    scrollView.layoutDirection =
      gtk_widget_get_direction(scrolledWindow) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
  }
}

private let onDirectionChanged:
  @convention(c) (UnsafeMutableRawPointer?, GtkTextDirection, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.textDirectionDidChange() }
  }
