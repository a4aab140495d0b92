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

  // MARK: - Drawing what each view describes

  /// The view's background, then what it describes (``View/draw(in:)``), in the one vector
  /// vocabulary the Lottie frames are written in too.
  private mutating func drawContent(of view: View, visible: CGRect) {
    let size = view.bounds.size
    if let background = view.backgroundColor, background.alpha > 0 {
      line(
        "<rect width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\""
          + " fill=\"\(background.hexString)\"\(Self.opacity(background, "fill-opacity"))/>")
    }
    let drawing = view.drawing(visibleRect: visible.intersection(CGRect(origin: .zero, size: size)))
    guard !drawing.isEmpty else { return }
    var written = ""
    VectorSVG.write(drawing, into: &written, ids: &vectorIDs)
    for text in written.split(separator: "\n", omittingEmptySubsequences: true) {
      line(String(text))
    }
  }
}
