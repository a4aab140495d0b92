import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// Draws a RefreshKit view tree with Cairo and Pango, from the tree's flattened form
/// (``RefreshKitRendering/PlacedView``): each view in its rect, clipped and faded as placed.
@MainActor
public struct CairoRenderer {
  /// Creates a renderer.
  public init() {}

  /// Draws the tree under `root` into `cr`, laying it out first.
  public func draw(_ root: View, into cr: OpaquePointer) {
    root.layoutIfNeeded()
    let size = root.bounds.size
    cairo_set_source_rgb(cr, 0.94, 0.94, 0.96)
    cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
    cairo_fill(cr)
    for item in PlacedView.flatten(root) {
      cairo_save(cr)
      cairo_rectangle(
        cr, Double(item.clip.minX), Double(item.clip.minY), Double(item.clip.width),
        Double(item.clip.height))
      cairo_clip(cr)
      cairo_translate(cr, Double(item.rect.minX), Double(item.rect.minY))
      drawContent(of: item.view, size: item.rect.size, alpha: Double(item.alpha), cr: cr)
      cairo_restore(cr)
    }
  }

  private func drawContent(of view: View, size: CGSize, alpha: Double, cr: OpaquePointer) {
    if let background = view.backgroundColor, background.alpha > 0 {
      setColor(background, alpha: alpha, cr)
      cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
      cairo_fill(cr)
    }
    switch view {
    case let label as Label:
      drawLabel(label, size: size, alpha: alpha, cr: cr)
    case let arrow as ArrowView:
      drawArrow(rotation: Double(arrow.rotation), size: size, alpha: alpha, cr: cr)
    case let indicator as ActivityIndicatorView:
      let phase = indicator.phase(at: indicator.scheduler.now, spokes: 8)
      drawIndicator(phase: phase, color: indicator.color, size: size, alpha: alpha, cr: cr)
    case let animationView as FrameAnimationView:
      guard let animation = animationView.animation, let frame = animationView.currentImage
      else { return }
      drawShapes(frame.shapes, design: animation.size, size: size, alpha: alpha, cr: cr)
    case let rows as RowsView:
      drawRows(rows, alpha: alpha, cr: cr)
    default:
      break
    }
  }

  private func setColor(_ color: Color, alpha: Double, _ cr: OpaquePointer) {
    cairo_set_source_rgba(
      cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
  }

  /// A line of text, centred vertically, aligned as the label says.
  func drawText(
    _ text: String, font: Font, color: Color, alignment: Label.Alignment, size: CGSize,
    alpha: Double, cr: OpaquePointer
  ) {
    guard let layout = pango_cairo_create_layout(cr) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, font.family ?? "Sans")
    pango_font_description_set_weight(
      description, PangoWeight(rawValue: UInt32(font.weight.cssValue)))
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, text, -1)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    let x: Double
    switch alignment {
    case .left: x = 0
    case .center: x = (Double(size.width) - Double(width)) / 2
    case .right: x = Double(size.width) - Double(width)
    }
    cairo_move_to(cr, x, (Double(size.height) - Double(height)) / 2)
    setColor(color, alpha: alpha, cr)
    pango_cairo_show_layout(cr, layout)
  }

  private func drawLabel(_ label: Label, size: CGSize, alpha: Double, cr: OpaquePointer) {
    guard !label.text.isEmpty, size.width > 0, size.height > 0 else { return }
    drawText(
      label.text, font: label.font, color: label.textColor, alignment: label.textAlignment,
      size: size, alpha: alpha, cr: cr)
  }

  private func drawArrow(rotation: Double, size: CGSize, alpha: Double, cr: OpaquePointer) {
    let width = size.width > 0 ? Double(size.width) : 15
    let height = size.height > 0 ? Double(size.height) : 40
    let half = min(height, 40) / 2 * 0.8
    let head = min(width, 15) * 0.45
    cairo_translate(cr, Double(size.width) / 2, Double(size.height) / 2)
    cairo_rotate(cr, rotation)
    cairo_move_to(cr, 0, -half)
    cairo_line_to(cr, 0, half)
    cairo_move_to(cr, -head, half - head)
    cairo_line_to(cr, 0, half)
    cairo_line_to(cr, head, half - head)
    cairo_set_source_rgba(cr, 0.35, 0.35, 0.35, alpha)
    cairo_set_line_width(cr, 2)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
  }

  private func drawIndicator(
    phase: Int, color: Color, size: CGSize, alpha: Double, cr: OpaquePointer
  ) {
    let side = Double(min(size.width, size.height))
    let radius = side > 0 ? side / 2 : 10
    cairo_translate(cr, Double(size.width) / 2, Double(size.height) / 2)
    cairo_set_line_width(cr, max(1.5, radius * 0.2))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    for spoke in 0..<8 {
      let angle = Double(spoke) * .pi / 4
      let behind = (phase - spoke + 8) % 8
      setColor(color, alpha: alpha * (1 - Double(behind) * 0.11), cr)
      cairo_move_to(cr, sin(angle) * radius * 0.45, -cos(angle) * radius * 0.45)
      cairo_line_to(cr, sin(angle) * radius, -cos(angle) * radius)
      cairo_stroke(cr)
    }
  }

  private func drawShapes(
    _ shapes: [FrameAnimation.Shape], design: CGSize, size: CGSize, alpha: Double,
    cr: OpaquePointer
  ) {
    guard design.width > 0, design.height > 0 else { return }
    cairo_scale(cr, Double(size.width / design.width), Double(size.height / design.height))
    for shape in shapes {
      cairo_set_source_rgba(cr, 0.35, 0.35, 0.35, alpha * Double(shape.opacity))
      cairo_set_line_width(cr, Double(shape.lineWidth))
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      switch shape.kind {
      case .line(let from, let to):
        cairo_move_to(cr, Double(from.x), Double(from.y))
        cairo_line_to(cr, Double(to.x), Double(to.y))
        cairo_stroke(cr)
      case .circle(let center, let radius, let isFilled):
        cairo_new_sub_path(cr)
        cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
        if isFilled { cairo_fill(cr) } else { cairo_stroke(cr) }
      case .arc(let center, let radius, let start, let end):
        cairo_new_sub_path(cr)
        cairo_arc(
          cr, Double(center.x), Double(center.y), Double(radius), Double(start) * .pi / 180,
          Double(end) * .pi / 180)
        cairo_stroke(cr)
      }
    }
  }

  private func drawRows(_ rows: RowsView, alpha: Double, cr: OpaquePointer) {
    let width = rows.bounds.width
    cairo_set_source_rgba(cr, 1, 1, 1, alpha)
    cairo_rectangle(cr, 0, 0, Double(width), Double(rows.bounds.height))
    cairo_fill(cr)
    for index in rows.rows.indices {
      let rect = rows.rectForRow(at: index)
      cairo_save(cr)
      cairo_translate(cr, Double(rect.minX) + 16, Double(rect.minY))
      drawText(
        rows.rows[index], font: .systemFont(ofSize: 16), color: Color(white: 0.1),
        alignment: .left, size: CGSize(width: rect.width - 32, height: rect.height), alpha: alpha,
        cr: cr)
      cairo_restore(cr)
      cairo_set_source_rgba(cr, 0.78, 0.78, 0.8, alpha)
      cairo_set_line_width(cr, 1)
      cairo_move_to(cr, Double(rect.minX) + 16, Double(rect.maxY) - 0.5)
      cairo_line_to(cr, Double(rect.maxX), Double(rect.maxY) - 0.5)
      cairo_stroke(cr)
    }
  }
}
