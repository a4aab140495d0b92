import Foundation
import RefreshKitGTK

/// Prints, for an end-to-end harness, what the user saw and did: every input event the window
/// got, and where the wrapped list's content was drawn in every painted frame.
///
/// A harness that injects real touch, touchpad and pointer events cannot see the rows; this
/// lets the app tell it, in window coordinates (GTK's, so the harness needs no screenshot to
/// know whether the rows followed the finger). It does nothing unless
/// `REFRESHKIT_GTK_GEOMETRY_LOG=1`. Lines (`prefix` first):
///
/// - `probe window W H list X Y W H`: at the first painted frame and whenever they change: the
///   window's size and the wrapper's bounds in it;
/// - `input KIND X Y`: every touch (`touch-begin`, `touch-update`, `touch-end`,
///   `touch-cancel`), button (`press`, `release`) and pointer `motion` event, before any widget
///   sees it; a `touch-begin` or `press` adds `ROWX ROWY`, where the row under it is drawn
///   (the outermost widget there less than half the list's height or width; `- -`: none); `input scroll DX DY UNIT` for scroll events (`UNIT` is `wheel` or `surface`),
///   `input scroll-stop` for the end of a touchpad scroll;
/// - `frame T X Y LIST PAST DIR ROWX ROWY SIDEWAYS END`: after each painted frame, its frame-clock time
///   (µs), where the content's top-left corner was drawn (the scrolled window's origin, with
///   the wrapper's translation, minus the adjustments' values), the list's own vertical offset,
///   what lay past its edge, the list's text direction (`ltr`, `rtl`), where the row the
///   last touch or press went down on was drawn (`- -` before any), and the list's own
///   sideways offset and the largest it can be.
///
/// - `look header ARROW TEXT WIDTH`: when a normal header shows (pulled or refreshing) and
///   whenever that changes: the centre of its arrow (or spinner) and of its title's text,
///   across the header, and the header's width (a right-to-left list has the arrow right of
///   the text).
///
/// ```swift
/// GeometryProbe.attach(window: window, refresh: refresh, prefix: "listbox ")
/// ```
@MainActor
public final class GeometryProbe {
  private let window: UnsafeMutablePointer<GtkWidget>
  private let refresh: RefreshScrolledWindow
  private let prefix: String
  private var reportedWindow = ""
  private var isConnectedToClock = false
  private var reportedLook = ""
  /// The row under the last touch or press (a reference is held until the next one).
  private var row: UnsafeMutablePointer<GtkWidget>?

  isolated deinit {
    if let row { g_object_unref(UnsafeMutableRawPointer(row)) }
  }

  /// Whether the environment asks for geometry lines (`REFRESHKIT_GTK_GEOMETRY_LOG=1`).
  public static var isEnabled: Bool {
    ProcessInfo.processInfo.environment["REFRESHKIT_GTK_GEOMETRY_LOG"] == "1"
  }

  /// Starts printing for `refresh` in `window` when ``isEnabled``; the probe lives as long as
  /// the window.
  public static func attach(
    window: UnsafeMutablePointer<GtkWidget>, refresh: RefreshScrolledWindow, prefix: String = ""
  ) {
    guard isEnabled else { return }
    let probe = GeometryProbe(window: window, refresh: refresh, prefix: prefix)
    // Safe: released by GObject with the window (the destroy notify below), after which no
    // handler of the window or its frame clock runs.
    let retained = Unmanaged.passRetained(probe).toOpaque()
    g_object_set_data_full(
      UnsafeMutablePointer(OpaquePointer(window)), "refreshkit-geometry-probe", retained,
      releaseProbe)
    let me = Unmanaged.passUnretained(probe).toOpaque()
    let events = gtkMade(gtk_event_controller_legacy_new(), "event controller legacy")
    gtk_event_controller_set_propagation_phase(events, GTK_PHASE_CAPTURE)
    g_signal_connect_data(
      UnsafeMutableRawPointer(events), "event", unsafeBitCast(onEvent, to: GCallback.self), me,
      nil, GConnectFlags(rawValue: 0))
    gtk_widget_add_controller(window, events)
    g_signal_connect_data(
      UnsafeMutableRawPointer(window), "map", unsafeBitCast(onMap, to: GCallback.self), me, nil,
      GConnectFlags(rawValue: 0))
    if gtk_widget_get_mapped(window) != 0 { probe.mapped() }
  }

