import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The user reports against the second floors of SmartRefreshLayout, easy_refresh and flutter
/// pull_to_refresh, written as their scenarios: each ends with the floor closed and the list
/// scrolling again, or open exactly where the report expected it.
@MainActor @Suite struct SecondFloorReportsTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshNormalHeader()

  init() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.isSecondFloorEnabled = true
  }

  var depth: CGFloat { list.bounds.height }

  func pullOpen() {
    list.pull(by: 54 * 1.9 + 20)
    scheduler.runUntilIdle()
  }

  func expectClosedAndScrolling(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(header.secondFloorState == .closed, sourceLocation: sourceLocation)
    #expect(list.adjustedContentInset.top == 0, sourceLocation: sourceLocation)
    let before = list.contentOffset.y
    list.push(by: 300)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y > before, "the list scrolls", sourceLocation: sourceLocation)
    fixture.expectNoLeftoverWork(sourceLocation: sourceLocation)
  }
}

extension SecondFloorReportsTests {
  /// SmartRefreshLayout #321: the list froze after the floor had been opened three times.
  @Test func theListScrollsAfterTheFloorOpenedFiveTimes() {
    for _ in 0..<5 {
      pullOpen()
      #expect(header.secondFloorState == .open)
      list.push(by: 200)
      scheduler.runUntilIdle()
      #expect(header.secondFloorState == .closed)
    }
    expectClosedAndScrolling()
  }

  /// SmartRefreshLayout #1213: a fast swipe left the floor open.
  @Test func aFastSwipeBackClosesIt() {
    pullOpen()
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: -depth + 12))
    list.endDragging(velocity: CGPoint(x: 0, y: 4_000))
    scheduler.runUntilIdle()
    expectClosedAndScrolling()
  }

  /// SmartRefreshLayout #1387: finishTwoLevel() randomly failed to close (while it opened).
  @Test func closingWhileItOpensCloses() {
    list.pull(by: 54 * 1.9 + 20)
    #expect(header.secondFloorState == .opening)
    scheduler.advance(by: .milliseconds(100))
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    expectClosedAndScrolling()
  }

  /// SmartRefreshLayout #1328: finishTwoLevel() was ignored inside the listener.
  @Test func closingFromTheOpenHandlerCloses() {
    header.secondFloorHandler = { [weak header] state in
      if state == .open { header?.closeSecondFloor() }
    }
    pullOpen()
    expectClosedAndScrolling()
  }

  /// The same, from inside the veto: the app closed it, so the release is an ordinary one.
  @Test func closingFromTheVetoNeverOpens() {
    header.shouldOpenSecondFloor = { [weak header] in
      header?.closeSecondFloor()
      return true
    }
    list.pull(by: 54 * 1.9 + 20)
    #expect(header.secondFloorState == .closed && header.state == .refreshing)
    header.endRefreshing()
    scheduler.runUntilIdle()
    expectClosedAndScrolling()
  }

  /// SmartRefreshLayout #1004: the floor bounced back from the wrong edge.
  ///
  /// A back footer's
  /// floor closes back to the end of the content, the header's to its top.
  @Test func eachFloorClosesToItsOwnEdge() {
    let footer = RefreshBackNormalFooter()
    list.refreshFooter = footer
    footer.isSecondFloorEnabled = true
    let end: CGFloat = 2000 - 667
    list.contentOffset = CGPoint(x: 0, y: end)
    list.push(by: footer.height * 1.9 + 20)
    scheduler.runUntilIdle()
    #expect(footer.secondFloorState == .open)
    footer.closeSecondFloor()
    scheduler.runUntilIdle()
    #expect(footer.secondFloorState == .closed && list.contentOffset.y == end)
    pullOpen()
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    fixture.expectNoLeftoverWork()
  }

  /// easy_refresh #713: with clamping physics (content shorter than the list) it could not be
  /// closed.
  @Test func shortContentClosesByPullingBack() {
    list.contentSize = CGSize(width: 375, height: 200)
    pullOpen()
    #expect(header.secondFloorState == .open)
    list.push(by: header.secondFloorCloseDistance + 10)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed && list.adjustedContentInset.top == 0)
    #expect(list.contentOffset.y == 0)
    fixture.expectNoLeftoverWork()
  }

  /// easy_refresh #853: inside a nested scroll the floor could not close; the outer list is
  /// untouched by the inner floor.
  @Test func aNestedListsFloorClosesAndLeavesTheOuterListAlone() {
    let outer = ScrollView(frame: ListFixture.frame, scheduler: scheduler)
    outer.contentSize = CGSize(width: 375, height: 3000)
    outer.contentOffset = CGPoint(x: 0, y: 400)
    outer.addSubview(list)
    pullOpen()
    #expect(header.secondFloorState == .open)
    list.push(by: 150)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed && outer.contentOffset.y == 400)
    fixture.expectNoLeftoverWork()
  }

  /// easy_refresh #865: a list inside the floor fought the closing drag.
  ///
  /// A drag on the list
  /// closes the floor whatever the floor's own list did.
  @Test func aListInsideTheFloorDoesNotHoldItOpen() {
    let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), scheduler: scheduler)
    inner.contentSize = CGSize(width: 375, height: 1200)
    let page = View()
    page.addSubview(inner)
    header.secondFloorView = page
    pullOpen()
    inner.push(by: 100)
    list.push(by: header.secondFloorCloseDistance + 20)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .closed)
    #expect(inner.contentOffset.y > 0, "the floor's own list kept its place")
    expectClosedAndScrolling()
  }
}
