import Foundation

/// A source of time and delayed work for views, animations and components.
///
/// Every delay in RefreshKit goes through the scheduler of the component's
/// ``ScrollView``, never through the wall clock or a sleep. ``MainScheduler/shared``
/// runs work on the main queue in real time; `TestScheduler` (in `RefreshKitTesting`)
/// runs it in virtual time, so tests drive delays and animations deterministically.
///
/// ```swift
/// let action = scheduler.schedule(after: .milliseconds(700)) { header.beginRefreshing() }
/// action.cancel()  // the work never runs
/// ```
///
/// This plays the part that swift-clocks' `Clock`s or Combine schedulers play elsewhere.
@MainActor
public protocol Scheduler: AnyObject {
  /// The time elapsed since the scheduler started.
  var now: Duration { get }

  /// Runs `action` once, `delay` from ``now`` (at once-ish for zero or negative delays),
  /// unless the returned action is cancelled first.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
}
