import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// An error a load throws.
private struct LoadFailure: Error {}

@MainActor
@Suite struct RefreshComponentInsertedAboveTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)

  /// Three 80-point rows.
  static let threeRows: CGFloat = 240
}

extension RefreshComponentInsertedAboveTests {
  @Test func endingWithRowsInsertedKeepsTheFirstVisibleRowStillAtEveryFrame() {
    let header = RefreshHeader()
    let row = fixture.firstRowUnderRefreshing(header)
    var completions = 0
    header.endRefreshing(insertedAbove: row.insertAbove(Self.threeRows)) { completions += 1 }
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    let readings = row.screenYs(on: scheduler)
    #expect(readings.largestDistance(from: 54) == 0)
    #expect(list.contentOffset.y == Self.threeRows - 54)
    #expect(completions == 1)
    fixture.expectNoLeftoverWork()
  }

  @Test func aShownResultAndItsCollapseLeaveTheRowStill() {
    let header = RefreshNormalHeader()  // shows the result for 0.5 s, then collapses and fades
    let row = fixture.firstRowUnderRefreshing(header)
    header.endRefreshing(result: .success, insertedAbove: row.insertAbove(Self.threeRows))
    #expect(header.isShowingResult)
    let readings = row.screenYs(on: scheduler)
    #expect(readings.count > 30)  // the result's half second and the collapse, frame by frame
    #expect(readings.largestDistance(from: 54) == 0)
    #expect(list.adjustedContentInset.top == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func theRowsMayArriveWhileTheHeaderStillReveals() {
    let header = RefreshHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 120)
    scheduler.advance(by: .milliseconds(100))  // the reveal runs towards -54
    let row = ReaderRow(in: list, top: 0)
    let shownAtInsertion = row.screenY
    header.endRefreshing(insertedAbove: row.insertAbove(Self.threeRows))
    let readings = row.screenYs(on: scheduler)
    // The reveal went on relative to the moved rows, then the collapse let go of them, which
    // already filled the space: at most the reveal's own easing towards its end.
    #expect(readings.first == shownAtInsertion)
    #expect(readings.last! >= 54 && readings.last! <= shownAtInsertion)
    #expect(zip(readings, readings.dropFirst()).allSatisfy { $1 <= $0 })
    fixture.expectNoLeftoverWork()
  }

  @Test func theRegistryEndsEveryComponentAndKeepsThePlaceOnce() {
    let header = RefreshHeader()
    let row = fixture.firstRowUnderRefreshing(header)
    let footer = RefreshAutoFooter()
    list.refreshFooter = footer
    list.endRefreshing(insertedAbove: row.insertAbove(Self.threeRows))
    #expect(header.state == .idle && footer.state == .idle)
    #expect(row.screenYs(on: scheduler).largestDistance(from: 54) == 0)
    fixture.expectNoLeftoverWork()
  }

  @Test func theRegistryKeepsThePlaceWithoutAHeader() {
    list.contentOffset = CGPoint(x: 0, y: 400)
    let row = ReaderRow(in: list, top: 480)
    list.endRefreshing(insertedAbove: row.insertAbove(Self.threeRows))
    #expect(row.screenY == 80)
  }

  @Test func aRequestFromAStateObserverKeepsThePlaceWhenItsEndRuns() {
    let header = RecordingHeader()
    list.addRefreshHeader(refreshHeader: header) {}
    var offsetsInObserver: [CGFloat] = []
    // Queued behind the change being applied: the place is kept with the end, not before it.
    // Weak captures: the list holds the header, which holds this observer.
    header.recorder.onChange = { [weak list, weak header] state in
      guard state == .refreshing else { return }
      header?.endRefreshing(insertedAbove: Self.threeRows)
      offsetsInObserver.append(list?.contentOffset.y ?? .nan)
    }
    header.beginRefreshing()
    #expect(offsetsInObserver == [0])
    #expect(header.state == .idle)
    #expect(list.contentOffset.y == Self.threeRows)
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test(arguments: [CGFloat.nan, -CGFloat.infinity, -240, 0])
  func badHeightsStillEndTheRefresh(height: CGFloat) {
    let header = RefreshHeader()
    _ = fixture.firstRowUnderRefreshing(header)
    header.endRefreshing(insertedAbove: height)
    #expect(header.state == .idle)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)  // collapsed as a plain end does
    fixture.expectNoLeftoverWork()
  }

  @Test func anAsyncActionReturningTheInsertedHeightKeepsThePlace() async {
    let header = RefreshHeader()
    let gate = AsyncGate()
    var row: ReaderRow?
    header.setRefreshingActionKeepingPlace { [gate] in
      try await gate.wait()
      return row?.insertAbove(Self.threeRows) ?? 0  // the rows go in as the last step
    }
    row = fixture.firstRowUnderRefreshing(header)
    #expect(await yield(until: { gate.isWaiting }))
    gate.open()
    #expect(await yield(until: { header.state == .idle }))
    #expect(row?.screenY == 54)
    #expect(row?.screenYs(on: scheduler).largestDistance(from: 54) == 0)
    fixture.expectNoLeftoverWork()
    row = nil  // the action holds the box holding the row, which holds the list: let go
  }

  @Test func aThrowingKeepingPlaceActionEndsWithAFailureAndKeepsNothing() async {
    let header = RefreshHeader()
    let gate = AsyncGate()
    header.setRefreshingActionKeepingPlace { [gate] in
      try await gate.wait()
      return Self.threeRows
    }
    _ = fixture.firstRowUnderRefreshing(header)
    #expect(await yield(until: { gate.isWaiting }))
    gate.fail(LoadFailure())
    #expect(await yield(until: { header.state == .idle }))
    #expect(header.lastResult == .failure(message: nil))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }
}
