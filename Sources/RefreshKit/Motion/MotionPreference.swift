import Foundation

/// How much RefreshKit moves things on screen: fully, or reduced for people who are
/// sensitive to motion.
///
/// Every platform has the setting (iOS's Reduce Motion, GTK's `gtk-enable-animations`,
/// the web's `prefers-reduced-motion`), and no other pull-to-refresh library reads it. With
/// ``reduced``, RefreshKit keeps every animation but gives it less motion:
/// - reveal, collapse, bounce and other offset and fade animations take
///   ``durationScale`` of their time (a 0.4 s collapse takes 0.16 s);
/// - spinners and frame animations run at ``rateScale`` of their speed: slowed, never frozen,
///   because a spinner that stands still reads as broken;
/// - ``LottieAnimationView`` plays the file's "reduced motion" marker, or holds a still
///   frame when the file has none (its ``LottieAnimationView/ReducedMotionOption``).
///
/// Set it for the whole app with ``appWide`` or for one list with
/// ``ScrollView/motionPreference``; a view reads what applies to it from
/// ``View/effectiveMotionPreference``. RefreshKitGTK follows the desktop's setting, the
/// terminal demo takes `--reduced-motion`.
///
/// ```swift
/// MotionPreference.appWide = .reduced          // every list, from now on
/// list.motionPreference = .standard            // except this one
/// ```
public enum MotionPreference: Sendable, Hashable {
  /// Full motion: the durations and speeds as set.
  case standard
  /// Less motion: shorter offset and fade animations, slower spinners.
  case reduced

  /// The preference of every scroll view that has none of its own (``standard`` until the app
  /// or its host sets it).
  ///
  /// Setting it tells every live list that follows it at once: running spinners and frame
  /// animations change speed from the frame they are on, and the next animation is timed by it.
  @MainActor public static var appWide: MotionPreference = .standard {
    didSet {
      guard appWide != oldValue else { return }
      ScrollView.appWideMotionPreferenceDidChange()
    }
  }

  /// The factor on the duration of offset and fade animations: 1, or 0.4 reduced.
  public var durationScale: Double {
    switch self {
    case .standard: return 1
    case .reduced: return 0.4
    }
  }

  /// The factor on the speed of spinners and frame animations: 1, or 0.5 reduced.
  public var rateScale: Double {
    switch self {
    case .standard: return 1
    case .reduced: return 0.5
    }
  }

  /// `duration` scaled by ``durationScale`` (negative counts as zero).
  public func scaled(_ duration: Duration) -> Duration {
    guard self == .reduced, duration > .zero else { return Swift.max(.zero, duration) }
    return duration * durationScale
  }
}
