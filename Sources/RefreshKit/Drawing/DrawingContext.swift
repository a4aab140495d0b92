import Foundation

/// Where a view describes what it draws: fills, strokes, text, images and groups, recorded in
/// the one vocabulary every renderer draws (``/LottieFormat/VectorDrawing``).
///
/// A renderer asks each view of a tree to ``View/draw(in:)`` into a context the size of the
/// view, then draws the recording: the SVG and text renderers, the GTK host's Cairo renderer, any
/// host's own. So a view, or a look built from views, can draw any shape and show up everywhere
/// without a change to a renderer, as a `UIView` subclass does in `draw(_:)`:
///
/// ```swift
/// final class RingView: View {
///   var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
///   override func draw(in context: inout DrawingContext) {
///     var ring = VectorPath()
///     ring.addArc(
///       center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 10, startAngle: -.pi / 2,
///       endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
///     context.stroke(ring, with: .blue, lineWidth: 3, lineCap: .round)
///   }
/// }
/// ```
///
/// Coordinates are the view's own, (0, 0) at its top-left corner and y growing downwards, over
/// its bounds' size; the view's frame, alpha and background colour are the renderer's to apply.
/// Renderers that cannot draw vectors (a terminal) draw a group's
/// ``/LottieFormat/VectorDrawing/Group/textAlternative`` instead of its contents when it has one, and
/// approximate the rest (see `TextRenderer` in RefreshKitRendering).
public struct DrawingContext: Sendable {
  /// What has been recorded so far.
  public private(set) var drawing: VectorDrawing
  /// The size of the view being drawn.
  public let size: CGSize
  /// The part of the view that will be seen, in its own coordinates (the whole view unless a
  /// scroll view clips it): a view with much content, like a long list, draws only this part.
  public let visibleRect: CGRect

  /// A context for a view of `size`, of which `visibleRect` shows (all of it by default).
  public init(size: CGSize, visibleRect: CGRect? = nil) {
    let width = size.width.isFinite ? Swift.max(0, size.width) : 0
    let height = size.height.isFinite ? Swift.max(0, size.height) : 0
    self.size = CGSize(width: width, height: height)
    self.visibleRect = visibleRect ?? CGRect(x: 0, y: 0, width: width, height: height)
    drawing = VectorDrawing(width: Double(width), height: Double(height))
  }

  // MARK: - Shapes

  /// Fills `path` with `color`.
  public mutating func fill(_ path: VectorPath, with color: Color, rule: VectorFillRule = .nonZero)
  {
    guard !path.isEmpty, color.alpha > 0 else { return }
    drawing.fill(path, paint: .solid(color.vectorColor), rule: rule)
  }

  /// Fills `path` with a paint (a colour or a gradient) at `opacity`.
  public mutating func fill(
    _ path: VectorPath, with paint: VectorPaint, rule: VectorFillRule = .nonZero,
    opacity: CGFloat = 1
  ) {
    guard !path.isEmpty else { return }
    drawing.fill(path, paint: paint, rule: rule, opacity: Double(opacity))
  }

  /// Fills a rectangle with `color`.
  public mutating func fill(_ rect: CGRect, with color: Color) {
    var path = VectorPath()
    path.addRect(rect)
    fill(path, with: color)
  }

  /// Strokes `path` with `color`.
  ///
  /// `dashPattern` alternates dash and gap lengths (empty: solid). Negative and NaN widths draw
  /// nothing.
  public mutating func stroke(
    _ path: VectorPath, with color: Color, lineWidth: CGFloat = 1,
    lineCap: VectorStrokeStyle.LineCap = .butt, lineJoin: VectorStrokeStyle.LineJoin = .miter,
    miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0,
    opacity: CGFloat = 1
  ) {
    guard !path.isEmpty, color.alpha > 0, lineWidth.isFinite, lineWidth > 0 else { return }
    let style = VectorStrokeStyle(
      width: Double(lineWidth), cap: lineCap, join: lineJoin,
      miterLimit: miterLimit.isFinite ? Double(miterLimit) : 10,
      dashes: dashPattern.allSatisfy { $0.isFinite && $0 >= 0 } ? dashPattern.map(Double.init) : [],
      dashOffset: dashPhase.isFinite ? Double(dashPhase) : 0)
    drawing.stroke(path, paint: .solid(color.vectorColor), style: style, opacity: Double(opacity))
  }

