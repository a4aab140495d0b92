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

  @Test func arrowSitsOnTheContentSideOfTheText() {
    let trailing = RefreshNormalTrailer()
    let leading = RefreshNormalTrailer()
    trailing.setTitle("More", for: .idle)
    leading.setTitle("More", for: .idle)
    carousel.refreshTrailer = trailing
    carousel.refreshLeadingTrailer = leading
    carousel.layoutIfNeeded()
    // Column 25.8...34.2; the arrow 4 pt beside it, vertically centred.
    #expect(
      approximatelyEqual(trailing.arrowView.frame, CGRect(x: 6.8, y: 80, width: 15, height: 40)))
    #expect(
      approximatelyEqual(leading.arrowView.frame, CGRect(x: 38.2, y: 80, width: 15, height: 40)))
  }
}
