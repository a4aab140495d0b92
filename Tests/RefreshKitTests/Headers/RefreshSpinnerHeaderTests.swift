import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshSpinnerHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RecordingSpinnerHeader()

  init() {
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  }
}

/// Records each state and whether the spinner plays right after it, as an app sees it.
final class RecordingSpinnerHeader: RefreshSpinnerHeader, StateRecording {
  struct Step: Equatable {
    var state: RefreshState
    var isPlaying: Bool
  }
  let recorder = StateRecorder<Step>(.everySetting)
  var steps: [Step] { recorder.entries }
  override var state: RefreshState {
    didSet {
      recorder.record(
        Step(state: state, isPlaying: animationView.isPlaying), for: state, from: oldValue)
    }
  }
}

extension RefreshSpinnerHeaderTests {
  @Test func prepareHidesLabelsAndSetsUpALoopingSpinner() {
    #expect(header.stateLabel.isHidden)
    #expect(header.lastUpdatedTimeLabel.isHidden)
    #expect(header.height == 56)
    #expect(header.animationView.superview === header)
    #expect(header.animationView.loopMode == .loop)
    #expect(header.animationView.animation?.name == "refresh")
    #expect(header.animationView.frameCount >= 12)
    #expect(!header.animationView.isPlaying)
  }

  @Test func placeSubviewsCentresA24PointSpinner() {
    list.refreshHeader = header
    list.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: -56, width: 375, height: 56))
    #expect(header.animationView.frame == CGRect(x: 175.5, y: 16, width: 24, height: 24))
    list.frame.size.width = 320
    list.layoutIfNeeded()
    #expect(header.animationView.frame == CGRect(x: 148, y: 16, width: 24, height: 24))
  }

  @Test func playsWhilePullingAndRefreshingAndStopsWhenIdle() {
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 60, release: false)
    #expect(header.state == .pulling)
    #expect(header.animationView.isPlaying)
    scheduler.advance(by: .milliseconds(250))
    #expect(header.animationView.currentFrame == 3)  // 12 fps: frame ⌊0.25 × 12⌋
    list.drag(to: CGPoint(x: 0, y: -20))
    #expect(header.state == .idle)
    #expect(!header.animationView.isPlaying)
    #expect(header.animationView.currentFrame == 0)
    #expect(scheduler.pendingCount == 0)
    list.endDragging()
    scheduler.advance(by: .seconds(1))
    list.pullToRefresh()
    scheduler.advance(by: .milliseconds(500))
    #expect(header.state == .refreshing)
    #expect(header.animationView.isPlaying)
    header.endRefreshing()
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 0)
    #expect(
      header.steps == [
        // The initial idle reaches the seed-style `didSet` once, after `prepare()`.
        .init(state: .idle, isPlaying: false),
        .init(state: .pulling, isPlaying: true), .init(state: .idle, isPlaying: false),
        .init(state: .pulling, isPlaying: true), .init(state: .refreshing, isPlaying: true),
        .init(state: .idle, isPlaying: false),
      ])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func detachingWhileRefreshingStopsTheSpinner() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    #expect(header.animationView.isPlaying)
    list.refreshHeader = nil
    #expect(header.state == .idle)
    #expect(!header.animationView.isPlaying)
    #expect(scheduler.pendingCount == 0 || scheduler.runUntilIdle())
  }
}

/// Issue #5 item 6: the spinner attached with `addRefreshHeader(refreshHeader:refreshBlock:)`
/// and started with `triggerDelayRefreshing()`, entirely on virtual time.
@MainActor
@Suite struct RefreshSpinnerHeaderDelayedTriggerTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RecordingSpinnerHeader()
  let calls = Counter()

  init() {
    list.contentInset = EdgeInsets(top: 20)
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    list.addRefreshHeader(refreshHeader: header) { [calls] in calls.count += 1 }
  }
}

