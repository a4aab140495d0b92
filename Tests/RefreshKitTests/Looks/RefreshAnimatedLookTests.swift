import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The animated look on every edge: idle frames scrubbed by the pull on pulled edges, each state's
/// frames looping while pulling and refreshing, and an auto footer that shows only its refreshing
/// frames.
@MainActor
@Suite struct RefreshAnimatedLookTests {
  /// A look with 4 idle, 2 pulling and 3 refreshing frames, 24 × 24.
  static func makeLook() -> RefreshAnimatedLook {
    let look = RefreshAnimatedLook().keepingDatesInMemory()
    look.setAnimation(RefreshAnimatedHeaderTests.frames("i", count: 4), for: .idle)
    look.setAnimation(RefreshAnimatedHeaderTests.frames("p", count: 2), for: .pulling)
    look.setAnimation(RefreshAnimatedHeaderTests.frames("r", count: 3), for: .refreshing)
    return look
  }

  /// The frame shown and whether it plays ("p0▶"), or `nil` when the view is hidden.
  static func shown(by look: RefreshAnimatedLook) -> String? {
    let view = look.animationView
    guard !view.isHidden, view.superview != nil else { return nil }
    return (view.currentImage?.text ?? "") + (view.isPlaying ? "▶" : "")
  }

  /// `count` frames `side` points square.
  static func squareFrames(side: CGFloat, count: Int = 2) -> FrameAnimation {
    FrameAnimation(
      name: "square", size: CGSize(width: side, height: side), framesPerSecond: 10,
      frames: (0..<count).map { index in
        FrameAnimation.Frame(
          text: "s\(index)",
          shapes: [.init(kind: .circle(center: CGPoint(x: 12, y: 12), radius: 9, isFilled: false))])
      })
  }
}

// MARK: - A cycle on every edge

extension RefreshAnimatedLookTests {
  @Test(arguments: LookEdge.allCases)
  func framesThroughACycle(edge: LookEdge) {
    let look = Self.makeLook()
    let rig = LookRig(edge, look: look)
    let seen = rig.runCycle { Self.shown(by: look) }
    let expected: [String?]
    switch edge {
    case .header: expected = ["i0", "i2", "p0▶", "r0▶", "i0"]
    case .autoFooter: expected = [nil, "r0▶", nil, nil]
    case .backFooter, .trailingTrailer, .leadingTrailer:
      expected = ["i0", "i2", "p0▶", "r0▶", "i0", nil]
    }
    #expect(seen == expected)
    #expect(rig.scheduler.pendingCount == 0)
    expectSound(rig.scrollView)
  }

  @Test(arguments: LookEdge.pulled)
  func theIdleFramesFollowThePull(edge: LookEdge) {
    let look = Self.makeLook()
    let rig = LookRig(edge, look: look)
    var seen: [String?] = []
    for fraction: CGFloat in [0, 0.2, 0.25, 0.5, 0.75, 0.99, 1, 0.5, 0] {
      rig.expose(rig.component.extent * fraction)
      seen.append(Self.shown(by: look))
    }
    // Frame ⌊percent × 4⌋, the last from 100 % on; nothing plays while idle.
    #expect(seen == ["i0", "i0", "i1", "i2", "i3", "i3", "i3", "i2", "i0"])
    #expect(rig.component.state == .idle)
    rig.release()
    rig.settle()
    #expect(rig.loads == 0)
  }

  @Test(arguments: LookEdge.pulled)
  func pullingAndRefreshingLoopTheirOwnFrames(edge: LookEdge) {
    let look = Self.makeLook()
    let rig = LookRig(edge, look: look)
    rig.pullPastTrigger()
    var seen: [String?] = []
    seen.append(
      contentsOf: rig.scheduler.sample(3, every: .milliseconds(100)) { Self.shown(by: look) })
    rig.release()
    seen.append(
      contentsOf: rig.scheduler.sample(4, every: .milliseconds(100)) { Self.shown(by: look) })
    #expect(seen == ["p0▶", "p1▶", "p0▶", "r0▶", "r1▶", "r2▶", "r0▶"])
    rig.endAndSettle()
    #expect(!look.animationView.isPlaying)
  }

