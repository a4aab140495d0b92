import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Reduced motion on virtual time: durations and rates are asserted on the test scheduler.
///
/// Tests that set ``MotionPreference/appWide`` put it back before they return; they never
/// suspend, so no other test on the main actor runs while it is set.
@MainActor
@Suite struct MotionPreferenceTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)

  /// Whether the vertical offset reaches `target` exactly when `duration` has passed from now:
  /// not a millisecond before, and at that moment.
  func arrives(at target: CGFloat, after duration: Duration) -> Bool {
    scheduler.advance(by: duration - .milliseconds(1))
    let before = list.contentOffset.y
    scheduler.advance(by: .milliseconds(1))
    return abs(before - target) > 0.01 && abs(list.contentOffset.y - target) < 0.001
  }
}

extension MotionPreferenceTests {
  @Test func reducedMotionShortensTheRevealAndTheCollapse() {
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    list.motionPreference = .reduced
    header.beginRefreshing()
    // 0.4 × 250 ms.
    #expect(arrives(at: -54, after: .milliseconds(100)))
    header.endRefreshing()
    // 0.4 × 400 ms.
    #expect(arrives(at: 0, after: .milliseconds(160)))
    #expect(scheduler.pendingCount == 0)
  }

  @Test func standardMotionKeepsTheDurationsAsSet() {
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(arrives(at: -54, after: .milliseconds(250)))
    header.endRefreshing()
    #expect(arrives(at: 0, after: .milliseconds(400)))
  }

  @Test func theBounceAfterAPullIsShortenedButAFlickCoastsAsLong() {
    list.motionPreference = .reduced
    list.beginDragging()
    list.drag(by: 100)
    list.endDragging()
    // The bounce: 0.4 × 400 ms.
    #expect(arrives(at: 0, after: .milliseconds(160)))
    list.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    list.beginDragging()
    list.drag(by: -10)
    list.endDragging(velocity: CGPoint(x: 0, y: 1000))
    // The deceleration is the user's flick carried on: its full 600 ms, to 510 + 0.3 × 1000.
    #expect(arrives(at: 810, after: .milliseconds(600)))
  }

  @Test func aListFollowsTheAppWideSettingUnlessItHasItsOwn() {
    defer { MotionPreference.appWide = .standard }
    let other = ScrollView(frame: list.frame, scheduler: scheduler)
    other.motionPreference = .standard
    MotionPreference.appWide = .reduced
    #expect(list.motionPreference == nil)
    #expect(list.effectiveMotionPreference == .reduced)
    #expect(other.effectiveMotionPreference == .standard)
    let label = Label()
    list.addSubview(label)
    #expect(label.effectiveMotionPreference == .reduced)
    list.motionPreference = .standard
    #expect(label.effectiveMotionPreference == .standard)
    // A view in no list follows the app.
    #expect(Label().effectiveMotionPreference == .reduced)
  }

  @Test func theSpinnerTurnsAtHalfSpeedAndGoesOnFromTheSpokeShownWhenSwitched() {
    let indicator = ActivityIndicatorView()
    list.addSubview(indicator)
    list.motionPreference = .reduced
    indicator.startAnimating()
    #expect(indicator.turnDuration == .seconds(2))
    // A spoke every 250 ms instead of 125 ms.
    #expect(indicator.phase(at: .milliseconds(249)) == 0)
    #expect(indicator.phase(at: .milliseconds(250)) == 1)
    #expect(indicator.phase(at: .milliseconds(750)) == 3)
    scheduler.advance(by: .milliseconds(750))
    list.motionPreference = nil
    // Spoke 3 at the switch, then a spoke every 125 ms.
    #expect(indicator.phase(at: .milliseconds(750)) == 3)
    #expect(indicator.phase(at: .milliseconds(875)) == 4)
    #expect(indicator.turnDuration == .seconds(1))
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aRunningSpinnerInAListWithComponentsHearsTheAppWideChange() {
    defer { MotionPreference.appWide = .standard }
    list.refreshHeader = RefreshNormalHeader()
    let indicator = ActivityIndicatorView()
    list.addSubview(indicator)
    indicator.startAnimating()
    scheduler.advance(by: .milliseconds(250))
    MotionPreference.appWide = .reduced
    #expect(indicator.phase(at: .milliseconds(250)) == 2)
    #expect(indicator.phase(at: .milliseconds(499)) == 2)
    #expect(indicator.phase(at: .milliseconds(500)) == 3)
  }

  @Test func frameAnimationsRunAtHalfRateAndAreRetimedFromTheFrameShown() {
    // Four frames at 10 fps: reduced, a frame every 200 ms.
    let view = FrameAnimationView(animation: FrameAnimationViewTests.digits(count: 4))
    view.loopMode = .loop
    list.addSubview(view)
    list.motionPreference = .reduced
    view.play()
    var frames: [Int] = []
    frames.append(contentsOf: scheduler.sample(4, every: .milliseconds(100)) { view.currentFrame })
    #expect(frames == [0, 0, 1, 1])
    list.motionPreference = .standard
    frames = []
    frames.append(contentsOf: scheduler.sample(4, every: .milliseconds(100)) { view.currentFrame })
    #expect(frames == [2, 3, 0, 1])
    view.stop()
    #expect(scheduler.pendingCount == 0)
  }

  @Test func lottieViewsPlayTheReducedMarkerWhenTheListPrefersReducedMotion() throws {
    let view = LottieAnimationView(name: "refresh", bundle: .module)
    try #require(view.animation != nil)
    list.addSubview(view)
    list.motionPreference = .reduced
    var completions: [Bool] = []
    view.play { completions.append($0) }
    // The test file's "reduced motion" marker: frames 40–50 at 30 fps.
    #expect(view.currentFrame == 40)
    scheduler.advance(by: .milliseconds(100))
    #expect(abs(view.currentFrame - 43) < 0.001)
    // Full motion again: the play asked for (the whole timeline) starts over, and its
    // completion is told once, at its end.
    list.motionPreference = nil
    #expect(view.currentFrame == 0)
    #expect(completions.isEmpty)
    scheduler.advance(by: .seconds(2))
    #expect(view.currentFrame == 60)
    #expect(completions == [true])
  }

  @Test func aLoopingLottieWithoutAReducedRangeHoldsStillAndPlaysAgainWhenAllowed() throws {
    let data = Data(
      #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[]}"#.utf8)
    let view = LottieAnimationView(animation: try LottieAnimation.from(data: data))
    view.loopMode = .loop
    list.addSubview(view)
    list.motionPreference = .reduced
    view.play()
    scheduler.advance(by: .milliseconds(500))
    #expect(view.currentFrame == 0)
    #expect(view.isAnimationPlaying)
    #expect(scheduler.pendingCount == 0)
    list.motionPreference = .standard
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    view.stop()
    #expect(scheduler.pendingCount == 0)
  }
}
