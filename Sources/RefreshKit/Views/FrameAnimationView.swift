import Foundation

/// A view that shows a ``FrameAnimation`` and plays it on its container's scheduler.
///
/// Load an animation by name, choose a ``loopMode``, and ``play()`` or ``stop()`` it, or
/// scrub it by hand with ``progress`` (an animated header scrubs its idle frames by pulling
/// percent). Renderers draw ``currentImage`` — its text, its shapes or its image. A designer's
/// Lottie file plays in ``LottieAnimationView``; both views play through the same clock.
///
/// Frames advance on ``View/scheduler`` (the ``ScrollView``'s), one scheduled action at a
/// time at exact multiples of ``FrameAnimation/frameDuration`` from the start, never on a
/// wall clock; with reduced motion (``View/effectiveMotionPreference``) at half that rate,
/// re-timed from the frame shown when the preference changes. Nothing stays scheduled after
/// ``stop()`` or ``pause()``, or while the view
/// has no superview: removing it pauses playback, and adding it to a view again resumes
/// from the frame it was on (on the new tree's scheduler).
///
/// ```swift
/// let spinner = FrameAnimationView(name: .refresh)
/// spinner.loopMode = .loop
/// header.addSubview(spinner)
/// spinner.play()
/// ```
///
/// > Important: A looping animation always has one frame scheduled while it plays, so a
/// > `TestScheduler`'s `runUntilIdle()` never drains it: advance time by explicit
/// > durations in tests.
@MainActor
public final class FrameAnimationView: View {
  /// What happens when playback reaches the last frame.
  public enum LoopMode: Sendable, Equatable {
    /// Stop on the last frame.
    case playOnce
    /// Start over from the first frame, forever.
    case loop
    /// Play backwards to the first frame, then forwards again, forever.
    case autoReverse
  }

  /// The animation shown.
  ///
  /// Setting it stops playback and shows its first frame.
  public var animation: FrameAnimation? {
    didSet {
      loadError = nil
      clock.end(finished: false)
      isPlaying = false
      step = 0
      storedFrame = 0
    }
  }

  /// The colour a vector frame's shapes are drawn in: MJRefresh's grey by default.
  ///
  /// A look follows its theme's ``RefreshTheme/tintColor``. Bitmap frames keep their own colours.
  public var tintColor: Color = .refreshText {
    didSet { if tintColor != oldValue { setNeedsDisplay() } }
  }

  /// What happens at the last frame (``LoopMode/playOnce`` by default, as in Lottie).
  ///
  /// Changing it while playing continues from the frame shown, one frame duration later.
  public var loopMode: LoopMode = .playOnce {
    didSet {
      guard loopMode != oldValue, isPlaying else { return }
      step = storedFrame
      startRun()
    }
  }

  /// Whether the animation is playing (also while paused by having no superview).
  public private(set) var isPlaying = false

  /// The index of the frame shown, in `0..<frameCount`.
  ///
  /// Setting it shows that frame (clamped to the valid range) and pauses playback.
  public var currentFrame: Int {
    get { storedFrame }
    set {
      pause()
      storedFrame = Swift.min(Swift.max(0, newValue), frameCount - 1)
      step = storedFrame
    }
  }

  /// The position in the animation as a fraction: `currentFrame / frameCount`.
  ///
  /// Setting it scrubs (and pauses): frame `⌊progress × frameCount⌋`, the last frame for
  /// 1 and more, the first for 0 and less, as MJRefresh picks a GIF header's idle image
  /// by pulling percent. NaN is ignored.
  public var progress: CGFloat {
    get { CGFloat(storedFrame) / CGFloat(frameCount) }
    set {
      guard !newValue.isNaN else { return }
      let clamped = Swift.min(1, Swift.max(0, newValue))
      currentFrame = Int((clamped * CGFloat(frameCount)).rounded(.down))
    }
  }

  /// Why ``init(name:bundle:)`` found no animation, or nil (it loaded, or the view was made
  /// another way).
  ///
  /// Setting ``animation`` clears it.
  public private(set) var loadError: FrameAnimationError?

  /// The number of frames: the animation's, or 1 without an animation.
  public var frameCount: Int { animation?.frames.count ?? 1 }

  /// The frame to draw now, or nil without an animation.
  public var currentImage: FrameAnimation.Frame? {
    guard let animation else { return nil }
    return animation.frames[storedFrame]
  }

