import Foundation

/// A view that draws a path, filled and stroked: RefreshKit's `CAShapeLayer`.
///
/// The building block of looks that draw their own shapes (a ring that fills with the pull, a
/// progress arc, a wave): set a ``path`` built with ``/LottieFormat/VectorPath``'s `addArc`, `addCurve` and the
/// rest, colours and a line style, and move ``strokeEnd`` as the pull goes on. Every renderer
/// draws it (SVG, the terminal's braille dots, the GTK host's Cairo), because the view describes
/// its drawing in ``draw(in:)``.
///
/// ```swift
/// let ring = ShapeView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
/// var circle = VectorPath()
/// circle.addArc(center: CGPoint(x: 16, y: 16), radius: 12, startAngle: -.pi / 2,
///               endAngle: 1.5 * .pi, clockwise: true)
/// ring.path = circle
/// ring.fillColor = nil
/// ring.strokeColor = .blue
/// ring.lineWidth = 3
/// ring.lineCap = .round
/// ring.strokeEnd = 0.25  // a quarter of the ring
/// ```
///
/// Defaults are `CAShapeLayer`'s: a black fill, no stroke, a 1-point line, butt caps, miter
/// joins, the whole path stroked. Changing a property only marks the view for display (nothing is
/// allocated, so ``strokeEnd`` may follow every scroll event); the drawing is described when a
/// renderer asks. NaN values are ignored and fractions clamp to 0…1.
@MainActor
open class ShapeView: View {
  /// The path drawn, in the view's coordinates; `nil` draws nothing.
  public var path: VectorPath? {
    didSet { setNeedsDisplay() }
  }

  /// The colour inside the path; `nil` fills nothing.
  public var fillColor: Color? = .black {
    didSet { if fillColor != oldValue { setNeedsDisplay() } }
  }

  /// What is inside a self-overlapping path.
  public var fillRule: VectorFillRule = .nonZero {
    didSet { if fillRule != oldValue { setNeedsDisplay() } }
  }

  /// The colour of the outline; `nil` strokes nothing.
  public var strokeColor: Color? {
    didSet { if strokeColor != oldValue { setNeedsDisplay() } }
  }

  /// The outline's width (negative counts as 0).
  public var lineWidth: CGFloat {
    get { storedLineWidth }
    set {
      guard !newValue.isNaN else { return }
      storedLineWidth = Swift.max(0, newValue)
    }
  }

  /// How the outline's open ends look.
  public var lineCap: VectorStrokeStyle.LineCap = .butt {
    didSet { if lineCap != oldValue { setNeedsDisplay() } }
  }

  /// How the outline's corners look.
  public var lineJoin: VectorStrokeStyle.LineJoin = .miter {
    didSet { if lineJoin != oldValue { setNeedsDisplay() } }
  }

  /// How far a miter join may reach, in line widths.
  public var miterLimit: CGFloat = 10 {
    didSet { if miterLimit != oldValue { setNeedsDisplay() } }
  }

  /// Alternating dash and gap lengths; `nil` (or a pattern with a negative or NaN length)
  /// strokes a solid line.
  public var lineDashPattern: [CGFloat]? {
    didSet { if lineDashPattern != oldValue { setNeedsDisplay() } }
  }

  /// How far into the dash pattern the outline starts.
  public var lineDashPhase: CGFloat = 0 {
    didSet { if lineDashPhase != oldValue { setNeedsDisplay() } }
  }

  /// Where the stroked part starts, as a fraction of the path's length (0…1).
  public var strokeStart: CGFloat {
    get { storedStrokeStart }
    set {
      guard !newValue.isNaN else { return }
      storedStrokeStart = Swift.min(1, Swift.max(0, newValue))
    }
  }

  /// Where the stroked part ends, as a fraction of the path's length (0…1): a ring that fills
  /// with the pull sets it to the pulling percent.
  public var strokeEnd: CGFloat {
    get { storedStrokeEnd }
    set {
      guard !newValue.isNaN else { return }
      storedStrokeEnd = Swift.min(1, Swift.max(0, newValue))
    }
  }

  private var storedLineWidth: CGFloat = 1 {
    didSet { if storedLineWidth != oldValue { setNeedsDisplay() } }
  }
  private var storedStrokeStart: CGFloat = 0 {
    didSet { if storedStrokeStart != oldValue { setNeedsDisplay() } }
  }
  private var storedStrokeEnd: CGFloat = 1 {
    didSet { if storedStrokeEnd != oldValue { setNeedsDisplay() } }
  }

  /// Fills the path, then strokes the part of it between ``strokeStart`` and ``strokeEnd``.
  ///
  /// Overrides may call super and draw more, or describe another drawing altogether.
  open override func draw(in context: inout DrawingContext) {
    guard let path, !path.isEmpty else { return }
    if let fillColor { context.fill(path, with: fillColor, rule: fillRule) }
    guard let strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
    let stroked =
      strokeStart > 0 || strokeEnd < 1
      ? path.trimmed(from: Double(strokeStart), to: Double(strokeEnd)) : path
    context.stroke(
      stroked, with: strokeColor, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
      miterLimit: miterLimit, dashPattern: lineDashPattern ?? [], dashPhase: lineDashPhase)
  }
}
