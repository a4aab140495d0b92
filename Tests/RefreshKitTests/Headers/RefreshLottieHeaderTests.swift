import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshLottieHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

extension RefreshLottieHeaderTests {
  @Test func theBuiltInSpinnerLoopsWhilePullingAndRefreshingAndRestsWhenIdle() throws {
    let header = RefreshLottieHeader {}
    list.refreshHeader = header
    list.layoutIfNeeded()
    let view = header.animationView
    let animation = try #require(view.animation, "the built-in Lottie spinner loads")
    #expect(animation.unsupportedFeatures == [])
    #expect(view.frame == CGRect(x: 175.5, y: 16, width: 24, height: 24))
    #expect(header.stateLabel.isHidden && header.height == 56)
    list.pull(by: 80, release: false)
    #expect(header.state == .pulling && view.isAnimationPlaying)
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    list.endDragging()
    #expect(header.state == .refreshing && view.isAnimationPlaying)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(!view.isAnimationPlaying && view.currentFrame == 0)
    #expect(SVGRenderer().render(list).contains("stroke-linecap=\"round\""))
  }

  @Test func anAppsOwnAnimation() throws {
    let own = try #require(LottieAnimation.named("refresh", bundle: .module))
    let header = RefreshLottieHeader(animation: own)
    #expect(header.animationView.animation == own)
    #expect(RefreshHeaderCatalog.shared.makeHeader(named: "lottie") is RefreshLottieHeader)
  }
}

/// The animated looks take a Lottie animation per state, in place of frames.
@MainActor
@Suite struct AnimatedLookLottieTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

extension AnimatedLookLottieTests {
  @Test func theAnimatedHeaderScrubsIdleAndLoopsPullingAndRefreshing() throws {
    let lottie = try #require(LottieAnimation.named("refresh", bundle: .module))
    let header = RefreshAnimatedHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    for state in [RefreshState.idle, .pulling, .refreshing] {
      header.setAnimation(lottie, for: state)
    }
    list.refreshHeader = header
    #expect(header.height == 54)  // a Lottie canvas does not grow the header
    list.pull(by: 27, release: false)
    #expect(header.state == .idle)
    #expect(abs(header.lottieAnimationView.currentProgress - 0.5) < 0.01)
    #expect(header.animationView.animation == nil)
    list.layoutIfNeeded()
    #expect(header.lottieAnimationView.frame.size == CGSize(width: 54, height: 54))
    list.pull(by: 60, release: false)
    #expect(header.state == .pulling && header.lottieAnimationView.isAnimationPlaying)
    list.endDragging()
    #expect(header.state == .refreshing && header.lottieAnimationView.isAnimationPlaying)
    // Frames for one state, Lottie for another: each shows in its own view.
    header.setAnimation(RefreshAnimatedHeaderTests.frames("r", count: 3), for: .refreshing)
    #expect(header.animationView.isPlaying && header.lottieAnimationView.animation == nil)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(!header.lottieAnimationView.isAnimationPlaying && !header.animationView.isPlaying)
  }

  @Test func theFootersPlayTheirLottieAnimationWhileLoading() throws {
    let lottie = try #require(LottieAnimation.named("refresh", bundle: .module))
    let auto = RefreshAutoAnimatedFooter()
    auto.setAnimation(lottie, for: .refreshing)
    list.refreshFooter = auto
    auto.beginRefreshing()
    #expect(auto.lottieAnimationView.isAnimationPlaying && !auto.lottieAnimationView.isHidden)
    auto.endRefreshing()
    #expect(!auto.lottieAnimationView.isAnimationPlaying && auto.lottieAnimationView.isHidden)
    let back = RefreshBackAnimatedFooter()
    back.setAnimation(lottie, for: .refreshing)
    list.refreshFooter = back
    back.beginRefreshing()
    #expect(back.lottieAnimationView.isAnimationPlaying)
    back.endRefreshingWithNoMoreData()
    #expect(!back.lottieAnimationView.isAnimationPlaying && back.lottieAnimationView.isHidden)
    scheduler.runUntilIdle()
  }
}
