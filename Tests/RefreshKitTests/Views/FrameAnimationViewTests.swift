import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct FrameAnimationViewTests: ListFixtureSuite {
  let fixture = ListFixture()
  /// Four frames at 10 fps: a frame every 100 ms.
  let view = FrameAnimationView(animation: FrameAnimationViewTests.digits(count: 4))

  static func digits(count: Int, framesPerSecond: Int = 10) -> FrameAnimation {
    FrameAnimation(
      name: "digits", size: CGSize(width: 10, height: 10), framesPerSecond: framesPerSecond,
      frames: (0..<count).map { index in
        FrameAnimation.Frame(
          text: "\(index)",
          shapes: [.init(kind: .circle(center: CGPoint(x: 5, y: 5), radius: 4, isFilled: false))])
      })
  }

  /// The frame shown at each of the next `count` multiples of 100 ms, starting now.
  func timeline(samples count: Int) -> [Int] {
    var frames: [Int] = []
    for index in 0..<count {
      if index > 0 { scheduler.advance(by: .milliseconds(100)) }
      frames.append(view.currentFrame)
    }
    return frames
  }
}

extension FrameAnimationViewTests {
  @Test func loopTimelineOnVirtualTime() {
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    #expect(timeline(samples: 10) == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1])
    #expect(view.isPlaying)
    #expect(scheduler.pendingCount == 1)
  }

  @Test func playOnceStopsOnTheLastFrame() {
    list.addSubview(view)
    view.play()
    #expect(timeline(samples: 6) == [0, 1, 2, 3, 3, 3])
    #expect(!view.isPlaying)
    #expect(scheduler.pendingCount == 0)
    view.play()  // a finished run starts over
    #expect(timeline(samples: 3) == [0, 1, 2])
  }

  @Test func autoReverseTimeline() {
    list.addSubview(view)
    view.loopMode = .autoReverse
    view.play()
    #expect(timeline(samples: 11) == [0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 2])
  }

