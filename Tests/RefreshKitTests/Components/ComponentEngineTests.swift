import Foundation
import RefreshKitTesting
import Testing

@testable import RefreshKit

/// The engine's ordering rule where state changes nest: a change a hook makes is complete when
/// the hook returns, and only then does its refreshing block run.
@MainActor
@Suite final class ComponentEngineTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 2000)
  }

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  /// A subclass observer that scrolls (a nested notification) while the change a hook made is
  /// still being applied: the block waits for the observer and the hook.
  @Test func aBlockWaitsForTheObserversOfAChangeAHookMadeEvenWhenOneScrolls() {
    let header = ScrollingObserverHeader()
    list.addRefreshHeader(refreshHeader: header) { header.log.append("block") }
    list.drag(to: CGPoint(x: 0, y: -120))
    #expect(header.log == ["observer scrolled", "hook returned", "block"])
    header.endRefreshing()
    list.endDragging()
    scheduler.runUntilIdle()
  }

  @Test func aRequestFromAnObserverRunsOnceTheChangeIsComplete() {
    let header = ScrollingObserverHeader()
    list.addRefreshHeader(refreshHeader: header) { header.log.append("block") }
    header.endsFromObserver = true
    list.drag(to: CGPoint(x: 0, y: -120))
    #expect(header.log == ["observer scrolled", "hook returned", "block"])
    #expect(header.state == .idle)
    list.endDragging()
    scheduler.runUntilIdle()
  }
}

/// A header whose hook starts refreshing by assigning `state` past 100 points, and whose
/// `state` observer scrolls the list when it starts.
@MainActor
final class ScrollingObserverHeader: RefreshHeader {
  var log: [String] = []
  var endsFromObserver = false

  override var state: RefreshState {
    didSet {
      guard state == .refreshing, oldValue != .refreshing else { return }
      scrollView?.contentOffset = CGPoint(x: 0, y: -110)
      log.append("observer scrolled")
      if endsFromObserver { endRefreshing() }
    }
  }

  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard change.newValue.y < -115, state == .pulling else { return }
    state = .refreshing
    log.append("hook returned")
  }
}
