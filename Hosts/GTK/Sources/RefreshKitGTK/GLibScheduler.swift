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
  public var pendingCount: Int { pending.count }

  /// Runs `action` on the main loop after `delay` (rounded up to whole milliseconds; zero or
  /// negative: at the loop's next turn).
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
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
