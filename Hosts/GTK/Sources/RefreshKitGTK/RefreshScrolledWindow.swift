import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// Pull-to-refresh for an app's own `GtkScrolledWindow`, with whatever child it has (a
/// `GtkListView`, a `GtkListBox`, a `GtkViewport` with anything in it).
///
/// GTK 4 has no pull-to-refresh and hides how far a gesture pushes past an edge, so the wrapper
/// splits the work. GTK keeps scrolling inside the content (kinetic scrolling, scroll bars,
/// keys); RefreshKit's ``scrollView`` mirrors the adjustments (``AdjustmentMirror``) and owns what
/// lies past the edges: the pull, the space a refreshing header or footer holds open, and the
/// reveal and collapse. Past an edge the scrolled window itself moves inside ``widget`` (a
/// transform: the rows follow the finger and are never laid out again per frame), and a drawing
/// area above it paints the components with ``CairoRenderer``.
///
/// ```swift
/// import RefreshKitGTK
///
/// let scrolled = gtk_scrolled_window_new()
/// gtk_scrolled_window_set_child(scrolled, listBox)
/// let refresh = RefreshScrolledWindow(wrapping: scrolled!)
/// gtk_window_set_child(window, refresh.widget)  // where the scrolled window was
/// refresh.scrollView.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {
///   reload()  // then refresh.scrollView.endRefreshing()
/// }
/// refresh.scrollView.refreshFooter = RefreshAutoNormalFooter { loadMore() }
/// ```
///
/// Input (capture phase, so it works wherever the scrolled window's child is): a touch or
/// primary-button drag that pulls a component out at its edge, after ``EdgePullInput/slop``;
/// a touchpad gesture or wheel clicks that push past an edge; Ctrl+R and F5 begin the header's
/// refresh (scope: the window), and ``refreshAction`` does from a button or from assistive
/// technologies (the widget offers it as ``accessibleActionName``). While the widget is idle
/// nothing is drawn and nothing is scheduled.
///
/// Screen readers hear the header's state, how a refresh ended and which keys refresh, and a
/// refresh beginning and ending is announced wherever the focus is; see
/// ``HeaderAccessibility`` and the package README for what Orca says on which GTK.
///
/// The components follow the GTK theme of the scrolled window (``gtkTheme``): text in its
/// foreground colour (the last-updated line dimmed, as GTK dims a subtitle), the arrow and the
/// spinner in it too, and its font; switching to the dark theme or another theme at run time
/// recolours them. The app's own theme wins: the wrapper sets ``scrollView``'s
/// ``RefreshKit/ScrollView/refreshTheme`` only while it holds the theme the wrapper put there,
/// so one the app assigns stays (``followsGTKTheme`` is false then), and a component's own
/// ``RefreshKit/RefreshComponent/theme`` wins field by field while the rest follows GTK.
///
/// > Important: The wrapper keeps itself alive as long as ``widget`` lives, so an app may drop
/// > its reference. When the widget is destroyed the wrapper lets go of GTK (``isDestroyed``)
/// > and detaches its components and its callbacks, so blocks that capture the wrapper do not
/// > keep it alive, and a refresh finishing after the window closed ends harmlessly.
@MainActor
public final class RefreshScrolledWindow {
  /// The widget to put where the scrolled window was: it holds the scrolled window and paints
  /// the components over it.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The app's scrolled window, now inside ``widget``.
  public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  /// RefreshKit's scroll view for the scrolled window: attach headers, footers and trailers.
  public let scrollView: ScrollView
  /// The scheduler the scroll view runs on, in GTK's main loop.
  public let scheduler = GLibScheduler()
  /// The input mapping (slop, wheel step and quiet period can be tuned).
  public let input: EdgePullInput
  /// A `GSimpleAction` named "refresh" that begins the header's refresh.
  ///
  /// Add it to the window (`g_action_map_add_action`) and give a header-bar button the action
  /// name "win.refresh". It stays enabled while the header refreshes and does nothing then, so
  /// the button keeps the keyboard focus (a disabled action would make it insensitive, and GTK
  /// would move the focus away).
  public let refreshAction: OpaquePointer
  /// Called after every draw of the components: how long it took, and the frame clock's time
  /// of the frame (microseconds), for frame-rate checks.
  public var didDraw: ((_ duration: Duration, _ frameTime: Int64) -> Void)?
  /// Whether the widget was destroyed: the wrapper no longer touches GTK.
  public private(set) var isDestroyed = false
  /// The theme GTK's style gives the scrolled window (``RefreshKit/RefreshTheme/gtk(of:)``),
  /// read again whenever GTK restyles; nil until the scrolled window is in a window.
  public internal(set) var gtkTheme: RefreshTheme?
  /// The theme the wrapper last put in the scroll view's theme (nil: none yet); the wrapper
  /// replaces the scroll view's theme only while it is this one (see ``followsGTKTheme``).
  var appliedGTKTheme: RefreshTheme?
  /// Set to false by the app (``followsGTKTheme``): the wrapper no longer sets the theme.
  var isGTKThemeFollowingEnabled = true
  /// The motion preference the wrapper last put in the scroll view (nil: none yet), whether the
  /// app lets it (``followsGTKMotionSetting``), and the settings object it listens to.
  var appliedGTKMotion: MotionPreference?
  var isGTKMotionFollowingEnabled = true
  var motionSettings: UnsafeMutableRawPointer?

