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
    let atEnd = storedFrame >= animation.endFrame && animationSpeed >= 0
    start(
      from: animation.startFrame, to: animation.endFrame, loopMode: loopMode,
      playedAlready: atEnd ? 0 : Double(storedFrame - animation.startFrame),
      completion: completion)
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
      from: clampedFrame(fromFrame ?? storedFrame), to: clampedFrame(toFrame),
      loopMode: loopMode ?? self.loopMode, playedAlready: 0, completion: completion)
  }

  /// Plays from one marker's frame to another's (from the frame shown when `fromMarker` is nil);
  /// an unknown marker completes at once with `false`, leaving a running play alone.
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

  /// Plays the range of the marker `named` (from its frame for its duration); an unknown
  /// marker completes at once with `false`.
  public func play(
    marker named: String, loopMode: LottieLoopMode? = nil, completion: ((Bool) -> Void)? = nil
  ) {
    guard let animation, let from = animation.frameTime(forMarker: named) else {
      completion?(false)
      return
    }
    let length = animation.durationFrameTime(forMarker: named) ?? 0
    play(fromFrame: from, toFrame: from + length, loopMode: loopMode, completion: completion)
  }

  /// Stops playback and shows the start frame; a running play's completion gets `false`.
  public func stop() {
    clock.end(finished: false)
    show(frame: animation?.startFrame ?? 0)
  }

  /// Stops playback where it is; a running play's completion gets `false`.
  public func pause() {
    clock.end(finished: false)
  }

  /// A play as it was asked for (before reduced motion picked its range).
  struct PlayRequest {
    var from: CGFloat
    var to: CGFloat
    var loopMode: LottieLoopMode
    var playedAlready: Double
    var isReduced: Bool
  }

  /// Whether plays are reduced: by ``reducedMotionOption`` or by the tree's preference.
  var isMotionReduced: Bool {
    reducedMotionOption == .reducedMotion || effectiveMotionPreference == .reduced
  }

  /// Plays the running request again when reduced motion was switched on or off since it
  /// started; its completion goes on to the new run.
  func replayIfMotionChanged() {
    guard let request = playRequest, clock.hasRun, request.isReduced != isMotionReduced else {
      return
    }
    let completion = clock.takeCompletion()
    start(
      from: request.from, to: request.to, loopMode: request.loopMode,
      playedAlready: request.playedAlready, completion: completion)
  }

  /// Starts a run on the clock; with reduced motion, plays the file's marker or stands still.
  private func start(
    from: CGFloat, to: CGFloat, loopMode: LottieLoopMode, playedAlready: Double,
    completion: ((Bool) -> Void)?
  ) {
    guard let animation else { return }
    let isReduced = isMotionReduced
    playRequest = PlayRequest(
      from: from, to: to, loopMode: loopMode, playedAlready: playedAlready, isReduced: isReduced)
    clock.timing = PlaybackClock.Timing(
      framesPerSecond: animation.framerate, isStepped: respectAnimationFrameRate)
    var run = PlaybackClock.Run(
      from: Double(from), to: Double(to), loopMode: loopMode, completion: completion,
      elapsedBase: playedAlready)
    if isReduced {
      guard let marker = animation.frameTime(forMarker: Self.reducedMotionMarker) else {
        // No reduced-motion range: show where the play would start, and do not move. A
        // looping play holds that frame as a run that never ticks, so it can be stopped, and
        // plays in full if reduced motion is switched off.
        let still = clampedFrame(from + CGFloat(playedAlready))
        guard loopMode.isInfinite else {
          clock.end(finished: false)
          show(frame: still)
          completion?(true)
          return
        }
        clock.start(
          PlaybackClock.Run(
            from: Double(still), to: Double(still), loopMode: loopMode, completion: completion))
        return
      }
      let length = animation.durationFrameTime(forMarker: Self.reducedMotionMarker) ?? 0
      run = PlaybackClock.Run(
        from: Double(marker), to: Double(clampedFrame(marker + length)), loopMode: loopMode,
        completion: completion)
    }
    clock.start(run)
  }

  /// The view leaves its tree: playback follows ``backgroundBehavior``.
  func leaveScreen() {
    guard clock.hasRun else { return }
    switch backgroundBehavior {
    case .stop: stop()
    case .pause: pause()
    case .pauseAndRestore: clock.suspend()
    case .forceFinish:
      if let to = clock.run?.to { show(frame: clampedFrame(CGFloat(to))) }
      clock.end(finished: true)
    case .continuePlaying: clock.stopTicking()
    }
  }
}
