import CGtk4
import Foundation
import LottieFormat

/// Draws a ``/LottieFormat/VectorDrawing`` (a Lottie frame, a view's own drawing) with Cairo:
/// the same steps the SVG writer turns into elements, in Cairo's calls.
///
/// Paths are filled or stroked with a colour or a gradient; text is laid out with Pango; a
/// group is transformed, clipped, and drawn into an intermediate layer only where it needs one:
/// an opacity over more than one visible item (so overlapping shapes in a half-transparent
/// group do not show through each other), masks or a matte. A lone item takes the group's
/// opacity itself, a lone opaque mask and a matte that is one opaque shape become clips, so
/// the common frame pushes no layer at all; a layer that is pushed covers only the device
/// pixels its contents can reach, not the canvas. Other masks become an alpha-only layer built
/// with Cairo's operators; alpha mattes are alpha layers, luma mattes are drawn into an image
/// and converted to alpha pixel by pixel. A gradient is painted from a 256-entry colour table
/// into an image of its shape's box and composited through an alpha layer of the shape (within
/// a level of Cairo's own gradients, in a third to a half of their time).
///
/// Fills of outlines with curves are rasterised by RefreshKit's own exact-area scan converter
/// and composited by Cairo through the coverage (`cairo_mask_surface`): Cairo's converter
/// samples each pixel row 15 times and took two to three times as long on the curved shapes
/// Lottie files are made of, and far longer on a mask's outline, whose operators take its general
/// path. For ordinary fills Cairo keeps straight-edged outlines (its spans fill them fast),
/// large plain shapes (over 100 box pixels per flattened edge), fills under a clip that is not
/// rectangles, HiDPI targets and strokes. The two agree to within a level on average; where an
/// outline crosses itself inside one pixel, that pixel follows FreeType's and ThorVG's sums
/// rather than Cairo's samples.
///
/// Drawing walks the drawing's flat arrays in place and builds no Swift value per frame: what it
/// allocates is Cairo's and Pango's own (layers, patterns, text layouts, the image a gradient or
/// a coverage mask is composited from); the coverage rasteriser's buffers are one set per
/// thread, kept and reused.
///
/// ```swift
/// let renderer = CairoVectorRenderer()
/// renderer.draw(drawing, transform: fit, into: cr)
/// ```
///
/// Limitations: images are decoded (by GdkPixbuf: PNG and JPEG) on every draw;
/// `lighten` masks draw as `add` and `darken` as `intersect` (exact for opaque masks, as in
/// the SVG writer), `difference` as Cairo's XOR (exact for opaque masks).
public struct CairoVectorRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Draws `frame` (converted to a ``/LottieFormat/VectorDrawing``, which allocates: prefer
  /// ``draw(_:transform:alpha:into:)-(VectorDrawing,_,_,_)`` with a reused drawing).
  public func draw(
    _ frame: VectorFrame, transform: VectorTransform, alpha: Double = 1, into cr: OpaquePointer
  ) {
    draw(VectorDrawing(frame), transform: transform, alpha: alpha, into: cr)
  }

  /// Draws a view's drawing into `cr` in `cr`'s current space, composited with `alpha`, not
  /// clipped to the canvas (a view draws past its bounds unless a scroll view clips it, as a
  /// `UIView` does).
  ///
  /// Leaves `cr`'s state as it found it.
  public func drawUnclipped(_ drawing: VectorDrawing, alpha: Double = 1, into cr: OpaquePointer) {
    let alpha = Self.unit(alpha)
    guard alpha > 0, !drawing.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_new_path(cr)
    draw(drawing, steps: drawing.rootSteps, alpha: alpha, cr)
  }

  /// Draws `drawing` into `cr`, its canvas placed by `transform` (from the drawing's
  /// coordinates to `cr`'s user space) and clipped to the canvas, composited with `alpha`.
  ///
  /// A canvas on the device axes is clipped to the whole pixels inside it: where it is placed
  /// off the pixel grid, its edge pixels (cut in part) are left out, so nothing outside the
  /// canvas shows in them and nothing inside seams through a cover along the edge.
  ///
  /// Leaves `cr`'s state as it found it. Draws nothing for an empty canvas or a singular
  /// transform.
  public func draw(
    _ drawing: VectorDrawing, transform: VectorTransform, alpha: Double = 1,
    into cr: OpaquePointer
  ) {
    let alpha = Self.unit(alpha)
    guard drawing.width.isFinite, drawing.height.isFinite, drawing.width > 0,
      drawing.height > 0, alpha > 0
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard var matrix = Self.matrix(transform, after: cr) else { return }
    cairo_set_matrix(cr, &matrix)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    // Compositions clip to their own canvas, as players do: to the whole pixels inside it
    // (as ThorVG draws a canvas fitted off the pixel grid). A clip cutting edge pixels in
    // part lets the shapes under an opaque cover seam through along the edge (each shape
    // takes its share of the edge pixel, so the cover's share leaves the rest of what is
    // under it showing: a background larger than the canvas under a full-size precomp shows
    // as a line), and would cost a layer to avoid; a pixel drawn whole though the canvas
    // only reaches into it would show what lies outside the canvas.
    let canvas = Self.deviceRect(width: drawing.width, height: drawing.height, matrix: matrix)
    let fadesAsOne = alpha < 1 && visibleChildren(of: drawing.rootSteps, in: drawing) > 1
    cairo_new_path(cr)
    if let canvas {
      // In the target's own pixels (a HiDPI target has several a device unit).
      var (scaleX, scaleY) = (1.0, 1.0)
      if let target = cairo_get_group_target(cr) {
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
      }
      func snapped(_ value: Double, _ scale: Double, _ rule: FloatingPointRoundingRule) -> Double {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        // Within a millionth of a pixel is on it (a fitted canvas's edge is a product).
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (Swift.abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(rule)) / scale
      }
      let (left, top) = (snapped(canvas.x, scaleX, .up), snapped(canvas.y, scaleY, .up))
      let right = snapped(canvas.x + canvas.width, scaleX, .down)
      let bottom = snapped(canvas.y + canvas.height, scaleY, .down)
      guard right > left, bottom > top else { return }
      cairo_identity_matrix(cr)
      cairo_rectangle(cr, left, top, right - left, bottom - top)
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
      if !fadesAsOne {
        draw(drawing, steps: drawing.rootSteps, alpha: alpha, cr)
        return
      }
      // Faded as one, as a view's alpha fades it: one layer, of only the pixels drawn.
      if let box = deviceBounds(of: drawing.rootSteps, in: drawing, matrix: matrix),
        box.minX > left || box.minY > top || box.maxX < right || box.maxY < bottom
      {
        clip(to: box, cr)
      }
      cairo_push_group(cr)
      draw(drawing, steps: drawing.rootSteps, alpha: 1, cr)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
      return
    }
    // A turned or sheared canvas: the frame is drawn as one layer and clipped once to the
    // canvas's outline.
    let box = deviceBounds(of: drawing.rootSteps, in: drawing, matrix: matrix)
    if let box { clip(to: box, cr) }
    cairo_push_group(cr)
    draw(drawing, steps: drawing.rootSteps, alpha: 1, cr)
    cairo_pop_group_to_source(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, drawing.width, drawing.height)
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, alpha)
  }
}