  private let area: UnsafeMutablePointer<GtkWidget>
  private var mirror: AdjustmentMirror
  private let renderer = CairoRenderer()
  private var tickID: guint = 0
  /// What assistive technologies were last told (``updateAccessibility()``).
  var shownAccessibility: HeaderAccessibility?
  /// Announces a refresh beginning and ending (GTK 4.14 and later; tests put in their own).
  var announcer = AccessibilityAnnouncer()

  /// Wraps `scrolledWindow`, a `GtkScrolledWindow` with any child.
  ///
  /// Put ``widget`` where the scrolled window would have gone. A scrolled window already in a
  /// window, a box, a paned, a frame or an overlay (as its main child) is replaced there by
  /// ``widget``; in any other parent, wrap it before adding it.
  public init(wrapping scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
    // Kept while it may be between parents (a scrolled window taken out of its place).
    g_object_ref(UnsafeMutableRawPointer(scrolledWindow))
    defer { g_object_unref(UnsafeMutableRawPointer(scrolledWindow)) }
    CairoRenderer.installTextMeasurer()
    MainQueueBridge.install()
    RefreshScrolledWindow.installStyle()
    self.scrolledWindow = scrolledWindow
    scrollView = ScrollView(frame: .zero, scheduler: scheduler)
    // Not on screen until the widget is mapped: a refresh begun before waits for it.
    scrollView.isVisible = false
    input = EdgePullInput(scrollView: scrollView)
    // Safe: GTK aborts the process when it cannot make a widget or an action.
    widget = WrapperWidget.make()
    area = ComponentsArea.make()
    refreshAction = g_simple_action_new("refresh", nil)!
    let scrolled = OpaquePointer(scrolledWindow)
    // Safe: a scrolled window always has both adjustments (it makes them when none are set).
    mirror = AdjustmentMirror(
      scrollView: scrollView, horizontal: gtk_scrolled_window_get_hadjustment(scrolled)!,
      vertical: gtk_scrolled_window_get_vadjustment(scrolled)!)
    assemble()
  }

  /// Wraps `scrolledWindow` as it comes from `gtk_scrolled_window_new()` (an optional).
  ///
  /// GTK never returns nil there (it aborts when it cannot make a widget), so a nil here is a
  /// caller's mistake, reported as one.
  public convenience init(wrapping scrolledWindow: UnsafeMutablePointer<GtkWidget>?) {
    guard let scrolledWindow else {
      preconditionFailure("RefreshScrolledWindow(wrapping:) needs a scrolled window, not nil")
    }
    self.init(wrapping: scrolledWindow)
  }

  private func assemble() {
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    // No expand flags of its own: GTK takes them from the scrolled window, so the wrapper
    // lays out as the scrolled window did.
    gtk_widget_add_css_class(scrolledWindow, "refreshkit-wrapped")
    let place = ParentPlace(of: scrolledWindow)
    gtk_widget_set_parent(scrolledWindow, widget)
    place?.put(widget)
    // The components are painted over the content and never take input.
    gtk_widget_set_can_target(area, 0)
    gtk_widget_set_parent(area, widget)
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
    installAccessibility(me)
    // Animation steps run at the area's frame ticks: one step per frame.
    scheduler.frameClockWidget = area
    mirrorTranslation()

    scrollView.displayRequestHandler = { [weak self] in self?.displayRequested() }
    installInput(me)
    followTextDirection(me)
    followGTKMotionSetting(me)
    // A scrolled window already in a window has its theme's style now; one that is not yet
    // gets it when the wrapper goes into one (the area restyles then, and it is mapped).
    gtkStyleDidChange()
  }

