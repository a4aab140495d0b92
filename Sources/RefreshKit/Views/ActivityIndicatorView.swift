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
    turnsBeforeStart = 0
    spokeTurnDuration = turnDuration
    updateHidden()
  }

  /// Stops spinning; hides the indicator when ``hidesWhenStopped`` is true.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    animationStartTime = nil
    updateHidden()
  }

  /// How long one turn takes: a second, or two with reduced motion
  /// (``View/effectiveMotionPreference``).
  public var turnDuration: Duration {
    .seconds(1 / effectiveMotionPreference.rateScale)
  }

  /// The spoke (0..<`spokes`) that leads at time `now`, turning once every ``turnDuration``.
  public func phase(at now: Duration, spokes: Int = 8) -> Int {
    guard let start = animationStartTime, spokes > 0 else { return 0 }
    let turns = Swift.max(0, turnsBeforeStart + (now - start) / spokeTurnDuration)
    return Int((turns * Double(spokes)).rounded(.down)) % spokes
  }

  /// Turns made before ``animationStartTime`` (a spin re-timed by a motion change), and the
  /// turn's duration then.
  private var turnsBeforeStart: Double = 0
  private var spokeTurnDuration: Duration = .seconds(1)

  public override func motionPreferenceDidChange() {
    super.motionPreferenceDidChange()
    guard let start = animationStartTime else { return }
    // Go on from the spoke shown, at the new speed.
    let now = scheduler.now
    turnsBeforeStart += Swift.max(0, (now - start) / spokeTurnDuration)
    animationStartTime = now
    spokeTurnDuration = turnDuration
    setNeedsDisplay()
  }

  private func updateHidden() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }

  /// True while spinning: the spokes follow the clock.
  public override var drawsEveryFrame: Bool { isAnimating }

  /// How many spokes the indicator has.
  public static let spokeCount = 8

  /// Draws the spokes, the leading one (``phase(at:spokes:)`` now) darkest and each one behind
  /// it fainter; a terminal shows a spinner glyph for the phase.
  public override func draw(in context: inout DrawingContext) {
    let spokes = Self.spokeCount
    let phase = phase(at: scheduler.now, spokes: spokes)
    let size = bounds.size
    let side = Swift.min(size.width, size.height)
    let radius = side > 0 ? side / 2 : 10
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let width = Swift.max(1.5, radius * 0.2)
    context.drawGroup(textAlternative: TextAlternatives.spinner(phase: phase)) { context in
      for spoke in 0..<spokes {
        let angle = CGFloat(spoke) * 2 * .pi / CGFloat(spokes)
        var line = VectorPath()
        line.move(
          to: CGPoint(
            x: center.x + sin(angle) * radius * 0.45, y: center.y - cos(angle) * radius * 0.45))
        line.addLine(
          to: CGPoint(x: center.x + sin(angle) * radius, y: center.y - cos(angle) * radius))
        let behind = (phase - spoke + spokes) % spokes
        context.stroke(
          line, with: color, lineWidth: width, lineCap: .round,
          opacity: 1 - CGFloat(behind) * 0.11)
      }
    }
  }
}
