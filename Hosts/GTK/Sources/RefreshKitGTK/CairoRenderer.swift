import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// Draws a RefreshKit view tree with Cairo and Pango, from the tree's flattened form
/// (``RefreshKitRendering/PlacedView``) and what each view describes
/// (``RefreshKit/View/draw(in:)``): the drawings the SVG and text renderers draw, in Cairo's
/// calls, so an app's own view or look shows here with no change to this renderer.
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
      let visible = item.clip.offsetBy(dx: -item.rect.minX, dy: -item.rect.minY)
        .intersection(CGRect(origin: .zero, size: item.rect.size))
      drawContent(
        of: item.view, size: item.rect.size, visible: visible, alpha: Double(item.alpha), cr: cr)
      cairo_restore(cr)
    }
  }

  /// The view's background, then what it describes (``RefreshKit/View/draw(in:)``), drawn by
  /// the vector renderer that draws Lottie frames: no view type is known here.
  private func drawContent(
    of view: View, size: CGSize, visible: CGRect, alpha: Double, cr: OpaquePointer
  ) {
    if let background = view.backgroundColor, background.alpha > 0 {
      cairo_set_source_rgba(
        cr, Double(background.red), Double(background.green), Double(background.blue),
        Double(background.alpha) * alpha)
      cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
      cairo_fill(cr)
    }
    let drawing = view.drawing(visibleRect: visible)
    guard !drawing.isEmpty else { return }
    CairoVectorRenderer().drawUnclipped(drawing, alpha: alpha, into: cr)
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
}
