import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshBackNormalFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RefreshBackNormalFooter()

  init() {
    list.refreshFooter = footer
  }

  /// What the footer shows: the arrow's direction (or nil when hidden) and the spinner.
  var look: (arrowUp: Bool?, spinning: Bool) {
    (
      footer.arrowView.isHidden ? nil : footer.arrowView.pointsUp,
      footer.loadingView.isAnimating
    )
  }
}

extension RefreshBackNormalFooterTests {
  @Test func arrowAndIndicatorThroughACycle() {
    #expect(look == (true, false))
    list.pullUp(by: 60, release: false)
    #expect(footer.state == .pulling)
    scheduler.advance(by: .milliseconds(250))
    #expect(look == (false, false))
    #expect(footer.arrowView.rotation == 0)
    list.endDragging()
    #expect(look == (nil, true))
    scheduler.runUntilIdle()
    footer.endRefreshing()
    #expect(look == (true, false))
    #expect(footer.arrowView.rotation == .pi)
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func pullingBackTurnsTheArrowUpAgain() {
    list.pullUp(by: 60, release: false)
    scheduler.advance(by: .milliseconds(100))
    list.drag(to: CGPoint(x: 0, y: 340))
    #expect(footer.state == .idle)
    scheduler.advance(by: .milliseconds(250))
    #expect(footer.arrowView.rotation == .pi)
    list.endDragging()
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func noMoreDataShowsNeither() {
    footer.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    #expect(look == (nil, false))
    footer.resetNoMoreData()
    #expect(look == (true, false))
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func accessoriesSitBesideTheText() {
    RefreshLocalization.pinned("en") {
      footer.stateLabel.text = "Pull up to load more"
      list.layoutIfNeeded()
      // 20 characters: 168 pt. Centre: 375 / 2 − 84 − 25 = 78.5.
      #expect(
        approximatelyEqual(footer.arrowView.frame, CGRect(x: 71, y: 2, width: 15, height: 40)))
      #expect(
        approximatelyEqual(
          footer.loadingView.frame, CGRect(x: 68.5, y: 12, width: 20, height: 20)))
    }
  }
}
