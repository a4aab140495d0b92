import Foundation
import LottieFormat

/// Walks the items, tracking the transform from the current space to the fragment's root so
/// that masks can cover "everything" with a finite shape.
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
    // Safe: `cover` always returns four corners.
    let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
    return
      " x=\"\(VectorSVG.number(minX))\" y=\"\(VectorSVG.number(minY))\""
      + " width=\"\(VectorSVG.number(maxX - minX))\" height=\"\(VectorSVG.number(maxY - minY))\""
  }

  mutating func write(_ items: [VectorItem], into output: inout String, space: VectorTransform) {
    for item in items {
      switch item {
      case .fill(let path, let paint, let rule, let opacity):
        writeFill(path, paint: paint, rule: rule, opacity: opacity, into: &output)
      case .stroke(let path, let paint, let style, let opacity):
        writeStroke(path, paint: paint, style: style, opacity: opacity, into: &output)
      case .image(let image, let opacity):
        writeImage(image, opacity: opacity, into: &output)
      case .text:
        // Lottie frames carry no text (text layers are reported unsupported).
        break
      case .group(let group):
        writeGroup(group, into: &output, space: space)
      }
    }
  }

  /// The `fill` or `stroke` value for a paint and the opacity left to write beside it; nil
  /// when the paint draws nothing.
  mutating func paintValue(
    _ paint: VectorPaint, opacity: Double, into output: inout String
  ) -> (value: String, opacity: Double)? {
    let opacity = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
    switch paint {
    case .solid(let color):
      let alpha = opacity * color.alpha
      return alpha > 0 ? (VectorSVG.hex(color), alpha) : nil
    case .gradient(let gradient):
      guard opacity > 0, let first = gradient.stops.first else { return nil }
      if gradient.stops.count == 1 {
        return paintValue(.solid(first.color), opacity: opacity, into: &output)
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
      for stop in gradient.stops {
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
    _ path: VectorPath, paint: VectorPaint, rule: VectorFillRule, opacity: Double,
    into output: inout String
  ) {
    guard !path.isEmpty, let paint = paintValue(paint, opacity: opacity, into: &output) else {
      return
    }
    output += "<path d=\"\(VectorSVG.pathData(path))\" fill=\"\(paint.value)\""
    if paint.opacity < 1 {
      output += " fill-opacity=\"\(VectorSVG.number(paint.opacity, decimals: 3))\""
    }
    if rule == .evenOdd { output += " fill-rule=\"evenodd\"" }
    output += "/>\n"
  }

  mutating func writeStroke(
    _ path: VectorPath, paint: VectorPaint, style: VectorStrokeStyle, opacity: Double,
    into output: inout String
  ) {
    guard !path.isEmpty, style.width.isFinite, style.width > 0,
      let paint = paintValue(paint, opacity: opacity, into: &output)
    else { return }
    output +=
      "<path d=\"\(VectorSVG.pathData(path))\" fill=\"none\" stroke=\"\(paint.value)\""
      + " stroke-width=\"\(VectorSVG.number(style.width))\""
    if paint.opacity < 1 {
      output += " stroke-opacity=\"\(VectorSVG.number(paint.opacity, decimals: 3))\""
    }
    switch style.cap {
    case .butt: break
    case .round: output += " stroke-linecap=\"round\""
    case .square: output += " stroke-linecap=\"square\""
    }
    switch style.join {
    case .miter:
      if style.miterLimit.isFinite, style.miterLimit >= 1, style.miterLimit != 4 {
        output += " stroke-miterlimit=\"\(VectorSVG.number(style.miterLimit))\""
      }
    case .round: output += " stroke-linejoin=\"round\""
    case .bevel: output += " stroke-linejoin=\"bevel\""
    }
    // SVG ignores a pattern with a negative entry or summing to zero: treat both as solid.
    let dashes = style.dashes.map { $0.isFinite ? Swift.max($0, 0) : 0 }
    if dashes.reduce(0, +) > 0 {
      let pattern = dashes.map { VectorSVG.number($0) }.joined(separator: " ")
      output += " stroke-dasharray=\"\(pattern)\""
      if style.dashOffset.isFinite, style.dashOffset != 0 {
        output += " stroke-dashoffset=\"\(VectorSVG.number(style.dashOffset))\""
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

  mutating func writeGroup(_ group: VectorGroup, into output: inout String, space: VectorTransform)
  {
    let opacity = group.opacity.isFinite ? Swift.min(Swift.max(group.opacity, 0), 1) : 0
    let inner = space.concatenating(group.transform)
    guard opacity > 0, !group.items.isEmpty, let parentCover = cover(space),
      let innerCover = cover(inner)
    else { return }
    var closing = ""
    if let matte = group.matte {
      let id = writeMatte(matte, cover: parentCover, space: space, into: &output)
      output += "<g mask=\"url(#\(id))\">\n"
      closing = "</g>\n"
    }
    var attributes = ""
    if !group.transform.isIdentity {
      attributes += " transform=\"\(VectorSVG.matrix(group.transform))\""
    }
    if opacity < 1 { attributes += " opacity=\"\(VectorSVG.number(opacity, decimals: 3))\"" }
    if !group.masks.isEmpty {
      let id = writeMasks(group.masks, cover: innerCover, into: &output)
      attributes += " mask=\"url(#\(id))\""
    }
    if attributes.isEmpty {
      write(group.items, into: &output, space: inner)
    } else {
      output += "<g\(attributes)>\n"
      write(group.items, into: &output, space: inner)
      output += "</g>\n"
    }
    output += closing
  }
}
