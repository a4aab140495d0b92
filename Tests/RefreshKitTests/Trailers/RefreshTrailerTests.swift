import Foundation
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

@testable import RefreshKit

@MainActor
@Suite final class RefreshTrailerTests {
  let scheduler = TestScheduler()
  let carousel: ScrollView
  let trailing = RecordingTrailer()
  let leading = RecordingTrailer()
  let trailingLoads = LoadCounter()
  let leadingLoads = LoadCounter()

  init() {
    carousel = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 200), scheduler: scheduler)
    carousel.contentSize = CGSize(width: 1000, height: 200)
    trailing.refreshingBlock = { [trailingLoads] in trailingLoads.count += 1 }
    leading.refreshingBlock = { [leadingLoads] in leadingLoads.count += 1 }
  }

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

/// A trailer that records every state it enters (transitions only).
final class RecordingTrailer: RefreshTrailer, StateRecording {
  let recorder = StateRecorder<RefreshState>(.transitions)
  override var state: RefreshState { didSet { recorder.record(state, from: oldValue) } }
}

extension RefreshTrailerTests {
  @Test func aTrailerBuiltForAnEdgeWithALookInstallsItThere() {
    let look = RefreshStateLook()
    let trailer = RefreshTrailer(edge: .leading, look: look) {}
    #expect(trailer.look === look && trailer.lookPlacement == .leadingTrailer)
    #expect(look.placement == .leadingTrailer && look.stateLabel.orientation == .vertical)
    #expect(trailer.refreshingBlock != nil)
  }

  @Test func inARightToLeftListTheTrailersSwapSides() {
    carousel.layoutDirection = .rightToLeft
    carousel.refreshTrailer = trailing
    carousel.refreshLeadingTrailer = leading
    #expect(trailing.side == .left && leading.side == .right)
    #expect(trailing.frame.maxX == 0)
    #expect(leading.frame.minX == carousel.contentSize.width)
    // The lines end on the left: pulling right past the left edge refreshes the trailing one.
    carousel.pullRight(pastStartBy: 120)
    scheduler.runUntilIdle()
    #expect(trailing.states == [.pulling, .refreshing] && leading.states.isEmpty)
    #expect(trailingLoads.count == 1 && carousel.contentOffset.x == -trailing.frame.width)
    trailing.endRefreshing()
    scheduler.runUntilIdle()
    // They start on the right: pulling left past the right end refreshes the leading one.
    carousel.pullLeft(pastEndBy: 120)
    scheduler.runUntilIdle()
    #expect(leading.states == [.pulling, .refreshing] && leadingLoads.count == 1)
    #expect(carousel.contentOffset.x == 1000 - 375 + leading.frame.width)
    leading.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func turningTheLinesTheOtherWayMovesAttachedTrailersAndTheirArrows() {
    let look = RefreshNormalLook()
    let trailer = RefreshTrailer(edge: .trailing, look: look) {}
    carousel.refreshTrailer = trailer
    #expect(trailer.side == .right && look.placement.pullDirection == .left)
    carousel.layoutDirection = .rightToLeft
    #expect(trailer.side == .left && trailer.frame.maxX == 0)
    // The arrow points the way the content is pulled now (right), drawn as it is: never
    // mirrored on top of that.
    #expect(
      look.placement.pullDirection == .right && look.placement.layoutDirection == .rightToLeft)
    #expect(look.arrowView.rotation == -.pi / 2)
    carousel.layoutDirection = .leftToRight
    #expect(trailer.side == .right && look.arrowView.rotation == .pi / 2)
    // A trailer detached from a right-to-left list is laid out left to right again.
    carousel.layoutDirection = .rightToLeft
    carousel.refreshTrailer = nil
    #expect(trailer.side == .right && look.placement.layoutDirection == .leftToRight)
  }

