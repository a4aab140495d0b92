import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

// The example of the DocC article "Keeping the reader's place"
// (Sources/RefreshKit/RefreshKit.docc/KeepingTheReadersPlace.md), verbatim, so that the
// article's code always compiles and does what the article says.

// --- article example begins ---
/// A timeline whose refresh puts newer posts on top, keeping the reader's place.
@MainActor
final class Timeline {
  static let rowHeight: CGFloat = 80
  let list: ScrollView
  private(set) var posts: [String]
  /// Where newer posts come from; calls back with them, newest first.
  var fetchNewer: (@escaping @MainActor ([String]) -> Void) -> Void = { _ in }

  init(list: ScrollView, posts: [String]) {
    self.list = list
    self.posts = posts
    list.contentSize = CGSize(width: list.bounds.width, height: Self.height(of: posts.count))
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) { [weak self] in
      self?.fetchNewer { newer in self?.insertOnTop(newer) }
    }
  }

  private func insertOnTop(_ newer: [String]) {
    posts.insert(contentsOf: newer, at: 0)
    list.contentSize.height = Self.height(of: posts.count)  // what your layout does
    list.refreshHeader?.endRefreshing(insertedAbove: Self.height(of: newer.count))
  }

  static func height(of rows: Int) -> CGFloat { CGFloat(rows) * rowHeight }
}
// --- article example ends ---

@MainActor
@Suite struct KeepingTheReadersPlaceTests {
  @Test func theTimelineKeepsTheFirstVisibleRowStillAtEveryFrame() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    let timeline = Timeline(list: list, posts: (1...30).map { "Post \($0)" })
    timeline.fetchNewer = { deliver in
      scheduler.schedule(after: .seconds(1)) { deliver(["Newer 1", "Newer 2", "Newer 3"]) }
    }
    list.pullToRefresh()
    scheduler.advance(by: .milliseconds(500))  // revealed, loading
    #expect(list.refreshHeader?.state == .refreshing)
    // "Post 1" is the first visible row, right under the header.
    var screenYs: [CGFloat] = []
    while scheduler.pendingCount > 0 {
      let row = timeline.posts.firstIndex(of: "Post 1") ?? 0
      screenYs.append(Timeline.height(of: row) - list.contentOffset.y)
      scheduler.advance(by: Animation.frameInterval)
    }
    #expect(screenYs.count > 30)  // the wait, the end, the collapse: frame by frame
    #expect(screenYs.allSatisfy { $0 == 54 })
    #expect(timeline.posts.prefix(4) == ["Newer 1", "Newer 2", "Newer 3", "Post 1"])
    #expect(list.refreshHeader?.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func theArticleQuotesTheExampleVerbatim() throws {
    #expect(try ArticleExample.isQuoted(in: "KeepingTheReadersPlace.md"))
  }
}
