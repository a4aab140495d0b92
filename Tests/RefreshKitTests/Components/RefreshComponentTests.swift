import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@MainActor
@Suite final class RefreshComponentTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let log = TimelineLog()

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

/// A component that records every public hook it receives.
@MainActor
final class HookRecorder: RefreshComponent {
  var prepareCount = 0
  var events: [String] = []

  override func prepare() {
    super.prepare()
    prepareCount += 1
  }

  override func placeSubviews() {
    super.placeSubviews()
    events.append("place")
  }

  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    events.append("offset \(change.oldValue.y.rounded()) -> \(change.newValue.y.rounded())")
  }

  override func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    events.append("size \(change.oldValue.height) -> \(change.newValue.height)")
  }

  override func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    events.append("pan \(change.newValue)")
  }
}

/// A header whose hooks forget to call super, as app code sometimes does.
@MainActor
final class SuperlessHeader: RefreshHeader {
  override func prepare() {}
  override func placeSubviews() {}
  override func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {}
  override func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {}
  override func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {}
}

/// A header with faster animations, set in `prepare()` as the docs say.
@MainActor
final class QuickHeader: RefreshHeader {
  override func prepare() {
    super.prepare()
    fastAnimationDuration = .milliseconds(100)
    slowAnimationDuration = .milliseconds(200)
  }
}

// MARK: - Hooks

extension RefreshComponentTests {
  @Test func prepareRunsOnceFromInit() {
    let component = HookRecorder()
    #expect(component.prepareCount == 1)
    #expect(component.fastAnimationDuration == .milliseconds(250))
    #expect(component.slowAnimationDuration == .milliseconds(400))
    #expect(component.state == .idle)
    #expect(component.episode == 0)
  }

  @Test func hooksSeeEveryChangeInOrder() {
    let component = HookRecorder()
    list.addSubview(component)
    list.layoutIfNeeded()
    list.contentSize = CGSize(width: 375, height: 2500)
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: 10))
    list.drag(to: CGPoint(x: 0, y: 10))
    list.endDragging()
    #expect(
      component.events == [
        "place", "size 2000.0 -> 2500.0", "pan began", "offset 0.0 -> 10.0", "pan changed",
        "pan ended",
      ])
    #expect(list.refreshComponents.map(ObjectIdentifier.init) == [ObjectIdentifier(component)])
    #expect(component.scrollView === list)
  }

  @Test func placeSubviewsRunsAtLayoutAfterAStateChange() {
    let component = HookRecorder()
    list.addSubview(component)
    list.layoutIfNeeded()
    component.beginRefreshing()
    list.layoutIfNeeded()
    #expect(component.events == ["place", "place"])
  }

  @Test func aHeaderWhoseHooksForgetSuperStillRefreshes() {
    let header = SuperlessHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    list.endRefreshing()
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
  }

  @Test func animationDurationsSetInPrepareAreUsed() {
    list.addRefreshHeader(refreshHeader: QuickHeader()) {}
    list.pullToRefresh()
    scheduler.advance(by: .milliseconds(100))
    #expect(list.contentOffset.y == -54)
    #expect(scheduler.pendingCount == 0)
    list.endRefreshing()
    scheduler.advance(by: .milliseconds(200))
    #expect(list.contentOffset.y == 0)
    #expect(scheduler.pendingCount == 0)
  }
}

// MARK: - Beginning and ending

extension RefreshComponentTests {
  @Test func aComponentWithoutGeometryRefreshesAndCompletesAtOnce() {
    let component = HookRecorder()
    let calls = Counter()
    component.refreshingBlock = { calls.count += 1 }
    list.addSubview(component)
    component.beginRefreshing { [log] in log.events.append("began") }
    #expect(component.state == .refreshing)
    #expect(component.isRefreshing)
    #expect(component.episode == 1)
    #expect(calls.count == 1)
    #expect(log.events == ["began"])
    component.endRefreshing { [log] in log.events.append("ended") }
    #expect(component.state == .idle)
    #expect(component.episode == 2)
    #expect(log.events == ["began", "ended"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func beginCompletionRunsOnceWhenTheRevealHasFinished() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing { [log] in log.events.append("began") }
    #expect(log.events == [])
    scheduler.advance(by: .milliseconds(249))
    #expect(log.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(log.events == ["began"])
    header.endRefreshing()
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(log.events == ["began"])
  }

