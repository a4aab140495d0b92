/// Which way a pull crossed a component's trigger threshold, for
/// ``RefreshComponent/pullDidCrossThreshold(_:)`` and
/// ``RefreshComponent/thresholdCrossingHandler``.
///
/// A host plays a haptic tick on ``passed`` (as UIRefreshControl-style apps do), and
/// may play a lighter one on ``returned``.
///
/// ```swift
/// header.thresholdCrossingHandler = { crossing in
///   if crossing == .passed { feedback.impactOccurred() }
/// }
/// ```
public enum RefreshThresholdCrossing: Equatable, Sendable {
  /// The pull went past the trigger threshold: releasing now refreshes.
  case passed
  /// The pull came back within the threshold: releasing now does not refresh.
  case returned
}
