import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshBackAnimatedFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
  let footer = RefreshBackAnimatedFooter()
  let loads = LoadCounter()

  func attach() {
    list.addRefreshFooter(refreshFooter: footer) { [loads] in loads.count += 1 }
  }

  var shownText: String? {
    footer.animationView.isHidden ? nil : footer.animationView.currentImage?.text
  }

  func setUpStates() {
    footer.setAnimation(RefreshAnimatedHeaderTests.frames("i", count: 4), for: .idle)
    footer.setAnimation(RefreshAnimatedHeaderTests.frames("p", count: 2), for: .pulling)
    footer.setAnimation(RefreshAnimatedHeaderTests.frames("r", count: 3), for: .refreshing)
  }
}

extension RefreshBackAnimatedFooterTests {
  @Test func idleFramesFollowThePullingPercent() {
    setUpStates()
    attach()
    list.scrollToEnd(release: false)
    var texts: [String?] = []
    // The footer is 44 tall below the content end at offset 333.
    for exposed: CGFloat in [0, 10, 11, 22, 33, 44] {
      list.drag(to: CGPoint(x: 0, y: 333 + exposed))
      texts.append(shownText)
    }
    #expect(texts == ["i0", "i0", "i1", "i2", "i3", "i3"])
    #expect(footer.state == .idle)
    #expect(!footer.animationView.isPlaying)
  }

  @Test func pullingAndRefreshingLoopTheirOwnFrames() {
    setUpStates()
    attach()
    list.pullUp(by: 60, release: false)
    #expect(footer.state == .pulling)
    var texts: [String?] = []
    texts.append(contentsOf: scheduler.sample(3, every: .milliseconds(100)) { shownText })
    #expect(texts == ["p0", "p1", "p0"])
    list.endDragging()
    #expect(footer.state == .refreshing)
    texts = []
    texts.append(contentsOf: scheduler.sample(4, every: .milliseconds(100)) { shownText })
    #expect(texts == ["r0", "r1", "r2", "r0"])
    footer.endRefreshingWithNoMoreData()
    #expect(shownText == nil)
    #expect(!footer.animationView.isPlaying)
    footer.resetNoMoreData()
    #expect(footer.animationView.animation?.name == "i")
    #expect(shownText != nil)
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 0)
    #expect(loads.count == 1)
    expectSound(list)
  }

  @Test func growsAndLaysOutBesideTheText() {
    RefreshLocalization.pinned("en") {
      setUpStates()
      footer.setAnimation(
        RefreshAnimatedHeaderTests.frames("tall", count: 2, height: 50), for: .refreshing)
      #expect(footer.height == 50)
      #expect(footer.labelLeftInset == 20)
      attach()
      list.layoutIfNeeded()
      let textWidth = footer.stateLabel.textWidth
      let frame = footer.animationView.frame
      #expect(abs(frame.maxX - (187.5 - textWidth / 2 - 20)) < 0.001)
      #expect(frame.minY == 13)
      footer.stateLabel.isHidden = true
      footer.setNeedsLayout()
      list.layoutIfNeeded()
      #expect(footer.animationView.frame == CGRect(x: 175.5, y: 13, width: 24, height: 24))
    }
  }
}
