import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@MainActor
@Suite final class RefreshBackFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RecordingBackFooter()
  let loads = LoadCounter()

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  func attach() {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
  }
}

/// A back footer that records every state it enters (transitions only).
final class RecordingBackFooter: RefreshBackFooter, StateRecording {
  let recorder = StateRecorder<RefreshState>(.transitions)
  override var state: RefreshState { didSet { recorder.record(state, from: oldValue) } }
}

extension RefreshBackFooterTests {
  @Test func hiddenBelowTheContentAtRest() {
    attach()
    #expect(footer.frame == CGRect(x: 0, y: 1000, width: 375, height: 44))
    #expect(list.refreshInsets == .zero)
    #expect(list.maximumContentOffset.y == 333)
    list.scrollToEnd()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 333)
    #expect(footer.states == [])
    #expect(loads.count == 0)
    expectSound(list)
  }

  @Test func pullReleaseRefreshEnd() {
    attach()
    list.scrollToEnd(release: false)
    list.drag(to: CGPoint(x: 0, y: 355))
    #expect(footer.pullingPercent == 0.5)
    // Exactly the footer's height is not enough: the trigger is strict.
    list.drag(to: CGPoint(x: 0, y: 377))
    #expect(footer.state == .idle)
    list.drag(to: CGPoint(x: 0, y: 378))
    #expect(footer.state == .pulling)
    list.endDragging()
    #expect(footer.state == .refreshing)
    #expect(loads.count == 1)
    #expect(list.refreshInsets == EdgeInsets(bottom: 44))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    expectSound(list)
    footer.endRefreshing()
    #expect(footer.state == .idle)
    #expect(list.refreshInsets == .zero)
    expectSound(list)
    scheduler.advance(by: .milliseconds(200))
    #expect(list.contentOffset.y > 333 && list.contentOffset.y < 377)
    scheduler.advance(by: .milliseconds(200))
    #expect(list.contentOffset.y == 333)
    #expect(footer.states == [.pulling, .refreshing, .idle])
    #expect(scheduler.pendingCount == 0)
    expectSound(list)
  }

  @Test func pullingBackCancels() {
    attach()
    list.pullUp(by: 60, release: false)
    #expect(footer.state == .pulling)
    list.drag(to: CGPoint(x: 0, y: 350))
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(footer.states == [.pulling, .idle])
    #expect(loads.count == 0)
    expectSound(list)
  }

  @Test func endWithGrownContentKeepsTheNewRowsInView() {
    attach()
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    // The load appended rows, then ended.
    list.contentSize.height = 1500
    #expect(footer.frame.minY == 1500)
    footer.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    // Ending first and growing in the same turn keeps the rows in view too.
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 877)
    footer.endRefreshing()
    list.contentSize.height = 2000
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 877)
    #expect(footer.states == [.pulling, .refreshing, .idle, .pulling, .refreshing, .idle])
    expectSound(list)
  }

  @Test func shortContentFooterAtTheBottomOfTheView() {
    list.contentSize.height = 300
    list.contentInset = EdgeInsets(top: 20, bottom: 30)
    attach()
    // 667 − 20 − 30: just below the visible area at rest.
    #expect(footer.frame.minY == 617)
    list.contentOffset = CGPoint(x: 0, y: -20)
    list.pullUp(by: 45)
    #expect(footer.state == .refreshing)
    // Height plus the gap between the short content and the bottom (617 − 300).
    #expect(list.refreshInsets == EdgeInsets(bottom: 361))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 24)
    expectSound(list)
    footer.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -20)
    expectSound(list)
  }

  @Test func noMoreDataStaysVisibleByDefault() {
    attach()
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    footer.endRefreshingWithNoMoreData()
    #expect(list.refreshInsets == EdgeInsets(bottom: 44))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    expectSound(list)
    // Pulling in no-more-data never loads.
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    #expect(loads.count == 1)
    #expect(footer.state == .noMoreData)
    // Turning the option off gives the space back and settles.
    footer.keepsVisibleWhenNoMoreData = false
    #expect(list.refreshInsets == .zero)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 333)
    footer.keepsVisibleWhenNoMoreData = true
    #expect(list.refreshInsets == EdgeInsets(bottom: 44))
    footer.resetNoMoreData()
    #expect(list.refreshInsets == .zero)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 333)
    #expect(footer.states == [.pulling, .refreshing, .noMoreData, .idle])
    expectSound(list)
  }

  @Test func noMoreDataHiddenWhenTheOptionIsOff() {
    footer.keepsVisibleWhenNoMoreData = false
    attach()
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    footer.endRefreshingWithNoMoreData()
    #expect(list.refreshInsets == .zero)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 333)
    expectSound(list)
  }

  @Test func headerRefreshingBlocksThePull() {
    attach()
    let header = RefreshHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    list.pullUp(by: 60)
    scheduler.runUntilIdle()
    #expect(footer.states == [])
    header.endRefreshing()
    scheduler.runUntilIdle()
    list.pullUp(by: 60)
    #expect(footer.state == .refreshing)
    expectSound(list)
  }

  @Test func programmaticBeginRevealsTheFooter() {
    attach()
    footer.beginRefreshing()
    #expect(loads.count == 1)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 377)
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 333)
    expectSound(list)
  }

  @Test func zeroContentAndZeroHeightContainer() {
    list.contentSize = .zero
    attach()
    #expect(footer.frame.minY == 667)
    list.pullUp(by: 45)
    #expect(footer.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 44)
    list.endRefreshing()
    scheduler.runUntilIdle()
    expectSound(list)
    list.frame.size.height = 0
    list.pullUp(by: 45)
    scheduler.runUntilIdle()
    #expect(footer.state == .idle)
    #expect(loads.count == 1)
    expectSound(list)
  }
}

// MARK: - Resizing while open

extension RefreshBackFooterTests {
  @Test func aFooterThatShrinksWhileRefreshingKeepsTheContentAgainstIt() {
    attach()
    list.scrollToEnd(overshoot: 100)
    scheduler.runUntilIdle()
    #expect(footer.state == .refreshing)
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    footer.height = 20
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    footer.endRefreshing()
    scheduler.runUntilIdle()
  }
}
