import Foundation
import LottieFormat

extension VectorSVGWriter {
  /// A luminance `<mask>` whose white is the masks' visible area, in the group's space.
  ///
  /// The area starts full when the first mask subtracts or intersects (as lottie-web and both
  /// reference players do), empty otherwise. An add paints the mask's coverage white over it,
  /// a subtract black; an intersect wraps everything so far in a mask of the coverage.
  /// Lighten counts as add and darken as intersect (exact for opaque masks); difference
  /// paints white with `mix-blend-mode: difference`.
  mutating func writeMasks(
    _ masks: Range<Int>, in drawing: VectorDrawing, cover: [VectorPoint],
    into output: inout String
  ) -> String {
    let full = "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>\n"
    var content = ""
    if let first = masks.first,
      drawing.masks[first].mode == .subtract || drawing.masks[first].mode == .intersect
    {
      content = full
    }
    for mask in drawing.masks[masks] {
      switch mask.mode {
      case .add, .lighten:
        content += coverage(mask, in: drawing, color: "#fff", cover: cover, into: &output)
      case .subtract:
        content += coverage(mask, in: drawing, color: "#000", cover: cover, into: &output)
      case .difference:
        content += coverage(
          mask, in: drawing, color: "#fff", cover: cover,
          extra: " style=\"mix-blend-mode:difference\"",
          into: &output)
      case .intersect, .darken:
        let id = VectorSVG.nextID(&ids)
        let shape = coverage(mask, in: drawing, color: "#fff", cover: cover, into: &output)
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
    _ mask: VectorDrawing.Mask, in drawing: VectorDrawing, color: String, cover: [VectorPoint],
    extra: String = "",
    into output: inout String
  ) -> String {
    let opacity = mask.opacity.isFinite ? Swift.min(Swift.max(mask.opacity, 0), 1) : 0
    guard opacity > 0 else { return "" }
    let alpha = opacity < 1 ? " fill-opacity=\"\(VectorSVG.number(opacity, decimals: 3))\"" : ""
    let path = drawing.path(mask.path)
    if !mask.isInverted {
      guard !path.isEmpty else { return "" }
      return "<path d=\"\(VectorSVG.pathData(path))\" fill=\"\(color)\"\(alpha)\(extra)/>\n"
    }
    var shape = ""
    if !path.isEmpty {
      let id = VectorSVG.nextID(&ids)
      output +=
        "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(region(cover))>"
        + "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>"
        + "<path d=\"\(VectorSVG.pathData(path))\" fill=\"#000\"/></mask></defs>\n"
      shape = " mask=\"url(#\(id))\""
    }
    return "<path d=\"\(coverData(cover))\" fill=\"\(color)\"\(alpha)\(shape)\(extra)/>\n"
  }

  /// A `<mask>` made from the matte's drawing, in the group's parent space: its alpha
  /// (`mask-type="alpha"`), its luminance, or either inverted (the drawing turned black by
  /// a filter, with alpha or luminance × alpha as alpha, over white).
  mutating func writeMatte(
    _ mode: VectorMatte.Mode, steps: Range<Int>, in source: VectorDrawing,
    cover: [VectorPoint], space: VectorTransform, into output: inout String
  ) -> String {
    var drawing = ""
    write(source, steps: steps, into: &drawing, space: space)
    let area = region(cover)
    let full = "<path d=\"\(coverData(cover))\" fill=\"#fff\"/>\n"
    var content: String
    var type = ""
    switch mode {
    case .alpha:
      type = " mask-type=\"alpha\""
      content = drawing
    case .luma:
      content = drawing
    case .alphaInverted, .lumaInverted:
      let filter = VectorSVG.nextID(&ids)
      let primitives =
        mode == .alphaInverted
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
