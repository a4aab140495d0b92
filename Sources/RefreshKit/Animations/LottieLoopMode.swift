import Foundation

/// A frame number on an animation's timeline (lottie-ios's name).
public typealias AnimationFrameTime = CGFloat

/// A position through an animation's timeline, 0…1 (lottie-ios's name).
public typealias AnimationProgressTime = CGFloat

/// Told whether a play ran to its end (`true`) or was stopped, paused or replaced (`false`),
/// lottie-ios's name.
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void

/// What a ``LottieAnimationView`` does when playback reaches the end of its range, with
/// lottie-ios 4's names.
public enum LottieLoopMode: Sendable, Equatable {
  /// Plays once and stops on the last frame.
  case playOnce
  /// Starts over from the first frame, forever; never completes.
  case loop
  /// Plays forwards, then backwards, forever; never completes.
  case autoReverse
  /// Plays the range `count` times (fractions play part of the last one), then completes.
  case `repeat`(Float)
  /// Plays forwards then backwards `count` times, then completes.
  case repeatBackwards(Float)
}

extension LottieLoopMode {
  /// Where playback stands `elapsed` frames into a run over `span` frames: how far into the
  /// range (0…span) and whether the run is over.
  ///
  /// The one place loop arithmetic lives: negative, NaN and infinite inputs count as 0.
  func position(elapsed: Double, span: Double) -> (offset: Double, isFinished: Bool) {
    let elapsed = elapsed.isFinite ? Swift.max(0, elapsed) : 0
    guard span.isFinite, span > 0 else { return (0, !isInfinite) }
    func bounce(_ time: Double) -> Double {
      let phase = time.truncatingRemainder(dividingBy: 2 * span)
      return phase <= span ? phase : 2 * span - phase
    }
    switch self {
    case .playOnce:
      return (Swift.min(elapsed, span), elapsed >= span)
    case .loop:
      return (elapsed.truncatingRemainder(dividingBy: span), false)
    case .autoReverse:
      return (bounce(elapsed), false)
    case .repeat(let count):
      let total = span * Self.clean(count)
      guard elapsed < total else {
        let rest = total.truncatingRemainder(dividingBy: span)
        return (rest == 0 ? span : rest, true)
      }
      return (elapsed.truncatingRemainder(dividingBy: span), false)
    case .repeatBackwards(let count):
      let total = 2 * span * Self.clean(count)
      guard elapsed < total else { return (bounce(total), true) }
      return (bounce(elapsed), false)
    }
  }

  /// Whether runs in this mode never complete.
  var isInfinite: Bool { self == .loop || self == .autoReverse }

  /// A repeat count as a usable number: NaN and negatives are 0, at most a million.
  private static func clean(_ count: Float) -> Double {
    count.isNaN ? 0 : Double(Swift.min(Swift.max(count, 0), 1_000_000))
  }
}
