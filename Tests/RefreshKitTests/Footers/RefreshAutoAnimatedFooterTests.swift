import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshAutoAnimatedFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RefreshAutoAnimatedFooter()
  let loads = LoadCounter()

  func attach() {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
  }

  var shownText: String? {
    footer.animationView.isHidden ? nil : footer.animationView.currentImage?.text
  }
}

extension RefreshAutoAnimatedFooterTests {
  @Test func onlyTheRefreshingFramesShowAndLoop() {
    footer.setAnimation(RefreshAnimatedHeaderTests.frames("i", count: 2), for: .idle)
    footer.setAnimation(RefreshAnimatedHeaderTests.frames("r", count: 3), for: .refreshing)
    attach()
    #expect(shownText == nil)
    list.scrollToEnd(release: false)
    #expect(footer.state == .refreshing)
    var texts: [String?] = []
    texts.append(contentsOf: scheduler.sample(4, every: .milliseconds(100)) { shownText })
    #expect(texts == ["r0", "r1", "r2", "r0"])
    footer.endRefreshing()
    #expect(shownText == nil)
    #expect(!footer.animationView.isPlaying)
    footer.beginRefreshing()
    #expect(shownText == "r0")
    footer.endRefreshingWithNoMoreData()
    #expect(shownText == nil)
    #expect(!footer.animationView.isPlaying)
    list.endDragging()
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 0)
    #expect(loads.count == 2)
    expectSound(list)
  }

  @Test func withoutRefreshingFramesNothingShows() {
    attach()
    footer.beginRefreshing()
    #expect(shownText == nil)
    #expect(scheduler.pendingCount == 0 || !footer.animationView.isPlaying)
  }

  @Test func growsToTheTallestAnimation() {
    #expect(footer.height == 44)
    footer.setAnimation(
      RefreshAnimatedHeaderTests.frames("r", count: 2, height: 60), for: .refreshing)
    #expect(footer.height == 60)
  }

  @Test func sitsLeftOfTheTextOrCentredWhenTheTitleIsHidden() {
    RefreshLocalization.pinned("en") {
      footer.setAnimation(RefreshAnimatedHeaderTests.frames("r", count: 3), for: .refreshing)
      attach()
      footer.beginRefreshing()
      list.layoutIfNeeded()
      #expect(footer.labelLeftInset == 20)
      let textWidth = footer.stateLabel.textWidth
      #expect(textWidth > 0)
      let frame = footer.animationView.frame
      #expect(abs(frame.maxX - (187.5 - textWidth / 2 - 20)) < 0.001)
      #expect(frame.size == CGSize(width: 24, height: 24))
      #expect(frame.minY == 10)
      footer.isRefreshingTitleHidden = true
      list.layoutIfNeeded()
      #expect(footer.animationView.frame == CGRect(x: 175.5, y: 10, width: 24, height: 24))
    }
  }
}
