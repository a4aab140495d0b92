import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The platform scroll view API: a host whose toolkit scrolls inside the content mirrors it,
/// and RefreshKit owns what lies past the edges.
@MainActor
@Suite final class ScrollViewPlatformHostTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  /// What the handler asked the host to show, in order.
  var shown: [PlatformScrollPosition] = []

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
    list.platformScrollHandler = { [unowned self] in shown.append($0) }
  }

  isolated deinit { scheduler.expectNoPendingWork() }
}

extension ScrollViewPlatformHostTests {
  @Test func theRangeIsTheContentLessTheBoundsAndNeverNegative() {
    #expect(list.platformScrollRange.y == 0...1520)
    #expect(list.platformScrollRange.x == 0...0)
    list.contentSize = CGSize(width: 100, height: 100)
    #expect(list.platformScrollRange.y == 0...0)
  }

  @Test func anOffsetSplitsIntoThePlatformsPartAndTheOverscroll() {
    let above = list.platformPosition(of: CGPoint(x: 0, y: -54))
    #expect(above.contentOffset == .zero)
    #expect(above.overscroll == CGPoint(x: 0, y: -54))
    #expect(above.translation == CGPoint(x: 0, y: 54))
    let inside = list.platformPosition(of: CGPoint(x: 0, y: 700))
    #expect(
      inside == PlatformScrollPosition(contentOffset: CGPoint(x: 0, y: 700), overscroll: .zero))
    let below = list.platformPosition(of: CGPoint(x: 30, y: 1564))
    #expect(below.contentOffset == CGPoint(x: 0, y: 1520))
    #expect(below.overscroll == CGPoint(x: 30, y: 44))
  }

  @Test func thePlatformsScrollingIsMirroredWithoutAskingItBack() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 300))
    #expect(list.contentOffset.y == 300)
    #expect(
      shown == [PlatformScrollPosition(contentOffset: CGPoint(x: 0, y: 300), overscroll: .zero)])
    list.platformDidScroll(to: CGPoint(x: 0, y: 300))  // no change: nothing
    list.platformDidScroll(to: CGPoint(x: 0, y: CGFloat.nan))
    #expect(shown.count == 1)
  }

  @Test func aPullPastTheTopIsOverscrollAndItsRefreshHoldsTheHeaderOpen() {
    let header = RefreshNormalHeader()
    var refreshes = 0
    list.addRefreshHeader(refreshHeader: header) { refreshes += 1 }
    list.pull(by: 200)
    #expect(header.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(list.platformPosition.overscroll.y == -54)
    #expect(list.platformPosition.contentOffset.y == 0)
    // Every step of the pull and the reveal reached the host, past the platform's range.
    #expect(shown.allSatisfy { $0.contentOffset == .zero })
    #expect(shown.map(\.overscroll.y).min()! < -54)
    #expect(shown.last?.overscroll.y == -54)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(shown.last == PlatformScrollPosition(contentOffset: .zero, overscroll: .zero))
    #expect(refreshes == 1)
  }

  @Test func scrollingThePlatformUsesHeldOverscrollUpFirst() {
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    shown.removeAll()
    // A key scrolls the platform 10 down: the header moves with the content, as in UIKit,
    // and the host is asked to put the platform back at its edge.
    list.platformDidScroll(to: CGPoint(x: 0, y: 10))
    #expect(list.contentOffset.y == -44)
    #expect(
      shown.last == PlatformScrollPosition(contentOffset: .zero, overscroll: CGPoint(x: 0, y: -44)))
    list.platformDidScroll(to: CGPoint(x: 0, y: 100))
    #expect(list.contentOffset.y == 56)
    #expect(shown.last?.overscroll == .zero)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func aRevealFromFarDownScrollsThePlatformThenMovesPastItsTop() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 900))
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    let platform = shown.map(\.contentOffset.y)
    #expect(platform.first == 900)
    #expect(platform.last == 0)
    #expect(zip(platform, platform.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(shown.last?.overscroll.y == -54)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func platformScrollingDuringADragMovesTheFingerOnFromThere() {
    // A touchpad gesture: the platform scrolls it inside the range, then it pulls past the top.
    list.platformDidScroll(to: CGPoint(x: 0, y: 200))
    list.beginDragging()
    list.platformDidScroll(to: CGPoint(x: 0, y: 0))
    #expect(list.contentOffset.y == 0)
    list.drag(by: 20)
    #expect(list.contentOffset.y < 0)
    #expect(list.contentOffset.y > -20)  // rubber-banded from the top, not from 200
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func onlyUserDrivenPlatformScrollingLoadsAPreloadingAutoFooter() {
    var loads = 0
    let footer = RefreshAutoNormalFooter { loads += 1 }
    footer.triggerAutomaticallyRefreshPercent = -10  // loads well before the end
    list.refreshFooter = footer
    list.platformDidScroll(to: CGPoint(x: 0, y: 1400), isUserDriven: false)
    #expect(loads == 0)
    list.beginDragging()  // a wheel gesture the platform scrolls
    list.platformDidScroll(to: CGPoint(x: 0, y: 1500))
    #expect(loads == 1)
    footer.endRefreshing()
    list.platformDidScroll(to: CGPoint(x: 0, y: 1510))
    #expect(loads == 1)  // once per drag
    list.endDragging()
    list.beginDragging()
    list.platformDidScroll(to: CGPoint(x: 0, y: 1515))
    #expect(loads == 2)
    footer.endRefreshing()
    list.endDragging()
    scheduler.runUntilIdle()
  }
}
