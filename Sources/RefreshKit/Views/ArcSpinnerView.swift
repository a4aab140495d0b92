import Foundation

/// An arc on a faint ring: it grows with a progress while a pull goes on, then spins as
/// libadwaita's `AdwSpinner` does (one turn every 1.2 seconds, the arc lengthening and
/// shortening as it turns), in one colour.
///
/// The geometry follows `AdwSpinner`'s published facts, drawn by RefreshKit: the ring at 15 %
/// opacity under the arc, the line width growing from 2.5 points on a 16-point spinner to 7 on
/// a 64-point one, the side clamped to 16…64 points and centred in the bounds. Spinning costs no
/// scheduled work: the arc is drawn from the scheduler's time (``View/drawsEveryFrame`` is true
/// while it spins, so a host draws it on its frame clock). With reduced motion
/// (``View/effectiveMotionPreference``) it turns at half speed, never frozen.
///
/// ```swift
/// let spinner = ArcSpinnerView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
/// spinner.progress = 0.6        // while pulling
/// spinner.startSpinning()       // while refreshing
/// ```
@MainActor
public final class ArcSpinnerView: View {
  /// One turn at full motion.
  public static let turnDuration: Duration = .milliseconds(1200)
  /// The longest the arc gets, as a fraction of a turn (0.9 π).
  public static let longestArc: Double = 0.45
  /// The shortest the arc gets while spinning, as a fraction of a turn.
  public static let shortestArc: Double = 0.0075
  /// The ring's opacity under the arc.
  public static let ringOpacity: CGFloat = 0.15

  /// The arc's and the ring's colour.
  public var color: Color = .refreshText {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  /// How far the arc has grown (0…1) while not spinning.
  ///
  /// 0 draws the ring alone, 1 the longest arc. NaN is ignored.
  public var progress: CGFloat {
    get { storedProgress }
    set {
      guard !newValue.isNaN else { return }
      storedProgress = Swift.min(1, Swift.max(0, newValue))
    }
  }

  /// Whether the arc spins.
  public private(set) var isSpinning = false {
    didSet { if isSpinning != oldValue { setNeedsDisplay() } }
  }

  private var storedProgress: CGFloat = 0 {
    didSet { if storedProgress != oldValue { setNeedsDisplay() } }
  }
  /// Turns made before `spinStart` (a spin re-timed by a motion change), and the time of a turn
  /// since then.
  private var turnsBeforeStart: Double = 0
  private var spinStart: Duration = .zero
  private var spinTurn: Duration = ArcSpinnerView.turnDuration

  /// Starts spinning from the arc shown (its longest, where a pull leaves it).
  public func startSpinning() {
    guard !isSpinning else { return }
    isSpinning = true
    spinStart = scheduler.now
    spinTurn = turnDuration
    // Half a cycle in: the arc at its longest, as the pull left it.
    turnsBeforeStart = 0.5
  }

  /// Stops spinning; the arc shows ``progress`` again.
  public func stopSpinning() {
    isSpinning = false
  }

  /// How long one turn takes now: 1.2 s, or twice that with reduced motion.
  public var turnDuration: Duration {
    Self.turnDuration / effectiveMotionPreference.rateScale
  }

  /// Spinning turns made by `now`.
  func turns(at now: Duration) -> Double {
    turnsBeforeStart + Swift.max(0, (now - spinStart) / spinTurn)
  }

  /// The arc at `now`: where it starts and how long it is, in fractions of a turn from the top,
  /// clockwise.
  public func arc(at now: Duration) -> (start: Double, length: Double) {
    guard isSpinning else {
      let grown = Double(progress)
      // The arc grows from the top and turns a little as it grows.
      return (0.175 * grown, Self.longestArc * grown)
    }
    let turns = turns(at: now)
    let cycle = turns - turns.rounded(.down)
    // Longest at half a cycle, shortest at the ends, eased (a sine); the head runs ahead of the
    // tail while the arc grows, and the tail catches up while it shrinks.
    let swing = 0.5 - 0.5 * cos(2 * .pi * cycle)
    let length = Self.shortestArc + (Self.longestArc - Self.shortestArc) * swing
    return (0.175 + turns - length / 2, length)
  }

  /// True while spinning: the arc follows the clock.
  public override var drawsEveryFrame: Bool { isSpinning }

  /// Goes on turning from where the arc is, at the new speed.
  public override func motionPreferenceDidChange() {
    super.motionPreferenceDidChange()
    guard isSpinning else { return }
    let now = scheduler.now
    turnsBeforeStart = turns(at: now)
    spinStart = now
    spinTurn = turnDuration
    setNeedsDisplay()
  }

  /// The side of the spinner: the bounds' shorter side clamped to 16…64 points.
  public var side: CGFloat {
    Swift.min(64, Swift.max(16, Swift.min(bounds.width, bounds.height)))
  }

  /// The line width for ``side``: 2.5 points at 16, 7 at 64, in between in proportion.
  public var lineWidth: CGFloat {
    2.5 + (side - 16) / (64 - 16) * (7 - 2.5)
  }

  /// Draws the faint ring and the arc; a terminal shows a spinner glyph while spinning.
  public override func draw(in context: inout DrawingContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let radius = (side - lineWidth) / 2
    let arc = arc(at: scheduler.now)
    let glyph =
      isSpinning
      ? TextAlternatives.progress(CGFloat(arc.start - arc.start.rounded(.down)))
      : TextAlternatives.progress(progress)
    context.drawGroup(textAlternative: glyph) { context in
      var ring = VectorPath()
      ring.addEllipse(
        in: CGRect(
          x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
      context.stroke(ring, with: color, lineWidth: lineWidth, opacity: Self.ringOpacity)
      guard arc.length > 0 else { return }
      let top = -Double.pi / 2
      var path = VectorPath()
      path.addArc(
        center: center, radius: radius, startAngle: CGFloat(top + 2 * .pi * arc.start),
        endAngle: CGFloat(top + 2 * .pi * (arc.start + arc.length)), clockwise: true)
      context.stroke(path, with: color, lineWidth: lineWidth, lineCap: .round)
    }
  }
}
