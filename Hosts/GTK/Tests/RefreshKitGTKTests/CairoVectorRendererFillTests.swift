import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// The renderer's own fills and gradients against Cairo drawing the same thing itself: curved
/// outlines through the coverage rasteriser, gradients from a colour table, on image,
/// recording and HiDPI targets.
@Suite struct CairoVectorRendererFillTests {
  static let size = 64

  /// The premultiplied ARGB32 pixels of a `size` × `size` white image after `draw`.
  func pixels(
    scale: Double = 1, recording: Bool = false, _ draw: (OpaquePointer) -> Void
  ) -> [UInt32] {
    let side = Int32(Double(Self.size) * scale)
    guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else {
      return []
    }
    defer { cairo_surface_destroy(image) }
    cairo_surface_set_device_scale(image, scale, scale)
    if recording {
      // Drawn into a recording first (what GTK's cairo nodes are), then replayed.
      var extents = cairo_rectangle_t(
        x: 0, y: 0, width: Double(Self.size), height: Double(Self.size))
      guard let recorder = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents),
        let cr = cairo_create(recorder)
      else { return [] }
      draw(cr)
      cairo_destroy(cr)
      guard let replay = cairo_create(image) else { return [] }
      cairo_set_source_rgb(replay, 1, 1, 1)
      cairo_paint(replay)
      cairo_set_source_surface(replay, recorder, 0, 0)
      cairo_paint(replay)
      cairo_destroy(replay)
      cairo_surface_destroy(recorder)
    } else {
      guard let cr = cairo_create(image) else { return [] }
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      draw(cr)
      #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
      cairo_destroy(cr)
    }
    cairo_surface_flush(image)
    guard let data = cairo_image_surface_get_data(image) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(image)) / 4
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    return (0..<Int(side)).flatMap { row in (0..<Int(side)).map { words[row * stride + $0] } }
  }

  /// The largest difference between two images in any channel, in levels.
  func worstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    #expect(a.count == b.count && !a.isEmpty)
    return zip(a, b).reduce(0) { worst, pair in
      (0..<4).reduce(worst) { worst, byte in
        let shift = UInt32(byte * 8)
        return max(
          worst, abs(Int((pair.0 >> shift) & 0xFF) - Int((pair.1 >> shift) & 0xFF)))
      }
    }
  }

  /// The mean difference per channel, in levels.
  func meanDifference(_ a: [UInt32], _ b: [UInt32]) -> Double {
    let total = zip(a, b).reduce(0) { sum, pair in
      (0..<4).reduce(sum) { sum, byte in
        let shift = UInt32(byte * 8)
        return sum + abs(Int((pair.0 >> shift) & 0xFF) - Int((pair.1 >> shift) & 0xFF))
      }
    }
    return Double(total) / Double(max(a.count * 4, 1))
  }

  /// An ellipse as four cubic arcs (what Lottie's ellipses are).
  func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> VectorPath {
    let k = 0.5522847498
    func p(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }
    return VectorPath([
      .move(p(cx + rx, cy)),
      .curve(p(cx + rx, cy + ry * k), p(cx + rx * k, cy + ry), p(cx, cy + ry)),
      .curve(p(cx - rx * k, cy + ry), p(cx - rx, cy + ry * k), p(cx - rx, cy)),
      .curve(p(cx - rx, cy - ry * k), p(cx - rx * k, cy - ry), p(cx, cy - ry)),
      .curve(p(cx + rx * k, cy - ry), p(cx + rx, cy - ry * k), p(cx + rx, cy)),
      .close,
    ])
  }

  /// Cairo filling the same path itself (at its default tolerance).
  func cairoFill(_ path: VectorPath, _ transform: VectorTransform, color: VectorColor)
    -> (OpaquePointer) -> Void
  {
    { cr in
      var matrix = cairo_matrix_t(
        xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
        y0: transform.ty)
      cairo_set_matrix(cr, &matrix)
      for element in path.elements {
        switch element {
        case .move(let to): cairo_move_to(cr, to.x, to.y)
        case .line(let to): cairo_line_to(cr, to.x, to.y)
        case .curve(let c1, let c2, let to): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
        case .close: cairo_close_path(cr)
        }
      }
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_fill(cr)
    }
  }

  func ours(_ items: [VectorItem], _ transform: VectorTransform) -> (OpaquePointer) -> Void {
    { cr in
      CairoVectorRenderer().draw(
        VectorFrame(width: 64, height: 64, items: items), transform: transform, into: cr)
    }
  }

  static let transforms: [VectorTransform] = [
    .identity,
    VectorTransform(a: 0.8, b: 0.3, c: -0.3, d: 0.8, tx: 12.25, ty: 3.5),
  ]

  @Test(arguments: transforms) func aCurvedFillMatchesCairosOwn(transform: VectorTransform) {
    let color = VectorColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.8)
    let path = ellipse(30.3, 29.6, 22.2, 15.7)
    let item = VectorItem.fill(path, paint: .solid(color), rule: .nonZero, opacity: 1)
    let drawn = pixels(ours([item], transform))
    let cairo = pixels(cairoFill(path, transform, color: color))
    // Cairo flattens to a tenth of a pixel and samples 15 × 256 points a pixel; the exact
    // areas differ from that on edge pixels only, by a few levels.
    #expect(worstDifference(drawn, cairo) <= 24)
    #expect(meanDifference(drawn, cairo) < 0.3)
  }

  @Test func aCurvedFillOnARecordingOrHiDPITargetDrawsTheSame() {
    let color = VectorColor(red: 0.9, green: 0.2, blue: 0.1)
    let item = VectorItem.fill(
      ellipse(32, 32, 20, 12), paint: .solid(color), rule: .nonZero, opacity: 1)
    let direct = pixels(ours([item], .identity))
    // The recording keeps its own copy of the coverage: a later fill's does not leak in.
    let twoFills = [
      item,
      VectorItem.fill(
        ellipse(10, 10, 6, 6), paint: .solid(VectorColor(red: 0, green: 0, blue: 0)),
        rule: .nonZero, opacity: 1),
    ]
    let recorded = pixels(recording: true, ours(twoFills, .identity))
    let directTwo = pixels(ours(twoFills, .identity))
    #expect(worstDifference(recorded, directTwo) <= 1)
    #expect(direct[32 * Self.size + 32] == directTwo[32 * Self.size + 32])
    // At device scale 2 the ellipse covers four times the pixels, centred at (64, 64).
    let hiDPI = pixels(scale: 2, ours([item], .identity))
    #expect(hiDPI.count == 4 * Self.size * Self.size)
    #expect(hiDPI[64 * 2 * Self.size + 64] == direct[32 * Self.size + 32])
    #expect(hiDPI[64 * 2 * Self.size + 110] == 0xFFFF_FFFF)  // x = 55 in user space: outside
  }

  static let gradients: [VectorGradient] = [
    VectorGradient(
      kind: .linear, start: VectorPoint(x: 4, y: 10), end: VectorPoint(x: 58, y: 50),
      stops: [
        .init(offset: 0, color: VectorColor(red: 1, green: 0, blue: 0)),
        .init(offset: 0.4, color: VectorColor(red: 0, green: 1, blue: 0, alpha: 0.5)),
        .init(offset: 1, color: VectorColor(red: 0, green: 0, blue: 1)),
      ]),
    VectorGradient(
      kind: .radial(focus: VectorPoint(x: 40, y: 28)), start: VectorPoint(x: 32, y: 30),
      end: VectorPoint(x: 32, y: 4),
      stops: [
        .init(offset: 0.1, color: VectorColor(red: 1, green: 1, blue: 0)),
        .init(offset: 0.7, color: VectorColor(red: 0.2, green: 0, blue: 0.6, alpha: 0.7)),
        .init(offset: 0.9, color: VectorColor(red: 0, green: 0.5, blue: 0.5)),
      ]),
  ]

  /// A gradient from the colour table matches Cairo painting the gradient itself (pixman's
  /// per-pixel colours) to within a level or two, past both ends (pad) included.
  @Test(arguments: gradients) func aGradientMatchesCairosOwn(gradient: VectorGradient) {
    let square = VectorPath([
      .move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 64, y: 0)),
      .line(VectorPoint(x: 64, y: 64)), .line(VectorPoint(x: 0, y: 64)), .close,
    ])
    let drawn = pixels(
      ours(
        [.fill(square, paint: .gradient(gradient), rule: .nonZero, opacity: 0.9)], .identity))
    let cairo = pixels { cr in
      let pattern: OpaquePointer?
      switch gradient.kind {
      case .linear:
        pattern = cairo_pattern_create_linear(
          gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
      case .radial(let focus):
        let radius = hypot(gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
        pattern = cairo_pattern_create_radial(
          focus.x, focus.y, 0, gradient.start.x, gradient.start.y, radius)
      }
      guard let pattern else { return }
      for stop in gradient.stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue,
          stop.color.alpha * 0.9)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
      cairo_pattern_destroy(pattern)
    }
    #expect(worstDifference(drawn, cairo) <= 2)
  }

  /// Which fills take the coverage rasteriser and which stay with Cairo (the speed rules).
  @Test func theCoverageRasteriserTakesTheFillsItIsFasterFor() {
    let circle = ellipse(32, 32, 12, 12).elements[...]
    let bigCircle = ellipse(128, 128, 120, 120).elements[...]
    let square = VectorPath([
      .move(VectorPoint(x: 4, y: 4)), .line(VectorPoint(x: 40, y: 4)),
      .line(VectorPoint(x: 40, y: 40)), .line(VectorPoint(x: 4, y: 40)), .close,
    ]).elements[...]
    func takes(
      _ path: ArraySlice<VectorPath.Element>, scale: Double = 1,
      _ setUp: (OpaquePointer) -> Void = { _ in }
    ) -> Bool {
      guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256),
        let cr = cairo_create(image)
      else { return false }
      defer {
        cairo_destroy(cr)
        cairo_surface_destroy(image)
      }
      cairo_surface_set_device_scale(image, scale, scale)
      setUp(cr)
      return CairoVectorRenderer().fillWithCoverage(path, evenOdd: false, cr)
    }
    #expect(takes(circle))
    #expect(!takes(square))  // a rectangle on the axes: Cairo's box
    // Turned a hair off the axes (an exporter's 90°): its box's area, no scan converter.
    #expect(
      takes(square) { cr in
        cairo_translate(cr, 22, 22)
        cairo_rotate(cr, 89.97 * .pi / 180)
        cairo_translate(cr, -22, -22)
      })
    let turned = VectorPath([
      .move(VectorPoint(x: 20, y: 4)), .line(VectorPoint(x: 36, y: 20)),
      .line(VectorPoint(x: 20, y: 36)), .line(VectorPoint(x: 4, y: 20)), .close,
    ]).elements[...]
    #expect(!takes(turned))  // other straight edges: Cairo's spans
    #expect(!takes(bigCircle))  // mostly interior: Cairo's spans
    #expect(!takes(circle, scale: 2))  // HiDPI: Cairo
    #expect(
      !takes(circle) { cr in
        cairo_arc(cr, 30, 30, 20, 0, 6.3)
        cairo_clip(cr)
      })
    #expect(
      takes(circle) { cr in
        cairo_rectangle(cr, 8, 8, 40, 40)
        cairo_clip(cr)
      })
    // A mask's operator: Cairo's general path is slow for any outline.
    #expect(takes(square) { cr in cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) })
    #expect(takes(bigCircle) { cr in cairo_set_operator(cr, CAIRO_OPERATOR_XOR) })
  }

  /// A gradient ring off the origin: the gradient is worked out only under the ring's pixels,
  /// read from its alpha layer by the layer's device offset; the ring matches Cairo stroking
  /// with the gradient itself.
  @Test func aGradientStrokeAwayFromTheOriginMatchesCairosOwn() {
    let gradient = Self.gradients[1]
    let ring = ellipse(30, 34, 18, 14)
    let style = VectorStrokeStyle(width: 5)
    let transform = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 7.5, ty: 3.25)
    let drawn = pixels(
      ours([.stroke(ring, paint: .gradient(gradient), style: style, opacity: 1)], transform))
    let cairo = pixels { cr in
      cairo_translate(cr, transform.tx, transform.ty)
      for element in ring.elements {
        switch element {
        case .move(let to): cairo_move_to(cr, to.x, to.y)
        case .line(let to): cairo_line_to(cr, to.x, to.y)
        case .curve(let c1, let c2, let to): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
        case .close: cairo_close_path(cr)
        }
      }
      guard case .radial(let focus) = gradient.kind else { return }
      let radius = hypot(gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
      guard
        let pattern = cairo_pattern_create_radial(
          focus.x, focus.y, 0, gradient.start.x, gradient.start.y, radius)
      else { return }
      for stop in gradient.stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue,
          stop.color.alpha)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      cairo_set_line_width(cr, 5)
      cairo_stroke(cr)
      cairo_pattern_destroy(pattern)
    }
    #expect(worstDifference(drawn, cairo) <= 4)
    #expect(drawn != pixels { _ in })  // the ring is there
  }

  /// The gradient is left out (transparent) where the shape's layer is empty, and painted
  /// where it is not, at the device pixels the layer's origin says.
  @Test func aGradientIsWorkedOutOnlyUnderItsShape() {
    let drawing = VectorDrawing(
      width: 64, height: 64,
      items: [
        .fill(
          VectorPath([.move(.zero), .line(VectorPoint(x: 1, y: 0)), .close]),
          paint: .gradient(Self.gradients[0]), rule: .nonZero, opacity: 1)
      ])
    // A 10 × 4 layer at device (20, 30) with one row of coverage set: (25…29, 31).
    var bytes = [UInt8](repeating: 0, count: 12 * 4)
    for column in 5..<10 { bytes[1 * 12 + column] = 255 }
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress,
        case .gradient(let index) = drawing.steps.compactMap({ step -> VectorDrawing.Paint? in
          if case .fill(let fill) = step { fill.paint } else { nil }
        }).first
      else { return }
      let coverage = GradientCoverage(
        bytes: base, stride: 12, width: 10, height: 4, originX: 20, originY: 30)
      var identity = cairo_matrix_t()
      cairo_matrix_init_identity(&identity)
      guard
        let image = CairoVectorRenderer().gradientImage(
          drawing.gradients[index], in: drawing, alpha: 1, matrix: identity,
          box: (x: 20, y: 30, width: 10, height: 4), coverage: coverage),
        let data = cairo_image_surface_get_data(image)
      else {
        Issue.record("no gradient image")
        return
      }
      defer { cairo_surface_destroy(image) }
      let stride = Int(cairo_image_surface_get_stride(image)) / 4
      let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
      for row in 0..<4 {
        for column in 0..<10 {
          let shown = row == 1 && column >= 5
          #expect((words[row * stride + column] != 0) == shown)
        }
      }
    }
  }
}

extension CairoVectorRendererFillTests {
  /// Gradients drawn one after another into an image share one set of scratch pixels; each is
  /// composited before the next is painted, so every one draws as it does alone, and as it
  /// does on a recording target (which keeps its images and gets its own).
  @Test func gradientsOneAfterAnotherEachDrawAsAlone() {
    let items: [VectorItem] = zip(Self.gradients, [(18.0, 20.0), (42.0, 40.0)]).map {
      gradient, centre in
      .fill(
        ellipse(centre.0, centre.1, 20, 16), paint: .gradient(gradient), rule: .nonZero,
        opacity: 1)
    }
    let both = pixels(ours(items, .identity))
    let recorded = pixels(recording: true, ours(items, .identity))
    #expect(worstDifference(both, recorded) <= 1)
    // Each alone, the second over the first as Cairo composites them.
    let layered = pixels { cr in
      ours([items[0]], .identity)(cr)
      ours([items[1]], .identity)(cr)
    }
    #expect(worstDifference(both, layered) == 0)
    #expect(worstDifference(both, pixels(ours([items[1]], .identity))) > 100)
  }
}
