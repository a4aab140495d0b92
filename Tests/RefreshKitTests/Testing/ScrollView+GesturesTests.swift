import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewGesturesTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RecordingHeader()

  init() {
    list.addRefreshHeader(refreshHeader: header) {}
  }
}

extension ScrollViewGesturesTests {
  @Test func pullMovesFromTheRestingTopInEvenSteps() {
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.pull(by: 40, steps: 4, release: false)
    #expect(list.contentOffset.y == -60)
    #expect(list.isDragging)
    list.endDragging()
    #expect(!list.isDragging)
  }

  @Test func pullToRefreshPassesTheTriggerAndReleases() {
    list.pullToRefresh()
    #expect(header.states == [.pulling, .refreshing])
    #expect(!list.isDragging)
  }

  @Test func pullToRefreshHonoursACustomTriggerDistance() {
    header.triggerDistance = 120
    list.pullToRefresh()
    #expect(header.state == .refreshing)
  }

  @Test func pullShortDoesNotRefresh() {
    list.pullShort()
    #expect(header.states == [])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aPullWhileRefreshingStartsFromTheRealTop() {
    list.pullToRefresh()
    scheduler.runUntilIdle()
    list.pull(by: 10, steps: 1, release: false)
    #expect(list.contentOffset.y == -10)
  }

  @Test func pushMovesTheContentTowardsItsEnd() {
    list.contentOffset = CGPoint(x: 0, y: 100)
    list.push(by: 200, steps: 3)
    #expect(list.contentOffset.y == 300)
    #expect(list.panState == .ended)
  }
}
