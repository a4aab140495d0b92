import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// ``RefreshEdge`` is the one edge vocabulary: every placement, trailer side and pull axis is
/// read from it.
@MainActor @Suite struct RefreshEdgeTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

extension RefreshEdgeTests {
  @Test func eachBehavioursPlacementSitsOnItsEdge() {
    #expect(RefreshLookPlacement.header.edge == .top)
    #expect(RefreshLookPlacement.autoFooter.edge == .bottom)
    #expect(RefreshLookPlacement.backFooter.edge == .bottom)
    #expect(RefreshLookPlacement.trailingTrailer.edge == .right)
    #expect(RefreshLookPlacement.leadingTrailer.edge == .left)
  }

  @Test func axisAndPullDirectionAreDerivedFromTheEdge() {
    let expected: [RefreshEdge: (RefreshEdge.Axis, RefreshLookPlacement.PullDirection)] = [
      .top: (.vertical, .down), .bottom: (.vertical, .up),
      .left: (.horizontal, .right), .right: (.horizontal, .left),
    ]
    for edge in RefreshEdge.allCases {
      let placement = RefreshLookPlacement(kind: .trailer, edge: edge)
      #expect(edge.axis == expected[edge]?.0 && placement.axis == edge.axis)
      #expect(placement.pullDirection == expected[edge]?.1)
    }
  }

  @Test func aTrailersSideIsAnEdgeThatFollowsTheLayoutDirection() {
    let trailer = RefreshNormalTrailer()
    list.refreshTrailer = trailer
    #expect(trailer.side == .right && trailer.side.axis == .horizontal)
    list.layoutDirection = .rightToLeft
    #expect(trailer.side == .left)
    #expect(trailer.normalLook.placement.edge == .left)
  }

  @Test func theShownResultIsNamedWithOneWord() {
    let header = RefreshStateHeader()
    list.refreshHeader = header
    header.shownResultDuration = .milliseconds(-1)
    #expect(header.shownResultDuration == .zero && header.canShowResult)
    header.shownResultDuration = .seconds(1)
    header.beginRefreshing()
    scheduler.advance(by: .seconds(1))
    header.endRefreshing(result: .success)
    #expect(header.shownResult == .success && header.isShowingResult)
    scheduler.advance(by: .seconds(2))
    #expect(header.shownResult == nil)
    fixture.expectNoLeftoverWork()
  }
}
