import Foundation

/// A time-based interpolation driven by a ``Scheduler`` at 60 frames per second.
///
/// An animation calls `update` with a progress from 0 to 1 (eased by ``Curve``) on each
/// frame of scheduler time, the last frame exactly at the end of ``duration``. Its
/// completion receives `true` when it ran to the end and `false` when it was stopped
/// (superseded by a newer animation of the same property, or by a touch).
///
/// Animations only ever move a value towards a target that was decided before they
/// started; they never decide state. That is what keeps RefreshKit's state and what is
/// on screen in step.
///
/// ```swift
/// fade = Animation(duration: .milliseconds(400), scheduler: scheduler) { [weak view] progress in
///   view?.alpha = 1 - progress
/// }
/// fade.start()
/// ```
///
/// > Important: Keep a strong reference while it runs (``View`` and ``ScrollView`` keep
/// > theirs). The scheduled frames hold the animation weakly, so an animation whose owner
/// > is gone stops silently, without a completion: nothing runs for a released view.
@MainActor
public final class Animation {
  /// The timing curve applied to the linear progress.
  public enum Curve: Sendable {
    /// Constant speed.
    case linear
    /// Slow start and end (smoothstep), like UIKit's default.
    case easeInOut
    /// Fast start, slow end (quadratic), like a deceleration.
    case easeOut

    /// The eased value of a linear progress `t` in `0...1`.
    public func value(at t: Double) -> Double {
      let t = Swift.min(1, Swift.max(0, t))
      switch self {
      case .linear: return t
      case .easeInOut: return t * t * (3 - 2 * t)
      case .easeOut: return 1 - (1 - t) * (1 - t)
      }
    }
  }

  /// The interval between frames: a sixtieth of a second.
  public static let frameInterval: Duration = .seconds(1) / 60

  /// How long the animation runs.
  public let duration: Duration
  /// The timing curve.
  public let curve: Curve
  /// Whether the animation has started and not yet finished or stopped.
  public private(set) var isRunning = false

  private let scheduler: any Scheduler
  private let update: @MainActor (Double) -> Void
  private var completion: (@MainActor (Bool) -> Void)?
  private var startTime: Duration = .zero
  private var frame = 0
  private var pendingFrame: ScheduledAction?
  private var hasStarted = false

  /// Creates an animation; call ``start()`` to run it.
  ///
  /// A negative `duration` counts as zero.
  public init(
    duration: Duration, curve: Curve = .easeInOut, scheduler: any Scheduler,
    update: @escaping @MainActor (_ progress: Double) -> Void,
    completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    self.duration = Swift.max(.zero, duration)
    self.curve = curve
    self.scheduler = scheduler
    self.update = update
    self.completion = completion
  }

  /// Starts the animation.
  ///
  /// A zero duration applies the end value and completes at once. An animation runs once: starting
  /// it again does nothing.
  public func start() {
    guard !hasStarted else { return }
    hasStarted = true
    isRunning = true
    startTime = scheduler.now
    if duration == .zero {
      finish(true)
    } else {
      scheduleNextFrame()
    }
  }

  /// Stops the animation where it is; its completion receives `false`.
  ///
  /// Does nothing after it finished.
  public func stop() {
    guard isRunning else { return }
    finish(false)
  }

  private func scheduleNextFrame() {
    frame += 1
    // `frameInterval * frame` accumulates the rounding of 1/60 s (a frame 40 attoseconds
    // before the end of a 1 s animation, then the last one); `seconds(frame) / 60` is exact
    // whenever the frame falls on a whole number of attoseconds.
    let due = Swift.min(Duration.seconds(frame) / 60, duration)
    let delay = startTime + due - scheduler.now
    pendingFrame = scheduler.schedule(after: delay) { [weak self] in
      self?.tick(isLast: due >= self?.duration ?? .zero)
    }
  }

  private func tick(isLast: Bool) {
    guard isRunning else { return }
    pendingFrame = nil
    if isLast {
      finish(true)
      return
    }
    let elapsed = (scheduler.now - startTime) / duration
    update(curve.value(at: elapsed))
    // `update` may stop this animation (a superseding change); then no next frame.
    if isRunning { scheduleNextFrame() }
  }

  private func finish(_ finished: Bool) {
    isRunning = false
    pendingFrame?.cancel()
    pendingFrame = nil
    if finished { update(1) }
    let done = completion
    completion = nil
    done?(finished)
  }
}
