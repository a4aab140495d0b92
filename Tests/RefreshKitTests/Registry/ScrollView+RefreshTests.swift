import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewRefreshTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

// MARK: - Attaching

extension ScrollViewRefreshTests {
  @Test func addRefreshHeaderAttachesAndChains() {
    let header = RefreshHeader()
    let calls = Counter()
    let returned = list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    #expect(returned === list)
    #expect(list.refreshHeader === header)
    #expect(header.scrollView === list)
    #expect(list.subviews.first === header)
    list.triggerRefreshing()
    #expect(calls.count == 1)
    list.endRefreshing()
    #expect(header.state == .idle)
  }

  @Test func settingTheSameHeaderAgainDoesNothing() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    list.refreshHeader = header
    list.addRefreshHeader(refreshHeader: header) {}
    #expect(header.states == [.refreshing])
    #expect(list.refreshInsets.top == 54)
    #expect(list.refreshComponents.count == 1)
  }

  @Test func replacingTheHeaderWhileRefreshingDetachesTheOldOneCompletely() {
    let old = RecordingHeader()
    let oldCalls = Counter()
    let log = TimelineLog()
    list.addRefreshHeader(refreshHeader: old) { oldCalls.count += 1 }
    list.pullToRefresh()
    #expect(oldCalls.count == 1)
    old.endRefreshing { log.events.append("old end") }
    old.beginRefreshing { log.events.append("old begin") }
    scheduler.advance(by: .milliseconds(100))
    let new = RecordingHeader()
    let newCalls = Counter()
    list.addRefreshHeader(refreshHeader: new) { newCalls.count += 1 }
    #expect(list.refreshHeader === new)
    #expect(old.scrollView == nil)
    #expect(old.superview == nil)
    #expect(old.state == .idle)
    #expect(list.refreshInsets == .zero)
    #expect(list.refreshComponents.count == 1)
    #expect(log.events == ["old end", "old begin"])
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(oldCalls.count == 2)
    #expect(log.events == ["old end", "old begin"])
    old.beginRefreshing()
    list.triggerRefreshing()
    #expect(oldCalls.count == 2)
    #expect(newCalls.count == 1)
    #expect(list.refreshInsets.top == 54)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func removingTheHeader() {
    let header = RefreshHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerRefreshing()
    list.refreshHeader = nil
    #expect(list.refreshHeader == nil)
    #expect(list.refreshInsets == .zero)
    #expect(header.state == .idle)
    list.triggerRefreshing()
    list.triggerDelayRefreshing()
    list.endRefreshing()
    #expect(scheduler.runUntilIdle())
  }

  @Test func removingARefreshingHeaderGivesItsSpaceBack() {
    // At rest and refreshing, the content sits below the header's inset; once the header is
    // gone the content bounces back to the app's own top, as after a release.
    let top: CGFloat = 20
    list.contentInset = EdgeInsets(top: top)
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pullToRefresh()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -(top + RefreshHeader.defaultHeight))
    list.refreshHeader = nil
    #expect(list.adjustedContentInset.top == top)
    scheduler.advance(by: list.bounceDuration)
    #expect(list.contentOffset.y == -top)
    #expect(scheduler.runUntilIdle())
  }

  @Test func removingAHeaderUnderTheFingerLeavesTheOffsetToTheRelease() {
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerRefreshing()
    scheduler.runUntilIdle()
    list.beginDragging()
    list.drag(by: 30)
    let held = list.contentOffset.y
    list.refreshHeader = nil
    scheduler.advance(by: .seconds(1))
    #expect(list.contentOffset.y == held)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func movingAHeaderToAnotherContainerClearsTheOldSlot() {
    let header = RefreshHeader()
    let other = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerRefreshing()
    other.refreshHeader = header
    #expect(list.refreshHeader == nil)
    #expect(list.refreshInsets == .zero)
    #expect(other.refreshHeader === header)
    #expect(header.frame.width == 320)
    #expect(header.state == .idle)
  }
}

// MARK: - Delayed refreshing

