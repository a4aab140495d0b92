import Foundation
import RefreshKit

/// What a view draws inside its own bounds, described once for every renderer: the SVG and
/// text renderers here and a host's (the GTK host's Cairo renderer) all draw from it, so none
/// derives the arrow's, the spinner's or a frame's geometry on its own.
///
/// Coordinates are the view's own (origin top left, y down, the view's bounds size). Each case
/// carries both its geometry, for vector renderers, and what it means (a rotation, a spinner
/// phase, a frame's text), for glyph renderers that cannot draw lines.
///
/// ```swift
/// for item in PlacedView.flatten(list) {
///   for content in DrawingContent.contents(of: item.view) { draw(content, in: item.rect) }
/// }
/// ```
public enum DrawingContent: Equatable, Sendable {
  /// The whole bounds filled (a background colour).
  case fill(Color)
  /// One line of text, vertically centred, aligned in the bounds.
  case text(String, font: Font, color: Color, alignment: Label.Alignment)
  /// Vertical text: one glyph per line, each centred across its line's rect (from
  /// ``glyphLines(count:lineHeight:in:)``, which every renderer uses).
  case verticalText([String], font: Font, color: Color, lineHeight: CGFloat)
  /// The pull arrow: its strokes pointing down, to be turned by `rotation` (radians, clockwise)
  /// about the bounds' centre.
  case arrow(rotation: CGFloat, strokes: [Stroke])
  /// A spinning indicator: the leading spoke (of ``spinnerSpokes``) and every spoke's stroke,
  /// fading behind the leader.
  case spinner(phase: Int, strokes: [Stroke])
  /// An animation frame's vector shapes, in the animation's coordinates scaled by `scale`, and
  /// its text for glyph renderers.
  case shapes([FrameAnimation.Shape], scale: CGSize, color: Color, text: String)
  /// A Lottie frame's vector drawing, placed in the bounds by `transform` (the view's content
  /// mode), and its `progress` through the timeline (0…1) for glyph renderers.
  case vector(VectorFrame, transform: VectorTransform, progress: CGFloat)
  /// A bitmap stretched over the bounds, turned by `rotation` about the centre.
  case image(Image, rotation: CGFloat)
  /// Rows of content text with their separators.
  case rows([Row], background: Color)

  /// A polyline.
  public struct Stroke: Equatable, Sendable {
    /// The points, joined in order.
    public var points: [CGPoint]
    /// The line width.
    public var width: CGFloat
    /// The colour.
    public var color: Color
    /// The opacity on top of the colour's own.
    public var opacity: CGFloat
  }

  /// One row of a ``RefreshKitRendering/RowsView``.
  public struct Row: Equatable, Sendable {
    /// The row's rect in the rows view.
    public var rect: CGRect
    /// The row's text, drawn 16 points in from the left.
    public var text: String
    /// The text's font.
    public var font: Font
    /// The text's colour.
    public var color: Color
    /// The separator under the row, from the text's left edge to the right.
    public var rule: Stroke
  }

  /// How many spokes an indicator has (its phase counts them).
  public static let spinnerSpokes = 8

  /// What `view` draws, back to front: its background, then its own content.
  @MainActor
  public static func contents(of view: View) -> [DrawingContent] {
    var contents: [DrawingContent] = []
    if let background = view.backgroundColor, background.alpha > 0 {
      contents.append(.fill(background))
    }
    let size = view.bounds.size
    switch view {
    case let label as Label:
      // A label draws inside its bounds, so an empty one shows nothing, as a UILabel's does.
      if !label.text.isEmpty, size.width > 0, size.height > 0 {
        switch label.orientation {
        case .horizontal:
          contents.append(
            .text(
              label.text, font: label.font, color: label.textColor, alignment: label.textAlignment)
          )
        case .vertical:
          contents.append(
            .verticalText(
              label.verticalGlyphs, font: label.font, color: label.textColor,
              lineHeight: label.lineHeight))
        }
      }
    case let arrow as ArrowView:
      if let image = arrow.image {
        contents.append(.image(image, rotation: arrow.rotation))
      } else {
        contents.append(
          .arrow(
            rotation: arrow.rotation, strokes: arrowStrokes(in: size, color: arrow.tintColor)))
      }
    case let indicator as ActivityIndicatorView:
      let phase = indicator.phase(at: indicator.scheduler.now, spokes: spinnerSpokes)
      contents.append(
        .spinner(
          phase: phase, strokes: spinnerStrokes(phase: phase, color: indicator.color, in: size)))
    case let animationView as FrameAnimationView:
      if let animation = animationView.animation, let frame = animationView.currentImage {
        if let image = frame.image {
          contents.append(.image(image, rotation: 0))
        } else {
          let design = animation.size
          let scale = CGSize(
            width: design.width > 0 && size.width > 0 ? size.width / design.width : 1,
            height: design.height > 0 && size.height > 0 ? size.height / design.height : 1)
          contents.append(
            .shapes(frame.shapes, scale: scale, color: animationView.tintColor, text: frame.text))
        }
      }
    case let lottieView as LottieAnimationView:
      if let drawing = lottieView.currentVectorFrame, size.width > 0, size.height > 0 {
        contents.append(
          .vector(
            drawing, transform: lottieView.contentTransform,
            progress: lottieView.currentProgress))
      }
    case let imageView as ImageView:
      if let image = imageView.image { contents.append(.image(image, rotation: 0)) }
    case let rowsView as RowsView:
      contents.append(.rows(rows(of: rowsView), background: .white))
    default:
      break
    }
    return contents
  }