  /// Draws the current frame: its image stretched over the bounds, or its shapes scaled from
  /// the animation's size to the bounds in ``tintColor``; a terminal shows the frame's text.
  public override func draw(in context: inout DrawingContext) {
    guard let animation, let frame = currentImage else { return }
    let size = bounds.size
    let design = animation.size
    let scale = VectorTransform(
      a: design.width > 0 && size.width > 0 ? Double(size.width / design.width) : 1, b: 0, c: 0,
      d: design.height > 0 && size.height > 0 ? Double(size.height / design.height) : 1, tx: 0,
      ty: 0)
    let alternative = frame.text.isEmpty ? nil : frame.text
    if let image = frame.image {
      context.drawGroup(textAlternative: alternative) { context in
        context.draw(image, in: CGRect(origin: .zero, size: size))
      }
      return
    }
    guard !frame.shapes.isEmpty else { return }
    context.drawGroup(transform: scale, textAlternative: alternative) { context in
      for shape in frame.shapes {
        var path = VectorPath()
        var isFilled = false
        switch shape.kind {
        case .line(let from, let to):
          path.move(to: from)
          path.addLine(to: to)
        case .circle(let center, let radius, let filled):
          path.addEllipse(
            in: CGRect(
              x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
          isFilled = filled
        case .arc(let center, let radius, let startAngle, let endAngle):
          path.addArc(
            center: center, radius: radius, startAngle: startAngle * .pi / 180,
            endAngle: endAngle * .pi / 180, clockwise: true)
        }
        if isFilled {
          context.fill(path, with: .solid(tintColor.vectorColor), opacity: shape.opacity)
        } else {
          context.stroke(
            path, with: tintColor, lineWidth: shape.lineWidth, lineCap: .round,
            opacity: shape.opacity)
        }
      }
    }
  }

  private var storedFrame = 0 {
    didSet { if storedFrame != oldValue { setNeedsDisplay() } }
  }
  /// The playback position: frames advanced since frame 0 (loop and auto-reverse fold it).
  private var step = 0
  /// Plays the frames (the playback shared with ``LottieAnimationView``).
  private lazy var clock = PlaybackClock(
    view: self, timing: PlaybackClock.Timing(framesPerSecond: 12, isStepped: true)
  ) { [unowned self] position in
    storedFrame = Swift.min(Swift.max(0, Int(position.rounded(.down))), frameCount - 1)
  }

  /// Creates a view showing `animation`'s first frame; the frame defaults to the
  /// animation's size.
  public init(animation: FrameAnimation? = nil, frame: CGRect? = nil) {
    self.animation = animation
    super.init(frame: frame ?? CGRect(origin: .zero, size: animation?.size ?? .zero))
  }

  /// Loads the animation `name` and shows its first frame; a missing or malformed file gives
  /// an empty view, and ``loadError`` says why.
  ///
  /// It does not throw, as Lottie's `AnimationView(name:)` does not, so a header can create
  /// its view in a property initializer. Where the file is looked for is
  /// ``FrameAnimation/named(_:bundle:)``'s order: with a `bundle` given (or carried by a
  /// generated name), that bundle only; without one, `Bundle.main`, then RefreshKit's
  /// built-in animations. A SwiftPM target's own resources live in its `Bundle.module`, so
  /// name them with `bundle: .module`. Use `try FrameAnimation.named(_:bundle:)` where you
  /// want the error thrown.
  ///
  /// ```swift
  /// lazy var gifView: FrameAnimationView? = {
  ///   let view = FrameAnimationView(name: "refresh")
  ///   view.loopMode = .loop
  ///   addSubview(view)
  ///   return view
  /// }()
  /// ```
  public convenience init(name: FrameAnimation.Name, bundle: Bundle? = nil) {
    do {
      self.init(animation: try FrameAnimation.named(name, bundle: bundle))
    } catch {
      self.init(animation: nil)
      loadError = error
    }
  }

  // MARK: - Playback

  /// Plays from the current frame (from the first after a finished ``LoopMode/playOnce`` run).
  ///
  /// Does nothing while playing, or without an animation.
  public func play() {
    guard let animation, !isPlaying else { return }
    if loopMode == .playOnce {
      guard animation.frames.count > 1 else { return }
      if storedFrame == animation.frames.count - 1 { storedFrame = 0 }
    }
    // Keep the direction of a paused auto-reverse run; otherwise count from this frame.
    if loopMode != .autoReverse || frameIndex(forStep: step) != storedFrame {
      step = storedFrame
    }
    isPlaying = true
    startRun()
  }

  /// Stops playback and shows the first frame.
  public func stop() {
    pause()
    storedFrame = 0
    step = 0
  }

  /// Stops playback where it is; ``play()`` continues from this frame.
  public func pause() {
    if let played = clock.elapsedNow { step = Int(played) }
    isPlaying = false
    clock.end(finished: false)
  }

  /// The frame shown `step` frames into a run, for the current loop mode.
  func frameIndex(forStep step: Int) -> Int {
    let count = frameCount
    guard count > 1 else { return 0 }
    let (mode, span) = timeline
    return Int(mode.position(elapsed: Double(step), span: span).offset)
  }

  /// The loop mode as the shared playback knows it, and the steps in one pass: a loop wraps
  /// after the last frame, the other modes stop or turn on it.
  private var timeline: (mode: LottieLoopMode, span: Double) {
    let last = Double(frameCount - 1)
    switch loopMode {
    case .playOnce: return (.playOnce, last)
    case .loop: return (.loop, last + 1)
    case .autoReverse: return (.autoReverse, last)
    }
  }

  /// Runs the clock from ``step``; a one-frame animation has nothing to time.
  private func startRun() {
    guard isPlaying, let animation, animation.frames.count > 1 else {
      clock.end(finished: false)
      return
    }
    clock.timing = PlaybackClock.Timing(
      framesPerSecond: Double(animation.frames.count) / (animation.duration / .seconds(1)),
      isStepped: true, stepTime: { animation.startTime(ofStep: $0) })
    let (mode, span) = timeline
    clock.setSpeed(effectiveMotionPreference.rateScale)
    clock.start(
      PlaybackClock.Run(
        from: 0, to: span, loopMode: mode,
        completion: { [unowned self] finished in
          // A pass that ran out (play once) ends playback; a replaced one leaves it on.
          if finished { isPlaying = false }
        }, elapsedBase: Double(step)))
  }

  // MARK: - Attaching

  public override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    // Detached views leave nothing scheduled; didMoveToSuperview resumes from this frame.
    clock.suspend()
  }

  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard isPlaying else { return }
    clock.setSpeed(effectiveMotionPreference.rateScale)
    clock.startTicking()
  }

  public override func motionPreferenceDidChange() {
    super.motionPreferenceDidChange()
    // Goes on from the frame shown, at the new rate.
    clock.setSpeed(effectiveMotionPreference.rateScale)
  }
}
