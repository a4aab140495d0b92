import Foundation
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@testable import RefreshKit

@MainActor
@Suite final class ScrollViewTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

// MARK: - Geometry and sanitizing

extension ScrollViewTests {
  @Test func boundsOriginIsTheContentOffset() {
    list.contentOffset = CGPoint(x: 0, y: 120)
    #expect(list.bounds == CGRect(x: 0, y: 120, width: 375, height: 667))
    #expect(list.frame.origin == .zero)
  }

  @Test func badOffsetsAreIgnored() {
    list.contentOffset = CGPoint(x: 0, y: 40)
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      list.contentOffset = CGPoint(x: 0, y: bad)
      list.contentOffset = CGPoint(x: bad, y: 0)
      list.setContentOffset(CGPoint(x: 0, y: bad), animated: true)
      list.setContentOffset(CGPoint(x: 0, y: bad), animated: false)
    }
    #expect(list.contentOffset == CGPoint(x: 0, y: 40))
    #expect(scheduler.pendingCount == 0)
  }

  @Test func badSizesAreIgnoredAndNegativeOnesClampWithNotification() {
    let recorder = HookRecorder()
    list.addSubview(recorder)
    list.contentSize = CGSize(width: CGFloat.nan, height: 10)
    list.contentSize = CGSize(width: 10, height: -CGFloat.infinity)
    #expect(list.contentSize == CGSize(width: 375, height: 2000))
    list.contentSize = CGSize(width: -5, height: 100)
    #expect(list.contentSize == CGSize(width: 0, height: 100))
    #expect(recorder.events.filter { $0.hasPrefix("size") } == ["size 2000.0 -> 100.0"])
    list.contentSize = CGSize(width: -10, height: 100)
    #expect(recorder.events.filter { $0.hasPrefix("size") }.count == 1)
  }

  @Test func badInsetsAreIgnored() {
    list.contentInset = EdgeInsets(top: 10)
    list.contentInset = EdgeInsets(top: .nan)
    list.contentInset = EdgeInsets(left: .infinity)
    list.safeAreaInsets = EdgeInsets(top: 5)
    list.safeAreaInsets = EdgeInsets(bottom: -.infinity)
    #expect(list.contentInset == EdgeInsets(top: 10))
    #expect(list.safeAreaInsets == EdgeInsets(top: 5))
    #expect(list.adjustedContentInset == EdgeInsets(top: 15))
  }

  @Test func limitsUseTheAdjustedInsets() {
    list.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    list.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    #expect(list.minimumContentOffset == CGPoint(x: 0, y: -54))
    #expect(list.maximumContentOffset == CGPoint(x: 0, y: 2000 + 54 - 667))
    #expect(list.clampedContentOffset(CGPoint(x: 40, y: -500)) == CGPoint(x: 0, y: -54))
    list.contentSize = CGSize(width: 375, height: 100)
    #expect(list.maximumContentOffset == CGPoint(x: 0, y: -54))
  }
}

// MARK: - The inset ledger

extension ScrollViewTests {
  @Test func theLedgerKeepsContributionsApartAndSumsThem() {
    let first = HookRecorder()
    let second = HookRecorder()
    list.addSubview(first)
    list.addSubview(second)
    list.contentInset = EdgeInsets(top: 10)
    list.setRefreshInset(EdgeInsets(top: 54), for: first)
    list.setRefreshInset(EdgeInsets(bottom: 44), for: second)
    #expect(list.refreshInsets == EdgeInsets(top: 54, bottom: 44))
    #expect(list.adjustedContentInset == EdgeInsets(top: 64, bottom: 44))
    #expect(list.refreshInset(of: first) == EdgeInsets(top: 54))
    list.setRefreshInset(EdgeInsets(top: -5, bottom: .nan), for: second)
    #expect(list.refreshInset(of: second) == EdgeInsets(bottom: 44))
    list.setRefreshInset(EdgeInsets(top: -5, bottom: 10), for: second)
    #expect(list.refreshInset(of: second) == EdgeInsets(bottom: 10))
    first.removeFromSuperview()
    #expect(list.refreshInsets == EdgeInsets(bottom: 10))
    #expect(list.contentInset == EdgeInsets(top: 10))
  }

