import RefreshKitTesting
import Testing

/// Expects, when a test's suite value goes away, that nothing is left scheduled: a struct
/// suite holds one, as a class suite would check in its `deinit`.
@MainActor
final class PendingWorkCheck {
  let scheduler: TestScheduler

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  isolated deinit { #expect(scheduler.pendingCount == 0) }
}