extension ScrollViewRefreshTests {
  @Test func triggerDelayRefreshingStartsAfterSevenHundredMilliseconds() {
    let header = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(690))
    #expect(header.state == .idle)
    #expect(calls.count == 0)
    scheduler.advance(by: .milliseconds(10))
    #expect(header.state == .refreshing)
    #expect(calls.count == 1)
    #expect(list.refreshInsets.top == 54)
  }

  @Test func triggerDelayRefreshingTakesADelay() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerDelayRefreshing(after: .milliseconds(50))
    scheduler.advance(by: .milliseconds(49))
    #expect(header.state == .idle)
    scheduler.advance(by: .milliseconds(1))
    #expect(header.state == .refreshing)
  }

  @Test func endingFirstCancelsTheDelayedStart() {
    let header = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(300))
    list.endRefreshing()
    #expect(scheduler.pendingCount == 0)
    scheduler.runUntilIdle()
    #expect(header.states == [])
    #expect(calls.count == 0)
  }

  @Test func replacingFirstCancelsTheDelayedStart() {
    let old = RecordingHeader()
    let calls = Counter()
    list.addRefreshHeader(refreshHeader: old) { calls.count += 1 }
    list.triggerDelayRefreshing()
    let new = RecordingHeader()
    list.refreshHeader = new
    scheduler.runUntilIdle()
    #expect(old.states == [])
    #expect(new.states == [])
    #expect(calls.count == 0)
  }

  @Test func aNewDelayReplacesThePendingOne() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerDelayRefreshing(after: .milliseconds(100))
    list.triggerDelayRefreshing(after: .milliseconds(500))
    scheduler.advance(by: .milliseconds(499))
    #expect(header.state == .idle)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .milliseconds(1))
    #expect(header.states == [.refreshing])
  }
}

// MARK: - Releasing the container

/// How a test leaves a scroll view just before it is released.
enum ReleaseMoment: CaseIterable, Sendable {
  case idle, midDrag, pulling, midReveal, refreshing, midCollapse, duringTriggerDelay, waiting
}

extension ScrollViewRefreshTests {
  @Test(arguments: ReleaseMoment.allCases)
  func releasingTheContainerReleasesItsHeader(at moment: ReleaseMoment) {
    weak var weakList: ScrollView?
    weak var weakHeader: RefreshHeader?
    let calls = Counter()
    do {
      let list = ListFixture(contentHeight: 2000, scheduler: scheduler).list
      let header = RefreshHeader()
      list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
      weakList = list
      weakHeader = header
      switch moment {
      case .idle: break
      case .midDrag: list.pull(by: 30, release: false)
      case .pulling: list.pull(by: 80, release: false)
      case .midReveal:
        header.beginRefreshing()
        scheduler.advance(by: .milliseconds(100))
      case .refreshing:
        list.pullToRefresh()
        scheduler.runUntilIdle()
      case .midCollapse:
        list.pullToRefresh()
        scheduler.runUntilIdle()
        list.endRefreshing()
        scheduler.advance(by: .milliseconds(100))
      case .duringTriggerDelay:
        list.triggerDelayRefreshing()
        scheduler.advance(by: .milliseconds(300))
      case .waiting:
        list.isVisible = false
        header.beginRefreshing()
      }
    }
    #expect(weakList == nil)
    #expect(weakHeader == nil)
    let callsAtRelease = calls.count
    #expect(scheduler.runUntilIdle())
    #expect(calls.count == callsAtRelease)
    #expect(calls.count <= 1)
  }
}

extension ScrollViewRefreshTests {
  @Test(arguments: [ReleaseMoment.pulling, .midReveal, .refreshing, .waiting])
  func aHeaderTheAppKeepsComesBackIdleWhenItsContainerIsReleased(at moment: ReleaseMoment) {
    let header = RecordingHeader()
    let calls = Counter()
    let ended = Counter()
    weak var weakList: ScrollView?
    do {
      let list = ListFixture(contentHeight: 2000, scheduler: scheduler).list
      list.addRefreshHeader(refreshHeader: header) { calls.count += 1 }
      weakList = list
      switch moment {
      case .pulling: list.pull(by: 80, release: false)
      case .waiting:
        list.isVisible = false
        header.beginRefreshing()
      default:
        header.beginRefreshing()
        header.endRefreshing { ended.count += 1 }
        header.beginRefreshing()
        scheduler.advance(by: moment == .midReveal ? .milliseconds(100) : .seconds(1))
      }
    }
    #expect(weakList == nil)
    // Not stuck refreshing: attached again, it works like a new one.
    #expect(header.state == .idle)
    #expect(header.scrollView == nil)
    #expect(ended.count <= 1)
    scheduler.runUntilIdle()
    let callsBefore = calls.count
    list.refreshHeader = header
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    #expect(calls.count == callsBefore + 1)
    #expect(list.adjustedContentInset.top == 54)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

extension ScrollViewRefreshTests {
  @Test func aZeroOrNegativeDelayStartsAtTheNextTurn() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.triggerDelayRefreshing(after: .milliseconds(-100))
    #expect(header.state == .idle)
    scheduler.advance(by: .zero)
    #expect(header.state == .refreshing)
  }
}
