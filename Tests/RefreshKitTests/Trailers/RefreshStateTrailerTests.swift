import Foundation
import RefreshKit
import RefreshKitRendering
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
final class RecordingStateTrailer: RefreshStateTrailer, StateRecording {
  let recorder = StateRecorder<String>(.everySetting)
  override var state: RefreshState {
    didSet { recorder.record(stateText, for: state, from: oldValue) }
  }
}

extension RefreshStateTrailerTests {
  @Test func oneGlyphPerLineCentred() {
    let trailer = RefreshStateTrailer()
    trailer.setTitle("More", for: .idle)
    carousel.refreshTrailer = trailer
    carousel.layoutIfNeeded()
    #expect(trailer.stateLabel.verticalGlyphs == ["M", "o", "r", "e"])
    // Four lines of 18 pt, 8.4 pt wide (0.6 em), centred in 60 × 200.
    #expect(
      approximatelyEqual(trailer.stateLabel.frame, CGRect(x: 25.8, y: 64, width: 8.4, height: 72)))
    #expect(trailer.stateLabel.isBold)
    // The label draws the title one glyph a line, 18 points apart, centred in its bounds.
    let texts = trailer.stateLabel.drawing().texts
    #expect(texts.map(\.string) == ["More"])
    #expect(texts.first?.orientation == .vertical(lineHeight: 18))
    #expect(texts.first?.lineBoxes.map(\.y) == [0, 18, 36, 54])
    #expect(texts.first?.isBold == true)
  }

  @Test func wideGlyphsAndWhitespace() {
    RefreshLocalization.pinned("zh-Hans") {
      let trailer = RefreshStateTrailer()
      carousel.refreshTrailer = trailer
      carousel.layoutIfNeeded()
      #expect(trailer.stateText == "左滑查看更多")
      #expect(trailer.stateLabel.verticalGlyphs == ["左", "滑", "查", "看", "更", "多"])
      #expect(
        approximatelyEqual(trailer.stateLabel.frame, CGRect(x: 23, y: 46, width: 14, height: 108)))
    }
    RefreshLocalization.pinned("en") {
      let trailer = RefreshStateTrailer()
      carousel.refreshTrailer = trailer
      carousel.layoutIfNeeded()
      // Whitespace gets no line; a column taller than the trailer starts at its top.
      #expect(trailer.stateLabel.verticalGlyphs.count == 18)
      #expect(trailer.stateLabel.frame.minY == 0)
      #expect(trailer.stateLabel.frame.height == 324)
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

// MARK: - The state label as a ported app uses it

extension RefreshStateTrailerTests {
  /// Whether `view` lies in `ancestor`'s tree.
  func isDescendant(_ view: View, of ancestor: View) -> Bool {
    var current = view.superview
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }

  /// The glyphs the SVG renderer draws for `carousel`.
  func drawnGlyphs() -> [String] {
    SVGRenderer().render(carousel).split(separator: "\n").compactMap { line in
      guard line.contains("<text"), let open = line.firstIndex(of: ">"),
        let close = line.range(of: "</text>")
      else { return nil }
      return String(line[line.index(after: open)..<close.lowerBound])
    }
  }

  @Test func theStateLabelIsTheViewThatShowsTheTitle() {
    RefreshLocalization.pinned("en") {
      let trailer = RefreshStateTrailer {}
      carousel.refreshTrailer = trailer
      carousel.layoutIfNeeded()
      #expect(isDescendant(trailer.stateLabel, of: trailer))
      #expect(trailer.stateLabel.text == trailer.title(for: .idle))
      carousel.pullLeft(pastEndBy: 80, release: false)
      #expect(trailer.state == .pulling)
      #expect(trailer.stateLabel.text == trailer.title(for: .pulling))
      carousel.layoutIfNeeded()
      #expect(drawnGlyphs().joined() == trailer.title(for: .pulling).filter { !$0.isWhitespace })
      carousel.endDragging()
      #expect(trailer.stateLabel.text == trailer.title(for: .refreshing))
      trailer.endRefreshing()
      scheduler.runUntilIdle()
    }
  }

  @Test(arguments: ["isHidden", "alpha"])
  func hidingTheStateLabelHidesTheTitle(_ how: String) {
    let trailer = RefreshStateTrailer()
    trailer.setTitle("More", for: .idle)
    carousel.refreshTrailer = trailer
    carousel.contentOffset.x = 700  // the trailer in view
    carousel.layoutIfNeeded()
    #expect(drawnGlyphs() == ["M", "o", "r", "e"])
    if how == "isHidden" {
      trailer.stateLabel.isHidden = true
    } else {
      trailer.stateLabel.alpha = 0
    }
    #expect(drawnGlyphs() == [])
    #expect(TextRenderer().render(carousel).contains("M") == false)
  }

  @Test func aSubclassMovesTheTitleBySettingTheLabelsFrame() {
    final class TopTitleTrailer: RefreshStateTrailer {
      override func placeSubviews() {
        super.placeSubviews()
        stateLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 36)
      }
    }
    let trailer = TopTitleTrailer()
    trailer.setTitle("Go", for: .idle)
    carousel.refreshTrailer = trailer
    carousel.layoutIfNeeded()
    #expect(trailer.stateLabel.frame == CGRect(x: 0, y: 0, width: 60, height: 36))
    // Two lines of 18 pt fill the 36 pt label from its top: the glyphs sit at y 0 and 18.
    let lines = trailer.stateLabel.drawing().texts.first?.lineBoxes ?? []
    #expect(lines.map(\.y) == [0, 18])
    // SVG writes each glyph on its line's baseline: the middle plus 0.35 em.
    let size = trailer.stateLabel.font.size
    let svg = SVGRenderer().render(carousel)
    #expect(svg.contains("y=\"\((9 + size * 0.35).svgNumberForTests)\""))
    #expect(svg.contains("y=\"\((27 + size * 0.35).svgNumberForTests)\""))
  }
}

extension CGFloat {
  /// The number as the SVG renderer writes it: at most two decimals, no trailing zeros.
  fileprivate var svgNumberForTests: String {
    let rounded = (self * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
  }
}
