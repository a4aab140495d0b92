import CGtk4
import RefreshKit

/// A ``RefreshKit/Scheduler`` on the GLib main loop: each action is one `g_timeout` source,
/// timed by GLib's monotonic clock, so RefreshKit's delays and animations run inside a GTK
/// application's main loop and nothing is scheduled while nothing is pending.
///
/// Use it as the scroll view's scheduler (``RefreshListHost`` does). GTK calls back on the
/// main thread, which is the main actor's.
@MainActor
public final class GLibScheduler: Scheduler {
  private let start = g_get_monotonic_time()
  /// Sources not yet fired or removed, by id (for ``pendingCount`` and cancellation).
  private var pending: [UInt32: ScheduledAction] = [:]

  /// Creates a scheduler whose time starts now.
  public init() {}

  /// The time since the scheduler was made, from GLib's monotonic clock.
  public var now: Duration { .microseconds(g_get_monotonic_time() - start) }

  /// How many actions wait to fire: zero whenever the demo is idle.
  public var pendingCount: Int { pending.count + frameActions.count }

  /// The widget whose frame clock paces animation frames, if any.
  ///
  /// With one set, an action due within a frame (an animation's next step) runs at the first
  /// frame-clock tick that reaches its time, before GTK lays out and paints that frame: every
  /// frame gets exactly one step, where millisecond timeouts drift against the display's
  /// frames and show two steps in one frame and none in the next. A timeout stays armed as a
  /// fallback for frames that never come (the widget unmapped). Set by
  /// ``RefreshScrolledWindow``; not retained (clear it before the widget goes).
  public var frameClockWidget: UnsafeMutablePointer<GtkWidget>? {
    didSet {
      if let oldValue, tickID != 0, !frameActionsLoseTheirClock {
        gtk_widget_remove_tick_callback(oldValue, tickID)
      }
      frameActionsLoseTheirClock = false
      tickID = 0
      if frameClockWidget != nil && !frameActions.isEmpty { startTicking() }
    }
  }
  /// Forgets ``frameClockWidget`` without calling GTK (its widget is being finalized, which
  /// removes its tick callbacks itself); frame actions still pending run on their fallbacks.
  public func forgetFrameClockWidget() {
    tickID = 0
    frameActionsLoseTheirClock = true
    frameClockWidget = nil
  }

  private var frameActionsLoseTheirClock = false

  /// Actions waiting for a frame tick, in scheduling order.
  private var frameActions: [(due: Duration, action: ScheduledAction, run: @MainActor () -> Void)] =
    []
  private var tickID: guint = 0

  /// Runs `action` on the main loop after `delay` (rounded up to whole milliseconds; zero or
  /// negative: at the loop's next turn); with a ``frameClockWidget``, an action due within a
  /// frame runs at the frame tick that reaches its time.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    if frameClockWidget != nil, delay > .zero, delay <= Self.frameDelay {
      return scheduleOnFrame(after: delay, action)
    }
    return scheduleTimeout(after: delay, action)
  }

  /// The longest delay paced by the frame clock: one frame at 60 Hz, and a little.
  private static let frameDelay: Duration = .milliseconds(18)

  private func scheduleOnFrame(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    let due = now + delay
    // Whichever comes first runs it: the frame tick, or the fallback two frames late.
    var fallback: ScheduledAction?
    let handle = ScheduledAction { [weak self] in
      fallback?.cancel()
      self?.frameActions.removeAll { $0.action.isCancelled }
    }
    let run: @MainActor () -> Void = { [weak handle] in
      guard let handle, !handle.isCancelled else { return }
      fallback?.cancel()
      handle.markCompleted()
      action()
    }
    fallback = scheduleTimeout(after: delay + .milliseconds(34)) { [weak self, weak handle] in
      guard let self, let handle else { return }
      frameActions.removeAll { $0.action === handle }
      run()
    }
    frameActions.append((due, handle, run))
    startTicking()
    return handle
  }

  private func startTicking() {
    guard tickID == 0, let widget = frameClockWidget else { return }
    // Safe: the callback is removed when the widget is cleared or its last action ran, and
    // the scheduler outlives the widget's use (the wrapper clears it at destroy).
    let me = Unmanaged.passUnretained(self).toOpaque()
    tickID = gtk_widget_add_tick_callback(widget, onFrameTick, me, nil)
  }

  /// A frame begins: run what is due by then (within half a frame), then let GTK paint.
  fileprivate func frameTick() -> Bool {
    let horizon = now + .milliseconds(8)
    let due = frameActions.filter { $0.due <= horizon }
    frameActions.removeAll { $0.due <= horizon }
    for entry in due { entry.run() }
    if frameActions.isEmpty {
      tickID = 0
      return false
    }
    return true
  }

  private func scheduleTimeout(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    let milliseconds = max(0, (delay / .milliseconds(1)).rounded(.up))
    let box = Box(action: action)
    let handle = ScheduledAction { [weak self, box] in
      guard let id = box.sourceID else { return }
      g_source_remove(id)
      self?.pending[id] = nil
      box.action = nil
    }
    // Safe: the box is retained here and released by `release` when GLib drops the source
    // (after it fired once, or when it was removed).
    let data = Unmanaged.passRetained(box).toOpaque()
    let id = g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(min(milliseconds, Double(UInt32.max))), fire, data, release)
    box.sourceID = id
    box.scheduler = self
    box.handle = handle
    pending[id] = handle
    return handle
  }

  fileprivate func finished(_ id: UInt32) {
    pending[id] = nil
  }
}

/// What a GLib source carries: the action and its bookkeeping.
@MainActor
private final class Box {
  var action: (@MainActor () -> Void)?
  var sourceID: UInt32?
  weak var scheduler: GLibScheduler?
  weak var handle: ScheduledAction?

  init(action: @escaping @MainActor () -> Void) {
    self.action = action
  }
}

/// The source fired: run the action once and let GLib remove the source.
private let fire: GSourceFunc = { data in
  // The address crosses into the main actor as a number (a raw pointer is not Sendable).
  guard let address = data.map({ UInt(bitPattern: $0) }) else { return 0 }
  // GLib calls sources on the thread that runs the main loop: the main thread.
  MainActor.assumeIsolated {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    let box = Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
    if let id = box.sourceID { box.scheduler?.finished(id) }
    let action = box.action
    box.action = nil
    box.handle?.markCompleted()
    action?()
  }
  return 0  // G_SOURCE_REMOVE
}

/// GLib dropped the source: release its box.
private let release: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The frame clock ticks: run the frame's due actions.
private let onFrameTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) ->
    gboolean = { _, _, data in
      var keep = false
      withObject(data) { (scheduler: GLibScheduler) in keep = scheduler.frameTick() }
      return keep ? 1 : 0
    }
