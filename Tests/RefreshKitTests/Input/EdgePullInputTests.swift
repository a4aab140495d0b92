import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Which input RefreshKit takes from a platform scroll view, and what it does with it, on
/// virtual time: pointer drags with a slop, touchpad gestures, wheel clicks, taps.
@MainActor
@Suite struct EdgePullInputTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let input: EdgePullInput
  let header = RefreshNormalHeader()
  let loads = LoadCounter()
  let pendingWork: PendingWorkCheck

  init() {
    pendingWork = PendingWorkCheck(scheduler)
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
    input = EdgePullInput(scrollView: list)
    list.addRefreshHeader(refreshHeader: header) { [loads] in loads.count += 1 }
  }

  var refreshes: Int { loads.count }

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

  /// GTK's touch scrolling around the input (see ``TouchScrollingPlatform``).
  func platform() -> TouchScrollingPlatform {
    TouchScrollingPlatform(list: list, input: input, scheduler: scheduler)
  }

  /// Where a finger pull of `distance` from the top edge puts the content: a list of the same
  /// size dragged from its top, rubber-banded.
  func pulledOffset(by distance: CGFloat, from offset: CGFloat = 0) -> CGFloat {
    let reference = ScrollView(frame: list.frame, scheduler: TestScheduler())
    reference.contentSize = list.contentSize
    reference.contentOffset = CGPoint(x: 0, y: offset)
    reference.beginDragging()
    reference.drag(by: distance)
    return reference.contentOffset.y
  }

  /// A touch's translations, recorded by the Wayland harness (Tests/Wayland): the finger moved
  /// down 450 px in 30 touch-updates of 15 px while the list stood 114 px from its top.
  static let recordedScrollToTopAndPull: [CGFloat] = (1...30).map { CGFloat($0) * 15 }
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

  @Test func theSlopDecidesButThePullCountsFromThePress() {
    input.pointerPressed()
    #expect(!input.pointerMoved(translation: CGPoint(x: 0, y: 7), at: .milliseconds(8)))
    #expect(list.contentOffset.y == 0)
    #expect(input.pointerMoved(translation: CGPoint(x: 0, y: 8), at: .milliseconds(16)))
    // As GTK's own touch scrolling counts its threshold: the rows stay with the finger.
    #expect(list.contentOffset.y == pulledOffset(by: 8))
    input.pointerReleased(at: .milliseconds(300))
    scheduler.runUntilIdle()
  }

  @Test func aTouchThatScrollsToTheTopAndCarriesOnPullsOnlyWhatLiesPastIt() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 114))
    var touch = platform()
    touch.touch(throughY: Self.recordedScrollToTopAndPull, lift: false)
    #expect(touch.claimed)
    // The rows never ran ahead of the finger (GTK's 8 px threshold leaves them at most 8 behind
    // until the list moves, as in GTK).
    #expect(touch.leads.allSatisfy { $0 <= 2 })
    // The pull is the 336 px past the point where the list reached its top, rubber-banded.
    #expect(abs(list.contentOffset.y - pulledOffset(by: 450 - 114)) < 0.01)
    input.pointerReleased(at: scheduler.now)
    #expect(header.state == .refreshing)
    endRefresh()
  }

  @Test func rowsStayWithTheFingerInAnyOrderOfScrollingAndPulling() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 200))
    // Down to the top and 100 past it, back up 150 into the list, down again 60 past the top.
    let ys: [CGFloat] =
      Array(stride(from: 10, through: 300, by: 10))
      + Array(stride(from: 290, through: -150, by: -20))
      + Array(stride(from: -130, through: 260, by: 30))
    var offsets: [CGFloat] = []
    input.pointerPressed()
    for y in ys {
      scheduler.advance(by: .milliseconds(8))
      let engaged = input.pointerMoved(translation: CGPoint(x: 0, y: y), at: scheduler.now)
      if !engaged {
        // GTK scrolls the list with the finger until RefreshKit claims the touch.
        list.platformDidScroll(to: CGPoint(x: 0, y: Swift.max(0, 200 - y)))
      }
      offsets.append(list.contentOffset.y)
    }
    // Inside the list the rows are where the finger put them; past the top they are the
    // finger's pull past the point where the list reached its top, rubber-banded.
    for (y, offset) in zip(ys, offsets) {
      let expected = y <= 200 ? 200 - y : pulledOffset(by: y - 200)
      #expect(abs(offset - expected) < 0.01, "finger at \(y): offset \(offset), not \(expected)")
    }
    input.pointerReleased(at: scheduler.now)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aMouseDragAtTheTopPullsFromWhereItTurnsDown() {
    var mouse = platform()
    mouse.scrollsWithFinger = false
    // Up first (a mouse does not scroll the list), then down: the rows have stayed at the top,
    // so the pull counts from where the pointer turned.
    mouse.touch(throughY: [-20, -40, -60, -30, 0, 40, 100], lift: false)
    #expect(mouse.claimed)
    #expect(abs(list.contentOffset.y - pulledOffset(by: 160)) < 0.01)
    input.pointerReleased(at: scheduler.now)
    scheduler.runUntilIdle()
    if header.isRefreshing { endRefresh() }
  }

  @Test func aBackFooterPullsFromWhereTheListReachedItsEnd() {
    let footer = RefreshBackNormalFooter {}
    list.refreshFooter = footer
    list.platformDidScroll(to: CGPoint(x: 0, y: 1400))
    var touch = platform()
    touch.touch(throughY: Array(stride(from: -10, through: -260, by: -10)), lift: false)
    #expect(touch.claimed)
    // Up along the pull: the rows never ran ahead (above) the finger.
    #expect(touch.leads.allSatisfy { $0 >= -2 })
    #expect(abs(list.contentOffset.y - (1520 - pulledOffset(by: 140))) < 0.01)
    input.pointerReleased(at: scheduler.now)
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
    scheduler.runUntilIdle()
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

  @Test func aFingerCatchesTheBounceWhereItIsAndMovesItOnFromThere() {
    #expect(drag(by: 60))
    scheduler.advance(by: .milliseconds(60))
    let caught = list.contentOffset.y
    #expect(caught < 0)
    input.pointerPressed()
    scheduler.advance(by: .milliseconds(100))
    // Held under the finger, as under a finger in UIKit.
    #expect(list.contentOffset.y == caught)
    // Pushed up 20 px past the slop: the rows move up less than the finger (the band).
    #expect(input.pointerMoved(translation: CGPoint(x: 0, y: -20), at: scheduler.now))
    #expect(list.contentOffset.y > caught)
    #expect(list.contentOffset.y - caught < 20)
    input.pointerReleased(at: scheduler.now)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aTapOnABouncingListLetsItGoOn() {
    #expect(drag(by: 60))
    scheduler.advance(by: .milliseconds(60))
    input.pointerPressed()
    input.pointerReleased(at: scheduler.now)
    #expect(!list.isDragging)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aTapOnARefreshingListAtRestIsNoDrag() {
    header.beginRefreshing()
    scheduler.runUntilIdle()
    input.pointerPressed()
    #expect(!list.isDragging)
    input.pointerReleased(at: scheduler.now)
    #expect(list.panState == .possible || list.panState == .ended)
    #expect(header.state == .refreshing)
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

  @Test func inARightToLeftListTheLeadingTrailerPullsAtTheRightEnd() {
    list.layoutDirection = .rightToLeft
    list.contentSize = CGSize(width: 1000, height: 480)
    var loads = 0
    let leading = RefreshNormalTrailer { loads += 1 }
    list.refreshLeadingTrailer = leading
    // At the left end a drag right would pull the trailing edge's trailer: there is none.
    input.pointerPressed()
    #expect(!input.pointerMoved(translation: CGPoint(x: 60, y: 0), at: .milliseconds(10)))
    input.pointerReleased(at: .milliseconds(20))
    // At the right end (where the lines start), dragging left pulls the leading trailer.
    list.platformDidScroll(to: CGPoint(x: 680, y: 0))
    var touch = platform()
    touch.touch(through: (1...20).map { CGPoint(x: -15 * CGFloat($0), y: 0) })
    #expect(touch.claimed)
    #expect(touch.sidewaysLeads.allSatisfy { $0 >= -2 })
    #expect(leading.state == .refreshing)
    #expect(loads == 1)
    leading.endRefreshing()
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

  /// GTK's scrolled window scrolling a touchpad event the input left to it: 2.5 px a unit.
  func platformScrolls(_ units: CGFloat) {
    let y = list.platformPosition.contentOffset.y + units * 2.5
    list.platformDidScroll(
      to: CGPoint(x: 0, y: Swift.min(Swift.max(0, y), list.platformScrollRange.y.upperBound)))
  }

  @Test func aTouchpadPullGoesOnAtTheRateTheListWasScrolling() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 30))
    input.touchpadBegan()
    // 24 events of 4 units up: GTK scrolls the first two (10 px each) inside the list...
    var taken: [Bool] = []
    for _ in 0..<24 {
      let isTaken = input.scrolled(by: CGPoint(x: 0, y: -4), isDiscrete: false)
      if !isTaken { platformScrolls(-4) }
      taken.append(isTaken)
    }
    #expect(taken.prefix(3) == [false, false, true])
    // ...and the rest moves the content as a finger moving 2.5 px a unit does: the last 10 px
    // to the top one to one, then 210 px rubber-banded.
    #expect(abs(list.contentOffset.y - pulledOffset(by: 240, from: 30)) < 0.01)
    input.touchpadEnded()
    scheduler.advance(by: .zero)
    #expect(header.state == .refreshing)
    endRefresh()
  }

  @Test func aBadTouchpadRateIsIgnored() {
    for bad in [CGFloat.nan, .infinity, -1] { input.touchpadPointsPerUnit = bad }
    #expect(input.touchpadPointsPerUnit == 2.5)
    input.touchpadPointsPerUnit = 1
    #expect(input.touchpadPointsPerUnit == 1)
  }

  @Test func aTouchpadEventThatCrossesTheTopIsTakenWhole() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 5))
    input.touchpadBegan()
    #expect(input.scrolled(by: CGPoint(x: 0, y: -8), isDiscrete: false))
    // 5 px to the top one to one, 15 rubber-banded: nothing is lost at the edge.
    #expect(abs(list.contentOffset.y - pulledOffset(by: 20, from: 5)) < 0.01)
    input.touchpadEnded()
    scheduler.runUntilIdle()
  }

  @Test func aTouchpadFlingBackIntoTheListCarriesItsVelocityInPoints() {
    input.touchpadBegan()
    for _ in 0..<8 { input.scrolled(by: CGPoint(x: 0, y: -4), isDiscrete: false) }
    // The fingers turn and push the content back into the list, then fling.
    for _ in 0..<40 { input.scrolled(by: CGPoint(x: 0, y: 4), isDiscrete: false) }
    let offset = list.contentOffset.y
    input.touchpadEnded()
    input.touchpadDecelerates(velocity: CGPoint(x: 0, y: 400))
    scheduler.runUntilIdle()
    // 400 units a second are 1000 points a second: as a finger's fling at that speed.
    let reference = ScrollView(frame: list.frame, scheduler: scheduler)
    reference.contentSize = list.contentSize
    reference.contentOffset = CGPoint(x: 0, y: offset)
    reference.beginDragging()
    reference.endDragging(velocity: CGPoint(x: 0, y: 1000))
    scheduler.runUntilIdle()
    #expect(offset > 0)
    #expect(abs(list.contentOffset.y - reference.contentOffset.y) < 0.01)
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

  @Test func aTapOnAnAutoFooterLoadsIt() {
    let loads = LoadCounter()
    let footer = RefreshAutoNormalFooter()
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
    // Scrolled to the end, the footer below the last row.
    list.contentOffset = CGPoint(x: 0, y: list.maximumContentOffset.y)
    #expect(!input.tapped(at: CGPoint(x: 100, y: footer.frame.minY - 10)))
    #expect(input.tapped(at: CGPoint(x: 100, y: footer.frame.midY)))
    #expect(loads.count == 1)
    footer.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func aTapOnABackFooterIsThePlatforms() {
    list.addRefreshFooter(refreshFooter: RefreshBackNormalFooter()) {}
    list.platformDidScroll(to: CGPoint(x: 0, y: list.platformScrollRange.y.upperBound))
    #expect(!input.tapped(at: CGPoint(x: 100, y: list.contentOffset.y + 470)))
    #expect(list.refreshFooter?.state == .idle)
  }

  @Test func theDocumentedExampleRuns() {
    input.pointerPressed()
    #expect(input.pointerMoved(translation: CGPoint(x: 0, y: 40), at: .milliseconds(16)))
    input.pointerReleased(at: .milliseconds(32))
    // The release left the content past the top, bouncing back: a wheel click there pulls.
    #expect(input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true))
    // No footer: the tap stays the platform's.
    #expect(!input.tapped(at: CGPoint(x: 10, y: 990)))
    scheduler.runUntilIdle()
    endRefresh()
  }
}
