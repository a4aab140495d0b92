import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// Draws a RefreshKit view tree with Cairo and Pango, from the tree's flattened form
/// (``RefreshKitRendering/PlacedView``) and each view's ``RefreshKitRendering/DrawingContent``:
/// the same geometry the SVG and text renderers draw, in Cairo's calls.
@MainActor
public struct CairoRenderer {
  /// Creates a renderer.
  public init() {}

  /// Draws the tree under `root` into `cr`, laying it out first; `clearsBackground` paints the
  /// light background first (off over a GTK widget, where only the views show).
  public func draw(_ root: View, into cr: OpaquePointer, clearsBackground: Bool = true) {
    root.layoutIfNeeded()
    let size = root.bounds.size
    if clearsBackground {
      cairo_set_source_rgb(cr, 0.94, 0.94, 0.96)
      cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
      cairo_fill(cr)
    }
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
    for content in DrawingContent.contents(of: view) {
      cairo_save(cr)
      switch content {
      case .fill(let color):
        setColor(color, alpha: alpha, cr)
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_fill(cr)
      case .text(let text, let font, let color, let alignment):
        drawText(
          text, font: font, color: color, alignment: alignment, size: size, alpha: alpha, cr: cr)
      case .verticalText(let glyphs, let font, let color, let lineHeight):
        let lines = DrawingContent.glyphLines(count: glyphs.count, lineHeight: lineHeight, in: size)
        for (glyph, rect) in zip(glyphs, lines) {
          cairo_save(cr)
          cairo_translate(cr, 0, Double(rect.minY))
          drawText(
            glyph, font: font, color: color, alignment: .center, size: rect.size, alpha: alpha,
            cr: cr)
          cairo_restore(cr)
        }
      case .arrow(let rotation, let strokes):
        rotate(cr, by: rotation, aboutCentreOf: size)
        for stroke in strokes { draw(stroke, alpha: alpha, cr: cr) }
      case .spinner(_, let strokes):
        for stroke in strokes { draw(stroke, alpha: alpha, cr: cr) }
      case .shapes(let shapes, let scale, let color, _):
        drawShapes(shapes, scale: scale, color: color, alpha: alpha, cr: cr)
      case .vector(let frame, let transform, _):
        // Clipped to the animation's canvas, not the view's bounds, as players clip.
        CairoVectorRenderer().draw(frame, transform: transform, alpha: alpha, into: cr)
      case .image(let image, let rotation):
        drawImage(image, rotation: rotation, size: size, alpha: alpha, cr: cr)
      case .rows(let rows, let background):
        setColor(background, alpha: alpha, cr)
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_fill(cr)
        for row in rows {
          cairo_save(cr)
          cairo_translate(cr, Double(row.rect.minX) + 16, Double(row.rect.minY))
          drawText(
            row.text, font: row.font, color: row.color, alignment: .left,
            size: CGSize(width: row.rect.width - 32, height: row.rect.height), alpha: alpha, cr: cr)
          cairo_restore(cr)
          draw(row.rule, alpha: alpha, cr: cr)
        }
      }
      cairo_restore(cr)
    }
  }

  /// A PNG stretched over `size`, turned about the centre; Cairo decodes it.
  private func drawImage(
    _ image: Image, rotation: CGFloat, size: CGSize, alpha: Double, cr: OpaquePointer
  ) {
    guard let surface = Self.surface(ofPNG: image.pngData) else { return }
    defer { cairo_surface_destroy(surface) }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0, size.width > 0, size.height > 0 else { return }
    rotate(cr, by: rotation, aboutCentreOf: size)
    cairo_scale(cr, Double(size.width) / width, Double(size.height) / height)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint_with_alpha(cr, alpha)
  }

  /// Decodes PNG bytes into an image surface, or nil.
  static func surface(ofPNG data: Data) -> OpaquePointer? {
    let reader = PNGReader(data: data)
    // Safe: the reader outlives the synchronous decode below, which is its only user.
    let closure = Unmanaged.passUnretained(reader).toOpaque()
    let surface = cairo_image_surface_create_from_png_stream(readPNG, closure)
    withExtendedLifetime(reader) {}
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      return nil
    }
    return surface
  }

  /// Turns the drawing by `angle` (radians, clockwise) about the centre of `size`.
  private func rotate(_ cr: OpaquePointer, by angle: CGFloat, aboutCentreOf size: CGSize) {
    cairo_translate(cr, Double(size.width) / 2, Double(size.height) / 2)
    cairo_rotate(cr, Double(angle))
    cairo_translate(cr, -Double(size.width) / 2, -Double(size.height) / 2)
  }

  /// A polyline, round-capped and -joined.
  private func draw(_ stroke: DrawingContent.Stroke, alpha: Double, cr: OpaquePointer) {
    guard let first = stroke.points.first else { return }
    cairo_move_to(cr, Double(first.x), Double(first.y))
    for point in stroke.points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    setColor(stroke.color, alpha: alpha * Double(stroke.opacity), cr)
    cairo_set_line_width(cr, Double(stroke.width))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
  }

  private func setColor(_ color: Color, alpha: Double, _ cr: OpaquePointer) {
    cairo_set_source_rgba(
      cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
  }

  /// Makes labels measure their text with Pango and the fonts drawing uses, so the built-in
  /// layouts (an arrow beside centred text) place things where they will be drawn.
  ///
  /// Set once, before views are built (RefreshListHost does): a label caches its width.
  public static func installTextMeasurer() {
    guard Label.textMeasurer == nil, let fontMap = pango_cairo_font_map_get_default(),
      let context = pango_font_map_create_context(fontMap)
    else { return }
    // The context lives as long as the process: every label measures with it.
    let address = UInt(bitPattern: UnsafeMutableRawPointer(context))
    Label.textMeasurer = { text, font in
      guard let context = OpaquePointer(bitPattern: address),
        let layout = pango_layout_new(context)
      else { return -1 }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return CGFloat(Self.lay(text, font: font, in: layout).width)
    }
  }

  /// Sets `layout` to `text` in `font` and returns its size in pixels: what measuring and
  /// drawing share, so a label is laid out at the width it is drawn.
  static func lay(_ text: String, font: Font, in layout: OpaquePointer) -> (
    width: Int32, height: Int32
  ) {
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
    return (width, height)
  }

  /// A line of text, centred vertically, aligned as the label says.
  func drawText(
    _ text: String, font: Font, color: Color, alignment: Label.Alignment, size: CGSize,
    alpha: Double, cr: OpaquePointer
  ) {
    guard let layout = pango_cairo_create_layout(cr) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let (width, height) = Self.lay(text, font: font, in: layout)
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

  private func drawShapes(
    _ shapes: [FrameAnimation.Shape], scale: CGSize, color: Color, alpha: Double,
    cr: OpaquePointer
  ) {
    cairo_scale(cr, Double(scale.width), Double(scale.height))
    for shape in shapes {
      setColor(color, alpha: alpha * Double(shape.opacity), cr)
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
}

/// The bytes Cairo's PNG decoder reads, and how far it has read.
private final class PNGReader {
  let data: Data
  var offset = 0

  init(data: Data) {
    self.data = data
  }
}

/// Cairo asks for `length` more bytes of the PNG.
private let readPNG: cairo_read_func_t = { closure, buffer, length in
  guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
  let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
  let count = Int(length)
  guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
  reader.data.copyBytes(
    to: buffer,
    from: reader.data.startIndex + reader.offset..<reader.data.startIndex + reader.offset + count)
  reader.offset += count
  return CAIRO_STATUS_SUCCESS
}
