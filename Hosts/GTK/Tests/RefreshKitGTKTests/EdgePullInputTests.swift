import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// Which input RefreshKit takes from the scrolled window, and what it does with it, on
/// virtual time: pointer drags with a slop, touchpad gestures, wheel clicks.
@MainActor
@Suite final class EdgePullInputTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let input: EdgePullInput
  let header = RefreshNormalHeader()
  var refreshes = 0

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
    input = EdgePullInput(scrollView: list)
    list.addRefreshHeader(refreshHeader: header) { [unowned self] in refreshes += 1 }
  }

  isolated deinit { #expect(scheduler.pendingCount == 0) }

  /// A pointer drag straight down by `distance`, in `steps`, 10 ms apart; returns whether it
  /// was claimed.
  @discardableResult
  func drag(by distance: CGFloat, steps: Int = 20, release: Bool = true) -> Bool {
    input.pointerPressed()
    var claimed = false
    for step in 1...steps {
      scheduler.advance(by: .milliseconds(10))
      let y = distance * CGFloat(step) / CGFloat(steps)
      claimed = input.pointerMoved(translation: CGPoint(x: 0, y: y), at: scheduler.now) || claimed
    }
    if release { input.pointerReleased(at: scheduler.now) }
    return claimed
  }

  func endRefresh() {
    header.endRefreshing()
    scheduler.runUntilIdle()
  }
}

extension EdgePullInputTests {
  @Test func aTapThatMovesThreePixelsNeverPulls() {
    #expect(!drag(by: 3, steps: 3))
    #expect(!list.isDragging)
    #expect(list.panState == .possible)
    #expect(header.state == .idle)
    #expect(refreshes == 0)
  }

  @Test func aDragDownAtTheTopPullsAfterTheSlopAndRefreshes() {
    #expect(drag(by: 300))
    #expect(header.state == .refreshing)
    #expect(refreshes == 1)
    endRefresh()
  }

