import CGtk4
import Foundation
import LottieFormat

// Images and text.
extension CairoVectorRenderer {
  /// An encoded image stretched over its rect from the origin.
  func drawImage(_ image: VectorImage, alpha: Double, _ cr: OpaquePointer) {
    guard alpha > 0, !image.data.isEmpty, image.width.isFinite, image.height.isFinite,
      image.width > 0, image.height > 0
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // GdkPixbuf reads both PNG and JPEG (Cairo alone only PNG).
    guard let pixbuf = Self.pixbuf(of: image.data) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let width = Double(gdk_pixbuf_get_width(pixbuf))
    let height = Double(gdk_pixbuf_get_height(pixbuf))
    guard width > 0, height > 0 else { return }
    // Clipped to the image's rect and padded, so a scaled image's edges stay sharp instead
    // of fading into the transparency beyond them.
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, image.width, image.height)
    cairo_clip(cr)
    let scale = VectorTransform(
      a: image.width / width, b: 0, c: 0, d: image.height / height, tx: 0, ty: 0)
    guard var matrix = Self.matrix(scale, after: cr) else { return }
    cairo_set_matrix(cr, &matrix)
    gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
    if let source = cairo_get_source(cr) { cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD) }
    cairo_paint_with_alpha(cr, alpha)
  }

  /// Decodes bytes with GdkPixbuf; the caller owns the result.
  static func pixbuf(of data: [UInt8]) -> OpaquePointer? {
    guard let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    var writeError: UnsafeMutablePointer<GError>?
    var closeError: UnsafeMutablePointer<GError>?
    let written = data.withUnsafeBufferPointer { bytes in
      gdk_pixbuf_loader_write(loader, bytes.baseAddress, gsize(bytes.count), &writeError)
    }
    // Closed even after a failed write, which the loader requires before it is released.
    let closed = gdk_pixbuf_loader_close(loader, &closeError)
    if let writeError { g_error_free(writeError) }
    if let closeError { g_error_free(closeError) }
    guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      return nil
    }
    // The loader owns its pixbuf: keep it past the loader's release.
    g_object_ref(UnsafeMutableRawPointer(pixbuf))
    return pixbuf
  }

  /// A run of text laid out by Pango in its box, as ``/LottieFormat/VectorText`` describes.
  ///
  /// A horizontal run is one line, centred vertically and aligned across the box; a vertical
  /// run one character a line, each centred in its line, the column centred in the box (from
  /// the top when taller). The font is the family (Sans when none) at the size in pixels and
  /// the weight, as ``CairoRenderer`` draws labels.
  func drawText(_ text: VectorText, alpha: Double, _ cr: OpaquePointer) {
    let alpha = alpha * text.color.alpha
    guard alpha > 0, !text.string.isEmpty, text.fontSize > 0,
      let layout = pango_cairo_create_layout(cr)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, text.fontFamily ?? "Sans")
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(text.fontWeight)))
    // Pango's units are integers, and FreeType fails on huge sizes: at most 10,000 pixels.
    pango_font_description_set_absolute_size(
      description, Swift.min(text.fontSize, 10_000) * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    cairo_set_source_rgba(cr, text.color.red, text.color.green, text.color.blue, alpha)
    /// Shows `line` centred vertically in the box from `top` `height` high, aligned across.
    func show(_ line: String, alignment: VectorText.Alignment, top: Double, height: Double) {
      pango_layout_set_text(layout, line, -1)
      var (width, lineHeight): (Int32, Int32) = (0, 0)
      pango_layout_get_pixel_size(layout, &width, &lineHeight)
      let x: Double
      switch alignment {
      case .left: x = text.x
      case .center: x = text.x + (text.width - Double(width)) / 2
      case .right: x = text.x + text.width - Double(width)
      }
      let y = top + (height - Double(lineHeight)) / 2
      guard x.isFinite, y.isFinite, Swift.abs(x) <= 1e6, Swift.abs(y) <= 1e6 else { return }
      cairo_move_to(cr, x, y)
      pango_cairo_show_layout(cr, layout)
    }
    switch text.orientation {
    case .horizontal:
      show(text.string, alignment: text.alignment, top: text.y, height: text.height)
    case .vertical(let lineHeight):
      // A NaN or negative line height stacks the characters on one line.
      let lineHeight = lineHeight.isFinite ? Swift.max(0, lineHeight) : 0
      var top = text.y + Swift.max(0, (text.height - lineHeight * Double(text.string.count)) * 0.5)
      for character in text.string {
        // One character is a small string, stored inline: no allocation.
        show(String(character), alignment: .center, top: top, height: lineHeight)
        top += lineHeight
      }
    }
  }
}
