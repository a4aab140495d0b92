import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshComponentThresholdTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

/// Records crossings through the overridable hook, with the state at that moment.
@MainActor
final class CrossingHeader: RefreshHeader {
  var hookCalls: [String] = []
  override func pullDidCrossThreshold(_ crossing: RefreshThresholdCrossing) {
    super.pullDidCrossThreshold(crossing)
    hookCalls.append("\(crossing) in \(state)")
  }
}

extension RefreshComponentThresholdTests {
  @Test func oncePerCrossingInEitherDirection() {
    let header = CrossingHeader()
    var handled: [RefreshThresholdCrossing] = []
    header.thresholdCrossingHandler = { handled.append($0) }
    list.refreshHeader = header
    list.beginDragging()
    // Back and forth across the 54-point trigger, with moves on either side.
    for y: CGFloat in [-30, -50, -54, -55, -70, -60, -40, -20, -56, -80, -53, -90] {
      list.drag(to: CGPoint(x: 0, y: y))
    }
    list.endDragging()  // releasing while past: refreshing, not a crossing
    #expect(header.state == .refreshing)
    #expect(
      header.hookCalls == [
        "passed in pulling", "returned in idle", "passed in pulling", "returned in idle",
        "passed in pulling",
      ])
    #expect(handled == [.passed, .returned, .passed, .returned, .passed])
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(handled.count == 5)
  }

  @Test func noCrossingForShortPullsBeginsOrDetaching() {
    let header = CrossingHeader()
    var handled: [RefreshThresholdCrossing] = []
    header.thresholdCrossingHandler = { handled.append($0) }
    list.refreshHeader = header
    list.pullShort()
    scheduler.runUntilIdle()
    header.beginRefreshing()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(handled == [])
    // Removed while pulled past: leaving is not the pull coming back.
    list.pull(by: 80, release: false)
    list.refreshHeader = nil
    #expect(handled == [.passed])
    #expect(header.hookCalls == ["passed in pulling"])
  }

  @Test func theHandlerMayEndOrBeginSafely() {
    let header = RefreshStateHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    var states: [RefreshState] = []
    header.thresholdCrossingHandler = { _ in
      states.append(header.state)
      header.beginRefreshing()
    }
    list.refreshHeader = header
    list.pull(by: 80, release: false)
    // The begin requested from the handler applies after the crossing's state change.
    #expect(states == [.pulling])
    #expect(header.state == .refreshing)
    list.endDragging()
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}
