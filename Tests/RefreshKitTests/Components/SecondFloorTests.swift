import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The second floor: a pull past 1.9 × the header's height and a release open a page that owns
/// the list; a pull back, a fling, the app or an end close it, and nothing is left open.
@MainActor @Suite final class SecondFloorTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshNormalHeader()
  var floorStates: [SecondFloorState] = []
  var blockCalls = 0

  init() {
    list.addRefreshHeader(refreshHeader: header) { [weak self] in self?.blockCalls += 1 }
    header.isSecondFloorEnabled = true
    header.secondFloorHandler = { [weak self] in self?.floorStates.append($0) }
  }

  /// The open floor's depth: the list's height (no other insets).
  var depth: CGFloat { list.bounds.height }

  func openByPulling() {
    list.pull(by: 54 * 1.9 + 10)
    scheduler.runUntilIdle()
  }
}

extension SecondFloorTests {
  @Test func aPullPastTheSecondThresholdOpensTheFloorInsteadOfRefreshing() {
    list.pull(by: 54 * 1.9 + 10, release: false)
    #expect(header.state == .pulling && header.secondFloorState == .releaseToOpen)
    #expect(header.stateLabel.text == "Release to open")
    list.endDragging()
    #expect(header.secondFloorState == .opening && header.state == .idle)
    #expect(list.adjustedContentInset.top == depth)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .open && list.contentOffset.y == -depth)
    #expect(header.stateLabel.text == "Second floor")
    #expect(blockCalls == 0)
    #expect(floorStates == [.releaseToOpen, .opening, .open])
    fixture.expectNoLeftoverWork()
  }

  @Test func aPullBetweenTheThresholdsRefreshesAsBefore() {
    list.pull(by: 54 * 1.5)
    #expect(header.state == .refreshing && header.secondFloorState == .closed)
    #expect(blockCalls == 1 && floorStates.isEmpty)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func pullingBackUnderTheSecondThresholdForgetsReleaseToOpen() {
    list.pull(by: 54 * 1.9 + 10, release: false)
    list.drag(to: CGPoint(x: 0, y: -80))
    #expect(header.secondFloorState == .closed && header.state == .pulling)
    #expect(header.stateLabel.text == "Release to refresh")
    list.endDragging()
    #expect(header.state == .refreshing)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func aVetoRefreshesInstead() {
    var asked = 0
    header.shouldOpenSecondFloor = {
      asked += 1
      return false
    }
    openByPulling()
    #expect(asked == 1 && header.secondFloorState == .closed)
    #expect(header.state == .refreshing && blockCalls == 1)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func aShortPullBackSpringsOpenALongOneCloses() {
    openByPulling()
    list.push(by: 40)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .open && list.contentOffset.y == -depth)
    list.push(by: header.secondFloorCloseDistance + 1)
    #expect(header.secondFloorState == .closing)
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed)
    #expect(floorStates.suffix(2) == [.closing, .closed])
    fixture.expectNoLeftoverWork()
  }

  @Test func aFlingBackClosesHoweverShort() {
    openByPulling()
    list.push(by: 10, release: false)
    list.endDragging(velocity: CGPoint(x: 0, y: 900))
    #expect(header.secondFloorState == .closing)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed && list.contentOffset.y >= 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func theAppOpensAndClosesIt() {
    header.openSecondFloor()
    #expect(header.secondFloorState == .opening)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .open && list.contentOffset.y == -depth)
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed && list.contentOffset.y == 0)
    #expect(floorStates == [.opening, .open, .closing, .closed])
    fixture.expectNoLeftoverWork()
  }

  @Test func anEndClosesIt() {
    openByPulling()
    var ended = false
    list.endRefreshing()
    header.endRefreshing { ended = true }
    #expect(ended)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed && list.adjustedContentInset.top == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func aBeginClosesTheFloorAndRevealsTheRefresh() {
    openByPulling()
    header.beginRefreshing()
    #expect(header.secondFloorState == .closed && header.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54 && list.adjustedContentInset.top == 54)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func openIsRefusedWhileRefreshing() {
    header.beginRefreshing()
    header.openSecondFloor()
    #expect(header.secondFloorState == .closed && header.state == .refreshing)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func turningItOffClosesItAtOnce() {
    openByPulling()
    header.isSecondFloorEnabled = false
    #expect(header.secondFloorState == .closed && list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func theFloorFollowsAResizedList() {
    openByPulling()
    list.frame.size.height = 500
    #expect(list.adjustedContentInset.top == 500)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .open && list.contentOffset.y == -500)
    fixture.expectNoLeftoverWork()
    header.closeSecondFloor()
    scheduler.runUntilIdle()
  }

  @Test func theFloorViewFillsTheListAboveTheStrip() {
    let page = View()
    header.secondFloorView = page
    openByPulling()
    #expect(page.superview === header)
    #expect(page.frame.height == depth - 54 && page.frame.maxY == 0)
    header.secondFloorView = nil
    #expect(page.superview == nil)
    header.closeSecondFloor()
    scheduler.runUntilIdle()
  }

  @Test func settingsIgnoreBadValues() {
    header.secondFloorTriggerPercent = .nan
    header.secondFloorTriggerPercent = 0.5
    #expect(header.secondFloorTriggerPercent == 1)
    header.secondFloorCloseDistance = -3
    header.secondFloorCloseDistance = .infinity
    #expect(header.secondFloorCloseDistance == 80)
  }

  @Test func aFloorIsOffByDefault() {
    let other = RefreshNormalHeader()
    list.refreshHeader = other
    list.pull(by: 54 * 3)
    #expect(other.state == .refreshing && other.secondFloorState == .closed)
    other.endRefreshing()
    scheduler.runUntilIdle()
  }
}

extension SecondFloorTests {
  @Test func aBackFooterOpensAFloorBelowTheContent() {
    let footer = RefreshBackNormalFooter()
    list.refreshFooter = footer
    footer.isSecondFloorEnabled = true
    footer.secondFloorTitle = "Archive"
    list.contentOffset = CGPoint(x: 0, y: 2000 - 667)
    list.push(by: footer.height * 1.9 + 10, release: false)
    #expect(footer.secondFloorState == .releaseToOpen)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(footer.secondFloorState == .open && footer.state == .idle)
    #expect(list.adjustedContentInset.bottom == depth && list.contentOffset.y == 2000)
    #expect(footer.stateLabel.text == "Archive")
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: 2000 - footer.secondFloorCloseDistance - 1))
    list.endDragging()
    #expect(footer.secondFloorState == .closing)
    scheduler.runUntilIdle()
    #expect(footer.secondFloorState == .closed && list.adjustedContentInset.bottom == 0)
    fixture.expectNoLeftoverWork()
  }
}

extension SecondFloorTests {
  @Test func theNormalLooksArrowGivesWayToTheFloorsTitle() {
    openByPulling()
    #expect(header.arrowView.isHidden && header.stateLabel.text == "Second floor")
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    #expect(!header.arrowView.isHidden && header.stateLabel.text == "Pull down to refresh")
  }
}

extension SecondFloorTests {
  /// Found by the GTK host's Wayland run: an auto footer's inset (below the content) made the
  /// header's open floor 44 points short, so the first row peeked under its strip.
  @Test func anAutoFootersInsetDoesNotShortenTheHeadersFloor() {
    list.refreshFooter = RefreshAutoNormalFooter()
    list.contentInset = EdgeInsets(top: 20, bottom: 30)
    header.openSecondFloor()
    scheduler.runUntilIdle()
    let firstRowOnScreen = -list.contentOffset.y
    #expect(firstRowOnScreen == list.bounds.height - 30)
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }
}
