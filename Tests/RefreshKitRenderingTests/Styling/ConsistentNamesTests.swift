import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// The names an MJRefresh user reaches for on footers and trailers, as ported code uses them.
@MainActor
@Suite struct ConsistentNamesTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 240)
  }
}

extension ConsistentNamesTests {
  @Test func aFootersLoadingViewIsStyledAsTheHeadersIs() {
    let footer = RefreshAutoNormalFooter {}
    footer.loadingView.style = ActivityIndicatorView.Style(size: 28, color: .red)
    list.refreshFooter = footer
    footer.beginRefreshing()
    list.layoutIfNeeded()
    #expect(footer.loadingView.isAnimating)
    #expect(footer.loadingView.frame.size == CGSize(width: 28, height: 28))
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("stroke=\"#ff0000\""))
    footer.loadingView.color = .blue
    #expect(SVGRenderer().render(list).contains("stroke=\"#0000ff\""))
    #expect(ActivityIndicatorView.Style(size: -4).size == 0)
    footer.endRefreshing()
  }

  @Test func aTrailersStateLabelStylesItsColumn() {
    let trailer = RefreshNormalTrailer {}
    list.refreshTrailer = trailer
    trailer.stateLabel.textColor = .red
    trailer.stateLabel.font = .systemFont(ofSize: 12)
    list.layoutIfNeeded()
    #expect(trailer.stateLabel.text == trailer.title(for: .idle))
    let svg = SVGRenderer().render(list)
    let glyphLines = svg.split(separator: "\n").filter {
      $0.contains("<text") && $0.contains("ff0000")
    }
    #expect(glyphLines.count == trailer.stateLabel.verticalGlyphs.count)
    #expect(glyphLines.allSatisfy { $0.contains("font-size=\"12\"") })
    trailer.stateLabel.isHidden = true
    #expect(!SVGRenderer().render(list).contains("ff0000"))
  }

  @Test func trailersKeepTheirIgnoredInsetsApartByEdge() {
    let trailer = RefreshNormalTrailer {}
    let leading = RefreshNormalTrailer {}
    list.refreshTrailer = trailer
    list.refreshLeadingTrailer = leading
    let trailingX = trailer.frame.minX
    let leadingX = leading.frame.minX
    trailer.ignoredScrollViewContentInsetRight = 10
    leading.ignoredScrollViewContentInsetLeft = 6
    #expect(trailer.frame.minX == trailingX + 10)
    #expect(leading.frame.minX == leadingX - 6)
    trailer.ignoredScrollViewContentInsetRight = .nan
    #expect(trailer.ignoredScrollViewContentInsetRight == 10)
    leading.ignoredScrollViewContentInsetLeft = -3
    #expect(leading.frame.minX == leadingX)
  }

  @Test func theStateHeaderSaysWhenItLastUpdated() {
    let header = RefreshNormalHeader {}
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    list.refreshHeader = header
    #expect(header.lastUpdatedTime == nil)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.lastUpdatedTime != nil)
    scheduler.runUntilIdle()
  }
}