  @Test func theLedgerIgnoresComponentsThatAreNotAttached() {
    let stranger = HookRecorder()
    list.setRefreshInset(EdgeInsets(top: 54), for: stranger)
    #expect(list.refreshInsets == .zero)
    #expect(list.refreshInset(of: stranger) == .zero)
  }

  @Test func componentsAreNotifiedInAttachOrder() {
    let log = TimelineLog()
    let first = OrderedComponent(name: "first", log: log)
    let second = OrderedComponent(name: "second", log: log)
    list.addSubview(first)
    list.insertSubview(second, at: 0)
    list.contentOffset = CGPoint(x: 0, y: 5)
    #expect(log.events == ["first", "second"])
  }
}

/// A component that logs its name when the offset changes.
@MainActor
final class OrderedComponent: RefreshComponent {
  let name: String
  let log: TimelineLog
  init(name: String, log: TimelineLog) {
    self.name = name
    self.log = log
    super.init()
  }
  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    log.events.append(name)
  }
}

// MARK: - Animations

extension ScrollViewTests {
  @Test func animatedScrollReportsFinished() {
    let log = TimelineLog()
    list.animateContentOffset(to: CGPoint(x: 0, y: 300), duration: .milliseconds(300)) {
      log.events.append("finished \($0)")
    }
    #expect(list.isAnimatingContentOffset)
    scheduler.advance(by: .milliseconds(150))
    #expect(list.contentOffset.y == 150)
    scheduler.advance(by: .milliseconds(150))
    #expect(list.contentOffset.y == 300)
    #expect(log.events == ["finished true"])
    #expect(!list.isAnimatingContentOffset)
  }

  @Test func aNewAnimationSupersedesTheRunningOne() {
    let log = TimelineLog()
    list.animateContentOffset(to: CGPoint(x: 0, y: 300), duration: .milliseconds(300)) {
      log.events.append("first \($0)")
    }
    scheduler.advance(by: .milliseconds(100))
    list.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    #expect(log.events == ["first false"])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 50)
  }

  @Test func animatingToTheCurrentOffsetCompletesAtOnce() {
    let log = TimelineLog()
    list.animateContentOffset(to: .zero, duration: .seconds(1)) { log.events.append("\($0)") }
    #expect(log.events == ["true"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func settingTheOffsetStopsAnAnimation() {
    let log = TimelineLog()
    list.animateContentOffset(to: CGPoint(x: 0, y: 300), duration: .milliseconds(300)) {
      log.events.append("\($0)")
    }
    list.contentOffset = CGPoint(x: 0, y: 10)
    #expect(log.events == ["false"])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 10)
  }

  @Test func aNewDragStopsARunningAnimationWhereItIs() {
    let log = TimelineLog()
    list.animateContentOffset(to: CGPoint(x: 0, y: 300), duration: .milliseconds(300)) {
      log.events.append("\($0)")
    }
    scheduler.advance(by: .milliseconds(150))
    list.beginDragging()
    #expect(list.contentOffset.y == 150)
    #expect(log.events == ["false"])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 150)
    #expect(list.isDragging)
    #expect(list.panState == .began)
  }

  @Test func settleRetargetsToTheLimitsAsTheyChange() {
    list.contentOffset = CGPoint(x: 0, y: -100)
    let log = TimelineLog()
    list.settleContentOffset(duration: .milliseconds(400)) { log.events.append("\($0)") }
    #expect(list.isDecelerating)
    scheduler.advance(by: .milliseconds(200))
    #expect(abs(list.contentOffset.y - -25) < 1e-9)
    list.contentInset = EdgeInsets(top: 10)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -10)
    #expect(log.events == ["true"])
    #expect(!list.isDecelerating)
  }

  @Test func settleInsideTheLimitsCompletesAtOnce() {
    let log = TimelineLog()
    list.settleContentOffset(duration: .milliseconds(400)) { log.events.append("\($0)") }
    #expect(log.events == ["true"])
    #expect(scheduler.pendingCount == 0)
  }
}

