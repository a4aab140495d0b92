import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// The GLib scheduler: work on the main loop, in order, cancellable.
@MainActor
@Suite struct GLibSchedulerTests {
  /// Runs the default main context's pending work without blocking.
  func drainMainContext() {
    var turns = 0
    while g_main_context_iteration(nil, 0) != 0 && turns < 100 { turns += 1 }
  }

  @Test func workRunsOnTheMainLoopInOrderAndLeavesNothingPending() {
    let scheduler = GLibScheduler()
    var ran: [Int] = []
    scheduler.schedule(after: .zero) { ran.append(1) }
    scheduler.schedule(after: .zero) { ran.append(2) }
    #expect(scheduler.pendingCount == 2)
    #expect(ran.isEmpty)  // not inside the call: at the loop's next turn
    drainMainContext()
    #expect(ran == [1, 2])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func cancelledWorkNeverRunsAndIsForgottenAtOnce() {
    let scheduler = GLibScheduler()
    var ran = false
    let handle = scheduler.schedule(after: .zero) { ran = true }
    handle.cancel()
    #expect(scheduler.pendingCount == 0)
    drainMainContext()
    #expect(!ran)
    #expect(scheduler.now >= .zero)
  }
}
