import Foundation
import Testing

@testable import RefreshKit

@MainActor
@Suite struct StateAnimationsTests {
  let bounds = CGRect(x: 0, y: 0, width: 320, height: 60)
  let size = CGSize(width: 24, height: 24)
}

extension StateAnimationsTests {
  @Test func centredWithoutText() {
    #expect(
      StateAnimations.frame(for: size, in: bounds, textWidth: nil, labelLeftInset: 20)
        == CGRect(x: 148, y: 18, width: 24, height: 24))
  }

  @Test func endsTheInsetLeftOfTheText() {
    // Text 100 wide is centred: its left edge is at 110; the frames end at 90.
    #expect(
      StateAnimations.frame(for: size, in: bounds, textWidth: 100, labelLeftInset: 20)
        == CGRect(x: 66, y: 18, width: 24, height: 24))
  }

  @Test func neverLeavesTheLeftEdge() {
    #expect(
      StateAnimations.frame(for: size, in: bounds, textWidth: 400, labelLeftInset: 20).minX == 0)
  }

  @Test func playAndScrubChangeNothingWithoutAnAnimation() {
    var animations = StateAnimations()
    let view = FrameAnimationView(animation: RefreshAnimatedHeaderTests.frames("x", count: 4))
    let lottie = LottieAnimationView()
    view.currentFrame = 2
    #expect(!animations.play(.refreshing, in: view, lottie: lottie))
    #expect(!animations.scrub(.idle, in: view, lottie: lottie, percent: 0.9))
    #expect(view.currentFrame == 2)
    #expect(view.animation?.name == "x")
    animations[.idle] = RefreshAnimatedHeaderTests.frames("i", count: 4)
    #expect(animations.hasAnimation(for: .idle))
    #expect(animations.scrub(.idle, in: view, lottie: lottie, percent: 0.9))
    #expect(view.animation?.name == "i")
    #expect(view.currentFrame == 3)
    #expect(!view.isPlaying)
  }

  @Test func playLoopsFromTheFirstFrame() {
    var animations = StateAnimations()
    animations[.pulling] = RefreshAnimatedHeaderTests.frames("p", count: 3)
    let view = FrameAnimationView()
    #expect(animations.play(.pulling, in: view, lottie: LottieAnimationView()))
    #expect(view.isPlaying)
    #expect(view.loopMode == .loop)
    #expect(view.currentFrame == 0)
    view.stop()
  }
}