// MARK: - Gestures

extension ScrollViewTests {
  @Test func dragInsideTheLimitsFollowsTheFinger() {
    list.contentOffset = CGPoint(x: 0, y: 500)
    list.beginDragging()
    list.drag(by: 100)
    #expect(list.contentOffset.y == 400)
    list.drag(by: -250)
    #expect(list.contentOffset.y == 650)
    #expect(list.isDragging)
    #expect(list.panState == .changed)
  }

  @Test func dragPastTheTopIsRubberBanded() {
    list.beginDragging()
    list.drag(by: 120)
    let expected = -(1 - 1 / (120 * 0.55 / 667 + 1)) * 667
    #expect(abs(list.contentOffset.y - expected) < 1e-9)
    #expect(list.contentOffset.y > -120)
    var previous = list.contentOffset.y
    for _ in 0..<10 {
      list.drag(by: 100)
      #expect(list.contentOffset.y < previous)
      previous = list.contentOffset.y
    }
    #expect(previous > -667)
  }

  @Test func dragPastTheBottomIsRubberBanded() {
    list.contentOffset = CGPoint(x: 0, y: 1333)
    list.beginDragging()
    list.drag(by: -120)
    #expect(list.contentOffset.y > 1333)
    #expect(list.contentOffset.y < 1333 + 120)
  }

  @Test func aDragCaughtMidBounceGoesOnFromWhereTheContentIs() {
    list.beginDragging()
    list.drag(by: 300)
    list.endDragging()
    scheduler.advance(by: .milliseconds(60))
    let caught = list.contentOffset.y
    #expect(caught < 0)
    list.beginDragging()
    #expect(list.contentOffset.y == caught)
    // Up by 10: the content moves up by less (the band), never more, and back down by 10 it is
    // where it was caught: the rows stay with the finger.
    list.drag(by: -10)
    #expect(list.contentOffset.y > caught)
    #expect(list.contentOffset.y - caught < 10)
    list.drag(by: 10)
    #expect(abs(list.contentOffset.y - caught) < 1e-9)
    list.endDragging()
    scheduler.runUntilIdle()
  }

  @Test func horizontalDragIsRubberBandedAgainstTheWidth() {
    list.beginDragging()
    list.drag(horizontallyBy: 100)
    let expected = -(1 - 1 / (100 * 0.55 / 375 + 1)) * 375
    #expect(abs(list.contentOffset.x - expected) < 1e-9)
  }

  @Test func releaseOutsideTheLimitsBouncesBack() {
    list.beginDragging()
    list.drag(by: 120)
    list.endDragging(velocity: CGPoint(x: 0, y: -800))
    #expect(!list.isDragging)
    #expect(list.panState == .ended)
    #expect(list.isDecelerating)
    scheduler.advance(by: .milliseconds(399))
    #expect(list.contentOffset.y < 0)
    scheduler.advance(by: .milliseconds(1))
    #expect(list.contentOffset.y == 0)
    #expect(!list.isDecelerating)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func releaseWithVelocityInsideTheLimitsDecelerates() {
    flick(from: 500, velocity: 1000)
    #expect(list.isDecelerating)
    scheduler.advance(by: .milliseconds(600))
    #expect(list.contentOffset.y == 810)
    #expect(!list.isDecelerating)
  }

