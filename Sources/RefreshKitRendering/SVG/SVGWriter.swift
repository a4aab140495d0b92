import Foundation
import RefreshKit

/// Accumulates the document while walking the tree.
@MainActor
struct SVGWriter {
  var output = ""
  var indent = 0
  private var clipCount = 0

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
    if let background = view.backgroundColor, background.alpha > 0 {
      let size = view.bounds.size
      line(
        "<rect width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\""
          + " fill=\"\(background.hexString)\"\(Self.opacity(background, "fill-opacity"))/>")
    }
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

  // MARK: - Drawing by view type

  private mutating func drawContent(of view: View, visible: CGRect) {
    let size = view.bounds.size
    switch view {
    case let label as Label:
      // A label draws inside its bounds, so an empty one shows nothing, as a UILabel's does.
      guard !label.text.isEmpty, size.width > 0, size.height > 0 else { return }
      let (x, anchor): (CGFloat, String)
      switch label.textAlignment {
      case .left: (x, anchor) = (0, "start")
      case .center: (x, anchor) = (size.width / 2, "middle")
      case .right: (x, anchor) = (size.width, "end")
      }
      let baseline = size.height / 2 + label.fontSize * 0.35
      let font = label.font
      let weight: String
      switch font.weight {
      case .regular: weight = ""
      case .bold: weight = " font-weight=\"bold\""
      default: weight = " font-weight=\"\(font.weight.cssValue)\""
      }
      let family = font.family.map { " font-family=\"\($0.xmlEscaped)\"" } ?? ""
      line(
        "<text x=\"\(x.svgNumber)\" y=\"\(baseline.svgNumber)\" font-size=\"\(label.fontSize.svgNumber)\""
          + " text-anchor=\"\(anchor)\"\(weight)\(family) fill=\"\(label.textColor.hexString)\""
          + "\(Self.opacity(label.textColor, "fill-opacity"))>\(label.text.xmlEscaped)</text>")
    case let arrow as ArrowView:
      if let image = arrow.image {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let degrees = arrow.rotation * 180 / .pi
        line(
          "<g transform=\"rotate(\(degrees.svgNumber) \(center.x.svgNumber) \(center.y.svgNumber))\">"
        )
        drawImage(image, in: size)
        line("</g>")
      } else {
        drawArrow(rotation: arrow.rotation, in: size)
      }
    case let imageView as ImageView:
      if let image = imageView.image { drawImage(image, in: size) }
    case let indicator as ActivityIndicatorView:
      drawIndicator(
        phase: indicator.phase(at: indicator.scheduler.now, spokes: 8), color: indicator.color,
        in: size)
    case let animationView as FrameAnimationView:
      guard let animation = animationView.animation, let frame = animationView.currentImage
      else { return }
      if let image = frame.image {
        drawImage(image, in: size)
      } else {
        drawShapes(frame.shapes, designedFor: animation.size, in: size)
      }
    case let rowsView as RowsView:
      drawRows(rowsView, visible: visible)
    default:
      break
    }
  }

  /// A bitmap, embedded as a PNG data URL and stretched to `size`.
  private mutating func drawImage(_ image: Image, in size: CGSize) {
    line(
      "<image width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\""
        + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
        + "\(image.pngData.base64EncodedString())\"/>")
  }

