import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// Fills blended straight into an image's pixels (and rectangles filled without a scan
/// converter) against Cairo compositing the same thing itself: a recording target makes the
/// renderer hand every fill to Cairo, so the two drawings differ only in who blends.
@Suite struct CairoVectorRendererBlendTests {
  static let size = 64

  /// The premultiplied ARGB32 pixels of a `size` × `size` image, painted a pale blue, after
  /// `draw`, drawn into the image itself or into a recording replayed onto it.
  func pixels(recording: Bool, _ draw: (OpaquePointer) -> Void) -> [UInt32] {
    CairoVectorRendererFillTests().pixels(recording: recording) { cr in
      cairo_set_source_rgb(cr, 0.9, 0.95, 1)
      cairo_paint(cr)
      draw(cr)
    }
  }

  func worstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    CairoVectorRendererFillTests().worstDifference(a, b)
  }

  func point(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }

  /// A circle as four cubic arcs, and a rectangle.
  func circle(_ cx: Double, _ cy: Double, _ r: Double) -> VectorPath {
    let k = 0.5522847498 * r
    return VectorPath([
      .move(point(cx + r, cy)),
      .curve(point(cx + r, cy + k), point(cx + k, cy + r), point(cx, cy + r)),
      .curve(point(cx - k, cy + r), point(cx - r, cy + k), point(cx - r, cy)),
      .curve(point(cx - r, cy - k), point(cx - k, cy - r), point(cx, cy - r)),
      .curve(point(cx + k, cy - r), point(cx + r, cy - k), point(cx + r, cy)),
      .close,
    ])
  }

  func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> VectorPath {
    VectorPath([
      .move(point(x, y)), .line(point(x + width, y)), .line(point(x + width, y + height)),
      .line(point(x, y + height)), .close,
    ])
  }

  func fill(_ path: VectorPath, _ color: VectorColor) -> VectorItem {
    .fill(path, paint: .solid(color), rule: .nonZero, opacity: 1)
  }

  /// The renderer drawing `items` on a 64 × 64 canvas through `transform`, inside a layer
  /// pushed under a clip away from the origin (whose image has a device offset).
  ///
  /// With `alphaOnly`, the layer is an A8 image (what a gradient's shape is drawn into),
  /// painted through in dark red.
  func drawn(
    _ items: [VectorItem], _ transform: VectorTransform, alphaOnly: Bool = false
  ) -> (OpaquePointer) -> Void {
    { cr in
      cairo_rectangle(cr, 6, 9, 50, 44)
      cairo_clip(cr)
      cairo_push_group_with_content(
        cr, alphaOnly ? CAIRO_CONTENT_ALPHA : CAIRO_CONTENT_COLOR_ALPHA)
      CairoVectorRenderer().draw(
        VectorFrame(width: 64, height: 64, items: items), transform: transform, into: cr)
      guard let layer = cairo_pop_group(cr) else { return }
      if alphaOnly {
        cairo_set_source_rgb(cr, 0.5, 0, 0.1)
        cairo_mask(cr, layer)
      } else {
        cairo_set_source(cr, layer)
        cairo_paint(cr)
      }
      cairo_pattern_destroy(layer)
    }
  }

  /// Translucent and opaque curved fills, overlapping, in a layer with a device offset and
  /// clipped, of colour or alpha only: the same bytes as Cairo's own compositing of the same
  /// coverage.
  @Test(arguments: [false, true]) func curvedFillsBlendAsCairoCompositesThem(alphaOnly: Bool) {
    let items = [
      fill(circle(30, 30, 17.3), VectorColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.6)),
      fill(circle(40, 36, 11.1), VectorColor(red: 0.9, green: 0.2, blue: 0.1)),
      fill(circle(20, 44, 9.7), VectorColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.35)),
    ]
    let transform = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.3, ty: -0.45)
    let blended = pixels(recording: false, drawn(items, transform, alphaOnly: alphaOnly))
    let composited = pixels(recording: true, drawn(items, transform, alphaOnly: alphaOnly))
    #expect(worstDifference(blended, composited) == 0)
    // Something was drawn, and the clip held: outside it the background is untouched.
    #expect(blended[30 * Self.size + 30] != composited[0])
    #expect(blended[60 * Self.size + 30] == composited[0])
  }

  /// A turn by `degrees` about the canvas's centre.
  static func turned(degrees: Double) -> VectorTransform {
    let (sine, cosine) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
    return VectorTransform(
      a: cosine, b: sine, c: -sine, d: cosine, tx: 32 - 32 * cosine + 32 * sine,
      ty: 32 - 32 * sine - 32 * cosine)
  }

  /// Rectangles turned a hair off the device axes (an exporter's 89.95° for 90°, and near 0°
  /// and 180°) fill their box by its exact area: an edge pixel differs from Cairo's own fill of
  /// the turned outline by about the stray times 255, and a level of rounding (at most eight
  /// where the corners stray a 32nd of a pixel).
  @Test(
    arguments: [
      (Self.turned(degrees: 0.02), 6),
      (Self.turned(degrees: 180.03), 6),
      (Self.turned(degrees: 89.95), 8),
    ] as [(VectorTransform, Int)])
  func rectanglesTurnedAHairFillTheirBox(transform: VectorTransform, tolerance: Int) {
    let items = [
      fill(rectangle(10.25, 12.6, 23.3, 17.45), VectorColor(red: 0.2, green: 0.6, blue: 0.8)),
      fill(
        rectangle(18.5, 20.125, 30.2, 9.3),
        VectorColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.55)),
      fill(rectangle(40.6, 40.6, 0.3, 0.3), VectorColor(red: 0, green: 0, blue: 0)),
    ]
    // The two larger ones take the box fill; the speck, its corners on its box to within
    // Cairo's own precision, stays Cairo's.
    let matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
      y0: transform.ty)
    let boxed = items.map { item -> Bool in
      guard case .fill(let path, _, _, _) = item else { return false }
      return CairoVectorRenderer.nearBox(of: path.elements[...], matrix: matrix) != nil
    }
    #expect(boxed == [true, true, false])
    let blended = pixels(recording: false, drawn(items, transform))
    let composited = pixels(recording: true, drawn(items, transform))
    #expect(worstDifference(blended, composited) <= tolerance)
    #expect(blended != pixels(recording: false, drawn([], transform)))
  }

  /// A full-size precomp's opaque cover over a background larger than the canvas, fitted off
  /// the pixel grid: the canvas is the whole pixels inside it, and they show the cover only.
  /// (Clipped to the precomp's canvas and then the frame's, each cutting the edge pixels in
  /// part, the background seamed through along the edge as a line.)
  @Test func aCanvasOffThePixelGridLeavesNoSeamAlongItsEdge() throws {
    let json = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"assets":[{"id":"cover","layers":[
      {"ty":4,"ip":0,"op":30,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},
      "s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,1,1,1]},
      "o":{"a":0,"k":100}}]}]}],"layers":[
      {"ty":0,"refId":"cover","w":100,"h":100,"ip":0,"op":30,"st":0,"ks":{}},
      {"ty":4,"ip":0,"op":30,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},
      "s":{"a":0,"k":[140,140]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0.8,0.75,1]},
      "o":{"a":0,"k":100}}]}]}
      """
    let document = try LottieDocument.parse(Data(json.utf8))
    var drawing = VectorDrawing()
    var evaluator = LottieFrameEvaluator()
    document.draw(at: 0, into: &drawing, using: &evaluator)
    // The canvas from 8.375 to 55.125: whole pixels 9…54.
    let fit = VectorTransform(a: 0.4675, b: 0, c: 0, d: 0.4675, tx: 8.375, ty: 8.375)
    let page = pixels(recording: false) { _ in }
    let image = pixels(recording: false) { cr in
      CairoVectorRenderer().draw(drawing, transform: fit, into: cr)
    }
    for row in 9...54 {
      for column in [8, 55] {
        #expect(image[row * Self.size + column] == page[0], "row \(row), column \(column)")
      }
      for column in [9, 30, 54] {
        #expect(image[row * Self.size + column] == 0xFFFF_FFFF, "row \(row), column \(column)")
      }
    }
    #expect(image[8 * Self.size + 30] == page[0])
    #expect(image[55 * Self.size + 30] == page[0])
  }
}
