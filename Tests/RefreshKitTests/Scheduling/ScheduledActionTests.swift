import RefreshKit
import Testing

@MainActor
@Suite struct ScheduledActionTests {}

extension ScheduledActionTests {
  @Test func cancelRunsTheHandlerOnce() {
    var calls = 0
    let action = ScheduledAction { calls += 1 }
    #expect(!action.isCancelled)
    action.cancel()
    action.cancel()
    #expect(action.isCancelled)
    #expect(calls == 1)
  }

  @Test func cancelAfterCompletionDoesNothing() {
    var calls = 0
    let action = ScheduledAction { calls += 1 }
    action.markCompleted()
    action.cancel()
    #expect(calls == 0)
    #expect(!action.isCancelled)
  }
}