  private mutating func drawArrow(rotation: CGFloat, in size: CGSize) {
    let width = size.width > 0 ? size.width : 15
    let height = size.height > 0 ? size.height : 40
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let half = Swift.min(height, 40) / 2 * 0.8
    let head = Swift.min(width, 15) * 0.45
    let degrees = rotation * 180 / .pi
    let top = center.y - half
    let tip = center.y + half
    let path =
      "M\(center.x.svgNumber) \(top.svgNumber)V\(tip.svgNumber)"
      + "M\((center.x - head).svgNumber) \((tip - head).svgNumber)"
      + "L\(center.x.svgNumber) \(tip.svgNumber)L\((center.x + head).svgNumber) \((tip - head).svgNumber)"
    line(
      "<path d=\"\(path)\" transform=\"rotate(\(degrees.svgNumber) \(center.x.svgNumber) \(center.y.svgNumber))\""
        + " fill=\"none\" stroke=\"#5a5a5a\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    )
  }

  private mutating func drawIndicator(phase: Int, color: Color, in size: CGSize) {
    let side = Swift.min(size.width, size.height)
    let radius = side > 0 ? side / 2 : 10
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let strokeWidth = Swift.max(1.5, radius * 0.2)
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let inner = CGPoint(
        x: center.x + sin(angle) * radius * 0.45, y: center.y - cos(angle) * radius * 0.45)
      let outer = CGPoint(x: center.x + sin(angle) * radius, y: center.y - cos(angle) * radius)
      let behind = (phase - spoke + 8) % 8
      let opacity = CGFloat(1) - CGFloat(behind) * 0.11
      line(
        "<line x1=\"\(inner.x.svgNumber)\" y1=\"\(inner.y.svgNumber)\" x2=\"\(outer.x.svgNumber)\""
          + " y2=\"\(outer.y.svgNumber)\" stroke=\"\(color.hexString)\" stroke-width=\"\(strokeWidth.svgNumber)\""
          + " stroke-linecap=\"round\" opacity=\"\(opacity.svgNumber)\"/>")
    }
  }

  /// A frame's vector shapes, scaled from the animation's size to the view's.
  private mutating func drawShapes(
    _ shapes: [FrameAnimation.Shape], designedFor design: CGSize, in size: CGSize
  ) {
    guard !shapes.isEmpty else { return }
    let scaleX = design.width > 0 && size.width > 0 ? size.width / design.width : 1
    let scaleY = design.height > 0 && size.height > 0 ? size.height / design.height : 1
    let scaled = scaleX != 1 || scaleY != 1
    if scaled {
      line("<g transform=\"scale(\(scaleX.svgNumber) \(scaleY.svgNumber))\">")
      indent += 1
    }
    for shape in shapes {
      let stroke =
        "stroke=\"#5a5a5a\" stroke-width=\"\(shape.lineWidth.svgNumber)\" stroke-linecap=\"round\""
      let opacity = shape.opacity < 1 ? " opacity=\"\(shape.opacity.svgNumber)\"" : ""
      switch shape.kind {
      case .line(let from, let to):
        line(
          "<line x1=\"\(from.x.svgNumber)\" y1=\"\(from.y.svgNumber)\" x2=\"\(to.x.svgNumber)\""
            + " y2=\"\(to.y.svgNumber)\" \(stroke)\(opacity)/>")
      case .circle(let center, let radius, let isFilled):
        let paint = isFilled ? "fill=\"#5a5a5a\" stroke=\"none\"" : "fill=\"none\" \(stroke)"
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

  private mutating func drawRows(_ rowsView: RowsView, visible: CGRect) {
    let size = rowsView.bounds.size
    line(
      "<rect width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\" fill=\"#ffffff\"/>"
    )
    guard rowsView.rowHeight > 0 else { return }
    for (index, text) in rowsView.rows.enumerated() {
      let rect = rowsView.rectForRow(at: index)
      guard rect.maxY > visible.minY else { continue }
      guard rect.minY < visible.maxY else { break }
      let baseline = rect.midY + 15 * 0.35
      line(
        "<text x=\"16\" y=\"\(baseline.svgNumber)\" font-size=\"15\" fill=\"#1c1c1e\">\(text.xmlEscaped)</text>"
      )
      let rule = rect.maxY - 0.5
      line(
        "<line x1=\"16\" y1=\"\(rule.svgNumber)\" x2=\"\(size.width.svgNumber)\" y2=\"\(rule.svgNumber)\""
          + " stroke=\"#c8c7cc\" stroke-width=\"1\"/>")
    }
  }
}
