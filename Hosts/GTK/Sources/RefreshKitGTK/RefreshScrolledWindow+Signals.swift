import CGtk4
import Foundation
import RefreshKit

// The wrapper's side of GTK's C callbacks: every callback it hands GTK (signals, event
// controllers, the layout manager, the draw function, the tick callback) is handed over here,
// and each is a typed `@convention(c)` trampoline below that gets the wrapper back from its
// unretained user data (`withObject`) and calls one of its methods on the main actor.

extension RefreshScrolledWindow {
  /// Hands GTK the wrapper's layout, drawing and lifecycle callbacks, and the wrapper's one
  /// retain (held by the widget); returns the wrapper as the callbacks' unretained user data.
  func installCallbacks() -> UnsafeMutableRawPointer {
    // The wrapper lays both out itself: the scrolled window at full size, translated by the
    // overscroll (same size: GTK does not allocate the rows again), the area over everything.
    gtk_widget_set_layout_manager(
      widget, gtk_custom_layout_new(nil, measureWrapper, allocateWrapper))
    // Safe: released by GObject when the widget is finalized (`releaseWrapper`), after the
    // "destroy" handler has disconnected everything else; until then the widget keeps this
    // object alive, and every C callback below gets it back unretained.
    let retained = Unmanaged.passRetained(self).toOpaque()
    g_object_set_data_full(
      UnsafeMutablePointer(OpaquePointer(widget)), Self.dataKey, retained, releaseWrapper)
    let me = Unmanaged.passUnretained(self).toOpaque()
    gtk_drawing_area_set_draw_func(cast(UnsafeMutableRawPointer(area)), drawComponents, me, nil)
    connect(UnsafeMutableRawPointer(widget), "destroy", onDestroy, me)
    connect(UnsafeMutableRawPointer(scrolledWindow), "notify::parent", onParentChanged, me)
    connect(UnsafeMutableRawPointer(scrolledWindow), "notify::hadjustment", onAdjustments, me)
    connect(UnsafeMutableRawPointer(scrolledWindow), "notify::vadjustment", onAdjustments, me)
    connect(UnsafeMutableRawPointer(widget), "map", onMap, me)
    connect(UnsafeMutableRawPointer(widget), "unmap", onUnmap, me)
    connect(UnsafeMutableRawPointer(refreshAction), "activate", onRefreshAction, me)
    connect(UnsafeMutableRawPointer(secondFloorAction), "activate", onSecondFloorAction, me)
    return me
  }

  /// Input: drags, scrolls, shortcuts, keys and clicks, each seen in the capture phase.
  func installInput(_ me: UnsafeMutableRawPointer) {
    let drag = gtkMade(gtk_gesture_drag_new(), "gesture drag")
    gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(drag), "drag-begin", onDragBegin, me)
    connect(UnsafeMutableRawPointer(drag), "drag-update", onDragUpdate, me)
    connect(UnsafeMutableRawPointer(drag), "drag-end", onDragEnd, me)
    connect(UnsafeMutableRawPointer(drag), "cancel", onDragCancel, me)
    gtk_widget_add_controller(widget, drag)

    let flags = GtkEventControllerScrollFlags(
      rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtkMade(gtk_event_controller_scroll_new(flags), "event controller scroll")
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(scroll), "scroll", onScroll, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-begin", onScrollBegin, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-end", onScrollEnd, me)
    connect(UnsafeMutableRawPointer(scroll), "decelerate", onDecelerate, me)
    gtk_widget_add_controller(widget, scroll)

    // Ctrl+R and F5 anywhere in the window (managed by the window, whatever has the focus).
    let shortcuts = gtkMade(gtk_shortcut_controller_new(), "shortcut controller")
    gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_MANAGED)
    let trigger = gtk_shortcut_trigger_parse_string("<Control>r|F5")
    let action = gtk_callback_action_new(onShortcut, me, nil)
    gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(trigger, action))
    // Escape closes an open second floor (and goes on to others when none is open).
    let escape = gtk_shortcut_trigger_parse_string("Escape")
    let close = gtk_callback_action_new(onEscape, me, nil)
    gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(escape, close))
    gtk_widget_add_controller(widget, shortcuts)

    let keys = gtkMade(gtk_event_controller_key_new(), "event controller key")
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", onKeyPressed, me)
    gtk_widget_add_controller(widget, keys)

    // A tap on an auto footer loads, as in the other hosts.
    let click = gtkMade(gtk_gesture_click_new(), "gesture click")
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(click), "released", onClick, me)
    gtk_widget_add_controller(widget, click)
  }

  /// Starts the area's frame-clock tick (``tick()`` at every frame); returns its id.
  func addTickCallback() -> guint {
    let me = Unmanaged.passUnretained(self).toOpaque()
    return gtk_widget_add_tick_callback(area, onTick, me, nil)
  }
}

/// The wrapper behind a layout callback's widget.
private func withWrapper(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ body: @MainActor (RefreshScrolledWindow) -> Void
) {
  guard let widget else { return }
  let address = UInt(bitPattern: widget)
  MainActor.assumeIsolated {
    // Safe: GTK lays out on the main thread, and the widget is alive while it is laid out.
    guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
      let wrapper = RefreshScrolledWindow.wrapper(of: widget), !wrapper.isDestroyed
    else { return }
    body(wrapper)
  }
}

