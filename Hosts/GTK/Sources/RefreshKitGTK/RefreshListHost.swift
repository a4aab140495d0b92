import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// A GTK 4 widget that hosts a RefreshKit list: a `GtkDrawingArea` that owns a
/// ``RefreshKit/ScrollView`` with rows, paints its tree with Cairo and maps input to it.
///
/// - Drag (mouse or touch) is a finger: `beginDragging`, `drag(by:)`, and `endDragging` with the
///   velocity a ``RefreshKit/VelocityTracker`` measured.
/// - The wheel and touchpad scroll through ``RefreshKit/ScrollWheelGesture``: a wheel pull past
///   the top refreshes once the wheel has been quiet for 150 ms.
/// - A click on the auto footer loads.
/// - Resizing the widget resizes the scroll view.
///
/// It draws only when the tree asks (``RefreshKit/View/displayRequestHandler``), keeps a frame
/// clock tick only while a spinner turns, and schedules on a ``GLibScheduler``: while idle,
/// nothing is drawn and nothing is scheduled.
@MainActor
public final class RefreshListHost {
  /// The drawing area to put in a window.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The scroll view the widget shows.
  public let scrollView: ScrollView
  /// The rows of content.
  public let rows: RowsView
  /// The scheduler the scroll view runs on.
  public let scheduler = GLibScheduler()
  /// Called after every draw, with the time the draw took (for a status line or a bench).
  public var didDraw: ((Duration) -> Void)?

  private let renderer = CairoRenderer()
  private var wheel: ScrollWheelGesture?
  private var touchpad: TouchpadGesture?
  private var tracker = VelocityTracker()
  private var lastDragY: Double = 0
  private var tickID: guint = 0

