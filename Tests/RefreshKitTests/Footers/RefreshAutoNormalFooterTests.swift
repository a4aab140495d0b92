import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshAutoNormalFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RefreshAutoNormalFooter()

  init() {
    list.refreshFooter = footer
  }
}

extension RefreshAutoNormalFooterTests {
  @Test func spinsOnlyWhileLoading() {
    #expect(!footer.loadingView.isAnimating)
    #expect(footer.loadingView.isHidden)
    list.scrollToEnd()
    #expect(footer.loadingView.isAnimating)
    #expect(!footer.loadingView.isHidden)
    footer.endRefreshing()
    #expect(!footer.loadingView.isAnimating)
    // No scheduled work from a spinning indicator.
    #expect(scheduler.pendingCount == 0)
    expectSound(list)
  }

  @Test func endThenNoMoreDataLeavesNoSpinner() {
    list.scrollToEnd()
    footer.endRefreshing()
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)
    #expect(!footer.loadingView.isAnimating)
    footer.beginRefreshing()
    #expect(!footer.loadingView.isAnimating)
    expectSound(list)
  }

  @Test func indicatorSitsBesideTheText() {
    RefreshLocalization.pinned("en") {
      footer.beginRefreshing()
      list.layoutIfNeeded()
      // "Loading more data..." is 20 characters: 168 pt at 14 pt. Centre:
      // 375 / 2 − 168 / 2 − 25 = 78.5.
      #expect(abs(footer.stateLabel.textWidth - 168) < 0.001)
      #expect(
        approximatelyEqual(
          footer.loadingView.frame, CGRect(x: 68.5, y: 12, width: 20, height: 20)))
      footer.isRefreshingTitleHidden = true
      list.layoutIfNeeded()
      #expect(
        approximatelyEqual(
          footer.loadingView.frame, CGRect(x: 177.5, y: 12, width: 20, height: 20)))
    }
  }
}