  @Test(arguments: LookEdge.allCases)
  func installedMidRefreshItPlaysTheRefreshingFrames(edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook())
    rig.component.beginRefreshing()
    let look = Self.makeLook()
    rig.component.look = look
    #expect(Self.shown(by: look) == "r0▶")
  }

  @Test(arguments: LookEdge.pulled)
  func installedMidPullItShowsTheFrameOfThePull(edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook())
    rig.expose(rig.component.extent * 0.75)
    let look = Self.makeLook()
    rig.component.look = look
    #expect(Self.shown(by: look) == "i3")
    rig.release()
  }

  @Test func anAutoFooterShowsNoIdleFramesWhileScrolled() {
    let look = Self.makeLook()
    let rig = LookRig(.autoFooter, look: look)
    var seen: [String?] = []
    // 17 of its 44 points in view: not enough to load.
    for y: CGFloat in [200, 340, 350] {
      rig.scrollView.drag(to: CGPoint(x: 0, y: y))
      seen.append(Self.shown(by: look))
    }
    #expect(rig.component.state == .idle)
    #expect(seen == [nil, nil, nil])
    rig.scrollView.scrollToEnd()
    #expect(Self.shown(by: look) == "r0▶")
  }

  @Test(arguments: LookEdge.allCases)
  func growsTheComponentToItsLargestAnimation(edge: LookEdge) {
    let look = RefreshAnimatedLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    look.setAnimation(Self.squareFrames(side: 80), for: .refreshing)
    #expect(rig.component.extent == 80)
    // A smaller one never shrinks it.
    look.setAnimation(Self.squareFrames(side: 30), for: .idle)
    #expect(rig.component.extent == 80)
    if edge.placement.axis == .horizontal {
      #expect(rig.component.frame.height == 200)
    }
  }

  @Test(arguments: LookEdge.allCases)
  func aLookGivenItsAnimationsBeforeInstallingGrowsTheComponent(edge: LookEdge) {
    let look = RefreshAnimatedLook().keepingDatesInMemory()
    look.setAnimation(Self.squareFrames(side: 80), for: .refreshing)
    let rig = LookRig(edge, look: look)
    #expect(rig.component.extent == 80)
    #expect(look.preferredExtent == nil)
  }

  @Test func inARightToLeftListTheAnimationSitsRightOfTheText() {
    RefreshLocalization.pinned("en") {
      let look = Self.makeLook()
      let rig = LookRig(.header, look: look)
      rig.scrollView.layoutDirection = .rightToLeft
      rig.component.beginRefreshing()
      rig.scrollView.layoutIfNeeded()
      let textRight = 187.5 + look.lastUpdatedOrStateTextWidth / 2
      #expect(abs(look.animationView.frame.minX - (textRight + 20)) < 0.001)
      rig.component.endRefreshing()
      rig.scheduler.runUntilIdle()
    }
  }

  @Test(arguments: LookEdge.allCases)
  func theAnimationSitsBesideOrAboveTheText(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = Self.makeLook()
      let rig = LookRig(edge, look: look)
      rig.component.beginRefreshing()
      rig.scrollView.layoutIfNeeded()
      let frame = look.animationView.frame
      #expect(frame.size == CGSize(width: 24, height: 24))
      switch edge.placement.axis {
      case .vertical:
        // Its right edge 20 points left of the text, vertically centred.
        #expect(look.labelLeftInset == 20)
        let textLeft = 187.5 - look.lastUpdatedOrStateTextWidth / 2
        #expect(abs(frame.maxX - (textLeft - 20)) < 0.001)
        #expect(abs(frame.midY - rig.component.bounds.midY) < 0.001)
      case .horizontal:
        // Centred across the trailer, 8 points above the vertical text.
        #expect(abs(frame.midX - 30) < 0.001)
        #expect(abs(frame.maxY + 8 - look.stateLabel.frame.minY) < 0.001)
      }
    }
  }
}

// MARK: - Lottie animations per state

extension RefreshAnimatedLookTests {
  @Test(arguments: LookEdge.pulled)
  func lottieAnimationsScrubAndPlayOnPulledEdges(edge: LookEdge) throws {
    let lottie = try #require(LottieAnimation.named("refresh", bundle: .module))
    let look = RefreshAnimatedLook().keepingDatesInMemory()
    for state in [RefreshState.idle, .pulling, .refreshing] {
      look.setAnimation(lottie, for: state)
    }
    let rig = LookRig(edge, look: look)
    let view = look.lottieAnimationView
    #expect(view.superview === rig.component)
    rig.expose(rig.component.extent / 2)
    #expect(abs(view.currentProgress - 0.5) < 0.01)
    #expect(!view.isAnimationPlaying)
    rig.pullPastTrigger()
    #expect(view.isAnimationPlaying)
    rig.release()
    #expect(rig.component.state == .refreshing && view.isAnimationPlaying)
    rig.endAndSettle()
    #expect(!view.isAnimationPlaying)
  }

  @Test func anAutoFootersLottieShowsOnlyWhileRefreshing() throws {
    let lottie = try #require(LottieAnimation.named("refresh", bundle: .module))
    let look = RefreshAnimatedLook()
    look.setAnimation(lottie, for: .refreshing)
    let rig = LookRig(.autoFooter, look: look)
    let view = look.lottieAnimationView
    let seen = rig.runCycle { view.isHidden ? "hidden" : view.isAnimationPlaying ? "▶" : "shown" }
    #expect(seen == ["hidden", "▶", "hidden", "hidden"])
  }
}
