import Foundation

/// A spinning activity indicator.
///
/// Spinning costs no scheduled work: the indicator remembers when it started on its
/// scheduler, and a renderer derives the spoke to draw from the scheduler's time
/// (``phase(at:spokes:)``). So a test's `TestScheduler` never sees endless frames from it.
@MainActor
public final class ActivityIndicatorView: View {
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false

  /// Whether the indicator hides itself while stopped (true, as in UIKit).
  public var hidesWhenStopped = true {
    didSet {
      if hidesWhenStopped {
        updateHidden()
      } else if oldValue && !isAnimating {
        isHidden = false
      }
    }
  }

  /// The scheduler time at which the current spin started, if spinning.
  public private(set) var animationStartTime: Duration?

  /// Creates a stopped indicator (hidden, since ``hidesWhenStopped`` is true).
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    updateHidden()
  }

  /// Starts spinning and shows the indicator.
  ///
  /// Does nothing if already spinning.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    animationStartTime = scheduler.now
    updateHidden()
  }

  /// Stops spinning; hides the indicator when ``hidesWhenStopped`` is true.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    animationStartTime = nil
    updateHidden()
  }

  /// The spoke (0..<`spokes`) that leads at time `now`, turning once a second.
  public func phase(at now: Duration, spokes: Int = 8) -> Int {
    guard let start = animationStartTime, spokes > 0 else { return 0 }
    let elapsed = (now - start) / .milliseconds(1)
    let perSpoke = 1000 / Double(spokes)
    return Int((Swift.max(0, elapsed) / perSpoke).rounded(.down)) % spokes
  }

  private func updateHidden() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }
}