extension RefreshSpinnerHeaderDelayedTriggerTests {
  @Test func refreshesAfterSevenTenthsOfASecondAndEndsTwoSecondsLater() {
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(690))
    #expect(header.state == .idle)
    #expect(!header.animationView.isPlaying)
    #expect(calls.count == 0)
    #expect(list.adjustedContentInset.top == 20)

    scheduler.advance(by: .milliseconds(10))
    #expect(header.state == .refreshing)
    #expect(header.animationView.isPlaying)
    #expect(calls.count == 1)
    #expect(list.adjustedContentInset.top == 76)  // 20 + 56

    scheduler.advance(by: .seconds(2))
    #expect(header.animationView.isPlaying)
    #expect(list.contentOffset.y == -76)
    #expect(calls.count == 1)
    list.endRefreshing()
    #expect(header.state == .idle)
    #expect(!header.animationView.isPlaying)
    #expect(list.adjustedContentInset.top == 20)

    scheduler.advance(by: .seconds(1))
    #expect(list.contentOffset.y == -20)
    #expect(scheduler.pendingCount == 0)
    #expect(calls.count == 1)
    #expect(
      header.steps == [
        .init(state: .idle, isPlaying: false),
        .init(state: .refreshing, isPlaying: true), .init(state: .idle, isPlaying: false),
      ])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func spinnerFramesAdvanceOnVirtualTimeWhileRefreshing() {
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(700))
    let start = scheduler.now
    var frames: [Int] = []
    for index in 0..<14 {
      // Frame k starts exactly k/12 s after the start (no drift from summing 1/12 s).
      scheduler.advance(to: start + .seconds(index) / 12)
      frames.append(header.animationView.currentFrame)
    }
    #expect(frames == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1])
  }

  @Test func replacingTheHeaderDuringTheDelayCancelsTheTrigger() {
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(300))
    let replacement = RecordingSpinnerHeader()
    replacement.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let replacementCalls = Counter()
    list.addRefreshHeader(refreshHeader: replacement) { [replacementCalls] in
      replacementCalls.count += 1
    }
    scheduler.advance(by: .seconds(2))
    #expect(header.state == .idle)
    // Only the initial idle, announced after `prepare()`: neither ever refreshed.
    #expect(header.steps == [.init(state: .idle, isPlaying: false)])
    #expect(replacement.steps == [.init(state: .idle, isPlaying: false)])
    #expect(!replacement.animationView.isPlaying)
    #expect(calls.count == 0)
    #expect(replacementCalls.count == 0)
    #expect(list.adjustedContentInset.top == 20)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func endingDuringTheDelayCancelsTheTrigger() {
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(500))
    list.endRefreshing()
    scheduler.advance(by: .seconds(2))
    #expect(header.steps == [.init(state: .idle, isPlaying: false)])
    #expect(calls.count == 0)
    #expect(scheduler.pendingCount == 0)
  }
}

extension RefreshSpinnerHeaderTests {
  // MySpinnerHeader (Documentation/SpinnerHeaderSource.swift) is the same header written as an
  // app writes it, without `@testable`: public API is enough.
  @Test func anAppWritesTheSameHeaderWithPublicAPIOnly() {
    let appHeader = MySpinnerHeader()
    appHeader.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let other = ListFixture(scheduler: scheduler).list
    list.addRefreshHeader(refreshHeader: header) {}
    other.addRefreshHeader(refreshHeader: appHeader) {}
    list.layoutIfNeeded()
    other.layoutIfNeeded()
    #expect(appHeader.animationView.frame == header.animationView.frame)
    list.pullToRefresh()
    other.pullToRefresh()
    scheduler.advance(by: .milliseconds(300))
    #expect(appHeader.animationView.isPlaying && header.animationView.isPlaying)
    #expect(appHeader.animationView.currentFrame == header.animationView.currentFrame)
    list.endRefreshing()
    other.endRefreshing()
    #expect(!appHeader.animationView.isPlaying && !header.animationView.isPlaying)
  }
}
