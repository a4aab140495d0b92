import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@MainActor
@Suite final class RefreshAutoFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RecordingAutoFooter()
  let loads = LoadCounter()

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  /// Attaches the footer with a block that counts loads and then runs `then`.
  func attach(then: (@MainActor () -> Void)? = nil) {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in
      loads.count += 1
      then?()
    }
  }
}

/// An auto footer that records every state it enters (transitions only).
final class RecordingAutoFooter: RefreshAutoFooter, StateRecording {
  let recorder = StateRecorder<RefreshState>(.transitions)
  override var state: RefreshState { didSet { recorder.record(state, from: oldValue) } }
}

extension RefreshAutoFooterTests {
  @Test func sitsAfterTheContentAndReservesItsHeight() {
    attach()
    #expect(footer.frame == CGRect(x: 0, y: 1000, width: 375, height: 44))
    #expect(list.refreshInsets == EdgeInsets(bottom: 44))
    #expect(list.maximumContentOffset.y == 377)
    list.contentSize.height = 1200
    #expect(footer.frame.minY == 1200)
    list.contentInset = EdgeInsets(left: 10, right: 5)
    #expect(footer.frame == CGRect(x: 0, y: 1200, width: 360, height: 44))
    #expect(footer.states == [])
    expectSound(list)
  }

  @Test func firesOnceAtTheEndAndNotAgainWhileThere() {
    attach()
    list.scrollToEnd(release: false)
    #expect(list.contentOffset.y == 377)
    #expect(loads.count == 1)
    #expect(footer.state == .refreshing)
    #expect(list.refreshInsets == EdgeInsets(bottom: 44))
    expectSound(list)
    // Still at the end in the same drag: wiggling does not load again.
    list.drag(to: CGPoint(x: 0, y: 360))
    list.drag(to: CGPoint(x: 0, y: 377))
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    footer.endRefreshing()
    #expect(footer.state == .idle)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    #expect(loads.count == 1)
    expectSound(list)
    // The content grows under the resting offset: no load without new scrolling.
    list.contentSize.height = 1500
    #expect(footer.frame.minY == 1500)
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    expectSound(list)
    // The user scrolls again: a new load.
    list.scrollToEnd()
    #expect(list.contentOffset.y == 877)
    #expect(loads.count == 2)
    #expect(footer.states == [.refreshing, .idle, .refreshing])
    expectSound(list)
  }

