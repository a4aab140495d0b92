import Foundation

/// The one playback implementation: plays a range of a timeline in a loop mode on a view's
/// scheduler, for ``FrameAnimationView`` (frames and image sequences) and
/// ``LottieAnimationView``.
///
/// A run's position is the time since it started × the timeline's frames per second × the
/// speed, plus what it had played before (a resumed run), mapped through the loop mode
/// (``LottieLoopMode/position(elapsed:span:)``). A stepped timeline (frame animations, or
/// Lottie with `respectAnimationFrameRate`) counts whole frames, ticking at each frame's exact
/// start; a continuous one ticks every sixtieth of a second and shows fractional frames. Ticks
/// are scheduled one at a time, only while the view is in a tree.
@MainActor
final class PlaybackClock {
  /// One run: a range of the timeline, a loop mode, and where its clock stands.
  struct Run {
    /// Where the run starts and ends (backwards when `to` is before `from`).
    var from: Double
    var to: Double
    var loopMode: LottieLoopMode
    /// Told once whether the run reached its end.
    var completion: ((Bool) -> Void)?
    /// Timeline frames played before ``startTime`` (a resumed or re-timed run).
    var elapsedBase: Double = 0
    /// When the clock last started, or nil while the run waits to be on screen.
    var startTime: Duration?
    /// Ticks since ``startTime``: a stepped run's whole frames since then.
    var ticks = 0
  }

  /// How the timeline's frames map to time.
  struct Timing {
    /// Timeline frames per second of scheduler time, at speed 1.
    var framesPerSecond: Double
    /// Whether only whole frames show, each from its exact start.
    var isStepped: Bool
    /// The exact start of step `n` after a run's start, for a stepped timeline whose frame
    /// duration is not a whole number of attoseconds (nil: `n / framesPerSecond` seconds).
    var stepTime: ((Int) -> Duration)?
  }

  private(set) var run: Run?
  var timing: Timing
  /// How fast time runs; negative plays the range the other way.
  ///
  /// Set through ``setSpeed(_:)``.
  private(set) var speed: Double = 1

  /// Not weak: the view owns the clock, and a weak load on every tick would be slower.
  private unowned let view: View
  private let show: @MainActor (Double) -> Void
  private var pendingTick: ScheduledAction?
  /// The scheduler of the ticks, held only while ticking.
  ///
  /// Not weak: a weak reference to the immortal `MainScheduler.shared` gives it a side table
  /// LeakSanitizer cannot trace; schedulers hold actions' targets weakly.
  private var runScheduler: (any Scheduler)?

  /// A clock for `view`, which `show` tells the frame to show.
  init(view: View, timing: Timing, show: @escaping @MainActor (Double) -> Void) {
    self.view = view
    self.timing = timing
    self.show = show
  }

  /// Whether a run is playing or waiting to (off screen, or suspended).
  var hasRun: Bool { run != nil }
  /// Whether a run's clock is going now.
  var isTicking: Bool { pendingTick != nil }

  /// Timeline frames the run has played by now, before the loop mode folds them (nil
  /// without a run).
  var elapsedNow: Double? {
    run.map { elapsed($0, now: runScheduler?.now ?? view.scheduler.now) }
  }

  /// Starts `newRun`, ending the current one (its completion gets `false`); shows its first
  /// frame and starts ticking if the view is on screen.
  func start(_ newRun: Run) {
    end(finished: false)
    run = newRun
    update()
    startTicking()
  }

  /// Ends the run (its completion gets `finished`), leaving the frame shown.
  func end(finished: Bool) {
    stopTicking()
    guard let ended = run else { return }
    run = nil
    ended.completion?(finished)
  }

  /// Takes the run's completion away (a run about to be replaced by its own re-timing hands
  /// it on, so the replaced run ends silently).
  func takeCompletion() -> ((Bool) -> Void)? {
    defer { run?.completion = nil }
    return run?.completion
  }

  /// Stops the clock but keeps the run, to go on from the frame shown on ``startTicking()``.
  func suspend() {
    rebase()
    stopTicking()
    run?.startTime = nil
  }

