import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// A tap at a point of the scroll view loads the auto footer it lands on.
@MainActor
@Suite struct RefreshAutoFooterTapTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let footer = RefreshAutoNormalFooter()
  let loads = LoadCounter()

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 1000)
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
    // Scrolled to the end: the footer (1000 to 1044) shows at the bottom.
    list.contentOffset = CGPoint(x: 0, y: 377)
  }

  /// A point in the footer, in the scroll view's coordinates.
  var pointInFooter: CGPoint { CGPoint(x: 100, y: 1020) }
}

extension RefreshAutoFooterTapTests {
  @Test func aTapOnTheFooterLoadsOnce() {
    #expect(footer.handleTap(at: pointInFooter))
    #expect(footer.state == .refreshing)
    #expect(loads.count == 1)
    // A second tap while loading does nothing.
    #expect(!footer.handleTap(at: pointInFooter))
    #expect(loads.count == 1)
  }

  @Test func aTapBesideTheFooterDoesNothing() {
    #expect(!footer.handleTap(at: CGPoint(x: 100, y: 990)))
    #expect(!footer.handleTap(at: CGPoint(x: 100, y: CGFloat.nan)))
    #expect(footer.state == .idle)
    #expect(loads.count == 0)
  }

  @Test func aTapOffScreenDoesNothing() {
    list.contentOffset = .zero
    // The footer's frame holds the point, but the list does not show it.
    #expect(!footer.handleTap(at: pointInFooter))
    #expect(loads.count == 0)
  }

  @Test func aHiddenFooterOrNoMoreDataTakesNoTap() {
    footer.endRefreshingWithNoMoreData()
    #expect(!footer.handleTap(at: pointInFooter))
    footer.resetNoMoreData()
    footer.isHidden = true
    #expect(!footer.handleTap(at: pointInFooter))
    #expect(loads.count == 0)
  }

  @Test func aViewOverTheFooterTakesTheTap() {
    let cover = View(frame: CGRect(x: 0, y: 990, width: 375, height: 60))
    list.addSubview(cover)
    #expect(!footer.handleTap(at: pointInFooter))
    cover.isUserInteractionEnabled = false
    #expect(footer.handleTap(at: pointInFooter))
    #expect(loads.count == 1)
  }

  @Test func aTapLoadsWhereScrollingWouldNot() {
    footer.isAutomaticallyRefresh = false
    #expect(footer.handleTap(at: pointInFooter))
    #expect(loads.count == 1)
  }

  @Test func aDetachedFooterTakesNoTap() {
    list.refreshFooter = nil
    #expect(!footer.handleTap(at: pointInFooter))
    #expect(loads.count == 0)
  }
}