  @Test func contentChangesAfterAnEndNeverTrigger() {
    attach { [weak list, weak footer] in
      list?.contentSize.height += 500
      footer?.endRefreshing()
    }
    list.scrollToEnd()
    #expect(loads.count == 1)
    #expect(footer.state == .idle)
    scheduler.runUntilIdle()
    // Shrinking under the offset puts the footer past the threshold; still no load.
    list.contentSize.height = 600
    list.contentSize.height = 900
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    // Programmatic scrolling is not the user scrolling.
    list.setContentOffset(CGPoint(x: 0, y: 277), animated: true)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 277)
    #expect(loads.count == 1)
    #expect(footer.states == [.refreshing, .idle])
    expectSound(list)
  }

  @Test(arguments: [(1, 1), (2, 2), (-1, 5)])
  func autoTriggerTimesPerDrag(times: Int, expectedLoads: Int) {
    footer.autoTriggerTimes = times
    attach { [weak list, weak footer] in
      list?.contentSize.height += 500
      footer?.endRefreshing()
    }
    // Five times to the (growing) end, all in one drag.
    for _ in 0..<5 { list.scrollToEnd(release: false) }
    #expect(loads.count == expectedLoads)
    expectSound(list)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(loads.count == expectedLoads)
    // A new drag resets the budget.
    list.scrollToEnd()
    #expect(loads.count == expectedLoads + 1)
    expectSound(list)
  }

  @Test func halfVisiblePercent() {
    footer.triggerAutomaticallyRefreshPercent = 0.5
    attach()
    // Threshold: 1000 + 0.5 × 44 − 667 = 355.
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: 354))
    #expect(loads.count == 0)
    list.drag(to: CGPoint(x: 0, y: 355))
    #expect(loads.count == 1)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(footer.states == [.refreshing])
    expectSound(list)
  }

  @Test func negativePercentPreloads() {
    footer.triggerAutomaticallyRefreshPercent = -1
    attach()
    // Threshold: 1000 − 44 − 667 = 289, one footer height before the content's end shows.
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: 288))
    #expect(loads.count == 0)
    list.drag(to: CGPoint(x: 0, y: 289))
    #expect(loads.count == 1)
    list.endDragging()
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func headerPullNeverFiresTheFooter() {
    // Content just longer than the view: with a -1 percent the threshold (-11) is above
    // the resting offset's top, so only the gates keep the header's pull from loading.
    list.contentSize.height = 700
    footer.triggerAutomaticallyRefreshPercent = -1
    attach()
    let header = RefreshHeader()
    let headerLoads = LoadCounter()
    list.addRefreshHeader(refreshHeader: header) { headerLoads.count += 1 }
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)
    expectSound(list)
    // Scrolling to the end while the header refreshes does not load more.
    list.scrollToEnd()
    scheduler.runUntilIdle()
    #expect(loads.count == 0)
    expectSound(list)
    // The header ends and settles; the footer stays idle.
    list.setContentOffset(CGPoint(x: 0, y: -54), animated: false)
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(loads.count == 0)
    #expect(headerLoads.count == 1)
    expectSound(list)
    // With the header done, scrolling towards the end loads.
    list.scrollToEnd()
    #expect(loads.count == 1)
    #expect(footer.states == [.refreshing])
    expectSound(list)
  }

  @Test func allowsRefreshWhileHeaderRefreshingOption() {
    footer.allowsRefreshWhileHeaderRefreshing = true
    attach()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    list.scrollToEnd()
    #expect(loads.count == 1)
    #expect(header.state == .refreshing)
    expectSound(list)
  }

  @Test func shortContentLoadsOnReleasePastTheEnd() {
    list.contentSize.height = 300
    attach()
    #expect(footer.frame.minY == 300)
    // A tap (touch and lift without moving) never loads.
    list.beginDragging()
    list.endDragging()
    #expect(loads.count == 0)
    // Dragging up past the end does not load until the release.
    list.push(by: 30, release: false)
    #expect(loads.count == 0)
    list.endDragging()
    #expect(loads.count == 1)
    #expect(footer.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    expectSound(list)
  }

  @Test func shortContentAtTheBottomOfTheView() {
    list.contentSize.height = 300
    list.contentInset = EdgeInsets(top: 20, bottom: 30)
    footer.shortContentPlacement = .bottomOfView
    attach()
    // 667 − 20 − 30 − 44: the footer's top at the bottom of the visible area at rest.
    #expect(footer.frame.minY == 573)
    list.contentSize.height = 800
    #expect(footer.frame.minY == 800)
    list.contentSize.height = 100
    #expect(footer.frame.minY == 573)
    list.push(by: 10)
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func automaticRefreshOffLoadsOnlyOnRelease() {
    footer.isAutomaticallyRefresh = false
    attach()
    list.scrollToEnd(release: false)
    #expect(loads.count == 0)
    list.endDragging()
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func flickDecelerationReachesTheEnd() {
    attach()
    list.push(by: 100, release: false)
    list.endDragging(velocity: CGPoint(x: 0, y: 2000))
    #expect(loads.count == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func blockRunsSynchronouslyWithoutReveal() {
    let completed = LoadCounter()
    attach()
    footer.beginRefreshing { completed.count += 1 }
    #expect(loads.count == 1)
    #expect(completed.count == 1)
    #expect(scheduler.pendingCount == 0)
    #expect(list.contentOffset.y == 0)
    footer.endRefreshing { completed.count += 1 }
    #expect(completed.count == 2)
    #expect(scheduler.pendingCount == 0)
    expectSound(list)
  }

  @Test func hiddenFooterGivesItsSpaceBackAndNeverLoads() {
    list.contentInset = EdgeInsets(bottom: 34)
    attach()
    #expect(list.adjustedContentInset.bottom == 78)
    footer.isHidden = true
    #expect(list.adjustedContentInset.bottom == 34)
    expectSound(list)
    list.scrollToEnd()
    #expect(loads.count == 0)
    footer.isHidden = false
    #expect(list.adjustedContentInset.bottom == 78)
    expectSound(list)
    list.scrollToEnd()
    #expect(loads.count == 1)
    // Hiding ends a load in progress; hiding in no-more-data keeps it.
    footer.isHidden = true
    #expect(footer.state == .idle)
    footer.isHidden = false
    footer.endRefreshingWithNoMoreData()
    footer.isHidden = true
    #expect(footer.state == .noMoreData)
    #expect(list.adjustedContentInset.bottom == 34)
    footer.isHidden = false
    #expect(footer.state == .noMoreData)
    #expect(list.adjustedContentInset.bottom == 78)
    #expect(footer.states == [.refreshing, .idle, .noMoreData])
    expectSound(list)
  }

  @Test func noMoreDataNeverLoads() {
    attach()
    footer.endRefreshingWithNoMoreData()
    list.scrollToEnd()
    list.pullUp(by: 30)
    footer.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(loads.count == 0)
    #expect(footer.state == .noMoreData)
    expectSound(list)
  }
}

// MARK: - Bad input

extension RefreshAutoFooterTests {
  @Test func triggerPercentIsClampedOrIgnored() {
    footer.triggerAutomaticallyRefreshPercent = .nan
    #expect(footer.triggerAutomaticallyRefreshPercent == 1)
    footer.triggerAutomaticallyRefreshPercent = -0.5
    #expect(footer.triggerAutomaticallyRefreshPercent == -0.5)
    footer.triggerAutomaticallyRefreshPercent = .infinity
    #expect(footer.triggerAutomaticallyRefreshPercent == -0.5)
    footer.triggerAutomaticallyRefreshPercent = -1e300
    #expect(footer.triggerAutomaticallyRefreshPercent == -1000)
    footer.triggerAutomaticallyRefreshPercent = 7
    #expect(footer.triggerAutomaticallyRefreshPercent == 1)
    attach()
    list.scrollToEnd()
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func hugeNegativePercentStillWaitsForTheUser() {
    footer.triggerAutomaticallyRefreshPercent = -1e9
    attach()
    scheduler.runUntilIdle()
    #expect(loads.count == 0)
    // Pulling down past the top never loads, even with every threshold met.
    list.pull(by: 40, release: false)
    list.drag(to: CGPoint(x: 0, y: -10))
    #expect(loads.count == 0)
    list.drag(to: CGPoint(x: 0, y: 1))
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func autoTriggerTimesIsClamped() {
    footer.autoTriggerTimes = 0
    #expect(footer.autoTriggerTimes == 1)
    footer.autoTriggerTimes = -7
    #expect(footer.autoTriggerTimes == -1)
    footer.autoTriggerTimes = 3
    #expect(footer.autoTriggerTimes == 3)
  }

  @Test func zeroAndNegativeContentSizes() {
    list.contentSize = .zero
    attach()
    #expect(footer.frame.minY == 0)
    list.contentSize = CGSize(width: -10, height: -500)
    #expect(list.contentSize == .zero)
    #expect(footer.frame.minY == 0)
    expectSound(list)
    list.push(by: 20)
    #expect(loads.count == 1)
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func zeroHeightContainer() {
    let flat = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 0), scheduler: scheduler)
    flat.contentSize = CGSize(width: 375, height: 1000)
    flat.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
    flat.scrollToEnd()
    flat.push(by: 50)
    scheduler.runUntilIdle()
    #expect(loads.count == 0)
    expectSound(flat)
    footer.beginRefreshing()
    #expect(footer.state == .willRefresh)
    #expect(loads.count == 0)
    flat.frame.size.height = 667
    #expect(footer.state == .refreshing)
    #expect(loads.count == 1)
    #expect(footer.states == [.willRefresh, .refreshing])
    expectSound(flat)
  }
}

// MARK: - Hiding at the bottom

extension RefreshAutoFooterTests {
  @Test func hidingTheFooterAtTheBottomSettlesTheContentOntoTheNewEnd() {
    attach()
    footer.endRefreshingWithNoMoreData()
    list.setContentOffset(CGPoint(x: 0, y: list.maximumContentOffset.y), animated: false)
    let withFooter = list.contentOffset.y
    footer.isHidden = true
    scheduler.runUntilIdle()
    #expect(list.maximumContentOffset.y == withFooter - footer.height)
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
  }
}
