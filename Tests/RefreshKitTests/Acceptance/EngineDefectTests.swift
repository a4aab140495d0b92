import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// The defects measured on the first engine (issue "Engine v2"), each replayed as an app meets it,
/// with only public API.
///
/// Every test here failed on that engine, except `aFingerStopsEveryAxisWhereItIs`, which pins the
/// rule the fix must keep.
///
/// Expected values are named constants (see ``BugReportTests`` for why).
@MainActor
@Suite final class EngineDefectTests: ListFixtureSuite {
  let fixture = ListFixture()

  init() {
    // Wider and taller than the view: it scrolls on both axes.
    list.contentSize = CGSize(width: 900, height: 2000)
  }

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  /// Where a trailing trailer reveals itself: the content's end plus the trailer's width.
  var trailerRevealX: CGFloat { 900 - 375 + RefreshTrailer.defaultWidth }
  var headerRevealY: CGFloat { -RefreshHeader.defaultHeight }

  /// A normal header and a normal trailing trailer on `list`.
  func attachHeaderAndTrailer() -> (RefreshNormalHeader, RefreshNormalTrailer) {
    let header = RefreshNormalHeader()
    let trailer = RefreshNormalTrailer()
    list.refreshHeader = header
    list.refreshTrailer = trailer
    return (header, trailer)
  }
}

// MARK: - 1. Scroll animations compose instead of cancelling each other