  private func mirrorTranslation() {
    mirror.translationHandler = { [weak self] _ in self?.translationDidChange() }
    mirror.isOffsetHeld = { [weak self] in self?.input.isDriving ?? false }
    mirror.endReachedHandler = { [weak self] in self?.listReachedItsEnd() }
  }

  /// GTK's scrolling brought the list to its end: the movement goes on into an auto footer.
  ///
  /// GTK stops there; UIKit's range would include the footer. So the movement continues as the
  /// user's, the footer shows below the last row (loading, or saying there is no more), and it
  /// loads once per gesture as after any drag.
  private func listReachedItsEnd() {
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

  /// The app gave the scrolled window other adjustments: mirror those.
  fileprivate func adjustmentsChanged() {
    guard !isDestroyed else { return }
    let scrolled = OpaquePointer(scrolledWindow)
    guard let horizontal = gtk_scrolled_window_get_hadjustment(scrolled),
      let vertical = gtk_scrolled_window_get_vadjustment(scrolled),
      horizontal != mirror.horizontal || vertical != mirror.vertical
    else { return }
    let size = scrollView.bounds.size
    mirror.invalidate()
    mirror = AdjustmentMirror(scrollView: scrollView, horizontal: horizontal, vertical: vertical)
    mirror.resize(to: size)
    mirrorTranslation()
    translationDidChange()
  }

  fileprivate static let dataKey = "refreshkit-scrolled-window"

  /// The wrapper that owns `widget`, if it is one.
  public static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> RefreshScrolledWindow? {
    guard let data = g_object_get_data(UnsafeMutablePointer(OpaquePointer(widget)), dataKey)
    else { return nil }
    return Unmanaged<RefreshScrolledWindow>.fromOpaque(data).takeUnretainedValue()
  }

  // MARK: - Input

  private func installInput(_ me: UnsafeMutableRawPointer) {
    let drag = gtk_gesture_drag_new()!
    gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(drag), "drag-begin", onDragBegin, me)
    connect(UnsafeMutableRawPointer(drag), "drag-update", onDragUpdate, me)
    connect(UnsafeMutableRawPointer(drag), "drag-end", onDragEnd, me)
    connect(UnsafeMutableRawPointer(drag), "cancel", onDragCancel, me)
    gtk_widget_add_controller(widget, drag)

    let flags = GtkEventControllerScrollFlags(
      rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(scroll), "scroll", onScroll, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-begin", onScrollBegin, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-end", onScrollEnd, me)
    connect(UnsafeMutableRawPointer(scroll), "decelerate", onDecelerate, me)
    gtk_widget_add_controller(widget, scroll)

    // Ctrl+R and F5 anywhere in the window (managed by the window, whatever has the focus).
    let shortcuts = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_MANAGED)
    let trigger = gtk_shortcut_trigger_parse_string("<Control>r|F5")
    let action = gtk_callback_action_new(onShortcut, me, nil)
    gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(trigger, action))
    gtk_widget_add_controller(widget, shortcuts)

    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", onKeyPressed, me)
    gtk_widget_add_controller(widget, keys)

    // A tap on an auto footer loads, as in the other hosts.
    let click = gtk_gesture_click_new()!
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(click), "released", onClick, me)
    gtk_widget_add_controller(widget, click)
  }

  /// Begins the header's refresh, as Ctrl+R, F5 and ``refreshAction`` do.
  ///
  /// The header is revealed from wherever the list is scrolled to. Does nothing while it
  /// refreshes.
  public func beginRefreshing() {
    guard let header = scrollView.refreshHeader, !header.isRefreshing else { return }
    header.beginRefreshing()
  }

  fileprivate func dragBegan(x: Double, y: Double) {
    mirror.userInputArrived()
    // A scroll bar's slider is GTK's to drag, even while a header is held open.
    var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
    while let current = picked, current != widget {
      if isA(current, gtk_scrollbar_get_type()) { return }
      picked = gtk_widget_get_parent(current)
    }
    input.pointerPressed()
  }

  /// A key goes to the list (a page down, an arrow): what it scrolls is the user's.
  fileprivate func keyPressed() { mirror.userInputArrived() }

  fileprivate func dragMoved(x: Double, y: Double, gesture: OpaquePointer?) {
    mirror.userInputArrived()  // a scroll bar's slider, dragged for long
    let wasEngaged = input.isPointerEngaged
    let engaged = input.pointerMoved(
      translation: CGPoint(x: x, y: y), at: scheduler.now)
    // Claimed once it pulls: the rows' own gestures (a click, a selection) are cancelled then.
    if engaged && !wasEngaged { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
  }

  fileprivate func dragEnded() { input.pointerReleased(at: scheduler.now) }
  fileprivate func dragCancelled() { input.pointerCancelled() }

  fileprivate func scrolled(dx: Double, dy: Double, isDiscrete: Bool) -> Bool {
    mirror.userInputArrived()
    return input.scrolled(by: CGPoint(x: dx, y: dy), isDiscrete: isDiscrete)
  }

  /// A click or tap: an auto footer under it loads (the footer's own rule).
  fileprivate func clicked(x: Double, y: Double) {
    input.tapped(at: scrollView.convert(CGPoint(x: x, y: y), from: nil))
  }

  fileprivate func mapped(_ isMapped: Bool) {
    scrollView.isVisible = isMapped
    if isMapped { gtkStyleDidChange() }
  }

  // MARK: - Layout

  fileprivate func measure(
    _ orientation: GtkOrientation, forSize: Int32, minimum: UnsafeMutablePointer<Int32>?,
    natural: UnsafeMutablePointer<Int32>?
  ) {
    var low: Int32 = 0
    var high: Int32 = 0
    gtk_widget_measure(scrolledWindow, orientation, forSize, &low, &high, nil, nil)
    minimum?.pointee = low
    natural?.pointee = high
  }

  fileprivate func allocate(width: Int32, height: Int32) {
    // The visible size first: the adjustments the scrolled window configures while it is
    // allocated are mirrored against it.
    mirror.resize(to: CGSize(width: CGFloat(width), height: CGFloat(height)))
    var point = graphene_point_t(
      x: Float(mirror.translation.x), y: Float(mirror.translation.y))
    // gtk_widget_allocate takes the transform (transfer full).
    gtk_widget_allocate(scrolledWindow, width, height, -1, gsk_transform_translate(nil, &point))
    gtk_widget_allocate(area, width, height, -1, nil)
  }

  private func translationDidChange() {
    guard !isDestroyed else { return }
    // Only the wrapper: the scrolled window keeps its size, so GTK just moves it.
    gtk_widget_queue_allocate(widget)
  }

  // MARK: - Drawing

  private func displayRequested() {
    guard !isDestroyed else { return }
    gtk_widget_queue_draw(area)
  }

  fileprivate func draw(_ cr: OpaquePointer) {
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
  private func updateTicking() {
    let needed = scrollView.needsAnimationFrames
    if needed && tickID == 0 {
      let me = Unmanaged.passUnretained(self).toOpaque()
      tickID = gtk_widget_add_tick_callback(area, onTick, me, nil)
    } else if !needed && tickID != 0 {
      gtk_widget_remove_tick_callback(area, tickID)
      tickID = 0
    }
  }

  fileprivate func tick() -> Bool {
    guard !isDestroyed else { return false }
    gtk_widget_queue_draw(area)
    if scrollView.needsAnimationFrames { return true }
    tickID = 0
    return false
  }

  // MARK: - Accessibility

  /// Called when what assistive technologies hear changes, or something is announced (for
  /// logs and checks).
  public var accessibilityDidChange: ((HeaderAccessibility) -> Void)?

  // MARK: - Teardown

  /// The widget is being destroyed (or the scrolled window was taken out of it): let go of
  /// GTK, keep the scroll view working headlessly.
  ///
  /// It touches neither child: a box's dispose removes its children before "destroy" is
  /// emitted, so they may be gone. Their own callbacks go with them (the draw function and the
  /// tick callback are the area's); the adjustments stay alive while the mirror holds them.
  fileprivate func destroyed() {
    guard !isDestroyed else { return }
    isDestroyed = true
    tickID = 0
    scheduler.forgetFrameClockWidget()
    let me = Unmanaged.passUnretained(self).toOpaque()
    g_signal_handlers_disconnect_matched(
      UnsafeMutableRawPointer(refreshAction), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
    // The scrolled window may outlive the wrapper (the app holds it): it must not call back.
    // Safe: it is alive here. Taken out of the wrapper, it notified while still alive, which
    // is how this runs; otherwise it is still the wrapper's child.
    g_signal_handlers_disconnect_matched(
      UnsafeMutableRawPointer(scrolledWindow), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
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
  fileprivate func scrolledWindowParentChanged() {
    guard !isDestroyed, gtk_widget_get_parent(scrolledWindow) != widget else { return }
    destroyed()
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(refreshAction))
  }

  // MARK: - Style

  private static var isStyleInstalled = false

  /// GTK's overshoot glow never shows on top of a pull: RefreshKit draws what lies past edges.
  ///
  /// The wrapper's keyboard focus ring is GTK's (``WrapperWidget``).
  private static func installStyle() {
    guard !isStyleInstalled, let display = gdk_display_get_default() else { return }
    isStyleInstalled = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(
      provider,
      "scrolledwindow.refreshkit-wrapped > overshoot { background: none; } "
        + WrapperWidget.focusRingStyle, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here.
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}

// MARK: - C trampolines

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

/// Where a widget sat in its parent, for putting another widget there: the parents an app
/// usually puts a scrolled window in.
@MainActor
private struct ParentPlace {
  private let insertion: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void

  /// Takes `child` out of its parent, remembering the place; nil when it has none (or one
  /// this cannot put a widget into, which is reported).
  init?(of child: UnsafeMutablePointer<GtkWidget>) {
    guard let parent = gtk_widget_get_parent(child) else { return nil }
    if Self.parent(parent, is: gtk_window_get_type()) {
      gtk_window_set_child(parent, nil)
      insertion = { gtk_window_set_child(parent, $0) }
    } else if Self.parent(parent, is: gtk_box_get_type()) {
      let previous = gtk_widget_get_prev_sibling(child)
      gtk_box_remove(gtkCast(parent), child)
      insertion = { gtk_box_insert_child_after(gtkCast(parent), $0, previous) }
    } else if Self.parent(parent, is: gtk_paned_get_type()) {
      let paned = OpaquePointer(parent)
      if gtk_paned_get_start_child(paned) == child {
        gtk_paned_set_start_child(paned, nil)
        insertion = { gtk_paned_set_start_child(paned, $0) }
      } else {
        gtk_paned_set_end_child(paned, nil)
        insertion = { gtk_paned_set_end_child(paned, $0) }
      }
    } else if Self.parent(parent, is: gtk_frame_get_type()) {
      gtk_frame_set_child(gtkCast(parent), nil)
      insertion = { gtk_frame_set_child(gtkCast(parent), $0) }
    } else if Self.parent(parent, is: gtk_overlay_get_type()),
      gtk_overlay_get_child(OpaquePointer(parent)) == child
    {
      gtk_overlay_set_child(OpaquePointer(parent), nil)
      insertion = { gtk_overlay_set_child(OpaquePointer(parent), $0) }
    } else {
      FileHandle.standardError.write(
        Data(
          "RefreshScrolledWindow: wrap the scrolled window before adding it to its parent\n".utf8))
      return nil
    }
  }

  /// Puts `widget` where the child was.
  func put(_ widget: UnsafeMutablePointer<GtkWidget>) { insertion(widget) }

  private static func parent(_ widget: UnsafeMutablePointer<GtkWidget>, is type: GType) -> Bool {
    isA(widget, type)
  }
}

/// Whether `widget` is a `type` (GObject's G_TYPE_CHECK_INSTANCE_TYPE, which Swift does not
/// import: it is a macro).
private func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
  // Safe: every GObject instance starts with its GTypeInstance, whose class is set.
  let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
  guard let typeClass = instance.pointee.g_class else { return false }
  return g_type_is_a(typeClass.pointee.g_type, type) != 0
}
