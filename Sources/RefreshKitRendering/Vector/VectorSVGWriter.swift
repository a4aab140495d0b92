import Foundation
import LottieFormat

/// Walks a drawing's steps, tracking the transform from the current space to the fragment's
/// root so that masks can cover "everything" with a finite shape.
struct VectorSVGWriter {
  var ids: Int

  /// The region a full mask or matte covers, in the fragment's root coordinates: far beyond
  /// any canvas, yet small enough for a rasterizer's fixed-point range.
  static let extent = 32_768.0

  /// The root's covering square mapped into the space whose transform to the root is
  /// `space`; nil when that transform is singular (nothing there can be seen).
  func cover(_ space: VectorTransform) -> [VectorPoint]? {
    let determinant = space.a * space.d - space.b * space.c
    guard determinant.isFinite, Swift.abs(determinant) > 1e-12 else { return nil }
    let inverse = VectorTransform(
      a: space.d / determinant, b: -space.b / determinant, c: -space.c / determinant,
      d: space.a / determinant, tx: (space.c * space.ty - space.d * space.tx) / determinant,
      ty: (space.b * space.tx - space.a * space.ty) / determinant)
    let e = Self.extent
    return [
      VectorPoint(x: -e, y: -e), VectorPoint(x: e, y: -e), VectorPoint(x: e, y: e),
      VectorPoint(x: -e, y: e),
    ].map { inverse.apply(to: $0) }
  }

  /// The covering shape as a `d` attribute.
  func coverData(_ corners: [VectorPoint]) -> String {
    var path = VectorPath([.move(corners[0])])
    path.elements += corners.dropFirst().map { .line($0) }
    path.elements.append(.close)
    return VectorSVG.pathData(path)
  }

  /// `x y width height` attributes bounding the covering shape (for mask and filter
  /// regions in user space).
  func region(_ corners: [VectorPoint]) -> String {
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    // `cover` always returns four corners; an empty list would give an empty region at 0.
    let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
    let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
    return
      " x=\"\(VectorSVG.number(minX))\" y=\"\(VectorSVG.number(minY))\""
      + " width=\"\(VectorSVG.number(maxX - minX))\" height=\"\(VectorSVG.number(maxY - minY))\""
  }

  /// Writes the steps directly in `steps` (back to front), in the space whose transform to
  /// the fragment's root is `space`.
  mutating func write(
    _ drawing: VectorDrawing, steps: Range<Int>, into output: inout String,
    space: VectorTransform
  ) {
    for index in drawing.children(in: steps) {
      switch drawing.steps[index] {
      case .fill(let fill):
        writeFill(fill, in: drawing, into: &output)
      case .stroke(let stroke):
        writeStroke(stroke, in: drawing, into: &output)
      case .image(let image, let opacity):
        writeImage(drawing.images[image], opacity: opacity, into: &output)
      case .text(let text):
        writeText(drawing.texts[text], into: &output)
      case .group(let group):
        writeGroup(drawing.groups[group], in: drawing, into: &output, space: space)
      }
    }
  }