  /// Strokes `path` with a paint in `style` at `opacity`.
  public mutating func stroke(
    _ path: VectorPath, with paint: VectorPaint, style: VectorStrokeStyle, opacity: CGFloat = 1
  ) {
    guard !path.isEmpty, style.width.isFinite, style.width > 0 else { return }
    drawing.stroke(path, paint: paint, style: style, opacity: Double(opacity))
  }

  // MARK: - Text and images

  /// Draws one line of `text` in `rect`: vertically centred, aligned across it (a
  /// ``Label``'s layout).
  public mutating func draw(
    _ text: String, font: Font, color: Color, in rect: CGRect,
    alignment: Label.Alignment = .left
  ) {
    draw(text, font: font, color: color, in: rect, alignment: alignment.vectorAlignment)
  }

  /// Draws `text` one character a line, top to bottom, lines `lineHeight` apart, the column
  /// centred in `rect` (a vertical ``Label``'s layout).
  public mutating func drawVertically(
    _ text: String, font: Font, color: Color, lineHeight: CGFloat, in rect: CGRect
  ) {
    draw(
      text, font: font, color: color, in: rect, alignment: .center,
      orientation: .vertical(lineHeight: lineHeight.isFinite ? Double(lineHeight) : 0))
  }

  private mutating func draw(
    _ text: String, font: Font, color: Color, in rect: CGRect, alignment: VectorText.Alignment,
    orientation: VectorText.Orientation = .horizontal
  ) {
    guard !text.isEmpty else { return }
    drawing.draw(
      VectorText(
        text, fontFamily: font.family, fontSize: Double(font.size),
        fontWeight: font.weight.rawValue, color: color.vectorColor, x: Double(rect.minX),
        y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height),
        alignment: alignment, orientation: orientation))
  }

  /// Draws `image` stretched over `rect`.
  public mutating func draw(_ image: Image, in rect: CGRect) {
    let size = image.size
    guard size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else { return }
    let place = VectorTransform(
      a: Double(rect.width / size.width), b: 0, c: 0, d: Double(rect.height / size.height),
      tx: Double(rect.minX), ty: Double(rect.minY))
    drawing.beginGroup(transform: place)
    drawing.draw(
      VectorImage(
        data: [UInt8](image.pngData), width: Double(size.width), height: Double(size.height)))
    drawing.endGroup()
  }

  /// Draws another drawing (a Lottie frame, say) through `transform`.
  public mutating func draw(
    _ other: VectorDrawing, transform: VectorTransform = .identity,
    textAlternative: String? = nil
  ) {
    guard !other.isEmpty else { return }
    drawing.beginGroup(transform: transform, textAlternative: textAlternative)
    drawing.append(other)
    drawing.endGroup()
  }

  // MARK: - Groups

  /// Draws what `body` records as one group: transformed, clipped to `clip` (in the group's
  /// coordinates), then composited with `opacity`.
  ///
  /// `textAlternative` is what a renderer that cannot draw vectors shows instead, at the middle
  /// of the view: an arrow's `↓`, a spinner's current spoke.
  public mutating func drawGroup(
    transform: VectorTransform = .identity, opacity: CGFloat = 1, clip: VectorPath? = nil,
    textAlternative: String? = nil, _ body: (inout DrawingContext) -> Void
  ) {
    let clipRange = clip.map { drawing.addPath($0) }
    drawing.beginGroup(
      transform: transform, opacity: Double(opacity), clip: clipRange,
      textAlternative: textAlternative)
    body(&self)
    drawing.endGroup()
  }
}

extension Color {
  /// The colour in the drawing vocabulary.
  public var vectorColor: VectorColor {
    VectorColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

extension Label.Alignment {
  var vectorAlignment: VectorText.Alignment {
    switch self {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    }
  }
}

extension View {
  /// What the view draws, recorded by its ``draw(in:)``: what renderers draw for it.
  ///
  /// Not its background or its subviews. `visibleRect` is the part that will be seen (all of it
  /// by default).
  public func drawing(visibleRect: CGRect? = nil) -> VectorDrawing {
    var context = DrawingContext(size: bounds.size, visibleRect: visibleRect)
    draw(in: &context)
    return context.drawing
  }
}
