import Foundation
import LottieFormat

/// Writes a ``/LottieFormat/VectorDrawing`` (an evaluated Lottie frame, a view's own drawing)
/// as SVG.
///
/// Paths become `<path>` elements, gradients `<linearGradient>` and `<radialGradient>` in user
/// space, groups `<g>` with their matrix and opacity (SVG composites a group's opacity as one
/// layer, as a group asks), clips `<clipPath>`, masks and mattes `<mask>` elements, images
/// `<image>` with a data URL, and text `<text>` (a vertical run one element a character).
///
/// The output is a pure function of the drawing: identifiers count up from the caller's
/// counter, numbers have a fixed format (two decimals for coordinates, three for matrix
/// entries and opacities), so the same frame gives the same bytes on every machine.
///
/// ```swift
/// let svg = VectorSVG.document(document.frame(at: 12), width: 200, height: 200)
/// ```
public enum VectorSVG {
  /// A whole SVG document showing `frame` (converted to a ``/LottieFormat/VectorDrawing``).
  public static func document(
    _ frame: VectorFrame, width: Double, height: Double, background: String? = nil
  ) -> String {
    document(VectorDrawing(frame), width: width, height: height, background: background)
  }

  /// A whole SVG document showing `drawing` fitted into `width` × `height`.
  ///
  /// The frame keeps its aspect ratio and is centred; it is clipped to its own canvas, as
  /// players clip a composition. `background`, when given, is an SVG colour painted over
  /// the whole document first (for example `"#fff"`).
  public static func document(
    _ drawing: VectorDrawing, width: Double, height: Double, background: String? = nil
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
    let frameWidth = drawing.width.isFinite ? drawing.width : 0
    let frameHeight = drawing.height.isFinite ? drawing.height : 0
    if frameWidth > 0, frameHeight > 0, width > 0, height > 0 {
      let scale = Swift.min(width / frameWidth, height / frameHeight)
      let fit = VectorTransform(
        a: scale, b: 0, c: 0, d: scale, tx: (width - frameWidth * scale) / 2,
        ty: (height - frameHeight * scale) / 2)
      var ids = 0
      // A mask, not a clip path: rasterizers clip each shape on its own, so where the canvas
      // edge falls mid-pixel an opaque cover would let the shapes under it seam through.
      let canvas = nextID(&ids)
      output +=
        "<mask id=\"\(canvas)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\""
        + " width=\"\(number(frameWidth))\" height=\"\(number(frameHeight))\">"
        + "<rect width=\"\(number(frameWidth))\" height=\"\(number(frameHeight))\""
        + " fill=\"#fff\"/></mask>\n"
      output += "<g transform=\"\(matrix(fit))\" mask=\"url(#\(canvas))\">\n"
      write(drawing, into: &output, ids: &ids)
      output += "</g>\n"
    }
    output += "</svg>\n"
    return output
  }

  /// Appends the items (converted to a ``/LottieFormat/VectorDrawing``) as SVG elements.
  static func write(_ items: [VectorItem], into output: inout String, ids: inout Int) {
    write(VectorDrawing(width: 0, height: 0, items: items), into: &output, ids: &ids)
  }

  /// Appends the drawing's steps (back to front) as SVG elements, definitions included; its
  /// canvas is not clipped (``document(_:width:height:background:)-(VectorDrawing,_,_,_)``
  /// clips it).
  ///
  /// `ids` numbers the gradients, clips, masks and filters written (`v1`, `v2`, …); pass the
  /// same counter for every fragment of one document so identifiers never clash.
  static func write(_ drawing: VectorDrawing, into output: inout String, ids: inout Int) {
    var writer = VectorSVGWriter(ids: ids)
    writer.write(drawing, steps: drawing.rootSteps, into: &output, space: .identity)
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
    pathData(path.elements[...])
  }

  /// The `d` attribute of a path's elements (a range of a drawing's).
  static func pathData(_ elements: ArraySlice<VectorPath.Element>) -> String {
    var data = ""
    func point(_ point: VectorPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    for element in elements {
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