  /// Stops ticking; time still counts from the run's start (a run that plays on off screen).
  func stopTicking() {
    pendingTick?.cancel()
    pendingTick = nil
    runScheduler = nil
  }

  /// Starts (or resumes) ticking if a run waits and the view is in a tree; a run's time starts
  /// now unless it was already counting.
  func startTicking() {
    guard var current = run, pendingTick == nil, view.superview != nil else { return }
    let scheduler = view.scheduler
    runScheduler = scheduler
    if let start = current.startTime {
      // Time ran on while no tick came (a run that plays on off screen): catch up at once.
      current.ticks = Swift.max(current.ticks, ticks(passedSince: start, now: scheduler.now))
    } else {
      current.startTime = scheduler.now
      current.ticks = 0
    }
    run = current
    scheduleTick()
  }

  /// Changes the speed, going on from the frame shown; NaN and infinity are ignored.
  func setSpeed(_ newSpeed: Double) {
    guard newSpeed.isFinite, newSpeed != speed else { return }
    rebase()
    speed = newSpeed
    if run != nil, isTicking {
      stopTicking()
      startTicking()
    }
  }

  /// Folds the time played so far into the run, so its clock restarts now at the same place.
  private func rebase() {
    guard var current = run, current.startTime != nil, let scheduler = runScheduler else { return }
    current.elapsedBase = elapsed(current, now: scheduler.now)
    current.startTime = scheduler.now
    current.ticks = 0
    run = current
  }

  /// Timeline frames played by `now`.
  private func elapsed(_ run: Run, now: Duration) -> Double {
    guard let start = run.startTime else { return run.elapsedBase }
    if timing.isStepped { return run.elapsedBase + Double(run.ticks) }
    let seconds = Double((now - start) / .seconds(1))
    return run.elapsedBase + seconds * timing.framesPerSecond * abs(speed)
  }

  /// How many ticks are due between `start` and `now`.
  private func ticks(passedSince start: Duration, now: Duration) -> Int {
    let seconds = Swift.max(0, Double((now - start) / .seconds(1)))
    let perSecond = timing.isStepped ? timing.framesPerSecond * abs(speed) : 60
    let count = (seconds * perSecond).rounded(.down)
    return count.isFinite ? Int(Swift.min(count, 1e12)) : 0
  }

  /// When tick `n` after the run's (re)start is due, from that start.
  private func offset(ofTick n: Int) -> Duration {
    guard timing.isStepped else { return .seconds(n) / 60 }
    let rate = abs(speed)
    if let stepTime = timing.stepTime, rate == 1 { return stepTime(n) }
    guard timing.framesPerSecond > 0, rate > 0 else { return .seconds(n) / 60 }
    return .seconds(Double(n) / (timing.framesPerSecond * rate))
  }

  private func scheduleTick() {
    guard let current = run, let start = current.startTime, let scheduler = runScheduler else {
      return
    }
    // A looping run over no frames (a still held for reduced motion) has nothing to tick.
    if current.from == current.to && current.loopMode.isInfinite { return }
    let due = start + offset(ofTick: current.ticks + 1)
    pendingTick = scheduler.schedule(after: due - scheduler.now) { [weak self] in self?.tick() }
  }

  private func tick() {
    pendingTick = nil
    guard run != nil else { return }
    // An ancestor moved to another tree: go on, on that tree's scheduler.
    guard runScheduler === view.scheduler else {
      suspend()
      startTicking()
      return
    }
    run?.ticks += 1
    if update() {
      end(finished: true)
    } else {
      scheduleTick()
    }
  }

  /// Shows the run's frame for now; returns whether the run is over.
  @discardableResult
  private func update() -> Bool {
    guard let current = run else { return false }
    let now = runScheduler?.now ?? view.scheduler.now
    let span = abs(current.to - current.from)
    let (offset, finished) = current.loopMode.position(
      elapsed: elapsed(current, now: now), span: span)
    // A negative speed runs the range from its end.
    let origin = speed >= 0 ? current.from : current.to
    let towardsEnd = (current.to >= current.from) == (origin == current.from)
    show(origin + (towardsEnd ? offset : -offset))
    return finished
  }
}
