import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@MainActor
@Suite final class RefreshHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RecordingHeader()
  var blockCalls = 0

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

/// A header that records every state it enters (transitions only).
final class RecordingHeader: RefreshHeader, StateRecording {
  let recorder = StateRecorder<RefreshState>(.transitions)
  override var state: RefreshState { didSet { recorder.record(state, from: oldValue) } }
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
      let list = ListFixture(scheduler: scheduler).list
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

// MARK: - Geometry

extension RefreshHeaderTests {
  @Test func sitsAboveTheContentAsWideAsTheContainer() {
    list.addRefreshHeader(refreshHeader: header) {}
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    list.contentInset = EdgeInsets(top: 10, left: 15, bottom: 0, right: 20)
    #expect(header.frame.width == 340)
    list.safeAreaInsets = EdgeInsets(left: 5)
    #expect(header.frame.width == 335)
    list.frame = CGRect(x: 0, y: 0, width: 500, height: 667)
    #expect(header.frame.width == 460)
    list.frame = CGRect(x: 0, y: 0, width: 30, height: 667)
    #expect(header.frame.width == 0)
    #expect(header.frame.minY == -54)
  }

  @Test func ignoredContentInsetTopMovesTheFrameAtOnce() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.ignoredScrollViewContentInsetTop = 20
    #expect(header.frame.minY == -74)
    header.ignoredScrollViewContentInsetTop = .nan
    header.ignoredScrollViewContentInsetTop = -.infinity
    #expect(header.ignoredScrollViewContentInsetTop == 20)
    #expect(header.frame.minY == -74)
  }

  @Test func heightChangesKeepTheHeaderAboveTheContent() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.height = 80
    #expect(header.frame == CGRect(x: 0, y: -80, width: 375, height: 80))
    #expect(header.triggerDistance == 80)
    header.height = -10
    #expect(header.height == 0)
    #expect(header.frame.minY == 0)
    header.height = .nan
    header.height = .infinity
    #expect(header.height == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func triggerDistanceDefaultsToTheHeightAndIsSanitized() {
    #expect(header.triggerDistance == 54)
    header.triggerDistance = 80
    header.height = 60
    #expect(header.triggerDistance == 80)
    header.triggerDistance = .nan
    header.triggerDistance = .infinity
    #expect(header.triggerDistance == 80)
    header.triggerDistance = -5
    #expect(header.triggerDistance == 0)
  }

  @Test func pullingPercentIsTheExposedFractionOfTheHeight() {
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 27, release: false)
    #expect(header.pullingPercent == 0.5)
    list.drag(to: CGPoint(x: 0, y: -20 - 81))
    #expect(header.pullingPercent == 1.5)
    list.drag(to: CGPoint(x: 0, y: 30))
    #expect(header.pullingPercent == 0)
  }
}

// MARK: - The trigger

extension RefreshHeaderTests {
  @Test func pullingByExactlyTheTriggerDistanceDoesNotTrigger() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pull(by: 54)
    #expect(header.states == [])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 0)
  }

  @Test func halfAPointPastTheTriggerDoes() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pull(by: 54.5)
    #expect(header.states == [.pulling, .refreshing])
    #expect(calls.count == 1)
  }

  @Test func comingBackBeforeReleasingCancels() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 70, release: false)
    list.drag(to: CGPoint(x: 0, y: -54))
    list.endDragging()
    #expect(header.states == [.pulling, .idle])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(list.adjustedContentInset.top == 0)
  }

  @Test func customTriggerDistanceIsStrictToo() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.triggerDistance = 80
    list.pull(by: 80)
    #expect(header.state == .idle)
    scheduler.runUntilIdle()
    list.pull(by: 80.5)
    #expect(header.state == .refreshing)
    #expect(list.adjustedContentInset.top == 54)
  }

  @Test func theTriggerCountsFromTheAppsTopInset() {
    list.contentInset = EdgeInsets(top: 64)
    list.safeAreaInsets = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -84)
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 54, release: false)
    #expect(header.state == .idle)
    list.drag(to: CGPoint(x: 0, y: -84 - 54.5))
    #expect(header.state == .pulling)
  }
}

// MARK: - Whole timelines

