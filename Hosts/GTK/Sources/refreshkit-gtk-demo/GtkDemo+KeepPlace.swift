import Foundation
import RefreshKitGTK

// The demo's "keep my place" timeline (`--keep-place`): the header's refresh puts three rows
// at the front of the list's model and the reader's row stays where it is on screen. Logs
// "inserted 3 above" and, at every painted frame, "place Item 1 TOP" (the top of the row
// "Item 1" in the wrapper, in pixels, as painted) for the Wayland harness.

extension GtkDemo {
  /// Whether the command line asks for the "keep my place" timeline.
  var keepsPlace: Bool { CommandLine.arguments.contains("--keep-place") }

  /// The header's refresh ends by putting rows above the reader's, keeping the place.
  func installKeepingPlace(on header: RefreshHeader) {
    header.refreshingBlock = { [weak self] in
      guard let self else { return }
      refresh.scheduler.schedule(after: .milliseconds(1500)) { [weak self] in
        guard let self else { return }
        refresh.endRefreshing(insertingAbove: { self.prependFreshRows() })
        log("inserted 3 above")
      }
    }
  }

  /// Hooks the frame clock once (its "after-paint": where the rows were painted).
  func trackPlace() {
    guard keepsPlace, !isTrackingPlace, let clock = gtk_widget_get_frame_clock(window) else {
      return
    }
    isTrackingPlace = true
    g_signal_connect_data(
      UnsafeMutableRawPointer(clock), "after-paint",
      unsafeBitCast(onAfterPaint, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
  }

  /// Logs where "Item 1" was painted in the frame just painted.
  func logPlace() {
    guard let top = rowTop(titled: "Item 1") else { return }
    log(String(format: "place Item 1 %.2f", top))
  }

  /// The top of the row titled `title` in the wrapper; nil while it is not laid out.
  func rowTop(titled title: String) -> Double? {
    var child = gtk_widget_get_first_child(list)
    while let item = child {
      child = gtk_widget_get_next_sibling(item)
      guard gtk_widget_get_child_visible(item) != 0, let row = gtk_widget_get_first_child(item),
        let label = gtk_widget_get_first_child(gtk_widget_get_last_child(row)),
        let text = gtk_label_get_text(OpaquePointer(label)), String(cString: text) == title
      else { continue }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(item, refresh.widget, &bounds) != 0 else { return nil }
      return Double(bounds.origin.y)
    }
    return nil
  }
}

private let onAfterPaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, _ in
  MainActor.assumeIsolated { demo?.logPlace() }
}