  @Test func framesChangeExactlyAtFrameBoundaries() {
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(99))
    #expect(view.currentFrame == 0)
    scheduler.advance(by: .milliseconds(1))
    #expect(view.currentFrame == 1)
    // 12 fps does not divide a second evenly; frame 12 still starts at exactly 1 s.
    let spinner = FrameAnimationView(animation: Self.digits(count: 12, framesPerSecond: 12))
    spinner.loopMode = .loop
    list.addSubview(spinner)
    spinner.play()
    scheduler.advance(by: .seconds(1) - .nanoseconds(1))
    #expect(spinner.currentFrame == 11)
    scheduler.advance(by: .nanoseconds(1))
    #expect(spinner.currentFrame == 0)
  }

  @Test func playResumesFromTheCurrentFrameAndPauseKeepsIt() {
    list.addSubview(view)
    view.loopMode = .loop
    view.currentFrame = 2
    view.play()
    #expect(timeline(samples: 3) == [2, 3, 0])
    view.pause()
    #expect(view.currentFrame == 0)
    #expect(!view.isPlaying)
    view.play()
    #expect(timeline(samples: 2) == [0, 1])
  }

  @Test func stopShowsTheFirstFrameAndLeavesNothingScheduled() {
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(250))
    #expect(view.currentFrame == 2)
    view.stop()
    #expect(!view.isPlaying)
    #expect(view.currentFrame == 0)
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(1))
    #expect(view.currentFrame == 0)
  }

  @Test func detachingLeavesNothingScheduledAndReattachingResumes() {
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(100))
    view.removeFromSuperview()
    #expect(scheduler.pendingCount == 0)
    #expect(view.isPlaying)
    scheduler.advance(by: .seconds(1))
    #expect(view.currentFrame == 1)
    list.addSubview(view)
    #expect(scheduler.pendingCount == 1)
    #expect(timeline(samples: 3) == [1, 2, 3])
  }

  @Test func playingWithoutSuperviewSchedulesNothingUntilAdded() {
    view.loopMode = .loop
    view.play()
    #expect(view.isPlaying)
    #expect(scheduler.pendingCount == 0)
    list.addSubview(view)
    #expect(timeline(samples: 2) == [0, 1])
  }

  @Test func anAncestorLeavingTheScrollViewMovesFramesOffItsScheduler() {
    let header = View()
    header.addSubview(view)
    list.addSubview(header)
    view.loopMode = .loop
    view.play()
    header.removeFromSuperview()
    scheduler.advance(by: .milliseconds(100))
    // The pending frame found the view outside the scroll view and moved to the new
    // tree's scheduler; the test scheduler is left with nothing.
    #expect(scheduler.pendingCount == 0)
    view.stop()
  }

  @Test func freedViewLeavesNoRepeatingWork() {
    weak var weakView: FrameAnimationView?
    do {
      let view = FrameAnimationView(animation: Self.digits(count: 4))
      view.loopMode = .loop
      list.addSubview(view)
      view.play()
      view.removeFromSuperview()
      weakView = view
    }
    #expect(weakView == nil)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func progressScrubsByPercentAndPauses() {
    list.addSubview(view)
    var frames: [Int] = []
    for percent: CGFloat in [-1, 0, 0.24, 0.25, 0.5, 0.99, 1, 3] {
      view.progress = percent
      frames.append(view.currentFrame)
    }
    #expect(frames == [0, 0, 0, 1, 2, 3, 3, 3])
    view.progress = .nan
    #expect(view.currentFrame == 3)
    view.progress = 0.5
    #expect(view.progress == 0.5)
    view.loopMode = .loop
    view.play()
    view.progress = 0.25
    #expect(!view.isPlaying)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func currentImageFollowsTheFrame() {
    view.currentFrame = 7
    #expect(view.currentFrame == 3)
    #expect(view.currentImage?.text == "3")
    #expect(FrameAnimationView().currentImage == nil)
    #expect(view.frame.size == CGSize(width: 10, height: 10))
  }

  @Test func loadsByNameOrGivesAnEmptyViewThatSaysWhy() {
    let spinner = FrameAnimationView(name: "refresh")
    #expect(spinner.frameCount >= 12)
    #expect(spinner.frame.size == CGSize(width: 24, height: 24))
    #expect(spinner.loadError == nil)
    let missing = FrameAnimationView(name: "no-such-thing")
    #expect(missing.animation == nil)
    #expect(missing.currentImage == nil)
    guard case .notFound(name: "no-such-thing", _) = missing.loadError else {
      Issue.record("expected notFound, got \(String(describing: missing.loadError))")
      return
    }
    // Playing an empty view does nothing and schedules nothing.
    list.addSubview(missing)
    missing.play()
    #expect(!missing.isPlaying)
    #expect(scheduler.pendingCount == 0)
    // Giving it an animation later clears the error.
    missing.animation = Self.digits(count: 2)
    #expect(missing.loadError == nil)
    // The throwing form stays for code that wants the error.
    #expect(throws: FrameAnimationError.self) { try FrameAnimation.named("no-such-thing") }
  }

  @Test func singleFrameAnimationsNeverSchedule() {
    let still = FrameAnimationView(animation: Self.digits(count: 1))
    list.addSubview(still)
    still.loopMode = .loop
    still.play()
    #expect(scheduler.pendingCount == 0)
    still.loopMode = .playOnce
    still.stop()
    still.play()
    #expect(!still.isPlaying)
  }
}

extension FrameAnimationViewTests {
  @Test func changingTheLoopModeWhilePlayingContinuesFromTheFrameShown() {
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(450))  // frame 4 % 4 = 0, starting the second lap
    #expect(view.currentFrame == 0)
    view.loopMode = .playOnce
    #expect(timeline(samples: 5) == [0, 1, 2, 3, 3])
    #expect(!view.isPlaying)
    view.loopMode = .autoReverse
    view.currentFrame = 1
    view.play()
    #expect(timeline(samples: 6) == [1, 2, 3, 2, 1, 0])
  }
}