extension RefreshHeaderTests {
  @Test func revealAndCollapseAnimateOnTheScheduler() {
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 74)
    #expect(list.contentOffset.y == -94)
    #expect(list.adjustedContentInset.top == 74)
    scheduler.advance(by: .milliseconds(249))
    #expect(list.contentOffset.y < -74)
    scheduler.advance(by: .milliseconds(1))
    #expect(list.contentOffset.y == -74)
    #expect(scheduler.pendingCount == 0)
    list.endRefreshing()
    #expect(list.adjustedContentInset.top == 20)
    scheduler.advance(by: .milliseconds(399))
    #expect(list.contentOffset.y < -20)
    scheduler.advance(by: .milliseconds(1))
    #expect(list.contentOffset.y == -20)
    #expect(scheduler.pendingCount == 0)
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endThenBeginFiveTimesInARow() {
    let calls = Counter()
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pullToRefresh()
    #expect(calls.count == 1)
    for round in 1...5 {
      header.endRefreshing()
      header.beginRefreshing()
      #expect(calls.count == 1 + round)
      #expect(header.state == .refreshing)
      #expect(list.adjustedContentInset.top == 74)
    }
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 74)
    #expect(list.contentOffset.y == -74)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 20)
    #expect(list.contentOffset.y == -20)
    #expect(calls.count == 6)
    #expect(
      header.states
        == [.pulling, .refreshing]
        + Array(repeating: [.idle, .refreshing], count: 5).flatMap { $0 }
        + [.idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endBeforeTheRevealFinishes() {
    let calls = Counter()
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    scheduler.advance(by: .milliseconds(100))
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 20)
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 20)
    #expect(list.contentOffset.y == -20)
    #expect(calls.count == 1)
    #expect(header.states == [.refreshing, .idle])
  }

  @Test func theBlockRunsOnceAfterEveryObserverSawTheChange() {
    let seen = StateSnapshots()
    header.onStateChange = { _ in seen.observerCalls += 1 }
    list.addRefreshHeader(refreshHeader: header) { [weak header, weak list] in
      guard let header, let list else { return }
      seen.snapshots.append("\(header.states) inset=\(list.adjustedContentInset.top)")
      seen.observerCallsAtBlock.append(seen.observerCalls)
    }
    list.pullToRefresh()
    scheduler.runUntilIdle()
    #expect(seen.snapshots == ["[pulling, refreshing] inset=54.0"])
    #expect(seen.observerCallsAtBlock == [2])
    header.endRefreshing()
    header.beginRefreshing()
    #expect(seen.snapshots.count == 2)
  }

  @Test func endInsideTheBlockLeavesAConsistentState() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { [weak header] in
      calls.count += 1
      header?.endRefreshing()
    }
    list.pullToRefresh()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(calls.count == 1)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endInsideAStateObserverIsAppliedAfterTheChange() {
    let calls = Counter()
    header.onStateChange = { [weak header] state in
      if state == .refreshing { header?.endRefreshing() }
    }
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pullToRefresh()
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func beginInsideTheBlockIsANoOpAndEndThenBeginStartsANewEpisode() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { [weak header] in
      calls.count += 1
      if calls.count == 1 {
        header?.beginRefreshing()
        header?.endRefreshing()
        header?.beginRefreshing()
      }
    }
    header.beginRefreshing()
    #expect(calls.count == 2)
    #expect(header.states == [.refreshing, .idle, .refreshing])
    #expect(list.adjustedContentInset.top == 54)
  }

  @Test func appInsetChangesWhileRefreshingSurviveTheEnd() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.pullToRefresh()
    scheduler.runUntilIdle()
    list.contentInset = EdgeInsets(top: 30, bottom: 10)
    #expect(list.adjustedContentInset.top == 84)
    list.endRefreshing()
    #expect(list.contentInset == EdgeInsets(top: 30, bottom: 10))
    #expect(list.adjustedContentInset.top == 30)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -30)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func scrollingUpWhileRefreshingShrinksTheContribution() {
    list.contentInset = EdgeInsets(top: 10)
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -64)
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: -40))
    #expect(list.refreshInsets.top == 30)
    list.drag(to: CGPoint(x: 0, y: 100))
    #expect(list.refreshInsets.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
    list.drag(to: CGPoint(x: 0, y: -30))
    #expect(list.refreshInsets.top == 20)
    list.drag(to: CGPoint(x: 0, y: -200))
    #expect(list.refreshInsets.top == 54)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -64)
    #expect(list.refreshInsets.top == 54)
    #expect(header.state == .refreshing)
    list.push(by: 300)
    #expect(list.refreshInsets.top == 0)
    list.endRefreshing()
    #expect(list.refreshInsets.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func theRevealItselfDoesNotShrinkTheContribution() {
    list.contentOffset = CGPoint(x: 0, y: 300)
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    scheduler.advance(by: .milliseconds(100))
    #expect(list.refreshInsets.top == 54)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    #expect(list.refreshInsets.top == 54)
  }

  @Test func aHeaderThatGrowsWhileRefreshingContributesItsNewHeight() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    header.height = 70
    #expect(list.refreshInsets.top == 70)
    header.height = 40
    #expect(list.refreshInsets.top == 40)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func automaticAlphaFollowsThePull() {
    header.isAutomaticallyChangeAlpha = true
    #expect(header.alpha == 0)
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 27, release: false)
    #expect(header.alpha == 0.5)
    list.drag(to: CGPoint(x: 0, y: -80))
    list.endDragging()
    #expect(header.alpha == 1)
    scheduler.runUntilIdle()
    #expect(header.alpha == 1)
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(header.alpha == 0)
  }
}

