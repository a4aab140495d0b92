import RefreshKit

/// A RefreshKit `Scheduler` with virtual time, for deterministic tests.
///
/// Nothing runs until the test moves time. ``advance(by:)`` runs due work in order of
/// deadline, then of scheduling (so two actions due at the same instant run in the order
/// they were scheduled), including work that due work schedules while time moves;
/// ``now`` is each action's deadline while it runs. This is the role swift-clocks'
/// `TestClock` or RxSwift's `TestScheduler` play elsewhere.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
/// list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
/// list.triggerDelayRefreshing()
/// scheduler.advance(by: .milliseconds(699))  // still idle
/// scheduler.advance(by: .milliseconds(1))    // refreshing; the reveal starts
/// scheduler.runUntilIdle()                   // revealed: offset -54, nothing pending
/// #expect(scheduler.pendingCount == 0)
/// ```
@MainActor
public final class TestScheduler: Scheduler {
  private struct Item {
    let deadline: Duration
    let sequence: UInt64
    let action: @MainActor () -> Void
    let handle: ScheduledAction
  }

  /// The virtual time elapsed since the scheduler was created.
  public private(set) var now: Duration = .zero

  private var items: [Item] = []
  private var nextSequence: UInt64 = 0

  /// Creates a scheduler at time zero with nothing pending.
  public init() {}

  /// How many actions are scheduled and not yet run or cancelled.
  public var pendingCount: Int { items.count }

  /// The deadlines of the pending actions, earliest first (for messages about leftover work).
  public var pendingDeadlines: [Duration] { items.map(\.deadline) }

  /// Drains pending work as ``runUntilIdle(maximumSteps:)`` does, and describes what is left
  /// if it never finishes (work that reschedules itself forever, such as an animation loop
  /// nobody stopped); `nil` when the scheduler reached idle.
  ///
  /// `expectNoPendingWork()` in `RefreshKitSnapshotTesting` turns the description into a test
  /// issue; use it at the end of a test or a suite, as swift-clocks checks for leftover
  /// suspensions in a teardown.
  public func leftoverWorkAfterRunning(maximumSteps: Int = 100_000) -> String? {
    guard !runUntilIdle(maximumSteps: maximumSteps) else { return nil }
    let next = pendingDeadlines.prefix(3).map { "\($0)" }.joined(separator: ", ")
    return "\(pendingCount) scheduled actions never finished (after \(maximumSteps) steps, "
      + "at \(now); next due at \(next))"
  }

  /// The deadline of the earliest pending action, if any.
  public var nextDeadline: Duration? { items.first?.deadline }

  /// Queues `action` at `now + delay` of virtual time (a negative delay counts as zero);
  /// it runs when ``advance(by:)`` or ``runUntilIdle()`` reaches it.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    let sequence = nextSequence
    nextSequence += 1
    let handle = ScheduledAction { [weak self] in
      self?.items.removeAll { $0.sequence == sequence }
    }
    let item = Item(
      deadline: now + Swift.max(.zero, delay), sequence: sequence, action: action, handle: handle)
    // Binary search for the first item that runs after this one: (deadline, sequence) order.
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid].deadline <= item.deadline { low = mid + 1 } else { high = mid }
    }
    items.insert(item, at: low)
    return handle
  }

  /// Moves time forward by `duration`, running every action due by then.
  ///
  /// > Important: Time cannot go back: a negative duration is a programmer error.
  public func advance(by duration: Duration = .zero) {
    guard duration >= .zero else {
      preconditionFailure(
        "TestScheduler.advance(by:) takes a non-negative duration; time cannot go back.")
    }
    advance(to: now + duration)
  }

  /// Moves time forward to `instant` (no-op if it is in the past), running due actions.
  public func advance(to instant: Duration) {
    while let first = items.first, first.deadline <= instant {
      items.removeFirst()
      now = Swift.max(now, first.deadline)
      first.handle.markCompleted()
      first.action()
    }
    now = Swift.max(now, instant)
  }

  /// Runs pending actions, moving time to each deadline, until nothing is pending.
  ///
  /// Stops after `maximumSteps` actions (work that reschedules itself forever, such as a looping
  /// animation, never drains) and returns whether it reached idle.
  @discardableResult
  public func runUntilIdle(maximumSteps: Int = 100_000) -> Bool {
    var steps = 0
    while let first = items.first {
      guard steps < maximumSteps else { return false }
      steps += 1
      items.removeFirst()
      now = Swift.max(now, first.deadline)
      first.handle.markCompleted()
      first.action()
    }
    return true
  }
}
