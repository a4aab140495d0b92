import Foundation

/// A view that plays a ``LottieAnimation`` on its container's scheduler, with lottie-ios 4's
/// names, so a header ported from iOS reads the same.
///
/// Time comes from ``View/scheduler`` (a `TestScheduler` in tests): the frame shown is the
/// elapsed time × ``LottieAnimation/framerate`` × ``animationSpeed``, fractional, from where
/// the run started; the view asks for a new frame every sixtieth of a second of scheduler time
/// while it plays (every animation frame with ``respectAnimationFrameRate``). Renderers draw
/// ``currentVectorFrame`` placed by ``contentMode``.
///
/// ```swift
/// lazy var gifView: AnimationView? = {
///   let view = AnimationView(name: "refresh", bundle: .module)
///   view.loopMode = .loop
///   addSubview(view)
///   return view
/// }()
/// ```
///
/// A view with no superview is off screen: ``play(completion:)`` there waits and starts when the
/// view is added, and leaving the tree follows ``backgroundBehavior`` (by default it pauses and
/// resumes when the view is back, so a looping spinner turns again when its header reappears).
///
/// > Important: A looping animation always has a frame scheduled while it plays, so a
/// > `TestScheduler`'s `runUntilIdle()` never drains it: advance time by explicit durations.
@MainActor
public final class LottieAnimationView: View {
  /// What happens to playback when the view leaves the screen (its tree), with lottie-ios's
  /// names.
  public enum BackgroundBehavior: Sendable, Equatable {
    /// Stops and shows the start frame; the completion gets `false`.
    case stop
    /// Pauses where it is; the completion gets `false`, and nothing resumes.
    case pause
    /// Pauses where it is and resumes when the view is back (the default).
    case pauseAndRestore
    /// Jumps to the end; the completion gets `true`.
    case forceFinish
    /// Time runs on while the view is away; frames are drawn again when it is back.
    case continuePlaying
  }

  /// Whether the animation plays in full or stays still (the system's reduced-motion setting,
  /// or the app's).
  public enum ReducedMotionOption: Sendable, Equatable {
    /// Plays as designed.
    case standardMotion
    /// Plays the file's "reduced motion" marker when it has one; otherwise shows the frame a
    /// play would start at and does not move.
    case reducedMotion
  }

  /// The marker a file names its reduced-motion range with (lottie-ios's convention).
  public static let reducedMotionMarker = "reduced motion"

  /// The option new views start with: ``ReducedMotionOption/standardMotion`` unless the app
  /// sets it (for example from its accessibility settings).
  public static var defaultReducedMotionOption: ReducedMotionOption = .standardMotion

  /// The animation shown; setting another one stops playback (its completion gets `false`) and
  /// shows its start frame.
  ///
  /// Setting the same animation with other slot values (`view.animation?.setSlot(…)`) is no new
  /// animation: playback goes on, and the next frame draws the new values. The view's value
  /// providers and theme colours apply to whatever animation it shows.
  public var animation: LottieAnimation? {
    get { storedAnimation }
    set {
      let oldValue = storedAnimation
      storedAnimation = newValue
      if let newValue, let oldValue, newValue.isSameParse(as: oldValue) {
        updateDrawnDocument()
        return
      }
      if let newValue, newValue != oldValue {
        LottieDiagnostics.report(newValue, source: newValue.document.name ?? "animation")
      }
      clock.end(finished: false)
      storedFrame = newValue?.startFrame ?? 0
      updateDrawnDocument()
    }
  }

  /// What happens at the end of the range for ``play(completion:)`` (``LottieLoopMode/playOnce``
  /// by default); a running play keeps the mode it started with.
  public var loopMode: LottieLoopMode = .playOnce

  /// How fast time runs: 1 plays as designed, 2 twice as fast, a negative speed backwards.
  ///
  /// NaN and infinity are ignored. Changing it while playing continues from the frame shown.
  public var animationSpeed: CGFloat {
    get { CGFloat(clock.speed) }
    set { clock.setSpeed(Double(newValue)) }
  }