  @Test func aDragInsideTheListStaysThePlatforms() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 600))
    #expect(!drag(by: 300))
    #expect(list.contentOffset.y == 600)
    // Dragging up (towards the end) at the top is the platform's too.
    list.platformDidScroll(to: .zero)
    #expect(!drag(by: -100))
  }

  @Test func pullingWorksAfterScrollingFarAwayAndBack() {
    for offset in stride(from: 0, through: 1520, by: 40) {
      list.platformDidScroll(to: CGPoint(x: 0, y: CGFloat(offset)))
    }
    for offset in stride(from: 1520, through: 0, by: -40) {
      list.platformDidScroll(to: CGPoint(x: 0, y: CGFloat(offset)))
    }
    #expect(drag(by: 300))
    #expect(refreshes == 1)
    endRefresh()
  }

  @Test func aRefreshingHeaderIsDraggedAnywhere() {
    header.beginRefreshing()
    scheduler.runUntilIdle()
    // Offset past the top: any drag is RefreshKit's (the header moves with the content).
    #expect(drag(by: -100))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y > -54)
    endRefresh()
  }

  @Test func aBackFooterPullsUpAtTheEnd() {
    var loads = 0
    let footer = RefreshBackNormalFooter { loads += 1 }
    list.refreshFooter = footer
    #expect(!drag(by: -300))  // at the top, not the end
    list.platformDidScroll(to: CGPoint(x: 0, y: 1520))
    #expect(drag(by: -300))
    #expect(footer.state == .refreshing)
    #expect(loads == 1)
    footer.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func aShortListPullsBothWays() {
    list.contentSize = CGSize(width: 320, height: 200)
    var loads = 0
    let footer = RefreshAutoNormalFooter { loads += 1 }
    list.refreshFooter = footer
    // Up past the end of a list shorter than the view: the auto footer loads on release.
    #expect(drag(by: -150))
    #expect(footer.state == .refreshing)
    #expect(loads == 1)
    footer.endRefreshing()
    scheduler.runUntilIdle()
    // And down past its top, the header refreshes.
    #expect(drag(by: 300))
    #expect(header.state == .refreshing)
    endRefresh()
  }

  @Test func aTrailerPullsSidewaysAtTheRightEdge() {
    list.contentSize = CGSize(width: 1000, height: 480)
    var loads = 0
    let trailer = RefreshNormalTrailer { loads += 1 }
    list.refreshTrailer = trailer
    input.pointerPressed()
    var claimed = false
    list.platformDidScroll(to: CGPoint(x: 680, y: 0))
    for step in 1...20 {
      scheduler.advance(by: .milliseconds(10))
      claimed =
        input.pointerMoved(translation: CGPoint(x: -15 * CGFloat(step), y: 0), at: scheduler.now)
        || claimed
    }
    input.pointerReleased(at: scheduler.now)
    #expect(claimed)
    #expect(trailer.state == .refreshing)
    #expect(loads == 1)
    trailer.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func wheelClicksPastTheTopPullAndRefreshAfterTheQuietPeriod() {
    // Inside the list the clicks are the platform's, and still one gesture: one that scrolls
    // the list up to its top stops there.
    list.platformDidScroll(to: CGPoint(x: 0, y: 80))
    #expect(!input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true))
    list.platformDidScroll(to: .zero)
    #expect(input.isWheelActive)
    for _ in 0..<8 { #expect(!input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true)) }
    scheduler.advance(by: input.wheelQuietPeriod)
    #expect(header.state == .idle)
    // The next turn, from the top, pulls.
    for _ in 0..<8 {
      #expect(input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true))
      scheduler.advance(by: .milliseconds(40))
    }
    #expect(header.state == .pulling)
    scheduler.advance(by: input.wheelQuietPeriod)
    #expect(!input.isWheelActive)
    #expect(header.state == .refreshing)
    endRefresh()
  }

  @Test func aTouchpadGestureTakesOverWhereItPushesPastTheTop() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 100))
    input.touchpadBegan()
    #expect(list.isDragging)
    // The platform scrolls it inside the list...
    #expect(!input.scrolled(by: CGPoint(x: 0, y: -20), isDiscrete: false))
    list.platformDidScroll(to: .zero)
    // ...and RefreshKit from the top on, to the release.
    for _ in 0..<20 { #expect(input.scrolled(by: CGPoint(x: 0, y: -12), isDiscrete: false)) }
    #expect(input.isScrollEngaged)
    #expect(header.state == .pulling)
    input.touchpadEnded()
    input.touchpadDecelerates(velocity: CGPoint(x: 0, y: -400))
    scheduler.advance(by: .zero)
    #expect(header.state == .refreshing)
    endRefresh()
  }

  @Test func aTouchpadPullNeverSlidesTheListSideways() {
    input.touchpadBegan()
    for _ in 0..<20 {
      #expect(input.scrolled(by: CGPoint(x: 6, y: -12), isDiscrete: false))
    }
    #expect(list.contentOffset.x == 0)
    #expect(header.state == .pulling)
    input.touchpadEnded()
    scheduler.advance(by: .zero)
    endRefresh()
  }

  @Test func aTouchpadFlingInsideTheListIsLeftToThePlatform() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 500))
    input.touchpadBegan()
    #expect(!input.scrolled(by: CGPoint(x: 0, y: 30), isDiscrete: false))
    list.platformDidScroll(to: CGPoint(x: 0, y: 530))
    input.touchpadEnded()
    input.touchpadDecelerates(velocity: CGPoint(x: 0, y: 2000))
    scheduler.runUntilIdle()
    // GTK's own kinetic scrolling carries it on; RefreshKit adds no deceleration of its own.
    #expect(list.contentOffset.y == 530)
    #expect(!list.isDragging)
  }

  @Test func withoutAComponentAnEdgeStaysThePlatforms() {
    list.refreshHeader = nil
    #expect(!drag(by: 300))
    #expect(!input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true))
    scheduler.runUntilIdle()
  }
}
