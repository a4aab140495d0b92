import Foundation
import RefreshKitBenchSupport

/// One row of the event table: a scenario's cost per scroll event.
struct EventBenchmark {
  let name: String
  let events: Int
  let nanosecondsPerEvent: Double
  let allocationsPerEvent: Double

  /// Runs `event` for every index in `0..<events`, after a warm-up that lets lazily
  /// created metadata and caches settle, and measures the measured run only.
  @MainActor
  static func measure(_ name: String, events: Int, event: (Int) -> Void) -> EventBenchmark {
    for index in 0..<Swift.min(events, 1_000) { event(index) }
    let clock = ContinuousClock()
    let allocationsBefore = refreshkit_thread_allocation_count()
    let start = clock.now
    for index in 0..<events { event(index) }
    let elapsed = clock.now - start
    let allocations = refreshkit_thread_allocation_count() - allocationsBefore
    return EventBenchmark(
      name: name, events: events,
      nanosecondsPerEvent: elapsed / .nanoseconds(1) / Double(events),
      allocationsPerEvent: Double(allocations) / Double(events))
  }
}