  private init(
    window: UnsafeMutablePointer<GtkWidget>, refresh: RefreshScrolledWindow, prefix: String
  ) {
    self.window = window
    self.refresh = refresh
    self.prefix = prefix
  }

  fileprivate func mapped() {
    guard !isConnectedToClock, let clock = gtk_widget_get_frame_clock(window) else { return }
    isConnectedToClock = true
    let me = Unmanaged.passUnretained(self).toOpaque()
    g_signal_connect_data(
      UnsafeMutableRawPointer(clock), "after-paint",
      unsafeBitCast(onAfterPaint, to: GCallback.self), me, nil, GConnectFlags(rawValue: 0))
  }

  private func print(_ line: String) {
    Swift.print(prefix + line)
    fflush(nil)
  }

  /// `point` (surface coordinates) in the window's own coordinates.
  private func windowPoint(_ x: Double, _ y: Double) -> (Double, Double) {
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
    return (x - surfaceX, y - surfaceY)
  }

  fileprivate func event(_ event: OpaquePointer) {
    let type = gdk_event_get_event_type(event)
    let kind: String
    switch type {
    case GDK_TOUCH_BEGIN: kind = "touch-begin"
    case GDK_TOUCH_UPDATE: kind = "touch-update"
    case GDK_TOUCH_END: kind = "touch-end"
    case GDK_TOUCH_CANCEL: kind = "touch-cancel"
    case GDK_BUTTON_PRESS: kind = "press"
    case GDK_BUTTON_RELEASE: kind = "release"
    case GDK_MOTION_NOTIFY: kind = "motion"
    case GDK_SCROLL:
      if gdk_scroll_event_is_stop(event) != 0 {
        print("input scroll-stop")
        return
      }
      var dx = 0.0
      var dy = 0.0
      gdk_scroll_event_get_deltas(event, &dx, &dy)
      if gdk_scroll_event_get_direction(event) != GDK_SCROLL_SMOOTH {
        let direction = gdk_scroll_event_get_direction(event)
        dy = direction == GDK_SCROLL_UP ? -1 : direction == GDK_SCROLL_DOWN ? 1 : 0
        dx = direction == GDK_SCROLL_LEFT ? -1 : direction == GDK_SCROLL_RIGHT ? 1 : 0
      }
      let unit = gdk_scroll_event_get_unit(event) == GDK_SCROLL_UNIT_WHEEL ? "wheel" : "surface"
      print("input scroll \(Self.number(dx)) \(Self.number(dy)) \(unit)")
      return
    default:
      return
    }
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0 else { return }
    let point = windowPoint(x, y)
    var line = "input \(kind) \(Self.number(point.0)) \(Self.number(point.1))"
    if type == GDK_TOUCH_BEGIN || type == GDK_BUTTON_PRESS {
      followRow(at: point)
      line += " " + rowPosition
    }
    print(line)
  }

  /// Where the followed row is drawn, "X Y" in window coordinates ("- -": none).
  private var rowPosition: String {
    var zero = graphene_point_t()
    var drawn = graphene_point_t()
    guard let row, gtk_widget_compute_point(row, window, &zero, &drawn) != 0 else { return "- -" }
    return "\(Self.number(Double(drawn.x))) \(Self.number(Double(drawn.y)))"
  }

  /// Follows the row at `point`: the outermost widget there, inside the scrolled window, that
  /// is less than half its height or width (a list's row or a carousel's card, not the list).
  private func followRow(at point: (Double, Double)) {
    if let row { g_object_unref(UnsafeMutableRawPointer(row)) }
    row = nil
    let scrolled = refresh.scrolledWindow
    let height = gtk_widget_get_height(scrolled) / 2
    let width = gtk_widget_get_width(scrolled) / 2
    var widget = gtk_widget_pick(window, point.0, point.1, GTK_PICK_DEFAULT)
    var found: UnsafeMutablePointer<GtkWidget>?
    var inside = false
    while let current = widget {
      if current == scrolled {
        inside = true
        break
      }
      if gtk_widget_get_height(current) < height || gtk_widget_get_width(current) < width {
        found = current
      }
      widget = gtk_widget_get_parent(current)
    }
    guard inside, let found else { return }
    g_object_ref(UnsafeMutableRawPointer(found))
    row = found
  }

