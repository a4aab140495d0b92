import RefreshKit
import Testing

@MainActor
@Suite struct MainSchedulerTests {}

extension MainSchedulerTests {
  @Test func runsScheduledWorkOnTheMainQueue() async {
    let scheduler = MainScheduler.shared
    let before = scheduler.now
    let ran = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      scheduler.schedule(after: .zero) { continuation.resume(returning: true) }
    }
    #expect(ran)
    #expect(scheduler.now >= before)
  }

  @Test func cancelledWorkNeverRuns() async {
    let scheduler = MainScheduler.shared
    var cancelledRan = false
    let cancelled = scheduler.schedule(after: .zero) { cancelledRan = true }
    cancelled.cancel()
    // Work scheduled later on the same queue runs after the cancelled one would have.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: .zero) { continuation.resume() }
    }
    #expect(!cancelledRan)
    #expect(cancelled.isCancelled)
  }

  @Test func anAbsurdlyLongDelayNeitherTrapsNorRuns() async {
    let scheduler = MainScheduler.shared
    var ran = false
    let far = scheduler.schedule(after: .seconds(Int64.max)) { ran = true }
    let century = scheduler.schedule(after: .seconds(4_000_000_000)) { ran = true }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: .zero) { continuation.resume() }
    }
    #expect(!ran)
    far.cancel()
    century.cancel()
  }
}

extension MainSchedulerTests {
  @Test func cancellingReleasesWhatTheWorkCapturedAtOnce() {
    final class Captured {}
    weak var weakCaptured: Captured?
    let handle: ScheduledAction
    do {
      let captured = Captured()
      weakCaptured = captured
      // An hour away: the queue keeps its block that long, but not what the work captured.
      handle = MainScheduler.shared.schedule(after: .seconds(3600)) { _ = captured }
    }
    #expect(weakCaptured != nil)
    handle.cancel()
    #expect(weakCaptured == nil)
  }
}