  @Test func decelerationStopsAtTheLimit() {
    flick(from: 1300, velocity: 5000)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 1333)
  }

  @Test func releaseWithoutVelocityInsideTheLimitsStays() {
    list.contentOffset = CGPoint(x: 0, y: 500)
    list.push(by: 30)
    #expect(scheduler.pendingCount == 0)
    #expect(list.contentOffset.y == 530)
    #expect(!list.isDecelerating)
  }

  @Test func theBounceRetargetsWhenInsetsChangeDuringIt() {
    list.beginDragging()
    list.drag(by: 200)
    list.endDragging()
    scheduler.advance(by: .milliseconds(100))
    list.contentInset = EdgeInsets(top: 30)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -30)
  }

  @Test func theBounceStopsWithoutAJumpWhenTheLimitsMovePastIt() {
    list.beginDragging()
    list.drag(by: 200)
    list.endDragging()
    scheduler.advance(by: .milliseconds(100))
    let reached = list.contentOffset.y
    #expect(reached < 0)
    list.contentInset = EdgeInsets(top: 300)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == reached)
  }

  @Test func theBounceFollowsAMovingLimitSmoothly() {
    list.beginDragging()
    list.drag(by: 300)
    list.endDragging()
    scheduler.advance(by: .milliseconds(100))
    var previous = list.contentOffset.y
    list.contentInset = EdgeInsets(top: 60)
    while scheduler.pendingCount > 0 {
      scheduler.advance(by: Animation.frameInterval)
      let y = list.contentOffset.y
      #expect(y >= previous && y <= -60)
      previous = y
    }
    #expect(list.contentOffset.y == -60)
  }

  @Test func aHeaderStartingDuringTheBounceTakesItOver() {
    let header = RefreshHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pullShort()
    scheduler.advance(by: .milliseconds(100))
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    #expect(header.state == .refreshing)
  }

  @Test func endDraggingWithoutADragDoesNothing() {
    list.endDragging(velocity: CGPoint(x: 0, y: 1000))
    #expect(list.panState == .possible)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func dragToBeginsADragAndIgnoresBadOffsets() {
    list.drag(to: CGPoint(x: 0, y: 40))
    #expect(list.isDragging)
    list.drag(to: CGPoint(x: CGFloat.nan, y: 50))
    #expect(list.contentOffset.y == 40)
  }

  @Test func visibilityAndFrameChangesReachComponents() {
    let header = RecordingHeader()
    list.isVisible = false
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    list.isVisible = false
    #expect(header.state == .willRefresh)
    list.isVisible = true
    #expect(header.state == .refreshing)
    list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    #expect(header.frame.width == 320)
  }
}

// MARK: - Insets without one component

extension ScrollViewTests {
  @Test func insetsExcludingAComponentAreExactWhateverItContributes() {
    let first = HookRecorder()
    let second = HookRecorder()
    list.addSubview(first)
    list.addSubview(second)
    list.contentInset = EdgeInsets(bottom: 0.1)
    list.setRefreshInset(EdgeInsets(top: 0.2), for: second)
    for contribution in [0.7, 610.9, 1e-9, 3.3] as [CGFloat] {
      list.setRefreshInset(EdgeInsets(top: contribution, bottom: contribution), for: first)
      #expect(list.adjustedContentInset(excluding: first) == EdgeInsets(top: 0.2, bottom: 0.1))
    }
    #expect(list.adjustedContentInset(excluding: second).top == 3.3)
  }