  @Test func removingARefreshingTrailerGivesItsSpaceBack() {
    carousel.refreshTrailer = trailing
    carousel.pullLeft(pastEndBy: 120)
    scheduler.runUntilIdle()
    #expect(trailing.state == .refreshing)
    let end = carousel.contentSize.width - carousel.bounds.width
    #expect(carousel.contentOffset.x == end + trailing.frame.width)
    carousel.refreshTrailer = nil
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == end)
  }

  @Test func trailingCycle() {
    carousel.refreshTrailer = trailing
    #expect(trailing.edge == .trailing)
    #expect(trailing.frame == CGRect(x: 1000, y: 0, width: 60, height: 200))
    carousel.pullLeft(pastEndBy: 30, release: false)
    #expect(trailing.pullingPercent == 0.5)
    carousel.drag(to: CGPoint(x: 685, y: 0))
    #expect(trailing.state == .idle)
    carousel.drag(to: CGPoint(x: 686, y: 0))
    #expect(trailing.state == .pulling)
    carousel.endDragging()
    #expect(trailing.state == .refreshing)
    #expect(trailingLoads.count == 1)
    #expect(carousel.refreshInsets == EdgeInsets(right: 60))
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 685)
    expectSound(carousel)
    carousel.endRefreshing()
    #expect(carousel.refreshInsets == .zero)
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 625)
    #expect(trailing.states == [.pulling, .refreshing, .idle])
    expectSound(carousel)
  }

  @Test func leadingCycle() {
    carousel.refreshLeadingTrailer = leading
    #expect(leading.edge == .leading)
    #expect(leading.frame == CGRect(x: -60, y: 0, width: 60, height: 200))
    carousel.pullRight(pastStartBy: 60, release: false)
    #expect(leading.pullingPercent == 1)
    #expect(leading.state == .idle)
    carousel.drag(to: CGPoint(x: -61, y: 0))
    #expect(leading.state == .pulling)
    carousel.endDragging()
    #expect(leading.state == .refreshing)
    #expect(leadingLoads.count == 1)
    #expect(carousel.refreshInsets == EdgeInsets(left: 60))
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == -60)
    expectSound(carousel)
    carousel.endRefreshing()
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 0)
    #expect(leading.states == [.pulling, .refreshing, .idle])
    expectSound(carousel)
  }

  @Test func bothEdgesAtOnceStayIndependent() {
    carousel.contentInset = EdgeInsets(left: 8, right: 12)
    carousel.refreshTrailer = trailing
    carousel.refreshLeadingTrailer = leading
    leading.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == -68)
    trailing.beginRefreshing()
    scheduler.runUntilIdle()
    // The trailing edge: 1000 + 12 − 375 + 60.
    #expect(carousel.contentOffset.x == 697)
    #expect(carousel.adjustedContentInset == EdgeInsets(left: 68, right: 72))
    leading.endRefreshing()
    #expect(carousel.adjustedContentInset == EdgeInsets(left: 8, right: 72))
    expectSound(carousel)
    trailing.endRefreshing()
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 637)
    #expect(carousel.adjustedContentInset == EdgeInsets(left: 8, right: 12))
    #expect(trailingLoads.count == 1)
    #expect(leadingLoads.count == 1)
    expectSound(carousel)
  }

  @Test func narrowContentTrailerAtTheRightOfTheView() {
    carousel.contentSize.width = 200
    carousel.refreshTrailer = trailing
    #expect(trailing.frame.minX == 375)
    carousel.pullLeft(pastEndBy: 61)
    #expect(trailing.state == .refreshing)
    // Width plus the gap right of the narrow content (375 − 200).
    #expect(carousel.refreshInsets == EdgeInsets(right: 235))
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 60)
    carousel.endRefreshing()
    scheduler.runUntilIdle()
    #expect(carousel.contentOffset.x == 0)
    expectSound(carousel)
  }

  @Test func widthsAndHeights() {
    carousel.contentInset = EdgeInsets(top: 10, bottom: 30)
    carousel.refreshTrailer = trailing
    carousel.refreshLeadingTrailer = leading
    #expect(trailing.width == RefreshTrailer.defaultWidth)
    #expect(trailing.frame == CGRect(x: 1000, y: 0, width: 60, height: 160))
    #expect(leading.frame == CGRect(x: -60, y: 0, width: 60, height: 160))
    leading.width = 80
    #expect(leading.frame == CGRect(x: -80, y: 0, width: 80, height: 160))
    leading.beginRefreshing()
    #expect(carousel.refreshInsets == EdgeInsets(left: 80))
    leading.width = -5
    #expect(leading.width == 0)
    #expect(carousel.refreshInsets == .zero)
    leading.width = .nan
    #expect(leading.width == 0)
    expectSound(carousel)
  }

  @Test func verticalHeaderIsUnaffected() {
    let list = ListFixture(contentHeight: 2000, scheduler: scheduler).list
    let header = RefreshHeader()
    list.refreshHeader = header
    list.refreshTrailer = trailing
    list.refreshLeadingTrailer = leading
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    #expect(list.refreshInsets == EdgeInsets(top: 54))
    scheduler.runUntilIdle()
    #expect(list.contentOffset == CGPoint(x: 0, y: -54))
    list.push(by: 500)
    scheduler.runUntilIdle()
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(trailing.states == [])
    #expect(leading.states == [])
    #expect(trailing.pullingPercent == 0)
    #expect(leading.pullingPercent == 0)
    #expect(list.refreshInsets == .zero)
    #expect(header.frame.width == 375)
    expectSound(list)
  }

  @Test func slotsSetTheEdge() {
    let trailer = RecordingTrailer(edge: .leading)
    #expect(trailer.edge == .leading)
    carousel.refreshTrailer = trailer
    #expect(trailer.edge == .trailing)
    #expect(carousel.refreshTrailer(for: .trailing) === trailer)
    // Moving it to the other slot frees the first one.
    carousel.refreshLeadingTrailer = trailer
    #expect(trailer.edge == .leading)
    #expect(carousel.refreshTrailer == nil)
    #expect(carousel.refreshTrailer(for: .leading) === trailer)
    #expect(trailer.frame.minX == -60)
    #expect(carousel.refreshComponents.count == 1)
    carousel.refreshLeadingTrailer = nil
    #expect(trailer.scrollView == nil)
    #expect(carousel.refreshComponents.isEmpty)
    expectSound(carousel)
  }
}

extension RefreshTrailerTests {
  @Test func aForeignWriteToTheTrailersShareIsUndoneAtOnce() {
    carousel.refreshTrailer = trailing
    trailing.beginRefreshing()
    carousel.setRefreshInset(EdgeInsets(left: 60), for: trailing)
    #expect(carousel.refreshInsets == EdgeInsets(right: 60))
    expectSound(carousel)
  }

  @Test func hiddenTrailerIsNotPulled() {
    carousel.refreshTrailer = trailing
    trailing.isHidden = true
    carousel.pullLeft(pastEndBy: 80)
    scheduler.runUntilIdle()
    #expect(trailing.states == [])
    #expect(trailingLoads.count == 0)
    expectSound(carousel)
  }
}
