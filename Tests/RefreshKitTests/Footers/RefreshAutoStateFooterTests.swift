import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshAutoStateFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let loads = LoadCounter()

  func attach(_ footer: RefreshAutoFooter) {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
  }
}

/// Records the state label's text at every state change, as an app's `didSet` sees it.
final class RecordingAutoStateFooter: RefreshAutoStateFooter, StateRecording {
  let recorder = StateRecorder<String>(.everySetting)
  override var state: RefreshState {
    didSet { recorder.record(stateLabel.text, for: state, from: oldValue) }
  }
}

extension RefreshAutoStateFooterTests {
  @Test(arguments: [
    (
      "en", "Tap or pull up to load more",
      ["Loading more data...", "Tap or pull up to load more", "No more data"]
    ),
    ("zh-Hans", "点击或上拉加载更多", ["正在加载更多的数据...", "点击或上拉加载更多", "已经全部加载完毕"]),
  ])
  func titlesOfEveryStateInATimeline(language: String, idle: String, texts: [String]) {
    RefreshLocalization.pinned(language) {
      let footer = RecordingAutoStateFooter()
      attach(footer)
      #expect(footer.stateLabel.text == idle)
      list.scrollToEnd()
      footer.endRefreshing()
      footer.endRefreshingWithNoMoreData()
      // The initial idle reaches the observer once, after `prepare()`.
      #expect(footer.texts == [idle] + texts)
      expectSound(list)
    }
  }

  @Test func titlesFollowALanguageChange() {
    RefreshLocalization.pinned("en") {
      let footer = RefreshAutoStateFooter()
      attach(footer)
      footer.endRefreshingWithNoMoreData()
      RefreshLocalization.language = "ko"
      #expect(
        footer.stateLabel.text
          == RefreshLocalization.string(for: .autoFooterNoMoreData, language: "ko"))
      #expect(footer.stateLabel.text != "No more data")
    }
  }

  @Test func customTitlesAndHiddenRefreshingTitle() {
    RefreshLocalization.pinned("en") {
      let footer = RecordingAutoStateFooter()
      footer.setTitle("More posts", for: .idle)
      #expect(footer.stateLabel.text == "More posts")
      #expect(footer.title(for: .refreshing) == "Loading more data...")
      footer.isRefreshingTitleHidden = true
      attach(footer)
      footer.beginRefreshing()
      #expect(footer.stateLabel.text == "")
      footer.isRefreshingTitleHidden = false
      #expect(footer.stateLabel.text == "Loading more data...")
      footer.isRefreshingTitleHidden = true
      footer.endRefreshing()
      footer.setTitle(nil, for: .idle)
      #expect(footer.stateLabel.text == "Tap or pull up to load more")
      #expect(footer.texts == ["Tap or pull up to load more", "", "More posts"])
    }
  }

  @Test func tapLoadsFromIdleEvenWithTheBudgetSpent() {
    let footer = RecordingAutoStateFooter()
    attach(footer)
    list.scrollToEnd(release: false)
    footer.endRefreshing()
    // The drag's one load is spent: scrolling on does nothing, a tap still loads.
    list.drag(to: CGPoint(x: 0, y: 370))
    list.drag(to: CGPoint(x: 0, y: 377))
    #expect(loads.count == 1)
    footer.tap()
    #expect(loads.count == 2)
    #expect(footer.state == .refreshing)
    // A tap while loading does nothing.
    footer.tap()
    #expect(loads.count == 2)
    list.endDragging()
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func tapDoesNothingInNoMoreDataOrWhileHidden() {
    let footer = RecordingAutoStateFooter()
    attach(footer)
    footer.endRefreshingWithNoMoreData()
    footer.tap()
    #expect(footer.state == .noMoreData)
    footer.resetNoMoreData()
    footer.isHidden = true
    footer.tap()
    #expect(footer.state == .idle)
    #expect(loads.count == 0)
    expectSound(list)
  }

  @Test func stateLabelFillsTheFooter() {
    let footer = RefreshAutoStateFooter()
    attach(footer)
    list.layoutIfNeeded()
    #expect(footer.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(footer.stateLabel.isBold)
  }
}
