import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshAnimatedHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshAnimatedHeader()

  init() {
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  }

  /// `count` frames at 10 fps whose texts are `prefix0`, `prefix1`, ...
  static func frames(_ prefix: String, count: Int, height: CGFloat = 24) -> FrameAnimation {
    FrameAnimation(
      name: prefix, size: CGSize(width: 24, height: height), framesPerSecond: 10,
      frames: (0..<count).map { index in
        FrameAnimation.Frame(
          text: "\(prefix)\(index)",
          shapes: [.init(kind: .circle(center: CGPoint(x: 12, y: 12), radius: 9, isFilled: false))])
      })
  }

  var shownText: String? { header.animationView.currentImage?.text }

  func setUpStates() {
    header.setAnimation(Self.frames("i", count: 4), for: .idle)
    header.setAnimation(Self.frames("p", count: 2), for: .pulling)
    header.setAnimation(Self.frames("r", count: 3), for: .refreshing)
  }
}

extension RefreshAnimatedHeaderTests {
  @Test func idleFramesFollowThePullingPercent() {
    setUpStates()
    list.addRefreshHeader(refreshHeader: header) {}
    list.beginDragging()
    var texts: [String?] = []
    for exposed: CGFloat in [0, 13, 14, 27, 40, 41, 54] {
      list.drag(to: CGPoint(x: 0, y: -exposed))
      texts.append(shownText)
    }
    // 4 frames: frame ⌊percent × 4⌋ of 54 points, the last one from 100 % on.
    #expect(texts == ["i0", "i0", "i1", "i2", "i2", "i3", "i3"])
    #expect(header.state == .idle)
    #expect(!header.animationView.isPlaying)
  }

  @Test func pullingAndRefreshingLoopTheirOwnFrames() {
    setUpStates()
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 60, release: false)
    #expect(header.state == .pulling)
    var texts: [String?] = []
    texts.append(contentsOf: scheduler.sample(3, every: .milliseconds(100)) { shownText })
    #expect(texts == ["p0", "p1", "p0"])
    list.endDragging()
    #expect(header.state == .refreshing)
    texts = []
    texts.append(contentsOf: scheduler.sample(4, every: .milliseconds(100)) { shownText })
    #expect(texts == ["r0", "r1", "r2", "r0"])
    header.endRefreshing()
    #expect(header.animationView.animation?.name == "i")
    #expect(!header.animationView.isPlaying)
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 0)
    #expect(shownText == "i0")
  }

  @Test func aStateWithoutFramesKeepsWhatWasShown() {
    header.setAnimation(Self.frames("i", count: 4), for: .idle)
    header.setAnimation(Self.frames("r", count: 1), for: .refreshing)
    list.addRefreshHeader(refreshHeader: header) {}
    list.pull(by: 60, release: false)
    #expect(header.state == .pulling)
    #expect(shownText == "i3")
    list.endDragging()
    #expect(shownText == "r0")
    #expect(scheduler.pendingCount > 0)  // the reveal animation only
    #expect(header.animation(for: .pulling) == nil)
    #expect(header.animation(for: .refreshing)?.frames.count == 1)
  }

  @Test func aLookGivenATallAnimationBeforeItIsInstalledGrowsItsComponent() {
    let look = RefreshAnimatedLook()
    look.setAnimation(Self.frames("tall", count: 2, height: 80), for: .refreshing)
    #expect(RefreshHeader(look: look).height == 80)
    let short = RefreshAnimatedLook()
    short.setAnimation(Self.frames("short", count: 2, height: 30), for: .idle)
    #expect(RefreshBackFooter(look: short).height == RefreshFooter.defaultHeight)
  }

  @Test func growsToTheTallestAnimation() {
    #expect(header.height == 54)
    header.setAnimation(Self.frames("tall", count: 2, height: 80), for: .refreshing)
    #expect(header.height == 80)
    header.setAnimation(Self.frames("short", count: 2, height: 30), for: .idle)
    #expect(header.height == 80)
  }

  @Test func sitsLeftOfTheTextOrCentredWhenLabelsAreHidden() {
    RefreshLocalization.pinned("en") {
      setUpStates()
      #expect(header.labelLeftInset == 20)
      list.refreshHeader = header
      list.layoutIfNeeded()
      // Widest text: "Last update: No record", 22 × 8.4 = 184.8; its left edge is at
      // 187.5 - 92.4 = 95.1, the frames end 20 points before it.
      let frame = header.animationView.frame
      #expect(abs(frame.maxX - 75.1) < 0.001)
      #expect(frame.size == CGSize(width: 24, height: 24))
      #expect(frame.minY == 15)
      header.lastUpdatedTimeLabel.isHidden = true
      header.setNeedsLayout()
      list.layoutIfNeeded()
      // "Pull down to refresh", 20 × 8.4 = 168.
      #expect(abs(header.animationView.frame.maxX - (187.5 - 84 - 20)) < 0.001)
      header.stateLabel.isHidden = true
      header.setNeedsLayout()
      list.layoutIfNeeded()
      #expect(header.animationView.frame == CGRect(x: 175.5, y: 15, width: 24, height: 24))
    }
  }

  @Test func settingTheCurrentStatesAnimationAppliesAtOnce() {
    list.addRefreshHeader(refreshHeader: header) {}
    header.beginRefreshing()
    header.setAnimation(Self.frames("r", count: 3), for: .refreshing)
    #expect(header.animationView.isPlaying)
    #expect(shownText == "r0")
    header.endRefreshing()
    #expect(!header.animationView.isPlaying)
  }
}
