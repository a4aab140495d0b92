import Foundation

/// A spinning activity indicator.
///
/// Spinning costs no scheduled work: the indicator remembers when it started on its
/// scheduler, and a renderer derives the spoke to draw from the scheduler's time
/// (``phase(at:spokes:)``). So a test's `TestScheduler` never sees endless frames from it.
@MainActor
public final class ActivityIndicatorView: View {
  /// How the indicator looks: its size and colour.
  public struct Style: Sendable, Hashable {
    /// The side of the square the spokes fill, in points (non-finite or negative: 0).
    public var size: CGFloat {
      didSet { size = size.isFinite && size >= 0 ? size : 0 }
    }
    /// The spokes' colour.
    public var color: Color

    /// Creates a style.
    public init(size: CGFloat = 20, color: Color = .refreshText) {
      self.size = size.isFinite && size >= 0 ? size : 0
      self.color = color
    }

    /// 20 points, MJRefresh's grey: `UIActivityIndicatorView.Style.medium`.
    public static let medium = Style()
    /// 37 points: `UIActivityIndicatorView.Style.large`.
    public static let large = Style(size: 37)
  }

  /// The size and colour; setting it resizes the view to the style's size around its centre.
  ///
  /// ```swift
  /// footer.loadingView.style = ActivityIndicatorView.Style(size: 28, color: .darkGray)
  /// ```
  public var style = Style.medium {
    didSet {
      setNeedsDisplay()
      guard style.size != oldValue.size else { return }
      let center = CGPoint(x: frame.midX, y: frame.midY)
      frame = CGRect(
        x: center.x - style.size / 2, y: center.y - style.size / 2, width: style.size,
        height: style.size)
    }
  }

  /// The spokes' colour: ``style``'s (`UIActivityIndicatorView.color`).
  public var color: Color {
    get { style.color }
    set { style.color = newValue }
  }

  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false {
    didSet { if isAnimating != oldValue { setNeedsDisplay() } }
  }

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
