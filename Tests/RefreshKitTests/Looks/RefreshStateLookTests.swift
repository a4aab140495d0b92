import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The state text look on every edge: its titles through a real cycle, in two languages, the
/// vertical text of a trailer, the last-updated line and the result of a header.
@MainActor
@Suite struct RefreshStateLookTests {
  /// The titles a cycle shows on `edge` (see ``LookRig/stages``), in English.
  static func englishTitles(on edge: LookEdge) -> [String] {
    switch edge {
    case .header:
      [
        "Pull down to refresh", "Pull down to refresh", "Release to refresh", "Loading...",
        "Pull down to refresh",
      ]
    case .autoFooter:
      [
        "Tap or pull up to load more", "Loading more data...", "Tap or pull up to load more",
        "No more data",
      ]
    case .backFooter:
      [
        "Pull up to load more", "Pull up to load more", "Release to load more",
        "Loading more data...", "Pull up to load more", "No more data",
      ]
    case .trailingTrailer:
      [
        "Slide left to see more", "Slide left to see more", "Release to see more", "Loading...",
        "Slide left to see more", "No more data",
      ]
    case .leadingTrailer:
      [
        "Slide right to see more", "Slide right to see more", "Release to see more",
        "Loading...", "Slide right to see more", "No more data",
      ]
    }
  }

  /// The titles a cycle shows on `edge`, in simplified Chinese.
  static func chineseTitles(on edge: LookEdge) -> [String] {
    switch edge {
    case .header:
      ["下拉可以刷新", "下拉可以刷新", "松开立即刷新", "正在刷新数据中...", "下拉可以刷新"]
    case .autoFooter:
      ["点击或上拉加载更多", "正在加载更多的数据...", "点击或上拉加载更多", "已经全部加载完毕"]
    case .backFooter:
      [
        "上拉可以加载更多", "上拉可以加载更多", "松开立即加载更多", "正在加载更多的数据...",
        "上拉可以加载更多", "已经全部加载完毕",
      ]
    case .trailingTrailer:
      ["左滑查看更多", "左滑查看更多", "释放查看更多", "正在加载...", "左滑查看更多", "已经全部加载完毕"]
    case .leadingTrailer:
      ["右滑查看更多", "右滑查看更多", "释放查看更多", "正在加载...", "右滑查看更多", "已经全部加载完毕"]
    }
  }
}

// MARK: - Titles through a cycle

extension RefreshStateLookTests {
  @Test(arguments: LookEdge.allCases)
  func englishTitlesThroughACycle(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let titles = rig.runCycle { look.stateLabel.text }
      #expect(titles == Self.englishTitles(on: edge))
      expectSound(rig.scrollView)
    }
  }

  @Test(arguments: LookEdge.allCases)
  func chineseTitlesThroughACycle(edge: LookEdge) {
    RefreshLocalization.pinned("zh-Hans") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let titles = rig.runCycle { look.stateLabel.text }
      #expect(titles == Self.chineseTitles(on: edge))
    }
  }

  @Test(arguments: LookEdge.allCases)
  func aLanguageChangeRerendersAtOnce(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      #expect(look.stateLabel.text == Self.englishTitles(on: edge)[0])
      RefreshLocalization.language = "zh-Hans"
      #expect(look.stateLabel.text == Self.chineseTitles(on: edge)[0])
      if edge == .header {
        #expect(look.lastUpdatedTimeLabel.text == "最后更新：无记录")
      }
      rig.component.beginRefreshing()
      #expect(look.stateLabel.text == Self.chineseTitles(on: edge)[edge == .autoFooter ? 1 : 3])
    }
  }

  @Test(arguments: LookEdge.allCases)
  func aCustomTitleOnAnyEdge(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      look.setTitle("Keep going", for: .idle)
      look.setTitle("Working", for: .refreshing)
      #expect(look.stateLabel.text == "Keep going")
      rig.component.beginRefreshing()
      #expect(look.stateLabel.text == "Working")
      rig.component.endRefreshing()
      look.setTitle(nil, for: .idle)
      #expect(look.stateLabel.text == Self.englishTitles(on: edge)[0])
    }
  }

  @Test(arguments: LookEdge.allCases)
  func installedMidRefreshItShowsTheRefreshingTitle(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let rig = LookRig(edge, look: RecordingLook())
      rig.component.beginRefreshing()
      let look = RefreshStateLook().keepingDatesInMemory()
      rig.component.look = look
      #expect(look.stateLabel.text == Self.englishTitles(on: edge)[edge == .autoFooter ? 1 : 3])
    }
  }

  @Test func movingATrailerToTheOtherEdgeChangesItsTitle() {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook()
      let rig = LookRig(.trailingTrailer, look: look)
      #expect(look.stateLabel.text == "Slide left to see more")
      rig.scrollView.refreshLeadingTrailer = rig.component as? RefreshTrailer
      #expect(look.placement == .leadingTrailer)
      #expect(look.stateLabel.text == "Slide right to see more")
    }
  }
}

