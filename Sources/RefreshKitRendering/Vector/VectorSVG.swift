import Foundation
import LottieFormat

/// Writes evaluated vector frames (a Lottie animation's items) as SVG.
///
/// Paths become `<path>` elements, gradients `<linearGradient>` and `<radialGradient>` in user
/// space, groups `<g>` with their matrix and opacity (SVG composites a group's opacity as one
/// layer, as `VectorGroup` asks), masks and mattes `<mask>` elements, and
/// images `<image>` with a data URL.
///
/// The output is a pure function of the items: identifiers count up from the caller's
/// counter, numbers have a fixed format (two decimals for coordinates, three for matrix
/// entries and opacities), so the same frame gives the same bytes on every machine.
///
/// ```swift
/// let svg = VectorSVG.document(document.frame(at: 12), width: 200, height: 200)
/// ```
public enum VectorSVG {
  /// A whole SVG document showing `frame` fitted into `width` × `height`.
  ///
  /// The frame keeps its aspect ratio and is centred; it is clipped to its own canvas, as
  /// players clip a composition. `background`, when given, is an SVG colour painted over
  /// the whole document first (for example `"#fff"`).
  public static func document(
    _ frame: VectorFrame, width: Double, height: Double, background: String? = nil
  ) -> String {
    let width = width.isFinite ? Swift.max(0, width) : 0
    let height = height.isFinite ? Swift.max(0, height) : 0
    var output =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\""
      + " height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\">\n"
    if let background {
      output +=
        "<rect width=\"\(number(width))\" height=\"\(number(height))\""
        + " fill=\"\(background.xmlEscaped)\"/>\n"
    }
    let frameWidth = frame.width.isFinite ? frame.width : 0
    let frameHeight = frame.height.isFinite ? frame.height : 0
    if frameWidth > 0, frameHeight > 0, width > 0, height > 0 {
      let scale = Swift.min(width / frameWidth, height / frameHeight)
      let fit = VectorTransform(
        a: scale, b: 0, c: 0, d: scale, tx: (width - frameWidth * scale) / 2,
        ty: (height - frameHeight * scale) / 2)
      var ids = 0
      let clip = nextID(&ids)
      output +=
        "<clipPath id=\"\(clip)\"><rect width=\"\(number(frameWidth))\""
        + " height=\"\(number(frameHeight))\"/></clipPath>\n"
      output += "<g transform=\"\(matrix(fit))\" clip-path=\"url(#\(clip))\">\n"
      write(frame.items, into: &output, ids: &ids)
      output += "</g>\n"
    }
    output += "</svg>\n"
    return output
  }

  /// Appends the items (back to front) as SVG elements, definitions included.
  ///
  /// `ids` numbers the gradients, masks and filters written (`v1`, `v2`, …); pass the same
  /// counter for every fragment of one document so identifiers never clash.
  static func write(_ items: [VectorItem], into output: inout String, ids: inout Int) {
    var writer = Writer(ids: ids)
    writer.write(items, into: &output, space: .identity)
    ids = writer.ids
  }
}

extension VectorSVG {
  /// The next identifier from the counter.
  static func nextID(_ ids: inout Int) -> String {
    ids += 1
    return "v\(ids)"
  }

