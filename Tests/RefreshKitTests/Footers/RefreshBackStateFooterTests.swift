import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshBackStateFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
}

/// Records the state label's text at every state change.
final class RecordingBackStateFooter: RefreshBackStateFooter, StateRecording {
  let recorder = StateRecorder<String>(.everySetting)
  override var state: RefreshState {
    didSet { recorder.record(stateLabel.text, for: state, from: oldValue) }
  }
}

extension RefreshBackStateFooterTests {
  @Test(arguments: [
    (
      "en",
      [
        "Pull up to load more", "Release to load more", "Loading more data...",
        "Pull up to load more", "Release to load more", "Loading more data...", "No more data",
      ]
    ),
    (
      "zh-Hans",
      [
        "上拉可以加载更多", "松开立即加载更多", "正在加载更多的数据...", "上拉可以加载更多", "松开立即加载更多",
        "正在加载更多的数据...", "已经全部加载完毕",
      ]
    ),
  ])
  func titlesOfEveryStateInATimeline(language: String, texts: [String]) {
    RefreshLocalization.pinned(language) {
      let footer = RecordingBackStateFooter()
      list.refreshFooter = footer
      #expect(footer.stateLabel.text == texts[0])
      list.pullUp(by: 60)
      scheduler.runUntilIdle()
      footer.endRefreshing()
      scheduler.runUntilIdle()
      list.pullUp(by: 60)
      footer.endRefreshingWithNoMoreData()
      scheduler.runUntilIdle()
      // The initial idle reaches the observer once, after `prepare()`.
      #expect(footer.texts == texts)
      expectSound(list)
    }
  }

  @Test func titleForEveryState() {
    RefreshLocalization.pinned("en") {
      let footer = RefreshBackStateFooter()
      #expect(footer.title(for: .idle) == "Pull up to load more")
      #expect(footer.title(for: .pulling) == "Release to load more")
      #expect(footer.title(for: .refreshing) == "Loading more data...")
      #expect(footer.title(for: .willRefresh) == "Loading more data...")
      #expect(footer.title(for: .noMoreData) == "No more data")
      footer.setTitle("Keep pulling", for: .idle)
      #expect(footer.stateLabel.text == "Keep pulling")
      #expect(footer.title(for: .idle) == "Keep pulling")
      footer.labelLeftInset = -3
      #expect(footer.labelLeftInset == 0)
      footer.labelLeftInset = .nan
      #expect(footer.labelLeftInset == 0)
    }
  }
}
