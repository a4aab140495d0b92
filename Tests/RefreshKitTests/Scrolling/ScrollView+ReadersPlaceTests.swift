import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewReadersPlaceTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshHeader()

  /// Three 80-point rows: more than the header's 54 points.
  static let threeRows: CGFloat = 240
}

extension ScrollViewReadersPlaceTests {
  @Test func insertingDuringTheRefreshKeepsTheRowStillThroughTheCollapse() {
    let row = fixture.firstRowUnderRefreshing(header)
    #expect(row.screenY == 54)
    list.keepPlace(afterInsertingAbove: row.insertAbove(Self.threeRows))
    #expect(row.screenY == 54)
    #expect(header.state == .refreshing)
    // Later, the refresh ends: the header collapses out of sight, the row never moves.
    scheduler.advance(by: .seconds(1))
    header.endRefreshing()
    let readings = row.screenYs(on: scheduler)
    #expect(readings.allSatisfy { $0 == 54 })
    #expect(list.contentOffset.y == Self.threeRows - 54)
    #expect(list.adjustedContentInset.top == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func insertingMidCollapseStopsTheRowWhereItIs() {
    let row = fixture.firstRowUnderRefreshing(header)
    header.endRefreshing()  // the collapse starts: the rows move up towards 0
    let before = row.screenYs(on: scheduler, maximumFrames: 6)
    list.keepPlace(afterInsertingAbove: row.insertAbove(Self.threeRows))
    let after = row.screenYs(on: scheduler)
    #expect(before.first == 54)
    #expect(before.last! < 54)  // it was moving
    // From the insertion on the collapse carries on relative to the moved rows, which now fill
    // the space: the row stays exactly where the insertion found it.
    #expect(after.largestDistance(from: before.last!) < 1e-9)
    #expect(after.count > 1)
    fixture.expectNoLeftoverWork()
  }

  @Test func insertingMidRevealLetsTheRevealCarryOnUndisturbed() {
    // The same pull twice, once with rows inserted three frames into the reveal: from that
    // frame on, the reader's row moves exactly as it would have without them.
    func revealReadings(inserting: Bool) -> [CGFloat] {
      let fixture = ListFixture(contentHeight: 2000)
      fixture.list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
      fixture.list.pull(by: 120)
      return ReaderRow(in: fixture.list, top: 0).path(
        on: fixture.scheduler, insertingAbove: inserting ? Self.threeRows : nil, afterFrames: 3)
    }
    let plain = revealReadings(inserting: false)
    #expect(revealReadings(inserting: true).isSamePath(as: plain))
    #expect(plain.first! > 54 && plain.last == 54)
  }

  @Test func anAnimatedScrollLandsOnItsTargetMovedWithTheRows() {
    list.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    scheduler.advance(by: .milliseconds(100))
    let row = ReaderRow(in: list, top: 800)
    list.keepPlace(afterInsertingAbove: row.insertAbove(100))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 700)
    #expect(row.screenY == 200)
  }

  @Test func aDecelerationCarriesOnRelativeToTheRows() {
    func coast(inserting: Bool) -> [CGFloat] {
      let fixture = ListFixture(contentHeight: 4000)
      fixture.list.push(by: 200, release: false)
      fixture.list.endDragging(velocity: CGPoint(x: 0, y: 1000))
      return ReaderRow(in: fixture.list, top: 400).path(
        on: fixture.scheduler, insertingAbove: inserting ? Self.threeRows : nil, afterFrames: 4)
    }
    #expect(coast(inserting: true).isSamePath(as: coast(inserting: false)))
  }

  @Test func aDragGoesOnFromTheMovedRows() {
    list.push(by: 300)
    scheduler.runUntilIdle()
    let row = ReaderRow(in: list, top: 320)
    list.beginDragging()
    list.drag(by: -10)
    #expect(row.screenY == 10)
    list.keepPlace(afterInsertingAbove: row.insertAbove(Self.threeRows))
    #expect(row.screenY == 10)
    list.drag(by: -10)  // the finger moves on 10 points: so does the row, and no more
    #expect(row.screenY == 0)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(row.screenY == 0)
  }

  @Test func insertingLessThanTheHeaderMovesTheRowUpByTheDifferenceSmoothly() {
    let row = fixture.firstRowUnderRefreshing(header)
    list.keepPlace(afterInsertingAbove: row.insertAbove(20))
    #expect(row.screenY == 54)
    header.endRefreshing()
    let readings = row.screenYs(on: scheduler)
    // The list cannot rest above its top: the row ends 20 points down, under the new row.
    #expect(readings.last == 20)
    #expect(zip(readings, readings.dropFirst()).allSatisfy { $1 <= $0 })
    #expect(readings.largestStep < 54 - 20)
    fixture.expectNoLeftoverWork()
  }

  @Test func aListTooShortToScrollThatFarSettlesBackInside() {
    list.contentSize.height = 300  // shorter than the list: it rests at its top
    _ = fixture.firstRowUnderRefreshing(header)
    list.contentSize.height += 240  // still shorter than the list's 667 points
    list.keepPlace(afterInsertingAbove: 240)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == -54)  // the header still refreshes, in view
    #expect(RefreshInvariants.violations(in: list) == [])
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -240, 0])
  func badHeightsAreIgnored(height: CGFloat) {
    list.contentOffset = CGPoint(x: 0, y: 300)
    list.keepPlace(afterInsertingAbove: height)
    #expect(list.contentOffset == CGPoint(x: 0, y: 300))
    #expect(scheduler.pendingCount == 0)
  }
}
