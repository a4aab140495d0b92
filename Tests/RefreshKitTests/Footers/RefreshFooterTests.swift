import Foundation
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@testable import RefreshKit

@MainActor
@Suite final class RefreshFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RecordingAutoFooter()
  let loads = LoadCounter()

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  func attach() {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
  }
}

// MARK: - No more data

extension RefreshFooterTests {
  @Test func noMoreDataThenPlainEndStaysNoMoreData() {
    attach()
    list.scrollToEnd()
    #expect(footer.state == .refreshing)
    footer.endRefreshingWithNoMoreData()
    footer.endRefreshing()
    #expect(footer.state == .noMoreData)
    list.endRefreshing()
    #expect(footer.state == .noMoreData)
    scheduler.runUntilIdle()
    #expect(footer.state == .noMoreData)
    list.scrollToEnd()
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    #expect(footer.states == [.refreshing, .noMoreData])
    expectSound(list)
  }

  @Test func plainEndThenNoMoreDataEndsInNoMoreData() {
    attach()
    list.scrollToEnd()
    footer.endRefreshing()
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)
    #expect(!footer.isRefreshing)
    scheduler.runUntilIdle()
    #expect(footer.state == .noMoreData)
    #expect(footer.states == [.refreshing, .idle, .noMoreData])
    expectSound(list)
  }

  @Test func resetMakesItLoadAgainAfterTheContentShrank() {
    attach()
    list.scrollToEnd()
    footer.endRefreshingWithNoMoreData()
    // The app reloads a shorter list and scrolls to the top itself.
    list.contentSize.height = 800
    list.setContentOffset(.zero, animated: false)
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    // Reset is a no-op outside no-more-data.
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    list.scrollToEnd()
    #expect(list.contentOffset.y == 177)
    #expect(loads.count == 2)
    #expect(footer.states == [.refreshing, .noMoreData, .idle, .refreshing])
    expectSound(list)
  }

  @Test func requestsFromInsideAStateObserverKeepCallOrder() {
    final class EagerFooter: RefreshAutoFooter {
      var states: [RefreshState] = []
      override var state: RefreshState {
        didSet {
          guard state != oldValue else { return }
          states.append(state)
          if state == .refreshing {
            endRefreshing()
            endRefreshingWithNoMoreData()
          }
        }
      }
    }
    let eager = EagerFooter()
    list.refreshFooter = eager
    eager.beginRefreshing()
    #expect(eager.state == .noMoreData)
    #expect(eager.states == [.refreshing, .idle, .noMoreData])
    expectSound(list)
  }
}

// MARK: - Insets

extension RefreshFooterTests {
  @Test func appInsetSetAfterAttachThenHiddenThenRemoved() {
    attach()
    #expect(list.adjustedContentInset.bottom == 44)
    list.contentInset = EdgeInsets(top: 64, bottom: 34)
    #expect(list.contentInset.bottom == 34)
    #expect(list.adjustedContentInset.bottom == 78)
    expectSound(list)
    footer.isHidden = true
    #expect(list.adjustedContentInset.bottom == 34)
    #expect(list.refreshInsets == .zero)
    expectSound(list)
    list.refreshFooter = nil
    #expect(list.adjustedContentInset.bottom == 34)
    #expect(list.refreshInsets == .zero)
    #expect(list.contentInset == EdgeInsets(top: 64, bottom: 34))
    #expect(footer.scrollView == nil)
    expectSound(list)
  }