// MARK: - Vertical text and the last-updated line

extension RefreshStateLookTests {
  @Test(arguments: LookEdge.allCases)
  func theTitleRunsVerticallyOnlyOnATrailer(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let label = look.stateLabel
      #expect(label.superview === rig.component)
      switch edge.placement.axis {
      case .vertical:
        #expect(label.orientation == .horizontal)
      case .horizontal:
        #expect(label.orientation == .vertical)
        // A tight column centred across the trailer's 60 points.
        #expect(label.frame.size == label.textSize)
        #expect(abs(label.frame.midX - 30) < 0.001)
        #expect(label.verticalGlyphs.first == "S")
      }
    }
  }

  @Test(arguments: LookEdge.allCases)
  func onlyAHeaderShowsTheLastUpdatedLine(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let shown = look.lastUpdatedTimeLabel.superview === rig.component
      #expect(shown == (edge == .header))
      if edge == .header {
        // The state label takes the top half, the time label the bottom half.
        #expect(look.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
        #expect(look.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 375, height: 27))
        #expect(look.lastUpdatedTimeLabel.text == "Last update: No record")
      } else if edge.placement.axis == .vertical {
        #expect(look.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
      }
    }
  }

  @Test func aMovedLookDropsOrAddsTheLastUpdatedLine() {
    let look = RefreshStateLook().keepingDatesInMemory()
    let header = RefreshHeader(look: look)
    #expect(look.lastUpdatedTimeLabel.superview === header)
    header.look = nil
    #expect(look.lastUpdatedTimeLabel.superview == nil)
    #expect(look.stateLabel.superview == nil)
    let footer = RefreshBackFooter(look: look)
    #expect(look.stateLabel.superview === footer)
    #expect(look.lastUpdatedTimeLabel.superview == nil)
  }

  @Test func aSuccessfulEndOnAHeaderRecordsTheTime() {
    RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      look.timeZone = FixedClock.shanghai
      look.calendar = FixedClock.gregorian
      look.currentDate = { FixedClock.date(2026, 3, 5, 14, 5) }
      let rig = LookRig(.header, look: look)
      _ = rig.runCycle {}
      #expect(look.lastUpdatedTime == FixedClock.date(2026, 3, 5, 14, 5))
      #expect(look.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
    }
  }

  @Test(arguments: LookEdge.loading)
  func aFooterOrTrailerRecordsNoTime(edge: LookEdge) throws {
    let store = InMemoryLastUpdatedTimeStore()
    let look = RefreshStateLook()
    look.lastUpdatedTimeStore = store
    let rig = LookRig(edge, look: look)
    _ = rig.runCycle {}
    #expect(store.dates.isEmpty)
  }
}

// MARK: - The result on a header

extension RefreshStateLookTests {
  @Test func aHeaderShowsTheResultThenItsIdleTitle() throws {
    try RefreshLocalization.pinned("en") {
      let look = RefreshStateLook().keepingDatesInMemory()
      let rig = LookRig(.header, look: look)
      let header = try #require(rig.component as? RefreshHeader)
      var titles: [String] = []
      rig.refreshByGesture()
      titles.append(look.stateLabel.text)
      header.endRefreshing(result: .success)
      titles.append(look.stateLabel.text)
      rig.scheduler.advance(by: .milliseconds(499))
      titles.append(look.stateLabel.text)
      rig.scheduler.advance(by: .milliseconds(1))
      titles.append(look.stateLabel.text)
      rig.settle()
      header.beginRefreshing()
      header.endRefreshing(result: .failure(message: "No connection"))
      titles.append(look.stateLabel.text)
      rig.settle()
      header.beginRefreshing()
      header.endRefreshing(result: .failure(message: nil))
      titles.append(look.stateLabel.text)
      rig.settle()
      titles.append(look.stateLabel.text)
      #expect(
        titles == [
          "Loading...", "Refresh succeeded", "Refresh succeeded", "Pull down to refresh",
          "No connection", "Refresh failed", "Pull down to refresh",
        ])
      #expect(look.shownResult == nil)
      expectSound(rig.scrollView)
    }
  }

  @Test func aHiddenStateLabelShowsNoResult() throws {
    let look = RefreshStateLook().keepingDatesInMemory()
    look.stateLabel.isHidden = true
    let rig = LookRig(.header, look: look)
    let header = try #require(rig.component as? RefreshHeader)
    header.beginRefreshing()
    header.endRefreshing(result: .success)
    #expect(!header.isShowingResult)
    #expect(look.shownResult == nil)
  }
}