  /// Creates the widget with `rows` of content, `rowHeight` points apart.
  public init(rows: [String], rowHeight: CGFloat = 44) {
    CairoRenderer.installTextMeasurer()
    let area = gtkMade(gtk_drawing_area_new(), "drawing area")
    widget = area
    scrollView = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 700), scheduler: scheduler)
    self.rows = RowsView(rows: rows, rowHeight: rowHeight, width: 400)
    scrollView.addSubview(self.rows)
    scrollView.contentSize = CGSize(width: 400, height: CGFloat(rows.count) * rowHeight)
    // A mouse wheel turned by hand clicks every 50-150 ms: a quarter second of quiet ends it.
    wheel = ScrollWheelGesture(scrollView: scrollView, quietPeriod: .milliseconds(250))
    touchpad = TouchpadGesture(scrollView: scrollView)
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_widget_set_focusable(area, 1)
    scrollView.displayRequestHandler = { [unowned self] in gtk_widget_queue_draw(widget) }
    installHandlers()
    // Async refresh actions resume on the main actor, that is the main dispatch queue.
    MainQueueBridge.install()
  }

  /// Sets the content rows (after a load), resizing the content.
  public func setRows(_ newRows: [String]) {
    rows.rows = newRows
    scrollView.contentSize = CGSize(
      width: scrollView.bounds.width, height: CGFloat(newRows.count) * rows.rowHeight)
  }

  // MARK: - Wiring

  private func installHandlers() {
    // Safe: the host outlives its widget (the app keeps it), so the unretained pointer the
    // handlers get back is always valid.
    let me = Unmanaged.passUnretained(self).toOpaque()
    gtk_drawing_area_set_draw_func(
      OpaquePointer(widget).map { UnsafeMutablePointer<GtkDrawingArea>($0) }, drawFunc, me, nil)
    connect(UnsafeMutableRawPointer(widget), "resize", onResize, me)

    let drag = gtk_gesture_drag_new()
    connect(UnsafeMutableRawPointer(drag), "drag-begin", onDragBegin, me)
    connect(UnsafeMutableRawPointer(drag), "drag-update", onDragUpdate, me)
    connect(UnsafeMutableRawPointer(drag), "drag-end", onDragEnd, me)
    gtk_widget_add_controller(widget, drag)

    let flags = GtkEventControllerScrollFlags(
      rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)
    connect(UnsafeMutableRawPointer(scroll), "scroll", onScroll, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-begin", onScrollBegin, me)
    connect(UnsafeMutableRawPointer(scroll), "scroll-end", onScrollEnd, me)
    connect(UnsafeMutableRawPointer(scroll), "decelerate", onDecelerate, me)
    gtk_widget_add_controller(widget, scroll)

    let click = gtk_gesture_click_new()
    connect(UnsafeMutableRawPointer(click), "released", onClick, me)
    gtk_widget_add_controller(widget, click)
  }

  // MARK: - Events

  fileprivate func draw(_ cr: OpaquePointer) {
    let clock = ContinuousClock()
    let start = clock.now
    renderer.draw(scrollView, into: cr)
    scrollView.didDisplay()
    didDraw?(clock.now - start)
    updateTicking()
  }

  /// A spinner turns without scheduled work: keep a frame-clock tick only while one does.
  private func updateTicking() {
    let needed = scrollView.needsAnimationFrames
    if needed && tickID == 0 {
      let me = Unmanaged.passUnretained(self).toOpaque()
      tickID = gtk_widget_add_tick_callback(widget, onTick, me, nil)
    } else if !needed && tickID != 0 {
      gtk_widget_remove_tick_callback(widget, tickID)
      tickID = 0
    }
  }

  fileprivate func tick() -> Bool {
    gtk_widget_queue_draw(widget)
    if scrollView.needsAnimationFrames { return true }
    tickID = 0
    return false
  }

  fileprivate func resize(width: Int32, height: Int32) {
    scrollView.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
    rows.frame.size.width = CGFloat(width)
    scrollView.contentSize.width = CGFloat(width)
    gtk_widget_queue_draw(widget)
  }

  fileprivate func dragBegan() {
    tracker.reset()
    lastDragY = 0
    scrollView.beginDragging()
    tracker.addSample(at: scheduler.now, position: .zero)
  }

  fileprivate func dragMoved(y: Double) {
    scrollView.drag(by: CGFloat(y - lastDragY))
    lastDragY = y
    tracker.addSample(at: scheduler.now, position: CGPoint(x: 0, y: y))
  }

  fileprivate func dragEnded(y: Double) {
    dragMoved(y: y)
    let velocity = tracker.velocity(at: scheduler.now)
    // The content moves with the finger: the offset moves against it.
    scrollView.endDragging(velocity: CGPoint(x: 0, y: -velocity.y))
  }

  /// A touchpad gesture (it began with `scroll-begin`) moves as a drag; a mouse wheel's clicks,
  /// 40 points each, go through the wheel gesture and its quiet period.
  fileprivate func scrolled(dy: Double, isDiscrete: Bool) {
    if let touchpad, touchpad.isActive {
      touchpad.scroll(by: CGPoint(x: 0, y: CGFloat(dy)))
    } else {
      wheel?.scroll(by: CGPoint(x: 0, y: CGFloat(isDiscrete ? dy * 40 : dy)))
    }
  }

  fileprivate func touchpadBegan() { touchpad?.begin() }
  fileprivate func touchpadEnded() { touchpad?.end() }
  fileprivate func touchpadDecelerates(dy: Double) {
    touchpad?.decelerate(velocity: CGPoint(x: 0, y: CGFloat(dy)))
  }

  /// A click: an auto footer under it loads (the footer's own rule and hit test).
  fileprivate func clicked(x: Double, y: Double) {
    let point = scrollView.convert(CGPoint(x: x, y: y), from: nil)
    (scrollView.refreshFooter as? RefreshAutoFooter)?.handleTap(at: point)
  }
}

// MARK: - C trampolines

private let drawFunc: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
  guard let cr else { return }
  let address = UInt(bitPattern: cr)
  withHost(data) { host in
    // Safe: `cr` is valid for the length of the draw callback, which this is.
    guard let context = OpaquePointer(bitPattern: address) else { return }
    host.draw(context)
  }
}

private let onResize:
  @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
    _, width, height, data in
    withHost(data) { $0.resize(width: width, height: height) }
  }

private let onDragBegin:
  @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, data in
    withHost(data) { $0.dragBegan() }
  }

private let onDragUpdate:
  @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, y, data in
    withHost(data) { $0.dragMoved(y: y) }
  }

private let onDragEnd:
  @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, y, data in
    withHost(data) { $0.dragEnded(y: y) }
  }

private let onScroll:
  @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    controller, _, dy, data in
    let discrete = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
    withHost(data) { $0.scrolled(dy: dy, isDiscrete: discrete) }
    return 1
  }

private let onScrollBegin: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, data in
  withHost(data) { $0.touchpadBegan() }
}

private let onScrollEnd: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, data in
  withHost(data) { $0.touchpadEnded() }
}

private let onDecelerate:
  @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, dy, data in
    withHost(data) { $0.touchpadDecelerates(dy: dy) }
  }

private let onClick:
  @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) ->
    Void = { _, _, x, y, data in
      withHost(data) { $0.clicked(x: x, y: y) }
    }

private let onTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) ->
    gboolean = { _, _, data in
      var keep = false
      withHost(data) { keep = $0.tick() }
      return keep ? 1 : 0
    }