  @Test func aFooterFillingAShortViewReachesAFixedPoint() {
    // Found by the random-interleaving test (seed 49). A refreshing back footer fills the
    // gap below short content, computed from the insets without its own share; a header
    // shrinking under the user's drag moves that gap by fractions of a point. Derived by
    // subtracting the footer's share from the total, those insets changed by a rounding
    // error with each new share, so the footer set another share, was notified, and
    // recursed until the stack overflowed (SIGSEGV).
    list.frame = CGRect(x: 0, y: 0, width: 214, height: 248)
    list.contentSize = .zero
    list.contentInset = EdgeInsets(top: 89, left: 17, bottom: 49, right: 12)
    list.contentOffset = CGPoint(x: 0, y: -89)
    let header = RefreshHeader()
    let footer = RefreshBackNormalFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    header.beginRefreshing()
    footer.beginRefreshing()
    scheduler.runUntilIdle()
    list.drag(to: CGPoint(x: 0, y: 2152))
    for distance in stride(from: 0.1, through: 54, by: 0.7) {
      list.drag(to: CGPoint(x: 0, y: -89 - distance))
      let top = list.refreshInset(of: header).top
      #expect(abs(top - distance) < 1e-9)
      let others = list.adjustedContentInset(excluding: footer)
      #expect(others.bottom == 49)
      let expected = footer.height + 248 - (89 + top) - 49
      #expect(abs(list.refreshInset(of: footer).bottom - expected) < 1e-9)
    }
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

// MARK: - Deceleration against moving limits

extension ScrollViewTests {
  @Test func aFlickEndsAtALimitThatMovedDuringIt() {
    flick(from: 1000, velocity: 2000)
    scheduler.advance(by: .milliseconds(300))
    var previous = list.contentOffset.y
    #expect(previous > 1100)
    // The projection (1010 + 2000 × 0.3) was clamped to the old end, 1333; now it fits.
    list.contentSize = CGSize(width: 375, height: 2400)
    while scheduler.pendingCount > 0 {
      scheduler.advance(by: Animation.frameInterval)
      #expect(list.contentOffset.y >= previous)
      previous = list.contentOffset.y
    }
    #expect(list.contentOffset.y == 1610)
    #expect(!list.isDecelerating)
  }

  @Test func aFlickPastALimitThatShrankBelowItBouncesBack() {
    flick(from: 1000, velocity: 2000)
    scheduler.advance(by: .milliseconds(300))
    #expect(list.contentOffset.y > 1100)
    list.contentSize = CGSize(width: 375, height: 1000)
    var previous = list.contentOffset.y
    while scheduler.pendingCount > 0 {
      scheduler.advance(by: Animation.frameInterval)
      #expect(list.contentOffset.y <= previous)
      previous = list.contentOffset.y
    }
    #expect(list.contentOffset.y == 333)
  }
}

// MARK: - Bad settings

extension ScrollViewTests {
  @Test func badDecelerationSettingsTurnDecelerationOff() {
    for projection in [0, -0.3, .nan, .infinity] as [CGFloat] {
      list.contentOffset = CGPoint(x: 0, y: 500)
      list.decelerationProjection = projection
      flick(velocity: 1000)
      #expect(!list.isDecelerating)
      #expect(scheduler.pendingCount == 0)
      #expect(list.contentOffset.y == 510)
    }
  }

  @Test func aNonFiniteVelocityStillBounces() {
    list.beginDragging()
    list.drag(by: 100)
    list.endDragging(velocity: CGPoint(x: CGFloat.infinity, y: CGFloat.nan))
    scheduler.runUntilIdle()
    #expect(list.contentOffset == .zero)
  }

  @Test func negativeDurationsLandAtOnce() {
    list.bounceDuration = .milliseconds(-5)
    list.beginDragging()
    list.drag(by: 100)
    list.endDragging()
    #expect(list.contentOffset == .zero)
    #expect(scheduler.pendingCount == 0)
    list.scrollAnimationDuration = .seconds(-1)
    list.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(list.contentOffset.y == 40)
  }
}

extension ScrollViewTests {
  /// Holds the list at `offset` (nil: where it is), drags it up by 10 points and lets go
  /// moving at `velocity` points a second: a flick that decelerates.
  func flick(from offset: CGFloat? = nil, velocity: CGFloat) {
    if let offset { list.contentOffset = CGPoint(x: 0, y: offset) }
    list.beginDragging()
    list.drag(by: -10)
    list.endDragging(velocity: CGPoint(x: 0, y: velocity))
  }
}