/// What a refreshing block saw when it ran.
@MainActor
final class StateSnapshots {
  var snapshots: [String] = []
  var observerCalls = 0
  var observerCallsAtBlock: [Int] = []
}

// MARK: - Waiting to be shown

extension RefreshHeaderTests {
  @Test func beginOnAnInvisibleContainerWaitsUntilItIsShown() {
    let calls = Counter()
    list.isVisible = false
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.isRefreshing)
    #expect(list.adjustedContentInset.top == 0)
    #expect(calls.count == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
    list.isVisible = true
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 54)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    #expect(header.states == [.willRefresh, .refreshing])
  }

  @Test func endBeforeTheContainerIsShownCancelsTheRefresh() {
    let calls = Counter()
    let ended = Counter()
    list.isVisible = false
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    header.endRefreshing { ended.count += 1 }
    #expect(header.state == .idle)
    #expect(ended.count == 1)
    list.isVisible = true
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    #expect(ended.count == 1)
    #expect(header.states == [.willRefresh, .idle])
  }

  @Test func aZeroSizedContainerWaitsForASize() {
    let calls = Counter()
    list.frame = .zero
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    list.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
    #expect(header.state == .willRefresh)
    list.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(header.frame.width == 375)
  }

  @Test func aDetachedHeaderWaitsUntilItIsAttached() {
    let calls = Counter()
    header.refreshingBlock = { calls.count += 1 }
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    list.refreshHeader = header
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 54)
  }
}

// MARK: - Bad input

extension RefreshHeaderTests {
  @Test func nonFiniteGeometryIsIgnored() {
    list.contentInset = EdgeInsets(top: 20)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.addRefreshHeader(refreshHeader: header) {}
    let frame = header.frame
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: CGFloat.nan))
    list.drag(by: .infinity)
    list.drag(by: -.infinity)
    list.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    list.contentSize = CGSize(width: CGFloat.infinity, height: 10)
    list.contentInset = EdgeInsets(top: .nan)
    list.safeAreaInsets = EdgeInsets(bottom: -.infinity)
    list.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
    list.endDragging(velocity: CGPoint(x: 0, y: CGFloat.nan))
    scheduler.runUntilIdle()
    #expect(list.contentOffset == CGPoint(x: 0, y: -20))
    #expect(list.contentSize == CGSize(width: 375, height: 2000))
    #expect(list.contentInset == EdgeInsets(top: 20))
    #expect(list.safeAreaInsets == .zero)
    #expect(header.frame == frame)
    #expect(header.pullingPercent == 0)
    #expect(header.state == .idle)
    #expect(RefreshInvariants.violations(in: list) == [])
    list.pullToRefresh()
    #expect(header.state == .refreshing)
  }
}

// MARK: - Beginning while the user holds the content

extension RefreshHeaderTests {
  @Test func aBeginDuringADragAppliesTheInsetAndLeavesTheContentToTheFinger() {
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.triggerDistance = 200
    list.pull(by: 80, release: false)
    header.beginRefreshing { self.header.recorder.note(.noMoreData) }
    #expect(header.state == .refreshing)
    #expect(list.adjustedContentInset.top == 54)
    #expect(list.contentOffset.y == -80)
    #expect(scheduler.pendingCount == 0)
    #expect(calls.count == 1)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    #expect(header.states == [.refreshing, .noMoreData])
  }

  @Test func releasedInsideTheNewLimitsTheContentStaysWhereTheUserLeftIt() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 20, release: false)
    header.beginRefreshing()
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -20)
    #expect(header.state == .refreshing)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

// MARK: - Resizing while open

extension RefreshHeaderTests {
  @Test func aHeaderThatShrinksWhileRefreshingKeepsTheContentAgainstIt() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -RefreshHeader.defaultHeight)
    let shorter: CGFloat = 40
    header.height = shorter
    #expect(list.adjustedContentInset.top == shorter)
    scheduler.runUntilIdle()
    // No gap above the header: the content followed its top edge down.
    #expect(list.contentOffset.y == -shorter)
    #expect(header.state == .refreshing)
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func aHeaderThatGrowsWhileRefreshingLeavesTheOffsetAlone() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerRefreshing()
    scheduler.runUntilIdle()
    header.height = 80
    #expect(list.adjustedContentInset.top == 80)
    #expect(!list.isAnimatingContentOffset)
    #expect(list.contentOffset.y == -RefreshHeader.defaultHeight)
    list.endRefreshing()
    scheduler.runUntilIdle()
  }
}