  /// A fixed, locale-independent rendering: at most `decimals` decimals, no trailing zeros,
  /// no negative zero; non-finite values become "0" so a bad value cannot break the
  /// document.
  static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let unit = [1, 10, 100, 1000, 10000][Swift.min(Swift.max(decimals, 0), 4)]
    let scaled = (value * Double(unit)).rounded()
    guard scaled != 0, Swift.abs(scaled) < 1e15 else { return "0" }
    let magnitude = Int(Swift.abs(scaled))
    var text = (scaled < 0 ? "-" : "") + String(magnitude / unit)
    var fraction = magnitude % unit
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: String(unit).count - 1 - digits.count) + digits
      while fraction % 10 == 0 {
        fraction /= 10
        digits.removeLast()
      }
      text += "." + digits
    }
    return text
  }

  /// SVG's `matrix(a b c d e f)`: three decimals for the linear part, two for the offset.
  static func matrix(_ transform: VectorTransform) -> String {
    "matrix(\(number(transform.a, decimals: 3)) \(number(transform.b, decimals: 3))"
      + " \(number(transform.c, decimals: 3)) \(number(transform.d, decimals: 3))"
      + " \(number(transform.tx)) \(number(transform.ty)))"
  }

  /// A path's `d` attribute (`M`, `L`, `C`, `Z`).
  static func pathData(_ path: VectorPath) -> String {
    var data = ""
    func point(_ point: VectorPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    for element in path.elements {
      switch element {
      case .move(let to): data += "M" + point(to)
      case .line(let to): data += "L" + point(to)
      case .curve(let control1, let control2, let to):
        data += "C" + point(control1) + " " + point(control2) + " " + point(to)
      case .close: data += "Z"
      }
    }
    return data
  }

  /// `#rrggbb` for the colour's components (its alpha is written separately).
  static func hex(_ color: VectorColor) -> String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [color.red, color.green, color.blue] {
      let byte = Int((component * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }

  /// The MIME type of encoded image bytes (PNG unless they start as a JPEG does).
  static func mimeType(_ data: [UInt8]) -> String {
    data.starts(with: [0xFF, 0xD8]) ? "image/jpeg" : "image/png"
  }
}

/// Walks the items, tracking the transform from the current space to the fragment's root so
/// that masks can cover "everything" with a finite shape.
private struct Writer {
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

  /// A luminance `<mask>` whose white is the masks' visible area, in the group's space.
  ///
  /// The area starts full when the first mask subtracts or intersects (as lottie-web and both
  /// reference players do), empty otherwise. An add paints the mask's coverage white over it,
  /// a subtract black; an intersect wraps everything so far in a mask of the coverage.
  /// Lighten counts as add and darken as intersect (exact for opaque masks); difference
  /// paints white with `mix-blend-mode: difference`.
  mutating func writeMasks(
    _ masks: [VectorMask], cover: [VectorPoint], into output: inout String
  ) -> String {
    let full = "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>\n"
    var content = ""
    if let first = masks.first, first.mode == .subtract || first.mode == .intersect {
      content = full
    }
    for mask in masks {
      switch mask.mode {
      case .add, .lighten:
        content += coverage(mask, color: "#fff", cover: cover, into: &output)
      case .subtract:
        content += coverage(mask, color: "#000", cover: cover, into: &output)
      case .difference:
        content += coverage(
          mask, color: "#fff", cover: cover, extra: " style=\"mix-blend-mode:difference\"",
          into: &output)
      case .intersect, .darken:
        let id = VectorSVG.nextID(&ids)
        let shape = coverage(mask, color: "#fff", cover: cover, into: &output)
        output +=
          "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(region(cover))>\n"
          + shape + "</mask></defs>\n"
        content = "<g mask=\"url(#\(id))\">\n" + content + "</g>\n"
      }
    }
    let id = VectorSVG.nextID(&ids)
    output +=
      "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(region(cover))>\n" + content
      + "</mask></defs>\n"
    return id
  }

  /// An element painting `color` with the mask's coverage as alpha.
  ///
  /// The coverage is the path (or, inverted, everything but the path) times the mask's
  /// opacity; the element is empty when that is nothing.
  mutating func coverage(
    _ mask: VectorMask, color: String, cover: [VectorPoint], extra: String = "",
    into output: inout String
  ) -> String {
    let opacity = mask.opacity.isFinite ? Swift.min(Swift.max(mask.opacity, 0), 1) : 0
    guard opacity > 0 else { return "" }
    let alpha = opacity < 1 ? " fill-opacity=\"\(VectorSVG.number(opacity, decimals: 3))\"" : ""
    if !mask.isInverted {
      guard !mask.path.isEmpty else { return "" }
      return "<path d=\"\(VectorSVG.pathData(mask.path))\" fill=\"\(color)\"\(alpha)\(extra)/>\n"
    }
    var shape = ""
    if !mask.path.isEmpty {
      let id = VectorSVG.nextID(&ids)
      output +=
        "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(region(cover))>"
        + "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>"
        + "<path d=\"\(VectorSVG.pathData(mask.path))\" fill=\"#000\"/></mask></defs>\n"
      shape = " mask=\"url(#\(id))\""
    }
    return "<path d=\"\(coverData(cover))\" fill=\"\(color)\"\(alpha)\(shape)\(extra)/>\n"
  }

  /// A `<mask>` made from the matte's drawing, in the group's parent space: its alpha
  /// (`mask-type="alpha"`), its luminance, or either inverted (the drawing turned black by
  /// a filter, with alpha or luminance × alpha as alpha, over white).
  mutating func writeMatte(
    _ matte: VectorMatte, cover: [VectorPoint], space: VectorTransform,
    into output: inout String
  ) -> String {
    var drawing = ""
    write(matte.items, into: &drawing, space: space)
    let area = region(cover)
    let full = "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>\n"
    var content: String
    var type = ""
    switch matte.mode {
    case .alpha:
      type = " mask-type=\"alpha\""
      content = drawing
    case .luma:
      content = drawing
    case .alphaInverted, .lumaInverted:
      let filter = VectorSVG.nextID(&ids)
      let primitives =
        matte.mode == .alphaInverted
        ? "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\"/>"
        : "<feColorMatrix type=\"luminanceToAlpha\"/>"
          + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/>"
      output +=
        "<defs><filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\"\(area)"
        + " color-interpolation-filters=\"sRGB\">\(primitives)</filter></defs>\n"
      content = full + "<g filter=\"url(#\(filter))\">\n" + drawing + "</g>\n"
    }
    let id = VectorSVG.nextID(&ids)
    output +=
      "<defs><mask id=\"\(id)\"\(type) maskUnits=\"userSpaceOnUse\"\(area)>\n" + content
      + "</mask></defs>\n"
    return id
  }
}
