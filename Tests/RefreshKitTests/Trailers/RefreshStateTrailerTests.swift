import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshStateTrailerTests {
  let scheduler = TestScheduler()
  let carousel: ScrollView

  init() {
    carousel = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 200), scheduler: scheduler)
    carousel.contentSize = CGSize(width: 1000, height: 200)
  }
}

/// Records the shown text at every state change.
@MainActor
final class RecordingStateTrailer: RefreshStateTrailer {
  var texts: [String] = []
  override var state: RefreshState {
    didSet { texts.append(stateText) }
  }
}

extension RefreshStateTrailerTests {
  @Test func oneGlyphPerLineCentred() {
    let trailer = RefreshStateTrailer()
    trailer.setTitle("More", for: .idle)
    carousel.refreshTrailer = trailer
    carousel.layoutIfNeeded()
    #expect(trailer.glyphLabels.map(\.text) == ["M", "o", "r", "e"])
    // Four lines of 18 pt, 8.4 pt wide (0.6 em), centred in 60 × 200.
    #expect(
      approximatelyEqual(trailer.textColumn.frame, CGRect(x: 25.8, y: 64, width: 8.4, height: 72)))
    for (line, label) in trailer.glyphLabels.enumerated() {
      #expect(
        approximatelyEqual(label.frame, CGRect(x: 0, y: 18 * CGFloat(line), width: 8.4, height: 18))
      )
      #expect(label.isBold)
    }
  }

  @Test func wideGlyphsAndWhitespace() {
    RefreshLocalization.pinned("zh-Hans") {
      let trailer = RefreshStateTrailer()
      carousel.refreshTrailer = trailer
      carousel.layoutIfNeeded()
      #expect(trailer.stateText == "左滑查看更多")
      #expect(trailer.glyphLabels.map(\.text) == ["左", "滑", "查", "看", "更", "多"])
      #expect(
        approximatelyEqual(trailer.textColumn.frame, CGRect(x: 23, y: 46, width: 14, height: 108)))
    }
    RefreshLocalization.pinned("en") {
      let trailer = RefreshStateTrailer()
      carousel.refreshTrailer = trailer
      carousel.layoutIfNeeded()
      // Whitespace gets no line; a column taller than the trailer starts at its top.
      #expect(trailer.glyphLabels.count == 18)
      #expect(trailer.textColumn.frame.minY == 0)
      #expect(trailer.textColumn.frame.height == 324)
    }
  }

  @Test func titlesThroughCyclesAtBothEdges() {
    RefreshLocalization.pinned("en") {
      let trailing = RecordingStateTrailer()
      let leading = RecordingStateTrailer()
      carousel.refreshTrailer = trailing
      carousel.refreshLeadingTrailer = leading
      #expect(trailing.stateText == "Slide left to see more")
      #expect(leading.stateText == "Slide right to see more")
      carousel.pullLeft(pastEndBy: 70)
      scheduler.runUntilIdle()
      carousel.endRefreshing()
      scheduler.runUntilIdle()
      carousel.pullRight(pastStartBy: 70)
      scheduler.runUntilIdle()
      carousel.endRefreshing()
      scheduler.runUntilIdle()
      let cycle = ["Release to see more", "Loading..."]
      // The initial idle reaches observers after `prepare()`, before either is attached
      // (a new trailer is a trailing one until a slot says otherwise).
      let initial = ["Slide left to see more"]
      #expect(trailing.texts == initial + cycle + ["Slide left to see more"])
      #expect(leading.texts == initial + cycle + ["Slide right to see more"])
      // Moving a trailer to the other edge changes its idle title at once.
      carousel.refreshLeadingTrailer = trailing
      #expect(trailing.stateText == "Slide right to see more")
      RefreshLocalization.language = "zh-Hans"
      #expect(trailing.stateText == "右滑查看更多")
      expectSound(carousel)
    }
  }

  @Test func badLineHeight() {
    let trailer = RefreshStateTrailer()
    trailer.lineHeight = -4
    #expect(trailer.lineHeight == 0)
    trailer.lineHeight = .nan
    #expect(trailer.lineHeight == 0)
    trailer.lineHeight = 20
    #expect(trailer.lineHeight == 20)
  }
}