extension CairoVectorRenderer {
  /// A value clamped into 0…1, NaN as 0.
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }

  /// Cairo's current transform with `transform` applied first: the matrix to set for a
  /// space inside the current one; nil when nothing drawn through it could be seen or drawn
  /// correctly, which Cairo would otherwise turn into an error state that blanks the rest of
  /// the window's drawing.
  ///
  /// Nil when an entry is not finite, the area scale is below 1e-12 (a picometre-sized
  /// pixel: invisible), a scale entry exceeds 1e6 or the offset 1e8 (device units).
  static func matrix(_ transform: VectorTransform, after cr: OpaquePointer) -> cairo_matrix_t? {
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    let product = product(transform, current)
    let determinant = product.xx * product.yy - product.yx * product.xy
    guard determinant.isFinite, Swift.abs(determinant) >= 1e-12,
      Swift.abs(product.xx) <= 1e6, Swift.abs(product.yx) <= 1e6,
      Swift.abs(product.xy) <= 1e6, Swift.abs(product.yy) <= 1e6,
      Swift.abs(product.x0) <= 1e8, Swift.abs(product.y0) <= 1e8
    else { return nil }
    return product
  }

  /// `m` with `t` applied first (no checks: see ``matrix(_:after:)``).
  static func product(_ t: VectorTransform, _ m: cairo_matrix_t) -> cairo_matrix_t {
    cairo_matrix_t(
      xx: t.a * m.xx + t.b * m.xy, yx: t.a * m.yx + t.b * m.yy,
      xy: t.c * m.xx + t.d * m.xy, yy: t.c * m.yx + t.d * m.yy,
      x0: t.tx * m.xx + t.ty * m.xy + m.x0, y0: t.tx * m.yx + t.ty * m.yy + m.y0)
  }

  /// A canvas's rect in device space when `matrix` only scales and moves it (nil when it turns
  /// or shears it, whose outline is no rect).
  static func deviceRect(
    width: Double, height: Double, matrix: cairo_matrix_t
  ) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard matrix.xy == 0, matrix.yx == 0 else { return nil }
    let (x1, x2) = (matrix.x0, matrix.x0 + matrix.xx * width)
    let (y1, y2) = (matrix.y0, matrix.y0 + matrix.yy * height)
    let rect = (
      x: Swift.min(x1, x2), y: Swift.min(y1, y2), width: Swift.abs(x2 - x1),
      height: Swift.abs(y2 - y1)
    )
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    return rect
  }

  /// How far a point may lie from the device origin: Cairo's 24.8 fixed-point coordinates
  /// wrap past 2²³, so a path reaching further is garbage (half the range leaves room for
  /// stroke widths).
  static let deviceLimit = 4_000_000.0

  /// The widest stroke drawn, in device units; wider ones are narrowed to it (a round join's
  /// pen grows with the width, and anything wider covers any canvas anyway).
  static let widestStroke = 100_000.0
}