  /// The rects of `count` lines of vertical text in `size`: `lineHeight` apart, as wide as the
  /// bounds, the column centred in the height (top-aligned when taller).
  public static func glyphLines(count: Int, lineHeight: CGFloat, in size: CGSize) -> [CGRect] {
    let top = Swift.max(0, (size.height - lineHeight * CGFloat(count)) * 0.5)
    return (0..<Swift.max(0, count)).map { line in
      CGRect(x: 0, y: top + lineHeight * CGFloat(line), width: size.width, height: lineHeight)
    }
  }

  /// A down arrow centred in `size`: a shaft and a head, MJRefresh's proportions.
  static func arrowStrokes(in size: CGSize, color: Color) -> [Stroke] {
    let width = size.width > 0 ? size.width : 15
    let height = size.height > 0 ? size.height : 40
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let half = Swift.min(height, 40) / 2 * 0.8
    let head = Swift.min(width, 15) * 0.45
    let top = center.y - half
    let tip = center.y + half
    let shaft = [CGPoint(x: center.x, y: top), CGPoint(x: center.x, y: tip)]
    let arrowhead = [
      CGPoint(x: center.x - head, y: tip - head), CGPoint(x: center.x, y: tip),
      CGPoint(x: center.x + head, y: tip - head),
    ]
    return [shaft, arrowhead].map {
      Stroke(points: $0, width: 2, color: color, opacity: 1)
    }
  }

  /// The spokes of an indicator in `size`, the one at `phase` leading.
  static func spinnerStrokes(phase: Int, color: Color, in size: CGSize) -> [Stroke] {
    let side = Swift.min(size.width, size.height)
    let radius = side > 0 ? side / 2 : 10
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let width = Swift.max(1.5, radius * 0.2)
    return (0..<spinnerSpokes).map { spoke in
      let angle = CGFloat(spoke) * 2 * .pi / CGFloat(spinnerSpokes)
      let inner = CGPoint(
        x: center.x + sin(angle) * radius * 0.45, y: center.y - cos(angle) * radius * 0.45)
      let outer = CGPoint(x: center.x + sin(angle) * radius, y: center.y - cos(angle) * radius)
      let behind = (phase - spoke + spinnerSpokes) % spinnerSpokes
      return Stroke(
        points: [inner, outer], width: width, color: color, opacity: 1 - CGFloat(behind) * 0.11)
    }
  }

  @MainActor
  static func rows(of rowsView: RowsView) -> [Row] {
    guard rowsView.rowHeight > 0 else { return [] }
    let width = rowsView.bounds.width
    return rowsView.rows.indices.map { index in
      let rect = rowsView.rectForRow(at: index)
      let rule = rect.maxY - 0.5
      return Row(
        rect: rect, text: rowsView.rows[index], font: .systemFont(ofSize: 15),
        color: Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255),
        rule: Stroke(
          points: [CGPoint(x: 16, y: rule), CGPoint(x: width, y: rule)], width: 1,
          color: Color(red: 0xc8 / 255, green: 0xc7 / 255, blue: 0xcc / 255), opacity: 1))
    }
  }
}
