import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting
import Testing

/// Playback on virtual time, with lottie-ios 4's semantics: the test file `refresh.json` has
/// 60 frames at 30 fps (two seconds), a "spin" marker over frames 0–30 and a "reduced
/// motion" marker over frames 40–50.
@MainActor
@Suite struct LottieAnimationViewTests: ListFixtureSuite {
  let fixture = ListFixture()

  /// A view of the test file, on screen in `list`.
  func attachedView() throws -> LottieAnimationView {
    let view = LottieAnimationView(name: "refresh", bundle: .module)
    try #require(view.animation != nil, "\(String(describing: view.loadError))")
    view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    list.addSubview(view)
    return view
  }

  /// Records completions.
  final class Completions {
    var values: [Bool] = []
    func record(_ finished: Bool) { values.append(finished) }
  }
}

extension LottieAnimationViewTests {
  @Test func theFrameIsElapsedTimeTimesFramerateTimesSpeed() throws {
    let view = try attachedView()
    view.play()
    #expect(view.isAnimationPlaying)
    scheduler.advance(by: .milliseconds(500))
    // 0.5 s × 30 fps: frame 15, from sixtieth-of-a-second ticks (not one frame per tick).
    #expect(abs(view.currentFrame - 15) < 0.001)
    view.animationSpeed = 2
    scheduler.advance(by: .milliseconds(250))
    #expect(abs(view.currentFrame - 30) < 0.001)
    // A tick every sixtieth of a second shows half frames at 30 fps.
    view.animationSpeed = 1
    scheduler.advance(by: .seconds(1) / 60)
    #expect(abs(view.currentFrame - 30.5) < 0.001)
    view.stop()
  }

  @Test func playOnceCompletesOnTheLastFrame() throws {
    let view = try attachedView()
    let completions = Completions()
    view.play(completion: completions.record)
    scheduler.advance(by: .seconds(3))
    #expect(completions.values == [true])
    #expect(view.currentFrame == 60)
    #expect(!view.isAnimationPlaying)
    #expect(scheduler.pendingCount == 0)
    // Playing again from the end starts over.
    view.play()
    scheduler.advance(by: .milliseconds(100))
    #expect(abs(view.currentFrame - 3) < 0.001)
    view.stop()
  }

  @Test func loopNeverCompletesAndWraps() throws {
    let view = try attachedView()
    let completions = Completions()
    view.loopMode = .loop
    view.play(completion: completions.record)
    scheduler.advance(by: .milliseconds(2_500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    #expect(completions.values == [])
    view.stop()
    #expect(completions.values == [false])
    #expect(view.currentFrame == 0)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func autoReverseAndRepeats() throws {
    let view = try attachedView()
    view.loopMode = .autoReverse
    view.play()
    scheduler.advance(by: .milliseconds(2_500))
    #expect(abs(view.currentFrame - 45) < 0.001)  // 75 frames: back 15 from the end
    let completions = Completions()
    view.play(fromFrame: 0, toFrame: 30, loopMode: .repeat(2), completion: completions.record)
    scheduler.advance(by: .milliseconds(1_500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    scheduler.advance(by: .seconds(1))
    #expect(completions.values == [true])
    #expect(view.currentFrame == 30)
    view.play(
      fromFrame: 0, toFrame: 30, loopMode: .repeatBackwards(1), completion: completions.record)
    scheduler.advance(by: .milliseconds(1_500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    scheduler.advance(by: .seconds(1))
    #expect(completions.values == [true, true])
    #expect(view.currentFrame == 0)
  }

  @Test func aNewPlayEndsThePreviousOneWithFalse() throws {
    let view = try attachedView()
    let completions = Completions()
    view.play(completion: completions.record)
    view.play(toProgress: 0.5, completion: completions.record)
    #expect(completions.values == [false])
    scheduler.advance(by: .seconds(2))
    #expect(completions.values == [false, true])
    #expect(view.currentProgress == 0.5)
  }

  @Test func pauseKeepsTheFrameAndPlayResumes() throws {
    let view = try attachedView()
    let completions = Completions()
    view.play(completion: completions.record)
    scheduler.advance(by: .milliseconds(500))
    view.pause()
    #expect(completions.values == [false])
    let paused = view.currentFrame
    scheduler.advance(by: .seconds(1))
    #expect(view.currentFrame == paused)
    view.play()
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 30) < 0.001)
    view.stop()
  }

  @Test func settingThePositionStopsAndClamps() throws {
    let view = try attachedView()
    view.loopMode = .loop
    view.play()
    view.currentProgress = 0.25
    #expect(!view.isAnimationPlaying)
    #expect(view.currentFrame == 15)
    view.currentFrame = 500
    #expect(view.currentFrame == 60)
    view.currentTime = -3
    #expect(view.currentFrame == 0)
    view.currentTime = 1
    #expect(view.currentFrame == 30)
    view.currentProgress = .nan
    #expect(view.currentFrame == 30)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func markersAndBackwardsRanges() throws {
    let view = try attachedView()
    #expect(view.animation?.markerNames == ["reduced motion", "spin"])
    #expect(abs((view.animation?.progressTime(forMarker: "reduced motion") ?? 0) - 2.0 / 3) < 1e-9)
    let completions = Completions()
    view.play(fromMarker: "spin", toMarker: "reduced motion", completion: completions.record)
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    view.play(fromFrame: 30, toFrame: 0, completion: completions.record)
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    // An unknown marker completes at once and leaves the running play alone.
    view.play(toMarker: "nowhere", completion: completions.record)
    #expect(completions.values == [false, false])
    #expect(view.isAnimationPlaying)
    view.stop()
    #expect(completions.values == [false, false, false])
  }

  @Test func playOffScreenWaitsForTheViewToAppear() throws {
    let view = LottieAnimationView(name: "refresh", bundle: .module)
    view.play()
    #expect(view.isAnimationPlaying)
    scheduler.advance(by: .seconds(1))
    #expect(view.currentFrame == 0)
    list.addSubview(view)
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    view.stop()
  }

  @Test func leavingTheScreenPausesAndComingBackResumes() throws {
    let view = try attachedView()
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(500))
    view.removeFromSuperview()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(5))
    #expect(abs(view.currentFrame - 15) < 0.001)
    list.addSubview(view)
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 30) < 0.001)
    view.stop()
  }

