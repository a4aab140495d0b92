import Foundation
import RefreshKit

/// Draws a view tree as a standalone SVG document, for documentation and snapshots.
///
/// Labels become `<text>`, an ``/RefreshKit/ArrowView`` an arrow path rotated by its
/// rotation, an ``/RefreshKit/ActivityIndicatorView`` eight spokes with the leading one
/// darkest, a ``/RefreshKit/FrameAnimationView`` its current frame's vector shapes, and a
/// ``RowsView`` white rows with separators. A ``/RefreshKit/ScrollView``
/// is clipped to its visible region and its content moves with the offset, so a header
/// being pulled shows above the content on the grey background, as on a phone. The root
/// sits inside a dark phone bezel unless ``bezel`` is zero.
///
/// The output is a pure function of the tree: no dates, no random or hash-ordered
/// identifiers, and numbers written with a fixed format (at most two decimals, no
/// locale), so the same tree gives the same bytes on every machine.
///
/// ```swift
/// let svg = SVGRenderer().render(scrollView)
/// try svg.write(toFile: "header.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
  /// The width of the phone bezel drawn around the root, in points (0 for none).
  public var bezel: CGFloat

  /// Creates a renderer; negative or non-finite bezels are treated as zero.
  public init(bezel: CGFloat = 10) {
    self.bezel = bezel.isFinite ? Swift.max(0, bezel) : 0
  }

  /// The tree under `root` as an SVG document.
  ///
  /// Lays the tree out first (``/RefreshKit/View/layoutIfNeeded()``).
  @MainActor
  public func render(_ root: View) -> String {
    root.layoutIfNeeded()
    let size = root.bounds.size
    let width = size.width + 2 * bezel
    let height = size.height + 2 * bezel
    var writer = SVGWriter()
    writer.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.svgNumber)\""
        + " height=\"\(height.svgNumber)\" viewBox=\"0 0 \(width.svgNumber) \(height.svgNumber)\""
        + " font-family=\"Helvetica, Arial, sans-serif\">")
    writer.indent += 1
    if bezel > 0 {
      writer.line(
        "<rect width=\"\(width.svgNumber)\" height=\"\(height.svgNumber)\""
          + " rx=\"\((bezel * 2).svgNumber)\" fill=\"#1c1c1e\"/>")
    }
    writer.line(
      "<rect x=\"\(bezel.svgNumber)\" y=\"\(bezel.svgNumber)\" width=\"\(size.width.svgNumber)\" height=\"\(size.height.svgNumber)\" fill=\"#efeff4\"/>"
    )
    writer.emit(
      root, origin: CGPoint(x: bezel, y: bezel), visible: CGRect(origin: .zero, size: size))
    writer.indent -= 1
    writer.line("</svg>")
    return writer.output
  }
}
