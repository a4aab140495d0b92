import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshHeaderTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let header = RecordingHeader()
  var blockCalls = 0

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 2000)
  }
}

@MainActor
final class RecordingHeader: RefreshHeader {
  var states: [RefreshState] = []
  override var state: RefreshState {
    didSet { states.append(state) }
  }
}

@MainActor
final class Counter {
  var count = 0
}

extension RefreshHeaderTests {
  @Test func pullRefreshEndTimeline() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    #expect(list.adjustedContentInset.top == 54)
    #expect(calls.count == 1)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    list.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endThenBeginFiveTimes() {
    let calls = Counter()
    list.contentInset = EdgeInsets(top: 20)
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    for _ in 0..<5 {
      header.endRefreshing()
      header.beginRefreshing()
    }
    #expect(calls.count == 6)
    #expect(header.state == .refreshing)
    #expect(list.adjustedContentInset.top == 74)
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 74)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 20)
    #expect(list.contentOffset.y == -20)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endInsideBlockAndObserver() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) {
      calls.count += 1
      self.header.endRefreshing()
    }
    list.pullToRefresh()
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 0)
  }

  @Test func releaseMidReveal() {
    weak var weakHeader: RefreshHeader?
    weak var weakList: ScrollView?
    let calls = Counter()
    do {
      let list = ScrollView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
      let header = RefreshHeader()
      list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
      weakHeader = header
      weakList = list
      list.triggerDelayRefreshing()
      scheduler.advance(by: .milliseconds(100))
    }
    #expect(weakList == nil)
    #expect(weakHeader == nil)
    scheduler.runUntilIdle()
    #expect(calls.count == 0)
  }

  @Test func willRefreshUntilVisible() {
    let calls = Counter()
    list.isVisible = false
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(calls.count == 0)
    list.isVisible = true
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
  }
}