  /// How the canvas fits the bounds: ``View/ContentMode/scaleAspectFit`` by default.
  public var contentMode: ContentMode = .scaleAspectFit {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// Whether frames advance in whole animation frames (at the file's frame rate) instead of
  /// every sixtieth of a second; `false` by default, as in lottie-ios.
  public var respectAnimationFrameRate = false

  /// What leaving the screen does to playback: ``BackgroundBehavior/pauseAndRestore`` by default.
  public var backgroundBehavior: BackgroundBehavior = .pauseAndRestore

  /// Full or reduced motion; see ``ReducedMotionOption``.
  ///
  /// The view also plays reduced when its list or the app prefers reduced motion
  /// (``View/effectiveMotionPreference``); a running play follows a change of either at once.
  public var reducedMotionOption: ReducedMotionOption =
    LottieAnimationView.defaultReducedMotionOption
  {
    didSet { replayIfMotionChanged() }
  }

  /// Why ``init(name:bundle:subdirectory:)`` or ``init(filePath:)`` found no animation, or nil.
  public private(set) var loadError: LottieAnimationError?

  /// Whether a play is running (also while it waits off screen for the view to appear).
  public var isAnimationPlaying: Bool { clock.hasRun }

  /// The frame shown, clamped to the timeline; setting it stops playback (completion `false`).
  public var currentFrame: CGFloat {
    get { storedFrame }
    set {
      guard newValue.isFinite else { return }
      clock.end(finished: false)
      show(frame: clampedFrame(newValue))
    }
  }

  /// The position as progress through the timeline (0…1); setting it stops playback.
  public var currentProgress: CGFloat {
    get { animation?.progressTime(forFrame: storedFrame) ?? 0 }
    set {
      guard let animation, newValue.isFinite else { return }
      currentFrame = animation.frameTime(forProgress: newValue)
    }
  }

  /// The position in seconds from the start of the timeline; setting it stops playback.
  public var currentTime: TimeInterval {
    get { animation?.time(forFrame: storedFrame) ?? 0 }
    set {
      guard let animation, newValue.isFinite else { return }
      currentFrame = animation.frameTime(forTime: newValue)
    }
  }

  /// The frame on screen now: ``currentFrame`` (lottie-ios's name for the frame mid-playback,
  /// which here is always the one shown).
  public var realtimeAnimationFrame: AnimationFrameTime { currentFrame }

  /// The progress on screen now: ``currentProgress``.
  public var realtimeAnimationProgress: AnimationProgressTime { currentProgress }

  /// The drawing of the frame shown, or nil without an animation.
  ///
  /// The view keeps one ``/LottieFormat/VectorDrawing`` and one ``/LottieFormat/LottieFrameEvaluator`` and rebuilds the
  /// drawing in place when the frame or what is drawn (the animation, a value, the theme)
  /// changes, at most once per frame: a renderer that draws it every frame makes the view
  /// allocate nothing once warm.
  ///
  /// ```swift
  /// if let drawing = lottieView.currentDrawing {
  ///   renderer.draw(drawing, transform: lottieView.contentTransform, into: cr)
  /// }
  /// ```
  public var currentDrawing: VectorDrawing? {
    guard let drawnDocument else { return nil }
    if drawnFrame != storedFrame {
      drawnDocument.draw(at: Double(storedFrame), into: &drawing, using: &evaluator)
      drawnFrame = storedFrame
    }
    return drawing
  }

  /// The drawing of the frame shown as a tree (``currentDrawing`` converted), or nil without an
  /// animation.
  public var currentVectorFrame: VectorFrame? { currentDrawing?.frame }

  /// The transform from the animation's canvas to the view's bounds, by ``contentMode``.
  public var contentTransform: VectorTransform {
    contentMode.transform(fitting: animation?.size ?? .zero, into: bounds.size)
  }

  /// Draws the frame shown, placed by ``contentMode`` and clipped to the animation's canvas; a
  /// terminal shows a spinner glyph for the progress through the timeline.
  public override func draw(in context: inout DrawingContext) {
    guard let frame = currentDrawing, bounds.width > 0, bounds.height > 0 else { return }
    var canvas = VectorPath()
    canvas.addRect(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
    context.drawGroup(
      transform: contentTransform, clip: canvas,
      textAlternative: TextAlternatives.progress(currentProgress)
    ) { context in
      context.draw(frame)
    }
  }

  var storedFrame: CGFloat = 0
  private var storedAnimation: LottieAnimation?
  /// What is drawn: the animation's document with the theme's colours and the value providers'
  /// values applied (each resolved once, when set).
  private(set) var drawnDocument: LottieDocument? {
    didSet { drawnFrame = nil }
  }
  /// The value providers, in the order they were set.
  var valueProviders: [(keypath: AnimationKeypath, provider: any AnyValueProvider)] = []
  /// The theme's colours, as ``follow(_:)`` last gave them.
  var themeColors = ThemeColors()
  /// Plays the timeline (shared with ``FrameAnimationView``).
  lazy var clock = PlaybackClock(
    view: self, timing: PlaybackClock.Timing(framesPerSecond: 30, isStepped: false)
  ) { [unowned self] frame in show(frame: clampedFrame(CGFloat(frame))) }
  /// The play running now as it was asked for, and whether it started with reduced motion:
  /// a change of ``View/effectiveMotionPreference`` plays it again the other way.
  var playRequest: PlayRequest?
  /// The frame ``drawing`` shows; nil when it must be rebuilt.
  private var drawnFrame: CGFloat?
  private var drawing = VectorDrawing()
  /// The next frame's drawing, built beside ``drawing`` to be compared with it.
  private var nextDrawing = VectorDrawing()
  private var evaluator = LottieFrameEvaluator()

  /// Keypaths the theme's tint recolours when the file has no tint slot.
  ///
  /// None by default: a file without a ``tintSlot`` keeps its designer's colours. Colour
  /// properties only.
  public var tintKeypaths: [AnimationKeypath] = [] {
    didSet { if tintKeypaths != oldValue { updateDrawnDocument() } }
  }

  /// Shows `document` (the animation's, with values applied) from the next frame on.
  func show(_ document: LottieDocument?) {
    drawnDocument = document
    setNeedsDisplay()
  }

  /// Creates a view showing `animation`'s start frame, sized to its canvas.
  public init(animation: LottieAnimation? = nil) {
    storedAnimation = animation
    drawnDocument = animation?.document
    storedFrame = animation?.startFrame ?? 0
    super.init(frame: CGRect(origin: .zero, size: animation?.size ?? .zero))
    if let animation {
      LottieDiagnostics.report(animation, source: animation.document.name ?? "animation")
    }
  }

  /// Loads `<name>.json` from `bundle`, as ``LottieAnimation/named(_:bundle:subdirectory:)``.
  ///
  /// A missing or malformed file gives an empty view and a ``loadError``. It does not throw, as
  /// lottie-ios's does not, so a header can create it in a property initializer.
  public convenience init(name: String, bundle: Bundle = .main, subdirectory: String? = nil) {
    do {
      self.init(
        animation: try LottieAnimation.load(named: name, bundle: bundle, subdirectory: subdirectory)
      )
    } catch {
      self.init(animation: nil)
      loadError = error
    }
  }

  /// Loads the Lottie file at `filePath`; a missing or malformed file gives an empty view and a
  /// ``loadError``.
  public convenience init(filePath: String) {
    do {
      self.init(animation: try LottieAnimation.load(filepath: filePath))
    } catch {
      self.init(animation: nil)
      loadError = error
    }
  }

  public override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    if newSuperview == nil { leaveScreen() }
  }

  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard superview != nil else { return }
    replayIfMotionChanged()
    clock.startTicking()
  }

  public override func motionPreferenceDidChange() {
    super.motionPreferenceDidChange()
    replayIfMotionChanged()
  }

  func clampedFrame(_ frame: CGFloat) -> CGFloat {
    guard let animation else { return 0 }
    return Swift.min(animation.endFrame, Swift.max(animation.startFrame, frame))
  }

  func show(frame: CGFloat) {
    guard frame != storedFrame else { return }
    storedFrame = frame
    // A frame that draws exactly what the one on screen draws (a hold, a still stretch of the
    // timeline) asks for no redraw: the host keeps its image and rasterises nothing. Checked
    // only when the screen is up to date; a redraw already asked for rebuilds at draw time.
    if !needsDisplay, let drawnDocument, drawnFrame != nil {
      drawnDocument.draw(at: Double(frame), into: &nextDrawing, using: &evaluator)
      drawnFrame = frame
      guard nextDrawing != drawing else { return }
      swap(&drawing, &nextDrawing)
    }
    setNeedsDisplay()
  }
}

/// lottie-ios 3's name for ``LottieAnimationView``, which ported code still writes.
@available(*, deprecated, renamed: "LottieAnimationView")
public typealias AnimationView = LottieAnimationView
