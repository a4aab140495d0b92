import Foundation

extension LottieAnimationView {
  /// Plays from the frame shown to the end of the timeline in ``loopMode`` (from the start when
  /// a finished run left it at the end); `completion` gets whether it ran to its end.
  ///
  /// A running play ends first, its completion getting `false`.
  public func play(completion: ((Bool) -> Void)? = nil) {
    guard let animation else {
      completion?(false)
      return
    }
    let atEnd = storedFrame >= animation.endFrame && storedSpeed >= 0
    let resume = atEnd ? 0 : Double(storedFrame - animation.startFrame)
    start(
      Run(
        from: animation.startFrame, to: animation.endFrame, loopMode: loopMode,
        completion: completion, elapsedBase: resume, startTime: nil))
  }

  /// Plays from one progress (0…1) to another; `nil` starts from the progress shown.
  public func play(
    fromProgress: CGFloat? = nil, toProgress: CGFloat, loopMode: LottieLoopMode? = nil,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let animation else {
      completion?(false)
      return
    }
    play(
      fromFrame: fromProgress.map(animation.frameTime(forProgress:)),
      toFrame: animation.frameTime(forProgress: toProgress), loopMode: loopMode,
      completion: completion)
  }

  /// Plays from one frame to another, backwards when `toFrame` is before `fromFrame`.
  ///
  /// A `nil` `fromFrame` starts from the frame shown; frames clamp to the timeline.
  public func play(
    fromFrame: CGFloat? = nil, toFrame: CGFloat, loopMode: LottieLoopMode? = nil,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard animation != nil, toFrame.isFinite, fromFrame?.isFinite ?? true else {
      completion?(false)
      return
    }
    start(
      Run(
        from: clampedFrame(fromFrame ?? storedFrame), to: clampedFrame(toFrame),
        loopMode: loopMode ?? self.loopMode, completion: completion, elapsedBase: 0,
        startTime: nil))
  }

  /// Plays from one marker's frame to another's (from the frame shown when `fromMarker` is nil);
  /// an unknown marker completes at once with `false`.
  public func play(
    fromMarker: String? = nil, toMarker: String, loopMode: LottieLoopMode? = nil,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let animation, let to = animation.frameTime(forMarker: toMarker) else {
      completion?(false)
      return
    }
    var from: CGFloat?
    if let fromMarker {
      guard let frame = animation.frameTime(forMarker: fromMarker) else {
        completion?(false)
        return
      }
      from = frame
    }
    play(fromFrame: from, toFrame: to, loopMode: loopMode, completion: completion)
  }

  /// Stops playback and shows the start frame; a running play's completion gets `false`.
  public func stop() {
    endRun(finished: false)
    show(frame: animation?.startFrame ?? 0)
  }

  /// Stops playback where it is; a running play's completion gets `false`.
  public func pause() {
    endRun(finished: false)
  }

  // MARK: - The clock

  /// Starts `run`, replacing the current one; with reduced motion, plays the file's marker or
  /// stands still.
  private func start(_ newRun: Run) {
    endRun(finished: false)
    var newRun = newRun
    if reducedMotionOption == .reducedMotion {
      guard let animation, let marker = animation.frameTime(forMarker: Self.reducedMotionMarker)
      else {
        // No reduced-motion range: show where the play would start, and do not move.
        show(frame: newRun.from + CGFloat(newRun.elapsedBase))
        if !newRun.loopMode.isInfinite { newRun.completion?(true) }
        return
      }
      let length = animation.durationFrameTime(forMarker: Self.reducedMotionMarker) ?? 0
      newRun = Run(
        from: marker, to: clampedFrame(marker + length), loopMode: newRun.loopMode,
        completion: newRun.completion, elapsedBase: 0, startTime: nil)
    }
    run = newRun
    update()
    startClock()
  }

  /// Ends the current run (its completion gets `finished`), leaving the frame where it is.
  func endRun(finished: Bool) {
    stopClock()
    guard let ended = run else { return }
    run = nil
    ended.completion?(finished)
  }

  /// Starts ticking if a run waits and the view is on screen; the run's time starts now.
  func startClock() {
    guard var current = run, pendingTick == nil, superview != nil else { return }
    let scheduler = self.scheduler
    runScheduler = scheduler
    if current.startTime == nil {
      current.startTime = scheduler.now
      run = current
    }
    scheduleTick()
  }

  func stopClock() {
    pendingTick?.cancel()
    pendingTick = nil
    runScheduler = nil
  }

  /// Folds the time played so far into the run, so a speed change or a pause continues from the
  /// frame shown.
  func rebaseRun() {
    guard var current = run, let startTime = current.startTime, let scheduler = runScheduler
    else { return }
    current.elapsedBase = elapsedFrames(current, now: scheduler.now)
    _ = startTime
    current.startTime = scheduler.now
    run = current
  }

  private func elapsedFrames(_ run: Run, now: Duration) -> Double {
    guard let animation, let start = run.startTime else { return run.elapsedBase }
    let seconds = Double((now - start) / .seconds(1))
    return run.elapsedBase + seconds * animation.framerate * Double(abs(storedSpeed))
  }

  private func scheduleTick() {
    guard let scheduler = runScheduler, let animation else { return }
    var delay = Animation.frameInterval
    if respectAnimationFrameRate, animation.framerate > 0 {
      delay = .seconds(1 / (animation.framerate * Double(Swift.max(abs(storedSpeed), 0.01))))
    }
    pendingTick = scheduler.schedule(after: delay) { [weak self] in self?.tick() }
  }

  private func tick() {
    pendingTick = nil
    // An ancestor moved to another tree: continue on that tree's scheduler.
    guard runScheduler === scheduler else {
      rebaseRun()
      runScheduler = nil
      startClock()
      return
    }
    if update() {
      endRun(finished: true)
    } else if run != nil {
      scheduleTick()
    }
  }

  /// Shows the run's frame for now; returns whether the run is over.
  @discardableResult
  private func update() -> Bool {
    guard let current = run else { return false }
    let now = runScheduler?.now ?? scheduler.now
    let elapsed = elapsedFrames(current, now: now)
    let span = Double(abs(current.to - current.from))
    let (offset, finished) = current.loopMode.position(elapsed: elapsed, span: span)
    // A negative speed runs the range the other way.
    let forwards = (current.to >= current.from) == (storedSpeed >= 0)
    let origin = storedSpeed >= 0 ? current.from : current.to
    var frame = origin + CGFloat(forwards ? offset : -offset)
    if respectAnimationFrameRate && !finished { frame = frame.rounded(.down) }
    show(frame: clampedFrame(frame))
    return finished
  }

  // MARK: - On and off screen

  /// The view leaves its tree: playback follows ``backgroundBehavior``.
  func leaveScreen() {
    guard run != nil else { return }
    switch backgroundBehavior {
    case .stop:
      stop()
    case .pause:
      rebaseRun()
      endRun(finished: false)
    case .pauseAndRestore:
      rebaseRun()
      stopClock()
      run?.startTime = nil
    case .forceFinish:
      if let to = run?.to { show(frame: to) }
      endRun(finished: true)
    case .continuePlaying:
      stopClock()
    }
  }

  /// The view is in a tree again: a waiting or paused run goes on.
  func enterScreen() {
    startClock()
  }
}