extension EngineDefectTests {
  @Test func headerAndTrailerBegunTogetherAreBothRevealed() {
    let (header, trailer) = attachHeaderAndTrailer()
    header.beginRefreshing()
    trailer.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset == CGPoint(x: trailerRevealX, y: headerRevealY))
    #expect(header.state == .refreshing && trailer.state == .refreshing)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aDiagonalPullOfHeaderAndTrailerRestsInsideTheLimits() {
    let (header, trailer) = attachHeaderAndTrailer()
    list.beginDragging()
    list.drag(to: CGPoint(x: trailerRevealX + 20, y: -90))
    #expect(header.state == .pulling && trailer.state == .pulling)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(header.state == .refreshing && trailer.state == .refreshing)
    #expect(list.contentOffset == CGPoint(x: trailerRevealX, y: headerRevealY))
    #expect(list.contentOffset == list.clampedContentOffset(list.contentOffset))
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aHeaderWhoseBlockEndsALoadingBackFooterIsShown() {
    let header = RefreshNormalHeader()
    let footer = RefreshBackNormalFooter()
    list.refreshFooter = footer
    footer.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == list.maximumContentOffset.y)
    list.addRefreshHeader(refreshHeader: header) { footer.endRefreshing() }
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(header.state == .refreshing && footer.state == .idle)
    #expect(list.contentOffset.y == headerRevealY)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aSettleWithNothingToDoLeavesARunningRevealAlone() {
    let header = RefreshNormalHeader()
    let footer = RefreshBackNormalFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    header.beginRefreshing()
    scheduler.advance(by: .milliseconds(50))
    let midway = list.contentOffset.y
    #expect(midway < 0 && midway > headerRevealY)
    // Gives the footer's space back: a settle, with nothing to do at the top.
    footer.keepsVisibleWhenNoMoreData = false
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == headerRevealY)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aFingerStopsEveryAxisWhereItIs() {
    let (header, trailer) = attachHeaderAndTrailer()
    header.beginRefreshing()
    trailer.beginRefreshing()
    scheduler.advance(by: .milliseconds(100))
    let touched = list.contentOffset
    list.beginDragging()
    scheduler.advance(by: .seconds(1))
    #expect(list.contentOffset == touched)
    #expect(!list.isAnimatingContentOffset)
    list.endDragging()
    scheduler.runUntilIdle()
    // Released inside the limits: it stays where the finger left it.
    #expect(list.contentOffset == list.clampedContentOffset(list.contentOffset))
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

// MARK: - 2. A request made inside a callback takes effect before it returns

extension EngineDefectTests {
  @Test func endThenBeginInsideTheRefreshingBlock() {
    let header = RefreshNormalHeader()
    var seen: [RefreshState] = []
    var calls = 0
    // Unowned: a block that keeps its own header is a cycle, which LeakSanitizer reports.
    list.addRefreshHeader(refreshHeader: header) { [unowned header] in
      calls += 1
      guard calls == 1 else { return }
      header.endRefreshing()
      header.beginRefreshing()
      seen.append(header.state)
    }
    header.beginRefreshing()
    #expect(seen == [.refreshing])
    #expect(calls == 2)
    #expect(list.adjustedContentInset.top == RefreshHeader.defaultHeight)
    scheduler.runUntilIdle()
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endThenBeginInsideABeginCompletion() {
    let header = RefreshNormalHeader()
    var seen: [RefreshState] = []
    list.refreshHeader = header
    header.beginRefreshing {
      header.endRefreshing()
      header.beginRefreshing()
      seen.append(header.state)
    }
    scheduler.runUntilIdle()
    #expect(seen == [.refreshing])
    #expect(header.state == .refreshing)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func beginInsideAnEndCompletion() {
    let header = RefreshNormalHeader()
    var seen: [RefreshState] = []
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    header.endRefreshing {
      header.beginRefreshing()
      seen.append(header.state)
      header.endRefreshing()
      seen.append(header.state)
    }
    scheduler.runUntilIdle()
    #expect(seen == [.refreshing, .idle])
    #expect(header.state == .idle)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endThenBeginInsideThePublicPanStateHook() {
    final class RestartOnRelease: RefreshNormalHeader {
      var seen: [RefreshState] = []
      override func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {
        super.scrollViewPanStateDidChange(change)
        guard change.newValue == .ended, state == .refreshing else { return }
        endRefreshing()
        beginRefreshing()
        seen.append(state)
      }
    }
    let header = RestartOnRelease()
    var calls = 0
    list.addRefreshHeader(refreshHeader: header) { calls += 1 }
    list.pullToRefresh()
    #expect(header.seen == [.refreshing])
    #expect(calls == 2)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == headerRevealY)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func beginInsideTheThresholdHandler() {
    let header = RefreshNormalHeader()
    var seen: [RefreshState] = []
    list.refreshHeader = header
    header.thresholdCrossingHandler = { [unowned header] crossing in
      // Once: the drag goes on past the trigger, so the pull crosses it again.
      guard crossing == .passed, seen.isEmpty else { return }
      header.beginRefreshing()
      seen.append(header.state)
      header.endRefreshing()
      seen.append(header.state)
    }
    list.pull(by: 120, release: false)
    #expect(seen == [.refreshing, .idle])
    // The finger is still past the trigger: the pull becomes one again, and releases.
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(header.state == .refreshing)
    #expect(list.contentOffset.y == headerRevealY)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endThenNoMoreDataInsideAFooterBlock() {
    let footer = RefreshAutoNormalFooter()
    var seen: [RefreshState] = []
    list.addRefreshFooter(refreshFooter: footer) { [weak footer] in
      guard let footer else { return }
      footer.endRefreshing()
      seen.append(footer.state)
      footer.endRefreshingWithNoMoreData()
      seen.append(footer.state)
    }
    footer.beginRefreshing()
    #expect(seen == [.idle, .noMoreData])
    #expect(footer.state == .noMoreData)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

// MARK: - 3. Guards hold on every path

extension EngineDefectTests {
  @Test func aBackFooterPulledPastItsTriggerDoesNotLoadOnceTheHeaderRefreshes() {
    let header = RefreshNormalHeader()
    let footer = RefreshBackNormalFooter()
    var loads = 0
    list.refreshHeader = header
    list.addRefreshFooter(refreshFooter: footer) { loads += 1 }
    list.pullUp(by: 60, release: false)
    #expect(footer.state == .pulling)
    header.beginRefreshing()
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(footer.state == .idle)
    #expect(loads == 0)
    #expect(header.state == .refreshing)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aProgrammaticScrollUnderARestingFingerNeverLoadsTheAutoFooter() {
    let footer = RefreshAutoNormalFooter()
    var loads = 0
    list.addRefreshFooter(refreshFooter: footer) { loads += 1 }
    list.beginDragging()
    list.setContentOffset(CGPoint(x: 0, y: list.maximumContentOffset.y), animated: false)
    #expect(loads == 0)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(loads == 0)
    #expect(footer.state == .idle)
    // The finger's own movement still loads.
    list.scrollToEnd(overshoot: 1)
    #expect(loads == 1)
  }
}

// MARK: - 4. Bad input is clamped, not stored

extension EngineDefectTests {
  @Test func aNegativeIgnoredBottomInsetClampsToZero() {
    let footer = RefreshBackNormalFooter()
    list.refreshFooter = footer
    footer.ignoredScrollViewContentInsetBottom = -30
    #expect(footer.ignoredScrollViewContentInsetBottom == 0)
    #expect(footer.frame.minY == list.contentSize.height)
    let auto = RefreshAutoNormalFooter()
    list.refreshFooter = auto
    auto.ignoredScrollViewContentInsetBottom = -30
    #expect(auto.frame.minY == list.contentSize.height)
  }
}

// MARK: - 5. The initial idle reaches `state` observers once, after `prepare()`

extension EngineDefectTests {
  @Test func aStateHeaderThatDrawsItsIdleLookInDidSetShowsItFromTheStart() {
    final class IdleLookHeader: RefreshStateHeader {
      var log: [String] = []
      override func prepare() {
        super.prepare()
        log.append("prepare")
      }
      override var state: RefreshState {
        didSet {
          log.append("state \(state)")
          if state == .idle { stateLabel.text = "Swipe down" }
        }
      }
    }
    let header = IdleLookHeader()
    #expect(header.log == ["prepare", "state idle"])
    #expect(header.stateLabel.text == "Swipe down")
    list.refreshHeader = header
    #expect(header.log == ["prepare", "state idle"])
  }
}

// MARK: - 6. A programmatic begin reveals the header fully, whatever motion is running

extension EngineDefectTests {
  /// How the app begins the refresh.
  enum ProgrammaticBegin: String, CaseIterable, CustomTestStringConvertible {
    case begin, triggerRefreshing, endThenBegin
    var testDescription: String { rawValue }
  }

  func begin(_ header: RefreshHeader, _ how: ProgrammaticBegin) {
    switch how {
    case .begin: header.beginRefreshing()
    case .triggerRefreshing: list.triggerRefreshing()
    case .endThenBegin:
      header.endRefreshing()
      header.beginRefreshing()
    }
  }

  /// Found by the random interleaving's oracle: the sideways momentum ended while the reveal still
  /// ran, and the header's share, which had followed the offset as if the user moved it, stayed at
  /// 49.59 of 54 for the rest of the refresh.
  @Test(arguments: ProgrammaticBegin.allCases)
  func aHeaderBegunWhileTheContentCoastsSidewaysIsRevealedFully(_ how: ProgrammaticBegin) {
    let header = RefreshNormalHeader()
    list.contentInset = EdgeInsets(top: 49)
    list.addRefreshHeader(refreshHeader: header) {}
    list.drag(to: CGPoint(x: 200, y: 753))
    list.endDragging(velocity: CGPoint(x: -1140, y: -2270))
    // Late in the deceleration: the sideways motion ends before the reveal does.
    scheduler.advance(by: .milliseconds(450))
    #expect(list.isDecelerating)
    begin(header, how)
    scheduler.runUntilIdle()
    #expect(header.state == .refreshing)
    #expect(list.refreshInset(of: header).top == RefreshHeader.defaultHeight)
    #expect(list.contentOffset.y == -49 - RefreshHeader.defaultHeight)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test(arguments: ProgrammaticBegin.allCases)
  func aHeaderBegunDuringABounceIsRevealedFully(_ how: ProgrammaticBegin) {
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    // Past the trailing edge and back: a sideways bounce, then an upward one.
    list.pullLeft(pastEndBy: 80, steps: 4)
    scheduler.advance(by: .milliseconds(300))
    #expect(list.isDecelerating)
    begin(header, how)
    scheduler.runUntilIdle()
    #expect(list.refreshInset(of: header).top == RefreshHeader.defaultHeight)
    #expect(list.contentOffset.y == headerRevealY)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  /// The rule has a limit: once the user moves the content after the begin, the share follows.
  @Test func aHeaderScrolledUpAfterItsBeginStillShrinks() {
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    scheduler.runUntilIdle()
    list.drag(by: -30)
    #expect(list.refreshInset(of: header).top < RefreshHeader.defaultHeight)
    list.endDragging()
    scheduler.runUntilIdle()
  }
}