  @Test(arguments: [
    LottieAnimationView.BackgroundBehavior.stop, .pause, .forceFinish, .continuePlaying,
  ])
  func otherBackgroundBehaviors(_ behavior: LottieAnimationView.BackgroundBehavior) throws {
    let view = try attachedView()
    let completions = Completions()
    view.backgroundBehavior = behavior
    view.play(completion: completions.record)
    scheduler.advance(by: .milliseconds(500))
    view.removeFromSuperview()
    scheduler.advance(by: .milliseconds(500))
    list.addSubview(view)
    scheduler.advance(by: .milliseconds(100))
    switch behavior {
    case .stop:
      #expect(completions.values == [false] && view.currentFrame == 0)
    case .pause:
      #expect(completions.values == [false] && abs(view.currentFrame - 15) < 0.001)
    case .forceFinish:
      #expect(completions.values == [true] && view.currentFrame == 60)
    case .continuePlaying:
      #expect(completions.values == [] && abs(view.currentFrame - 33) < 0.001)
    case .pauseAndRestore:
      break
    }
    view.stop()
  }

  @Test func reducedMotionPlaysTheMarkerOrStandsStill() throws {
    let view = try attachedView()
    view.reducedMotionOption = .reducedMotion
    view.play()
    #expect(view.currentFrame == 40)
    scheduler.advance(by: .milliseconds(200))
    #expect(abs(view.currentFrame - 46) < 0.001)
    scheduler.advance(by: .seconds(1))
    #expect(view.currentFrame == 50)
    #expect(!view.isAnimationPlaying)
  }

  @Test func respectingTheFrameRateShowsWholeFrames() throws {
    let view = try attachedView()
    view.respectAnimationFrameRate = true
    view.play()
    scheduler.advance(by: .milliseconds(517))
    #expect(view.currentFrame == 15)
    view.stop()
  }

