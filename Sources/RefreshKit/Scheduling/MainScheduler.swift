import Dispatch
import Foundation

/// The real-time scheduler: runs work on the main dispatch queue.
///
/// It is the default for every ``ScrollView``. Apps need nothing else; tests use
/// `TestScheduler` from `RefreshKitTesting` instead.
@MainActor
public final class MainScheduler: Scheduler {
  /// The one main-queue scheduler.
  public static let shared = MainScheduler()

  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  private init() {
    start = clock.now
  }

  /// A century: delays at least this long never run (and never trap).
  private static let longestDelayInNanoseconds = 100 * 365.25 * 24 * 3600 * 1e9

  /// Real time elapsed since the scheduler was first used.
  public var now: Duration { clock.now - start }

  /// Runs `action` on the main queue after `delay` of real time (a zero or negative delay:
  /// at the queue's next turn).
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    // The action waits in a box that cancelling empties: the queue keeps the block until its
    // deadline, but what the action captured is released the moment it is cancelled.
    let pending = PendingAction(action)
    let handle = ScheduledAction { pending.action = nil }
    let nanoseconds = Swift.max(0, delay / .nanoseconds(1))
    // `Int(_:)` traps beyond Int's range (about 292 years of nanoseconds). Work that far
    // away would never run anyway, so it is not kept at all.
    guard nanoseconds < MainScheduler.longestDelayInNanoseconds else { return handle }
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
      // The main queue is the main actor's executor, so this hop is always satisfied.
      MainActor.assumeIsolated {
        guard let action = pending.action, !handle.isCancelled else { return }
        pending.action = nil
        handle.markCompleted()
        action()
      }
    }
    return handle
  }
}

/// Work waiting on the main queue, until it runs or is cancelled.
@MainActor
private final class PendingAction {
  var action: (@MainActor () -> Void)?

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }
}