  fileprivate func painted(frameTime: Int64) {
    guard !refresh.isDestroyed else { return }
    let scrolled = refresh.scrolledWindow
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(refresh.widget, window, &bounds) != 0 else { return }
    let windowLine =
      "probe window \(gtk_widget_get_width(window)) \(gtk_widget_get_height(window)) list "
      + [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
      .map { Self.number(Double($0)) }.joined(separator: " ")
    if windowLine != reportedWindow {
      reportedWindow = windowLine
      print(windowLine)
    }
    var origin = graphene_point_t()
    var drawn = graphene_point_t()
    guard gtk_widget_compute_point(scrolled, window, &origin, &drawn) != 0,
      let horizontal = gtk_scrolled_window_get_hadjustment(OpaquePointer(scrolled)),
      let vertical = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
    else { return }
    let x =
      Double(drawn.x)
      - (gtk_adjustment_get_value(horizontal) - gtk_adjustment_get_lower(horizontal))
    let y =
      Double(drawn.y) - (gtk_adjustment_get_value(vertical) - gtk_adjustment_get_lower(vertical))
    reportLook()
    let position = refresh.scrollView.platformPosition
    let direction = gtk_widget_get_direction(scrolled) == GTK_TEXT_DIR_RTL ? "rtl" : "ltr"
    print(
      "frame \(frameTime) \(Self.number(x)) \(Self.number(y))"
        + " \(Self.number(Double(position.contentOffset.y)))"
        + " \(Self.number(Double(position.overscroll.y))) \(direction) \(rowPosition)"
        + " \(Self.number(Double(position.contentOffset.x)))"
        + " \(Self.number(Double(refresh.scrollView.platformScrollRange.x.upperBound)))")
  }

  /// Reports where a normal header's arrow sits beside its text, when that changed.
  private func reportLook() {
    guard let header = refresh.scrollView.refreshHeader as? RefreshNormalHeader,
      refresh.scrollView.contentOffset.y < 0
    else { return }
    let accessory = header.arrowView.isHidden ? header.loadingView.frame : header.arrowView.frame
    let text = header.stateLabel.frame
    let line =
      "look header \(Self.number(Double(accessory.midX))) \(Self.number(Double(text.midX)))"
      + " \(Self.number(Double(header.bounds.width)))"
    guard line != reportedLook else { return }
    reportedLook = line
    print(line)
  }

  private static func number(_ value: Double) -> String { String(format: "%.2f", value) }
}

private let releaseProbe: GDestroyNotify = { data in
  guard let address = data.map({ UInt(bitPattern: $0) }) else { return }
  MainActor.assumeIsolated {
    // Safe: the one retain taken in `attach`, given back once by GObject.
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    Unmanaged<GeometryProbe>.fromOpaque(pointer).release()
  }
}

/// The probe behind a handler's user data, on the main actor (GTK calls on the main thread;
/// the probe lives as long as the window whose handlers these are).
private func withProbe(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (GeometryProbe) -> Void)
{
  guard let address = data.map({ UInt(bitPattern: $0) }) else { return }
  MainActor.assumeIsolated {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    body(Unmanaged<GeometryProbe>.fromOpaque(pointer).takeUnretainedValue())
  }
}

private let onEvent:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, event, data in
    guard let address = event.map({ UInt(bitPattern: $0) }) else { return 0 }
    withProbe(data) { probe in
      // Safe: the event is alive for the length of the handler.
      if let event = OpaquePointer(bitPattern: address) { probe.event(event) }
    }
    return 0  // only watched
  }

private let onMap: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
  withProbe(data) { $0.mapped() }
}

private let onAfterPaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  clock, data in
  let time = Int64(clock.map { gdk_frame_clock_get_frame_time($0) } ?? 0)
  withProbe(data) { $0.painted(frameTime: time) }
}