  @Test func aMissingOrMalformedFileGivesAnEmptyViewAndALoadError() {
    let missing = LottieAnimationView(name: "nowhere", bundle: .module)
    #expect(missing.animation == nil)
    #expect(
      missing.loadError
        == .notFound(name: "nowhere", bundle: Bundle.module.bundleURL.lastPathComponent))
    missing.play()
    #expect(!missing.isAnimationPlaying)
    #expect(throws: LottieFormatError.self) {
      try LottieAnimation.from(data: Data("{\"fr\":30}".utf8))
    }
    let file = LottieAnimationView(filePath: "/nonexistent/refresh.json")
    #expect(file.loadError == .unreadable(file: "refresh.json"))
  }

  @Test func contentModesPlaceTheCanvas() throws {
    let view = try attachedView()
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    // The canvas is 200 × 200: aspect fit scales by 0.25 and centres it.
    #expect(view.contentTransform == VectorTransform(a: 0.25, b: 0, c: 0, d: 0.25, tx: 25, ty: 0))
    view.contentMode = .scaleToFill
    #expect(view.contentTransform == VectorTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: 0, ty: 0))
    view.contentMode = .topLeft
    #expect(view.contentTransform == VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    view.contentMode = .bottomRight
    #expect(view.contentTransform == VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: -100, ty: -150))
  }

  @Test func everyRendererDrawsTheFrame() throws {
    let view = try attachedView()
    list.layoutIfNeeded()
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("matrix(0.12 0 0 0.12 0 0)"))
    #expect(svg.contains("<path"))
    let text = TextRenderer().render(list)
    view.loopMode = .loop
    view.play()
    scheduler.advance(by: .milliseconds(1_000))
    // Halfway through, the glyph has turned.
    #expect(TextRenderer().render(list) != text)
    view.stop()
  }
}

extension LottieAnimationViewTests {
  @Test func lottieIOSSpellingsAppsWrite() throws {
    let view = try attachedView()
    let completions = Completions()
    let record: LottieCompletionBlock = completions.record
    view.play(marker: "reduced motion", completion: record)
    scheduler.advance(by: .milliseconds(200))
    let frame: AnimationFrameTime = view.realtimeAnimationFrame
    #expect(abs(frame - 46) < 0.001)
    let progress: AnimationProgressTime = view.realtimeAnimationProgress
    #expect(abs(progress - 46.0 / 60) < 0.001)
    scheduler.advance(by: .seconds(1))
    #expect(completions.values == [true] && view.currentFrame == 50)
    view.animation = .named("refresh", bundle: .module)
    #expect(view.animation != nil)
  }
}

extension LottieAnimationViewTests {
  /// One square, 20 frames at 60 fps: its opacity holds at 100 for frames 0–10, then falls to
  /// 0 by frame 20. (Made on each use: LeakSanitizer does not see a global `Data`'s storage as
  /// reachable.)
  static var holdThenFade: Data {
    Data(
      """
      {"v": "5.7.0", "fr": 60, "ip": 0, "op": 20, "w": 20, "h": 20, "layers": [{
        "ty": 4, "ind": 1, "ip": 0, "op": 20, "st": 0,
        "ks": {"o": {"a": 1, "k": [
          {"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
          {"t": 10, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
          {"t": 20, "s": [0]}]}},
        "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [10, 10]},
           "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """.utf8)
  }

  @Test func aFrameThatDrawsWhatIsOnScreenAsksForNoRedraw() throws {
    let view = LottieAnimationView(animation: try LottieAnimation.from(data: Self.holdThenFade))
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    list.addSubview(view)
    let first = try #require(view.currentDrawing)
    list.didDisplay()
    // Frames 1–10 draw what frame 0 drew: no redraw, and the drawing is frame 0's.
    for frame in 1...10 {
      view.currentFrame = CGFloat(frame)
      #expect(!list.needsDisplay, "frame \(frame)")
    }
    #expect(view.currentDrawing == first)
    // Frame 12 fades: a redraw, and the drawing is frame 12's.
    view.currentFrame = 12
    #expect(list.needsDisplay)
    let faded = try #require(view.currentDrawing)
    #expect(faded != first)
    let fresh = LottieAnimationView(animation: view.animation)
    fresh.currentFrame = 12
    #expect(fresh.currentDrawing == faded)
    // Back to a held frame after a redraw: the drawing changes back, so a redraw again.
    list.didDisplay()
    view.currentFrame = 5
    #expect(list.needsDisplay)
    #expect(view.currentDrawing == first)
  }

  @Test func heldFramesWhilePlayingAskForRedrawsOnlyWhenTheFadeBegins() throws {
    let view = LottieAnimationView(animation: try LottieAnimation.from(data: Self.holdThenFade))
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    list.addSubview(view)
    _ = view.currentDrawing
    list.didDisplay()
    view.play()
    var shown: [CGFloat] = []
    var redrawn: [CGFloat] = []
    for _ in 0..<19 {
      scheduler.advance(by: .seconds(1) / 60)
      shown.append(view.currentFrame)
      if list.needsDisplay {
        redrawn.append(view.currentFrame)
        _ = view.currentDrawing
        list.didDisplay()
      }
    }
    // Frames up to 10 hold; every later one draws a new opacity.
    #expect(shown.contains(5) && shown.contains(15))
    #expect(redrawn == shown.filter { $0 > 10 })
  }
}
