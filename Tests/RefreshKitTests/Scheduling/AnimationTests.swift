import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct AnimationTests {
  let scheduler = TestScheduler()
  let log = AnimationLog()
  /// Animations are held by their owner while they run; this is the tests' owner.
  let owner = AnimationOwner()
}

/// Keeps animations alive, as a view keeps its own.
@MainActor
final class AnimationOwner {
  var animations: [Animation] = []
}

/// What an animation reported, in order.
@MainActor
final class AnimationLog {
  var times: [Duration] = []
  var progress: [Double] = []
  var completions: [Bool] = []
}

extension AnimationTests {
  func makeAnimation(_ duration: Duration, curve: Animation.Curve = .linear) -> Animation {
    let scheduler = scheduler
    let log = log
    let animation = Animation(
      duration: duration, curve: curve, scheduler: scheduler,
      update: { progress in
        log.times.append(scheduler.now)
        log.progress.append(progress)
      },
      completion: { finished in log.completions.append(finished) })
    owner.animations.append(animation)
    return animation
  }

  @Test func framesAtSixtyPerSecondWithTheLastExactlyAtTheDuration() {
    makeAnimation(.milliseconds(250)).start()
    scheduler.runUntilIdle()
    #expect(log.times == (1...15).map { Duration.seconds($0) / 60 })
    #expect(log.times.last == .milliseconds(250))
    #expect(log.progress.last == 1)
    #expect(log.completions == [true])
  }

  @Test func aDurationBetweenFramesEndsWithAShortLastFrame() {
    makeAnimation(.milliseconds(260)).start()
    scheduler.runUntilIdle()
    #expect(log.times == (1...15).map { Duration.seconds($0) / 60 } + [.milliseconds(260)])
    #expect(log.completions == [true])
  }

  @Test func noNearDuplicateFrameBeforeTheEndOfLongAnimations() {
    for milliseconds in [100, 400, 1000] {
      let log = AnimationLog()
      let scheduler = TestScheduler()
      let animation = Animation(
        duration: .milliseconds(milliseconds), scheduler: scheduler,
        update: { _ in log.times.append(scheduler.now) })
      animation.start()
      scheduler.runUntilIdle()
      withExtendedLifetime(animation) {}
      let frames = milliseconds * 60 / 1000
      #expect(log.times.count == frames, "\(milliseconds) ms: \(log.times)")
      #expect(log.times.last == .milliseconds(milliseconds))
    }
  }

  @Test func progressFollowsTheCurveAtEachFrame() {
    makeAnimation(.milliseconds(100), curve: .easeInOut).start()
    scheduler.advance(by: .milliseconds(50))
    let expected: [Double] = [1.0 / 6, 2.0 / 6, 3.0 / 6].map {
      Animation.Curve.easeInOut.value(at: $0)
    }
    #expect(log.progress.count == 3)
    for (seen, wanted) in zip(log.progress, expected) { #expect(abs(seen - wanted) < 1e-12) }
    scheduler.runUntilIdle()
    #expect(log.progress.last == 1)
  }

  @Test func curves() {
    for curve in [Animation.Curve.linear, .easeInOut, .easeOut] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -1) == 0)
      #expect(curve.value(at: 2) == 1)
    }
    #expect(Animation.Curve.linear.value(at: 0.25) == 0.25)
    #expect(Animation.Curve.easeInOut.value(at: 0.5) == 0.5)
    #expect(Animation.Curve.easeInOut.value(at: 0.25) < 0.25)
    #expect(Animation.Curve.easeOut.value(at: 0.25) > 0.25)
  }

  @Test func stopReportsNotFinishedAndNothingRunsAfterwards() {
    let animation = makeAnimation(.milliseconds(250))
    animation.start()
    scheduler.advance(by: .milliseconds(50))
    animation.stop()
    #expect(!animation.isRunning)
    #expect(scheduler.pendingCount == 0)
    scheduler.runUntilIdle()
    #expect(log.progress.count == 3)
    #expect(log.completions == [false])
    animation.stop()
    #expect(log.completions == [false])
  }

  @Test func zeroDurationAppliesTheEndAtOnce() {
    let animation = makeAnimation(.zero)
    animation.start()
    #expect(log.progress == [1])
    #expect(log.completions == [true])
    #expect(scheduler.pendingCount == 0)
    #expect(!animation.isRunning)
  }

  @Test func startingTwiceRunsOnce() {
    let animation = makeAnimation(.milliseconds(50))
    animation.start()
    animation.start()
    scheduler.runUntilIdle()
    #expect(log.progress.count == 3)
    #expect(log.completions == [true])
  }

  @Test func anAnimationWhoseOwnerIsGoneStopsSilently() {
    do {
      let animation = Animation(
        duration: .milliseconds(100), scheduler: scheduler,
        update: { [log] progress in log.progress.append(progress) },
        completion: { [log] finished in log.completions.append(finished) })
      animation.start()
    }
    scheduler.runUntilIdle()
    #expect(log.progress == [])
    #expect(log.completions == [])
  }

  @Test func frameIntervalIsASixtiethOfASecond() {
    #expect(Animation.frameInterval * 60 <= .seconds(1))
    #expect(Animation.frameInterval * 60 > .seconds(1) - .nanoseconds(1))
  }
}
