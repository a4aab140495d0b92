import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// The bug reports BEHAVIOUR.md lists, each replayed against the built-in looks the way
/// an app meets them, with only public API.
///
/// Expected values are named constants, not sums of literals: on Linux,
/// `#expect(cgFloat == 30 + 44)` type-checks the sum as `Int` and compares through
/// `AnyHashable`, so it fails even when the value is exactly 74.
@MainActor
@Suite final class BugReportTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

extension BugReportTests {
  @Test func endThenBeginInTheSameTurnFiveTimes() {
    let top: CGFloat = 64
    let height = RefreshHeader.defaultHeight
    list.contentInset = EdgeInsets(top: top)
    let calls = Counter()
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.triggerRefreshing()
    for _ in 0..<5 {
      list.endRefreshing()
      list.triggerRefreshing()
      #expect(header.state == .refreshing)
      #expect(list.adjustedContentInset.top == top + height)
    }
    #expect(calls.count == 6)
    scheduler.advance(by: .seconds(1))
    #expect(list.adjustedContentInset.top == top + height)
    #expect(list.contentOffset.y == -(top + height))
    list.endRefreshing()
    #expect(list.adjustedContentInset.top == top)
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(list.contentOffset.y == -top)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func beginThenEndBeforeTheRevealFinishes() {
    let calls = Counter()
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    scheduler.advance(by: .milliseconds(100))
    header.endRefreshing()
    let callsAtEnd = calls.count
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == callsAtEnd)
    #expect(calls.count <= 1)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func noMoreDataThenAPlainEndStaysNoMoreData() {
    let loads = Counter()
    let footer = RefreshAutoNormalFooter()
    list.addRefreshFooter(refreshFooter: footer) { loads.count += 1 }
    list.scrollToEnd()
    #expect(loads.count == 1)
    footer.endRefreshingWithNoMoreData()
    footer.endRefreshing()
    list.endRefreshing()
    #expect(footer.state == .noMoreData)
    scheduler.runUntilIdle()
    list.scrollToEnd()
    footer.beginRefreshing()
    #expect(footer.state == .noMoreData)
    #expect(loads.count == 1)
  }

  @Test func appInsetChangedWhileRefreshingSurvivesTheEnd() {
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pullToRefresh()
    scheduler.runUntilIdle()
    let appInset = EdgeInsets(top: 88, bottom: 34)
    list.contentInset = appInset
    #expect(list.adjustedContentInset.top == appInset.top + RefreshHeader.defaultHeight)
    list.endRefreshing()
    #expect(list.adjustedContentInset == appInset)
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset == appInset)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func footerAttachedBeforeTheAppInsetThenHidden() {
    let footer = RefreshAutoNormalFooter()
    list.addRefreshFooter(refreshFooter: footer) {}
    let app: CGFloat = 30
    let reserved = app + 44
    list.contentInset = EdgeInsets(bottom: app)
    #expect(list.adjustedContentInset.bottom == reserved)
    footer.isHidden = true
    #expect(list.adjustedContentInset.bottom == app)
    footer.isHidden = false
    #expect(list.adjustedContentInset.bottom == reserved)
    list.refreshFooter = nil
    #expect(list.adjustedContentInset.bottom == app)
    for _ in 0..<10 { list.refreshFooter = RefreshAutoNormalFooter() }
    #expect(list.adjustedContentInset.bottom == reserved)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func loadMoreEndsAtTheBottomAndTheContentGrows() {
    let loads = Counter()
    let footer = RefreshAutoNormalFooter()
    list.addRefreshFooter(refreshFooter: footer) { loads.count += 1 }
    list.scrollToEnd()
    #expect(loads.count == 1)
    list.contentSize.height += 40  // a short page: still at the bottom
    footer.endRefreshing()
    scheduler.runUntilIdle()
    list.contentSize.height += 40
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    list.scrollToEnd()
    #expect(loads.count == 2)
  }

  @Test func containerReleasedMidAnimation() {
    let calls = Counter()
    weak var weakList: ScrollView?
    weak var weakHeader: RefreshHeader?
    do {
      let list = ListFixture(scheduler: scheduler).list
      let header = RefreshNormalHeader()
      list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
      list.pullToRefresh()
      list.endRefreshing()
      scheduler.advance(by: .milliseconds(50))
      weakList = list
      weakHeader = header
    }
    #expect(weakList == nil)
    #expect(weakHeader == nil)
    scheduler.runUntilIdle()
    #expect(calls.count == 1)
  }

  @Test func spinnerHeaderDelayedTrigger() {
    let calls = Counter()
    let header = RefreshSpinnerHeader()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(690))
    #expect(header.state == .idle)
    scheduler.advance(by: .milliseconds(10))
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    scheduler.advance(by: .seconds(2))
    list.endRefreshing()
    scheduler.advance(by: .seconds(1))
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    #expect(list.contentOffset.y == 0)
  }
}
