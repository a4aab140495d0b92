import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshNormalTrailerTests {
  let scheduler = TestScheduler()
  let carousel: ScrollView

  init() {
    carousel = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 200), scheduler: scheduler)
    carousel.contentSize = CGSize(width: 1000, height: 200)
  }
}

extension RefreshNormalTrailerTests {
  @Test func trailingArrowPointsLeftThenRight() {
    let trailer = RefreshNormalTrailer()
    carousel.refreshTrailer = trailer
    #expect(trailer.arrowView.rotation == .pi / 2)
    carousel.pullLeft(pastEndBy: 70, release: false)
    scheduler.advance(by: .milliseconds(250))
    #expect(trailer.arrowView.rotation == 3 * .pi / 2)
    carousel.endDragging()
    #expect(trailer.arrowView.isHidden)
    scheduler.runUntilIdle()
    carousel.endRefreshing()
    #expect(!trailer.arrowView.isHidden)
    #expect(trailer.arrowView.rotation == .pi / 2)
    scheduler.runUntilIdle()
    expectSound(carousel)
  }

  @Test func aTrailerMadeForTheLeadingEdgeTurnsItsLookThere() {
    // init(edge:) sets the edge from an initializer: the look and the texts follow all the same.
    let trailer = RefreshNormalTrailer(edge: .leading)
    #expect(trailer.arrowView.rotation == -.pi / 2)
    #expect(trailer.stateText == RefreshLocalization.string(for: .trailerLeadingIdle))
    carousel.refreshLeadingTrailer = trailer
    carousel.pullRight(pastStartBy: 70, release: false)
    scheduler.advance(by: .milliseconds(250))
    #expect(trailer.arrowView.rotation == .pi / 2)
    carousel.endDragging()
    #expect(trailer.arrowView.isHidden && trailer.loadingView.isAnimating)
    scheduler.runUntilIdle()
    carousel.endRefreshing()
    #expect(!trailer.loadingView.isAnimating && trailer.arrowView.rotation == -.pi / 2)
    scheduler.runUntilIdle()
    expectSound(carousel)
  }

  @Test func leadingArrowPointsRightThenLeft() {
    let trailer = RefreshNormalTrailer()
    carousel.refreshLeadingTrailer = trailer
    #expect(trailer.arrowView.rotation == -.pi / 2)
    carousel.pullRight(pastStartBy: 70, release: false)
    scheduler.advance(by: .milliseconds(250))
    #expect(trailer.arrowView.rotation == .pi / 2)
    carousel.drag(to: CGPoint(x: -20, y: 0))
    scheduler.advance(by: .milliseconds(250))
    #expect(trailer.arrowView.rotation == -.pi / 2)
    carousel.endDragging()
    scheduler.runUntilIdle()
    #expect(trailer.state == .idle)
    expectSound(carousel)
  }

  @Test func arrowSitsAboveTheTextAndNeverOverlapsIt() {
    let trailing = RefreshNormalTrailer()
    let leading = RefreshNormalTrailer()
    trailing.setTitle("More", for: .idle)
    leading.setTitle("More", for: .idle)
    carousel.refreshTrailer = trailing
    carousel.refreshLeadingTrailer = leading
    carousel.layoutIfNeeded()
    // Arrow footprint 15 high (it lies sideways), gap 8, column 4 × 18: 95 pt centred in
    // 200, so the arrow's centre is at y 60 and the column starts at 75.5.
    for trailer in [trailing, leading] {
      #expect(
        approximatelyEqual(trailer.arrowView.frame, CGRect(x: 22.5, y: 40, width: 15, height: 40)))
      #expect(trailer.stateLabel.frame.minY == 75.5)
      // Turned sideways, the arrow covers 10...50 across and 52.5...67.5 down: clear of
      // the column below it.
      let center = CGPoint(x: trailer.arrowView.frame.midX, y: trailer.arrowView.frame.midY)
      #expect(center.y + trailer.arrowView.frame.width * 0.5 < trailer.stateLabel.frame.minY)
    }
  }

}