  @Test func appInsetChangedMidLoadIsWhatRemains() {
    attach()
    list.scrollToEnd()
    list.contentInset = EdgeInsets(bottom: 20)
    footer.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.bottom == 64)
    list.refreshFooter = nil
    #expect(list.adjustedContentInset.bottom == 20)
    expectSound(list)
  }

  @Test func replacingFootersNeverAccumulates() {
    list.contentInset = EdgeInsets(bottom: 10)
    var previous: RefreshFooter?
    for index in 0..<200 {
      let next: RefreshFooter = index.isMultiple(of: 2) ? RefreshAutoFooter() : RefreshBackFooter()
      let counter = loads
      list.addRefreshFooter(refreshFooter: next) { counter.count += 1 }
      if index.isMultiple(of: 3) { next.beginRefreshing() }
      if index.isMultiple(of: 5) { next.isHidden = true }
      if let previous { #expect(previous.scrollView == nil) }
      previous = next
      #expect(list.refreshComponents.count == 1)
    }
    scheduler.runUntilIdle()
    #expect(list.contentInset.bottom == 10)
    // The last footer (a back footer, index 199) is idle: it contributes nothing.
    #expect(list.adjustedContentInset.bottom == 10)
    expectSound(list)
    list.refreshFooter = nil
    #expect(list.refreshInsets == .zero)
    #expect(list.refreshComponents.isEmpty)
  }

  @Test func replacedFooterIsDetachedCompletely() {
    let back = RecordingBackFooter()
    let oldLoads = LoadCounter()
    list.addRefreshFooter(refreshFooter: back) { oldLoads.count += 1 }
    back.beginRefreshing()
    #expect(list.adjustedContentInset.bottom == 44)
    attach()
    #expect(back.scrollView == nil)
    #expect(back.state == .idle)
    #expect(list.refreshFooter === footer)
    #expect(list.adjustedContentInset.bottom == 44)
    scheduler.runUntilIdle()
    // Asked again while detached, it waits for a container and never loads.
    back.beginRefreshing()
    #expect(back.state == .willRefresh)
    #expect(oldLoads.count == 1)
    #expect(list.adjustedContentInset.bottom == 44)
    #expect(back.states == [.refreshing, .idle, .willRefresh])
    expectSound(list)
    // Setting the same footer again is a no-op.
    list.refreshFooter = footer
    #expect(footer.states == [])
    expectSound(list)
  }

  @Test func headerAndFooterAreIndependent() {
    attach()
    let header = RefreshHeader()
    list.refreshHeader = header
    list.contentInset = EdgeInsets(top: 20, bottom: 10)
    header.beginRefreshing()
    footer.beginRefreshing()
    header.endRefreshing()
    #expect(list.adjustedContentInset == EdgeInsets(top: 20, bottom: 54))
    header.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    #expect(list.adjustedContentInset == EdgeInsets(top: 74, bottom: 54))
    scheduler.runUntilIdle()
    list.endRefreshing()
    #expect(header.state == .idle)
    #expect(footer.state == .noMoreData)
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset == EdgeInsets(top: 20, bottom: 54))
    #expect(list.contentOffset.y == -20)
    expectSound(list)
  }

  @Test func badFooterGeometryIsIgnoredOrClamped() {
    attach()
    footer.ignoredScrollViewContentInsetBottom = .nan
    #expect(footer.ignoredScrollViewContentInsetBottom == 0)
    footer.ignoredScrollViewContentInsetBottom = 12
    #expect(footer.frame.minY == 1012)
    footer.height = -20
    #expect(footer.height == 0)
    #expect(list.refreshInsets == .zero)
    footer.height = .infinity
    #expect(footer.height == 0)
    footer.height = 50
    #expect(list.refreshInsets == EdgeInsets(bottom: 50))
    expectSound(list)
  }
}

// MARK: - Foreign writes

extension RefreshFooterTests {
  @Test func aForeignWriteToTheFootersShareIsUndoneAtOnce() {
    attach()
    // Writing another owner's share is a bug in the writer; the footer puts its own back
    // in the same step, so the ledger never disagrees with its state.
    list.setRefreshInset(EdgeInsets(bottom: 10), for: footer)
    #expect(list.refreshInset(of: footer) == EdgeInsets(bottom: 44))
    list.setRefreshInset(EdgeInsets(top: 5, bottom: 44), for: footer)
    #expect(list.refreshInset(of: footer) == EdgeInsets(bottom: 44))
    expectSound(list)
    let back = RefreshBackFooter()
    list.refreshFooter = back
    list.setRefreshInset(EdgeInsets(bottom: 44), for: back)
    #expect(list.refreshInsets == .zero)
    expectSound(list)
  }
}