private let measureWrapper: GtkCustomMeasureFunc = {
  widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
  // Safe: the out-pointers are valid for the call; they cross as numbers.
  let low = UInt(bitPattern: minimum)
  let high = UInt(bitPattern: natural)
  withWrapper(widget) {
    $0.measure(
      orientation, forSize: forSize, minimum: UnsafeMutablePointer(bitPattern: low),
      natural: UnsafeMutablePointer(bitPattern: high))
  }
}

private let allocateWrapper: GtkCustomAllocateFunc = { widget, width, height, _ in
  withWrapper(widget) { $0.allocate(width: width, height: height) }
}

private let releaseWrapper: GDestroyNotify = { data in
  guard let data else { return }
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated {
    // Safe: the one retain taken in `assemble`, given back once by GObject.
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    Unmanaged<RefreshScrolledWindow>.fromOpaque(pointer).release()
  }
}

private let drawComponents: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
  guard let cr else { return }
  let address = UInt(bitPattern: cr)
  withObject(data) { (wrapper: RefreshScrolledWindow) in
    // Safe: `cr` is valid for the length of the draw callback, which this is.
    guard let context = OpaquePointer(bitPattern: address) else { return }
    wrapper.draw(context)
  }
}

private typealias SignalData = UnsafeMutableRawPointer?

private let onDestroy: @convention(c) (SignalData, SignalData) -> Void = { _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.destroyed() }
}

private let onParentChanged: @convention(c) (SignalData, SignalData, SignalData) -> Void = {
  _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.scrolledWindowParentChanged() }
}

private let onAdjustments: @convention(c) (SignalData, SignalData, SignalData) -> Void = {
  _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.adjustmentsChanged() }
}

private let onMap: @convention(c) (SignalData, SignalData) -> Void = { _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.mapped(true) }
}

private let onUnmap: @convention(c) (SignalData, SignalData) -> Void = { _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.mapped(false) }
}

private let onRefreshAction: @convention(c) (SignalData, OpaquePointer?, SignalData) -> Void = {
  _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.beginRefreshing() }
}

private let onShortcut: GtkShortcutFunc = { _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.beginRefreshing() }
  return 1
}

private let onSecondFloorAction: @convention(c) (SignalData, OpaquePointer?, SignalData) -> Void = {
  _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.toggleSecondFloor() }
}

private let onEscape: GtkShortcutFunc = { _, _, data in
  var taken = false
  withObject(data) { (wrapper: RefreshScrolledWindow) in taken = wrapper.closeSecondFloor() }
  // Not taken: Escape goes on to the app's own shortcuts (a dialog's, a search bar's).
  return taken ? 1 : 0
}

private let onDragBegin: @convention(c) (SignalData, Double, Double, SignalData) -> Void = {
  _, x, y, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.dragBegan(x: x, y: y) }
}

private let onKeyPressed:
  @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, SignalData) -> gboolean = {
    _, _, _, _, data in
    withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.keyPressed() }
    return 0  // only watched, never taken
  }

private let onDragUpdate: @convention(c) (OpaquePointer?, Double, Double, SignalData) -> Void = {
  gesture, x, y, data in
  let address = UInt(bitPattern: gesture)
  withObject(data) { (wrapper: RefreshScrolledWindow) in
    wrapper.dragMoved(x: x, y: y, gesture: OpaquePointer(bitPattern: address))
  }
}

private let onDragEnd: @convention(c) (SignalData, Double, Double, SignalData) -> Void = {
  _, _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.dragEnded() }
}

private let onDragCancel: @convention(c) (SignalData, OpaquePointer?, SignalData) -> Void = {
  _, _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.dragCancelled() }
}

private let onScroll: @convention(c) (OpaquePointer?, Double, Double, SignalData) -> gboolean = {
  controller, dx, dy, data in
  let discrete = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
  var taken = false
  withObject(data) { (wrapper: RefreshScrolledWindow) in
    taken = wrapper.scrolled(dx: dx, dy: dy, isDiscrete: discrete)
  }
  return taken ? 1 : 0
}

private let onScrollBegin: @convention(c) (SignalData, SignalData) -> Void = { _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.input.touchpadBegan() }
}

private let onScrollEnd: @convention(c) (SignalData, SignalData) -> Void = { _, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.input.touchpadEnded() }
}

private let onDecelerate: @convention(c) (SignalData, Double, Double, SignalData) -> Void = {
  _, vx, vy, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in
    wrapper.input.touchpadDecelerates(velocity: CGPoint(x: vx, y: vy))
  }
}

private let onClick: @convention(c) (SignalData, Int32, Double, Double, SignalData) -> Void = {
  _, _, x, y, data in
  withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.clicked(x: x, y: y) }
}

private let onTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, SignalData)
    -> gboolean = { _, _, data in
      var keep = false
      withObject(data) { (wrapper: RefreshScrolledWindow) in keep = wrapper.tick() }
      return keep ? 1 : 0
    }