  /// The `fill` or `stroke` value for a paint and the opacity left to write beside it; nil
  /// when the paint draws nothing.
  mutating func paintValue(
    _ paint: VectorDrawing.Paint, in drawing: VectorDrawing, opacity: Double,
    into output: inout String
  ) -> (value: String, opacity: Double)? {
    let opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
    switch paint {
    case .solid(let color):
      let alpha = opacity * color.alpha
      return alpha > 0 ? (VectorSVG.hex(color), alpha) : nil
    case .gradient(let index):
      guard drawing.gradients.indices.contains(index) else { return nil }
      let gradient = drawing.gradients[index]
      let stops = drawing.stops[gradient.stops.clamped(to: drawing.stops.indices)]
      guard opacity > 0, let first = stops.first else { return nil }
      if stops.count == 1 {
        return paintValue(.solid(first.color), in: drawing, opacity: opacity, into: &output)
      }
      let id = VectorSVG.nextID(&ids)
      let n = { (value: Double) in VectorSVG.number(value) }
      switch gradient.kind {
      case .linear:
        output +=
          "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
          + " x1=\"\(n(gradient.start.x))\" y1=\"\(n(gradient.start.y))\""
          + " x2=\"\(n(gradient.end.x))\" y2=\"\(n(gradient.end.y))\">"
      case .radial(let focus):
        let (dx, dy) = (gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
        let radius = (dx * dx + dy * dy).squareRoot()
        output +=
          "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
          + " cx=\"\(n(gradient.start.x))\" cy=\"\(n(gradient.start.y))\" r=\"\(n(radius))\""
        if focus != gradient.start {
          output += " fx=\"\(n(focus.x))\" fy=\"\(n(focus.y))\""
        }
        output += ">"
      }
      for stop in stops {
        output +=
          "<stop offset=\"\(VectorSVG.number(stop.offset, decimals: 3))\""
          + " stop-color=\"\(VectorSVG.hex(stop.color))\""
        if stop.color.alpha < 1 {
          output += " stop-opacity=\"\(VectorSVG.number(stop.color.alpha, decimals: 3))\""
        }
        output += "/>"
      }
      switch gradient.kind {
      case .linear: output += "</linearGradient></defs>\n"
      case .radial: output += "</radialGradient></defs>\n"
      }
      return ("url(#\(id))", opacity)
    }
  }

  mutating func writeFill(
    _ fill: VectorDrawing.Fill, in drawing: VectorDrawing, into output: inout String
  ) {
    let path = drawing.path(fill.path)
    guard !path.isEmpty,
      let paint = paintValue(fill.paint, in: drawing, opacity: fill.opacity, into: &output)
    else { return }
    output += "<path d=\"\(VectorSVG.pathData(path))\" fill=\"\(paint.value)\""
    if paint.opacity < 1 {
      output += " fill-opacity=\"\(VectorSVG.number(paint.opacity, decimals: 3))\""
    }
    if fill.rule == .evenOdd { output += " fill-rule=\"evenodd\"" }
    output += "/>\n"
  }

  mutating func writeStroke(
    _ stroke: VectorDrawing.Stroke, in drawing: VectorDrawing, into output: inout String
  ) {
    let path = drawing.path(stroke.path)
    guard !path.isEmpty, stroke.width.isFinite, stroke.width > 0,
      let paint = paintValue(stroke.paint, in: drawing, opacity: stroke.opacity, into: &output)
    else { return }
    output +=
      "<path d=\"\(VectorSVG.pathData(path))\" fill=\"none\" stroke=\"\(paint.value)\""
      + " stroke-width=\"\(VectorSVG.number(stroke.width))\""
    if paint.opacity < 1 {
      output += " stroke-opacity=\"\(VectorSVG.number(paint.opacity, decimals: 3))\""
    }
    switch stroke.cap {
    case .butt: break
    case .round: output += " stroke-linecap=\"round\""
    case .square: output += " stroke-linecap=\"square\""
    }
    switch stroke.join {
    case .miter:
      if stroke.miterLimit.isFinite, stroke.miterLimit >= 1, stroke.miterLimit != 4 {
        output += " stroke-miterlimit=\"\(VectorSVG.number(stroke.miterLimit))\""
      }
    case .round: output += " stroke-linejoin=\"round\""
    case .bevel: output += " stroke-linejoin=\"bevel\""
    }
    // SVG ignores a pattern with a negative entry or summing to zero: treat both as solid.
    let dashes = drawing.dashes[stroke.dashes.clamped(to: drawing.dashes.indices)]
      .map { $0.isFinite ? Swift.max($0, 0) : 0 }
    if dashes.reduce(0, +) > 0 {
      let pattern = dashes.map { VectorSVG.number($0) }.joined(separator: " ")
      output += " stroke-dasharray=\"\(pattern)\""
      if stroke.dashOffset.isFinite, stroke.dashOffset != 0 {
        output += " stroke-dashoffset=\"\(VectorSVG.number(stroke.dashOffset))\""
      }
    }
    output += "/>\n"
  }

  mutating func writeImage(_ image: VectorImage, opacity: Double, into output: inout String) {
    let opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
    guard opacity > 0, !image.data.isEmpty, image.width > 0, image.height > 0 else { return }
    output +=
      "<image width=\"\(VectorSVG.number(image.width))\""
      + " height=\"\(VectorSVG.number(image.height))\" preserveAspectRatio=\"none\""
    if opacity < 1 { output += " opacity=\"\(VectorSVG.number(opacity, decimals: 3))\"" }
    output +=
      " href=\"data:\(VectorSVG.mimeType(image.data));base64,"
      + Data(image.data).base64EncodedString() + "\"/>\n"
  }

  /// A run of text as `<text>` elements laid out as ``/LottieFormat/VectorText`` says: a
  /// horizontal run one element anchored at the box's left, centre or right, its baseline
  /// 0.35 em below the box's middle (as the SVG writer places labels); a vertical run one
  /// element a character, each centred in its line.
  mutating func writeText(_ text: VectorText, into output: inout String) {
    guard text.color.alpha > 0, text.fontSize > 0, !text.string.isEmpty else { return }
    var style = " font-size=\"\(VectorSVG.number(text.fontSize))\""
    switch text.fontWeight {
    case 400: break
    case 700: style += " font-weight=\"bold\""
    default: style += " font-weight=\"\(text.fontWeight)\""
    }
    if let family = text.fontFamily { style += " font-family=\"\(family.xmlEscaped)\"" }
    var paint = " fill=\"\(VectorSVG.hex(text.color))\""
    if text.color.alpha < 1 {
      paint += " fill-opacity=\"\(VectorSVG.number(text.color.alpha, decimals: 3))\""
    }
    func line(_ string: String, x: Double, anchor: String, top: Double, height: Double) {
      let baseline = top + height / 2 + text.fontSize * 0.35
      output +=
        "<text x=\"\(VectorSVG.number(x))\" y=\"\(VectorSVG.number(baseline))\"\(style)"
        + " text-anchor=\"\(anchor)\"\(paint)>\(string.xmlEscaped)</text>\n"
    }
    switch text.orientation {
    case .horizontal:
      let (x, anchor): (Double, String)
      switch text.alignment {
      case .left: (x, anchor) = (text.x, "start")
      case .center: (x, anchor) = (text.x + text.width / 2, "middle")
      case .right: (x, anchor) = (text.x + text.width, "end")
      }
      line(text.string, x: x, anchor: anchor, top: text.y, height: text.height)
    case .vertical(let lineHeight):
      // A NaN or negative line height stacks the characters on one line.
      let lineHeight = lineHeight.isFinite ? Swift.max(0, lineHeight) : 0
      var top = text.y + Swift.max(0, (text.height - lineHeight * Double(text.string.count)) * 0.5)
      for character in text.string {
        line(
          String(character), x: text.x + text.width / 2, anchor: "middle", top: top,
          height: lineHeight)
        top += lineHeight
      }
    }
  }

  mutating func writeGroup(
    _ group: VectorDrawing.Group, in drawing: VectorDrawing, into output: inout String,
    space: VectorTransform
  ) {
    let opacity = group.opacity.isFinite ? Swift.min(Swift.max(group.opacity, 0), 1) : 0
    let inner = space.concatenating(group.transform)
    guard opacity > 0, !group.contentSteps.isEmpty, let parentCover = cover(space),
      let innerCover = cover(inner)
    else { return }
    var closing = ""
    if let matte = group.matte {
      let id = writeMatte(
        matte, steps: group.matteSteps, in: drawing, cover: parentCover, space: space,
        into: &output)
      output += "<g mask=\"url(#\(id))\">\n"
      closing = "</g>\n"
    }
    var attributes = ""
    if !group.transform.isIdentity {
      attributes += " transform=\"\(VectorSVG.matrix(group.transform))\""
    }
    if opacity < 1 { attributes += " opacity=\"\(VectorSVG.number(opacity, decimals: 3))\"" }
    let masks = group.masks.clamped(to: drawing.masks.indices)
    if !masks.isEmpty {
      let id = writeMasks(masks, in: drawing, cover: innerCover, into: &output)
      attributes += " mask=\"url(#\(id))\""
    }
    if let clip = group.clip {
      // In the group's space, which its transform sets up for the clip path too; an empty path
      // clips everything away, as a clip path with no shape does.
      let id = VectorSVG.nextID(&ids)
      output +=
        "<defs><clipPath id=\"\(id)\"><path d=\"\(VectorSVG.pathData(drawing.path(clip)))\"/>"
        + "</clipPath></defs>\n"
      attributes += " clip-path=\"url(#\(id))\""
    }
    if attributes.isEmpty {
      write(drawing, steps: group.contentSteps, into: &output, space: inner)
    } else {
      output += "<g\(attributes)>\n"
      write(drawing, steps: group.contentSteps, into: &output, space: inner)
      output += "</g>\n"
    }
    output += closing
  }
}