  @Test func endCompletionRunsOnceWhenTheCollapseHasFinished() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    scheduler.runUntilIdle()
    header.endRefreshing { [log] in log.events.append("ended") }
    scheduler.advance(by: .milliseconds(399))
    #expect(log.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(log.events == ["ended"])
    header.beginRefreshing()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(log.events == ["ended"])
  }

  @Test func endBeforeTheRevealCompletesTheBeginOnceAtTheEnd() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing { [log] in log.events.append("began") }
    scheduler.advance(by: .milliseconds(100))
    header.endRefreshing { [log] in log.events.append("ended") }
    #expect(log.events == ["began"])
    scheduler.runUntilIdle()
    #expect(log.events == ["began", "ended"])
  }

  @Test func beginRightAfterEndCompletesTheEnd() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    scheduler.runUntilIdle()
    header.endRefreshing { [log] in log.events.append("ended") }
    // Still fully revealed (the collapse had no frame yet): the begin is complete at once.
    header.beginRefreshing { [log] in log.events.append("began") }
    #expect(log.events == ["ended", "began"])
    scheduler.runUntilIdle()
    #expect(log.events == ["ended", "began"])
    #expect(list.contentOffset.y == -54)
  }

  @Test func endOnAnIdleComponentCompletesAtOnce() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.endRefreshing { [log] in log.events.append("ended") }
    #expect(log.events == ["ended"])
    #expect(header.states == [])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func beginWhileRefreshingOnlyCompletes() {
    let header = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    header.beginRefreshing { [log] in log.events.append("again") }
    #expect(log.events == ["again"])
    #expect(calls.count == 1)
    #expect(header.states == [.refreshing])
  }

  @Test func episodesMoveOnEachStartAndEnd() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 70, release: false)
    #expect(header.episode == 0)
    list.endDragging()
    #expect(header.episode == 1)
    header.endRefreshing()
    #expect(header.episode == 2)
  }

  @Test func theLastResultTellsHowEachRefreshEndedUntilTheNextBegins() {
    let header = RecordingHeader()
    var seenByTheObserver: [RefreshResult?] = []
    header.onStateChange = { [unowned header] _ in seenByTheObserver.append(header.lastResult) }
    list.addRefreshHeader(refreshHeader: header) {}
    #expect(header.lastResult == nil)
    // An end with nothing to end leaves it alone.
    header.endRefreshing(result: .failure(message: nil))
    #expect(header.lastResult == nil)
    header.beginRefreshing()
    header.endRefreshing(result: .failure(message: "Offline"))
    #expect(header.lastResult == .failure(message: "Offline"))
    scheduler.runUntilIdle()
    #expect(header.lastResult == .failure(message: "Offline"))
    header.beginRefreshing()
    #expect(header.lastResult == nil)
    // A plain end is a success.
    header.endRefreshing()
    #expect(header.lastResult == .success)
    scheduler.runUntilIdle()
    // The state observers of each change read it already.
    #expect(seenByTheObserver == [nil, .failure(message: "Offline"), nil, .success])
  }

  @Test func assigningTheStateDirectlyRunsTheBlockOnce() {
    let header = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.state = .refreshing
    header.state = .refreshing
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 54)
    header.state = .idle
    #expect(list.adjustedContentInset.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func beginFromAnObserverIsAppliedAfterTheChangeInOrder() {
    let header = RecordingHeader()
    let calls = Counter()
    // Weak: the header keeps this closure (a strong capture is a cycle LeakSanitizer reports).
    header.onStateChange = { [weak header] state in
      guard let header else { return }
      if state == .idle && header.states.count == 2 { header.beginRefreshing() }
    }
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.states == [.refreshing, .idle, .refreshing])
    #expect(calls.count == 2)
    #expect(list.adjustedContentInset.top == 54)
  }

  @Test func removingARefreshingComponentEndsItAndRemovesItsContribution() {
    let header = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    header.beginRefreshing { [log] in log.events.append("began") }
    header.removeFromSuperview()
    #expect(header.state == .idle)
    #expect(header.scrollView == nil)
    #expect(list.refreshInsets == .zero)
    #expect(list.refreshComponents.isEmpty)
    #expect(list.refreshHeader == nil)
    #expect(log.events == ["began"])
    scheduler.runUntilIdle()
    #expect(calls.count == 1)
    #expect(log.events == ["began"])
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

/// A header that, the first time it starts refreshing, restarts from inside its observer
/// by assigning `state` directly (no begin/end call to queue).
@MainActor
final class RestartingHeader: RefreshHeader {
  var states: [RefreshState] = []
  private var hasRestarted = false

  override var state: RefreshState {
    didSet {
      // Transitions only (the initial idle announcement has its own test).
      guard state != oldValue else { return }
      states.append(state)
      if state == .refreshing && !hasRestarted {
        hasRestarted = true
        restart()
      }
    }
  }

  private func restart() {
    state = .idle
    state = .refreshing
  }
}

extension RefreshComponentTests {
  @Test func aBlockQueuedForASupersededEpisodeNeverRuns() {
    let header = RestartingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { [weak header, log] in
      log.events.append("block in episode \(header?.episode ?? -1)")
      calls.count += 1
    }
    header.beginRefreshing()
    #expect(header.states == [.refreshing, .idle, .refreshing])
    #expect(log.events == ["block in episode 3"])
    #expect(list.refreshInsets.top == 54)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

extension RefreshComponentTests {
  @Test func negativeAnimationDurationsLandAtOnce() {
    let header = RecordingHeader()
    header.fastAnimationDuration = .milliseconds(-1)
    header.slowAnimationDuration = .seconds(-1)
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing { [log] in log.events.append("began") }
    #expect(list.contentOffset.y == -54)
    #expect(log.events == ["began"])
    header.endRefreshing { [log] in log.events.append("ended") }
    #expect(list.contentOffset.y == 0)
    #expect(log.events == ["began", "ended"])
    #expect(scheduler.pendingCount == 0)
  }
}

/// A header whose public pan hook ends a refresh the release just started, and reads the
/// state right after, as app code would.
@MainActor
final class EndOnReleaseHeader: RefreshHeader {
  var stateAfterEnd: RefreshState?
  var states: [RefreshState] = []

  override var state: RefreshState {
    // Transitions only: the initial idle that reaches observers after `prepare()` is
    // covered by its own test.
    didSet { if state != oldValue { states.append(state) } }
  }

  override func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    guard change.newValue == .ended, state == .refreshing else { return }
    endRefreshing()
    stateAfterEnd = state
  }
}

extension RefreshComponentTests {
  @Test func aRequestFromAPublicHookAppliesAtOnce() {
    let header = EndOnReleaseHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.pullToRefresh()
    #expect(header.stateAfterEnd == .idle)
    #expect(header.states == [.pulling, .refreshing, .idle])
    // The release's change was complete (block included) before the public hook ran;
    // the hook's end then applied at once. (It used to wait for the end of the
    // notification, and the block never ran: the deferral issue 10 removes.)
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(calls.count == 1)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}
