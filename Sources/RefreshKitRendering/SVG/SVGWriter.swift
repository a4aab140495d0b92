import Foundation
import RefreshKit

/// Accumulates the document while walking the tree.
@MainActor
struct SVGWriter {
  var output = ""
  var indent = 0
  private var clipCount = 0
  /// Numbers the vector drawings' gradients, masks and filters, unique in the document.
  private var vectorIDs = 0

  mutating func line(_ text: String) {
    output += String(repeating: "  ", count: indent) + text + "\n"
  }

  /// Emits `view` placed at `origin` in its parent's coordinates; `visible` is the part of
  /// the view's own coordinate space that can be seen.
  mutating func emit(_ view: View, origin: CGPoint, visible: CGRect) {
    guard !view.isHidden, view.alpha > 0, !visible.isNull else { return }
    var attributes = ""
    if origin != .zero {
      attributes += " transform=\"translate(\(origin.x.svgNumber) \(origin.y.svgNumber))\""
    }
    if view.alpha < 1 { attributes += " opacity=\"\(view.alpha.svgNumber)\"" }
    line("<g\(attributes)>")
    indent += 1
    drawContent(of: view, visible: visible)
    let bounds = view.bounds
    if view is ScrollView {
      clipCount += 1
      let id = "clip\(clipCount)"
      line(
        "<clipPath id=\"\(id)\"><rect width=\"\(bounds.width.svgNumber)\" height=\"\(bounds.height.svgNumber)\"/></clipPath>"
      )
      line("<g clip-path=\"url(#\(id))\">")
      indent += 1
      line(
        "<rect width=\"\(bounds.width.svgNumber)\" height=\"\(bounds.height.svgNumber)\" fill=\"#efeff4\"/>"
      )
    }
    let inner =
      view is ScrollView ? visible.intersection(CGRect(origin: .zero, size: bounds.size)) : visible
    if bounds.origin != .zero {
      line("<g transform=\"translate(\((-bounds.minX).svgNumber) \((-bounds.minY).svgNumber))\">")
      indent += 1
    }
    let contentVisible = inner.offsetBy(dx: bounds.minX, dy: bounds.minY)
    for subview in view.subviews {
      let frame = subview.frame
      emit(
        subview, origin: frame.origin,
        visible: contentVisible.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }
    if bounds.origin != .zero {
      indent -= 1
      line("</g>")
    }
    if view is ScrollView {
      indent -= 1
      line("</g>")
    }
    indent -= 1
    line("</g>")
  }

  /// ` name="alpha"` for a translucent colour, nothing for an opaque one.
  private static func opacity(_ color: Color, _ name: String) -> String {
    color.alpha < 1 ? " \(name)=\"\(color.alpha.svgNumber)\"" : ""
  }

  // MARK: - Drawing the shared content

  private mutating func drawContent(of view: View, visible: CGRect) {
    let size = view.bounds.size
    for content in DrawingContent.contents(of: view) {
      switch content {
      case .fill(let color):
        line(
          "<rect width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\""
            + " fill=\"\(color.hexString)\"\(Self.opacity(color, "fill-opacity"))/>")
      case .text(let text, let font, let color, let alignment):
        drawText(text, font: font, color: color, alignment: alignment, in: size)
      case .vector(let drawing, let transform, _):
        line("<g transform=\"\(VectorSVG.matrix(transform))\">")
        VectorSVG.write(drawing.items, into: &output, ids: &vectorIDs)
        line("</g>")
      case .verticalText(let glyphs, let font, let color, let lineHeight):
        let lines = DrawingContent.glyphLines(count: glyphs.count, lineHeight: lineHeight, in: size)
        for (glyph, rect) in zip(glyphs, lines) {
          line(rect.minY == 0 ? "<g>" : "<g transform=\"translate(0 \(rect.minY.svgNumber))\">")
          indent += 1
          drawText(glyph, font: font, color: color, alignment: .center, in: rect.size)
          indent -= 1
          line("</g>")
        }
      case .arrow(let rotation, let strokes):
        let degrees = rotation * 180 / .pi
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let path = strokes.map(Self.path).joined()
        let color = strokes.first?.color ?? .refreshText
        let width = strokes.first?.width ?? 2
        line(
          "<path d=\"\(path)\" transform=\"rotate(\(degrees.svgNumber) \(center.x.svgNumber) \(center.y.svgNumber))\""
            + " fill=\"none\" stroke=\"\(color.hexString)\" stroke-width=\"\(width.svgNumber)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        )
      case .spinner(_, let strokes):
        for stroke in strokes where stroke.points.count == 2 {
          let (inner, outer) = (stroke.points[0], stroke.points[1])
          line(
            "<line x1=\"\(inner.x.svgNumber)\" y1=\"\(inner.y.svgNumber)\" x2=\"\(outer.x.svgNumber)\""
              + " y2=\"\(outer.y.svgNumber)\" stroke=\"\(stroke.color.hexString)\" stroke-width=\"\(stroke.width.svgNumber)\""
              + " stroke-linecap=\"round\" opacity=\"\(stroke.opacity.svgNumber)\"/>")
        }
      case .shapes(let shapes, let scale, let color, _):
        drawShapes(shapes, scale: scale, color: color)
      case .image(let image, let rotation):
        if rotation != 0 {
          let center = CGPoint(x: size.width / 2, y: size.height / 2)
          let degrees = rotation * 180 / .pi
          line(
            "<g transform=\"rotate(\(degrees.svgNumber) \(center.x.svgNumber) \(center.y.svgNumber))\">"
          )
          drawImage(image, in: size)
          line("</g>")
        } else {
          drawImage(image, in: size)
        }
      case .rows(let rows, let background):
        drawRows(rows, background: background, size: size, visible: visible)
      }
    }
  }

  /// A polyline as path data: `M` to the first point, then `V` for a vertical step, `L` else.
  private static func path(_ stroke: DrawingContent.Stroke) -> String {
    guard let first = stroke.points.first else { return "" }
    var path = "M\(first.x.svgNumber) \(first.y.svgNumber)"
    var previous = first
    for point in stroke.points.dropFirst() {
      path +=
        point.x == previous.x
        ? "V\(point.y.svgNumber)" : "L\(point.x.svgNumber) \(point.y.svgNumber)"
      previous = point
    }
    return path
  }

  private mutating func drawText(
    _ text: String, font: Font, color: Color, alignment: Label.Alignment, in size: CGSize
  ) {
    let (x, anchor): (CGFloat, String)
    switch alignment {
    case .left: (x, anchor) = (0, "start")
    case .center: (x, anchor) = (size.width / 2, "middle")
    case .right: (x, anchor) = (size.width, "end")
    }
    let baseline = size.height / 2 + font.size * 0.35
    let weight: String
    switch font.weight {
    case .regular: weight = ""
    case .bold: weight = " font-weight=\"bold\""
    default: weight = " font-weight=\"\(font.weight.cssValue)\""
    }
    let family = font.family.map { " font-family=\"\($0.xmlEscaped)\"" } ?? ""
    line(
      "<text x=\"\(x.svgNumber)\" y=\"\(baseline.svgNumber)\" font-size=\"\(font.size.svgNumber)\""
        + " text-anchor=\"\(anchor)\"\(weight)\(family) fill=\"\(color.hexString)\""
        + "\(Self.opacity(color, "fill-opacity"))>\(text.xmlEscaped)</text>")
  }

  /// A bitmap, embedded as a PNG data URL and stretched to `size`.
  private mutating func drawImage(_ image: Image, in size: CGSize) {
    line(
      "<image width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\""
        + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
        + "\(image.pngData.base64EncodedString())\"/>")
  }

  /// A frame's vector shapes, in the animation's coordinates, scaled to the view.
  private mutating func drawShapes(_ shapes: [FrameAnimation.Shape], scale: CGSize, color: Color) {
    guard !shapes.isEmpty else { return }
    let scaled = scale.width != 1 || scale.height != 1
    if scaled {
      line("<g transform=\"scale(\(scale.width.svgNumber) \(scale.height.svgNumber))\">")
      indent += 1
    }
    let hex = color.hexString
    for shape in shapes {
      let stroke =
        "stroke=\"\(hex)\" stroke-width=\"\(shape.lineWidth.svgNumber)\" stroke-linecap=\"round\""
      let opacity = shape.opacity < 1 ? " opacity=\"\(shape.opacity.svgNumber)\"" : ""
      switch shape.kind {
      case .line(let from, let to):
        line(
          "<line x1=\"\(from.x.svgNumber)\" y1=\"\(from.y.svgNumber)\" x2=\"\(to.x.svgNumber)\""
            + " y2=\"\(to.y.svgNumber)\" \(stroke)\(opacity)/>")
      case .circle(let center, let radius, let isFilled):
        let paint = isFilled ? "fill=\"\(hex)\" stroke=\"none\"" : "fill=\"none\" \(stroke)"
        line(
          "<circle cx=\"\(center.x.svgNumber)\" cy=\"\(center.y.svgNumber)\" r=\"\(radius.svgNumber)\""
            + " \(paint)\(opacity)/>")
      case .arc(let center, let radius, let startAngle, let endAngle):
        line(
          "<path d=\"\(SVGArc.path(center: center, radius: radius, from: startAngle, to: endAngle))\""
            + " fill=\"none\" \(stroke)\(opacity)/>")
      }
    }
    if scaled {
      indent -= 1
      line("</g>")
    }
  }

  /// The rows the visible part of the view shows, on their background.
  private mutating func drawRows(
    _ rows: [DrawingContent.Row], background: Color, size: CGSize, visible: CGRect
  ) {
    line(
      "<rect width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\" fill=\"\(background.hexString)\"/>"
    )
    for row in rows {
      guard row.rect.maxY > visible.minY else { continue }
      guard row.rect.minY < visible.maxY else { break }
      let baseline = row.rect.midY + row.font.size * 0.35
      line(
        "<text x=\"16\" y=\"\(baseline.svgNumber)\" font-size=\"\(row.font.size.svgNumber)\" fill=\"\(row.color.hexString)\">\(row.text.xmlEscaped)</text>"
      )
      guard let from = row.rule.points.first, let to = row.rule.points.last else { continue }
      line(
        "<line x1=\"\(from.x.svgNumber)\" y1=\"\(from.y.svgNumber)\" x2=\"\(to.x.svgNumber)\" y2=\"\(to.y.svgNumber)\""
          + " stroke=\"\(row.rule.color.hexString)\" stroke-width=\"\(row.rule.width.svgNumber)\"/>"
      )
    }
  }
}
