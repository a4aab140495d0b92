import Foundation

/// Offset motion: programmatic scrolls, reveals, settles and decelerations, composed per
/// axis.
///
/// The container, not each component, owns offset motion. The rule:
/// - Each axis moves on its own: a header's reveal (vertical) and a trailer's reveal
///   (horizontal) both land.
/// - On one axis the latest request to move to a value wins.
/// - A settle (back inside the limits) with nothing to do stops nothing, and a settle
///   asked for while the axis is moving waits for that motion instead of replacing it.
/// - Where motion comes to rest always lies inside the limits as they are then: a
///   motion that lands outside them (the limits moved while it ran) settles on.
/// - A finger stops all motion where it is (``beginDragging()``).
extension ScrollView {
  // MARK: - Programmatic scrolling

  /// Scrolls to `offset`, at once or animated over ``scrollAnimationDuration``.
  ///
  /// NaN and infinite offsets are ignored.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFinite else { return }
    if animated {
      animateContentOffset(to: offset, duration: scrollAnimationDuration)
    } else {
      contentOffset = offset
    }
  }

  /// Animates the offset to a fixed `target` (ease in-out) on both axes, superseding the running
  /// motion of each; `completion` receives whether both ran to the end.
  ///
  /// A target equal to the current offset completes at once.
  public func animateContentOffset(
    to target: CGPoint, duration: Duration,
    completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    guard target.isFinite else {
      completion?(false)
      return
    }
    let both = CompletionJoin(count: 2, completion: Self.motionCompletion(completion))
    moveOffset(.vertical, to: target.y, duration: duration, completion: both.arrive)
    moveOffset(.horizontal, to: target.x, duration: duration, completion: both.arrive)
  }

  /// Moves the offset back inside the scrolling limits over `duration`, retargeting each frame to
  /// the limits as they are then (so an inset change mid-way is followed, not fought, and never
  /// makes the offset jump).
  ///
  /// An axis already inside is left alone, and an axis that is moving keeps its motion (which lands
  /// inside the limits); so this completes at once when there is nothing to do, and never stops a
  /// running reveal. Does nothing but complete while a drag is on.
  public func settleContentOffset(
    duration: Duration, completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    settleContentOffset(duration: duration, then: Self.motionCompletion(completion))
  }

  /// A public completion as a motion's (the scroll view it receives unused).
  private static func motionCompletion(
    _ completion: (@MainActor (_ finished: Bool) -> Void)?
  ) -> OffsetMotion.Completion? {
    guard let completion else { return nil }
    return { _, finished in completion(finished) }
  }

  /// ``settleContentOffset(duration:completion:)`` whose completion also receives the scroll
  /// view.
  func settleContentOffset(duration: Duration, then completion: OffsetMotion.Completion?) {
    guard !isDragging else {
      completion?(self, true)
      return
    }
    let both = CompletionJoin(count: 2, completion: completion)
    settleOffset(.vertical, duration: duration, isMomentum: false, completion: both.arrive)
    settleOffset(.horizontal, duration: duration, isMomentum: false, completion: both.arrive)
  }

  // MARK: - Per-axis requests (what components ask for)

  /// Moves `axis` to `value` over `duration`, replacing that axis's running motion; the other axis
  /// is untouched.
  ///
  /// `completion` receives whether it ran to the end.
  func moveOffset(
    _ axis: OffsetMotion.Axis, to value: CGFloat, duration: Duration,
    completion: OffsetMotion.Completion? = nil
  ) {
    stopMotion(axis)
    guard value.isFinite else {
      completion?(self, false)
      return
    }
    let start = axis.value(of: contentOffset)
    guard start != value else {
      completion?(self, true)
      return
    }
    let motion = OffsetMotion(axis: axis, kind: .toValue, isMomentum: false)
    motion.addCompletion(completion)
    run(motion, duration: duration, curve: .easeInOut) { _, motion, progress in
      // Content inserted above while it runs moves its whole path (see `shift`).
      start + motion.shift + (value - start) * CGFloat(progress)
    }
  }

  /// Settles `axis` back inside the limits (see ``settleContentOffset(duration:completion:)``).
  func settleOffset(
    _ axis: OffsetMotion.Axis, duration: Duration, isMomentum: Bool,
    completion: OffsetMotion.Completion? = nil
  ) {
    if let running = motion(on: axis) {
      // The running motion lands inside the limits; this settle waits for it.
      running.addCompletion(completion)
      return
    }
    let current = axis.value(of: contentOffset)
    guard axis.value(of: clampedContentOffset(contentOffset)) != current else {
      completion?(self, true)
      return
    }
    let motion = OffsetMotion(axis: axis, kind: .settle, isMomentum: isMomentum)
    motion.addCompletion(completion)
    runRetargeting(motion, duration: duration) { scrollView, _ in
      axis.value(of: scrollView.clampedContentOffset(scrollView.contentOffset))
    }
  }

  /// Continues a release on `axis` towards `projected`, inside the limits as they are at
  /// each frame.
  func decelerate(_ axis: OffsetMotion.Axis, towards projected: CGFloat) {
    guard projected.isFinite, motion(on: axis) == nil else { return }
    let start = axis.value(of: contentOffset)
    let target = axis.point(contentOffset, with: projected)
    guard axis.value(of: clampedContentOffset(target)) != start else { return }
    let motion = OffsetMotion(axis: axis, kind: .decelerate, isMomentum: true)
    runRetargeting(motion, duration: decelerationDuration) { scrollView, motion in
      let target = axis.point(scrollView.contentOffset, with: projected + motion.shift)
      return axis.value(of: scrollView.clampedContentOffset(target))
    }
  }

  /// Whether `axis` is the user's to move: a finger is on the content, or the bounce or
  /// deceleration its release started still runs on that axis.
  ///
  /// Motion is composed per axis, and so is its ownership: a programmatic motion on an axis (a
  /// reveal, an animated scroll) replaces the momentum there, so from then on the axis is no
  /// longer the user's, whatever still moves on the other one. A header begun while the content
  /// coasts sideways (or had coasted up and been superseded) therefore reveals fully.
  func isUserDriven(_ axis: OffsetMotion.Axis) -> Bool {
    isDragging || (motion(on: axis)?.isMomentum ?? false)
  }

  /// Stops every motion where it is (a finger touched the content, or the app set the
  /// offset); their completions receive `false`.
  func stopAllMotion() {
    stopMotion(.vertical)
    stopMotion(.horizontal)
  }

  // MARK: - Running motions

  /// Whether the content is moving back inside the limits or on after a release (a
  /// bounce, a deceleration, the settle after a component collapsed).
  public var isDecelerating: Bool {
    (verticalMotion.map { $0.kind != .toValue } ?? false)
      || (horizontalMotion.map { $0.kind != .toValue } ?? false)
  }

  /// Whether an animation (programmatic scroll, bounce, deceleration) moves the offset.
  public var isAnimatingContentOffset: Bool { verticalMotion != nil || horizontalMotion != nil }

  func motion(on axis: OffsetMotion.Axis) -> OffsetMotion? {
    axis == .vertical ? verticalMotion : horizontalMotion
  }

  private func setMotion(_ motion: OffsetMotion?, on axis: OffsetMotion.Axis) {
    if axis == .vertical { verticalMotion = motion } else { horizontalMotion = motion }
  }

  private func stopMotion(_ axis: OffsetMotion.Axis) {
    guard let motion = motion(on: axis) else { return }
    setMotion(nil, on: axis)
    motion.animation?.stop()
    for completion in motion.takeCompletions() { completion(self, false) }
  }

  /// An ease-out motion towards a target recomputed every frame.
  ///
  /// Each frame covers the curve's share of the *remaining* way from wherever the offset is, so a
  /// target that moves mid-way (a component changed the insets) is followed without a jump, and the
  /// last frame lands exactly on it.
  private func runRetargeting(
    _ motion: OffsetMotion, duration: Duration,
    target: @escaping @MainActor (ScrollView, OffsetMotion) -> CGFloat
  ) {
    var previousProgress = 0.0
    let axis = motion.axis
    run(motion, duration: duration, curve: .easeOut) { scrollView, motion, progress in
      let current = axis.value(of: scrollView.contentOffset)
      let remaining = 1 - previousProgress
      let fraction = remaining > 0 ? (progress - previousProgress) / remaining : 1
      previousProgress = progress
      return current + (target(scrollView, motion) - current) * CGFloat(fraction)
    }
  }

  private func run(
    _ motion: OffsetMotion, duration: Duration, curve: Animation.Curve,
    update: @escaping @MainActor (ScrollView, OffsetMotion, Double) -> CGFloat
  ) {
    setMotion(motion, on: motion.axis)
    // Reduced motion shortens what RefreshKit moves (reveal, collapse, bounce, an animated
    // scroll); a release's deceleration is the user's own flick carried on, and keeps its time.
    let timed = motion.kind == .decelerate ? duration : effectiveMotionPreference.scaled(duration)
    let animation = Animation(
      duration: timed, curve: curve, scheduler: scheduler,
      // Unowned (safe): the animation lives in `motion`, which only this scroll view (or one
      // of its methods, briefly) holds, and frames reach it weakly; so these closures run
      // only while the scroll view is alive, and were one ever to run later it would trap,
      // not read freed memory. A weak capture would give the scroll view a side table and
      // slow every retain of it; the safe check costs a little on each animation frame, not
      // on each scroll event.
      update: { [unowned self, weak motion] progress in
        guard let motion, self.motion(on: motion.axis) === motion else { return }
        // The frame's value on the motion's axis, applied as the motion's own change.
        let value = update(self, motion, progress)
        self.applyContentOffset(
          motion.axis.point(self.contentOffset, with: value),
          source: motion.isMomentum ? .momentum : .program)
      },
      completion: { [unowned self, weak motion] finished in
        guard finished, let motion, self.motion(on: motion.axis) === motion else {
          return
        }
        self.motionDidLand(motion)
      })
    motion.animation = animation
    animation.start()
  }

  /// A motion ran to its end: it rests inside the limits as they are now, or settles on.
  private func motionDidLand(_ motion: OffsetMotion) {
    setMotion(nil, on: motion.axis)
    let completions = motion.takeCompletions()
    let axis = motion.axis
    let value = axis.value(of: contentOffset)
    if !isDragging, axis.value(of: clampedContentOffset(contentOffset)) != value {
      let settle = OffsetMotion(axis: axis, kind: .settle, isMomentum: motion.isMomentum)
      for completion in completions { settle.addCompletion(completion) }
      runRetargeting(settle, duration: bounceDuration) { scrollView, _ in
        axis.value(of: scrollView.clampedContentOffset(scrollView.contentOffset))
      }
      return
    }
    for completion in completions { completion(self, true) }
  }
}

/// Calls `completion` once, after `count` arrivals, with whether all of them finished.
@MainActor
private final class CompletionJoin {
  private var remaining: Int
  private var allFinished = true
  private let completion: OffsetMotion.Completion?

  init(count: Int, completion: OffsetMotion.Completion?) {
    remaining = count
    self.completion = completion
  }

  func arrive(_ scrollView: ScrollView, _ finished: Bool) {
    allFinished = allFinished && finished
    remaining -= 1
    if remaining == 0 { completion?(scrollView, allFinished) }
  }
}
