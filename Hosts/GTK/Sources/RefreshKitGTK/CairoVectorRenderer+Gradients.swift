import CGtk4
import Foundation
import LottieFormat

// Gradients: painted from a colour table into an image of the shape's device box, and
// composited through the shape's alpha mask.
extension CairoVectorRenderer {
  /// Entries in a gradient's colour table: neighbouring entries differ by at most one level
  /// in a channel (a ramp from 0 to 255 over the table), so a pixel's colour is within one
  /// level of the exact one.
  static let gradientTableSize = 256

  /// Paints gradient `index` (its stops' alpha times `alpha`) over the device pixels in
  /// `box` (whole pixels, device space) into a new image, and returns it; nil when the
  /// gradient draws nothing or Cairo cannot make the image.
  ///
  /// Cairo's own gradients (pixman's) evaluate every pixel's colour from the stops, in
  /// floating point for every pixel; a colour table of ``gradientTableSize`` entries and one
  /// add (linear) or one square root (radial) per pixel paint the same colours to within a
  /// level, as ThorVG and rlottie do with their tables. Colours are interpolated unpremultiplied and then premultiplied,
  /// as pixman, ThorVG and SVG do; offsets out of order are raised to the one before (SVG's
  /// rule); the ends pad.
  ///
  /// With `lending`, the image's pixels are this thread's scratch pixels
  /// (``CoverageRasterizer/pixels(count:)``), valid until the next lent image: for a target
  /// that composites at once (an image surface), and a caller that drops every reference to
  /// the image before drawing another.
  func gradientImage(
    _ gradient: VectorDrawing.Gradient, in drawing: VectorDrawing, alpha: Double,
    matrix m: cairo_matrix_t, box: (x: Int, y: Int, width: Int, height: Int),
    coverage: GradientCoverage? = nil, lending: Bool = false
  ) -> OpaquePointer? {
    let stops = drawing.stops[gradient.stops.clamped(to: drawing.stops.indices)]
    guard stops.count > 1, box.width > 0, box.height > 0 else { return nil }
    // Device pixel → gradient space (the path's user space).
    var inverse = m
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
    let (start, end) = (gradient.start, gradient.end)
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length2 = dx * dx + dy * dy
    guard length2.isFinite, length2 > 0 else { return nil }
    let entries = Self.gradientTableSize
    let lent =
      lending
      ? CoverageRasterizer.forThisThread.pixels(count: box.width * box.height) : nil
    guard
      let image = lent.map({
        cairo_image_surface_create_for_data(
          UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
          Int32(box.width), Int32(box.height), Int32(box.width * 4))
      })
        ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))
    else { return nil }
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(image)
    else {
      cairo_surface_destroy(image)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(image))
    cairo_surface_flush(image)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: entries) { table in
      Self.fillTable(table, stops: stops, alpha: alpha)
      let last = Double(entries - 1)
      // Where the centre of device pixel (0, 0) of the box lies, and the steps per pixel.
      let (px, py) = (Double(box.x) + 0.5, Double(box.y) + 0.5)
      let origin = (
        x: inverse.xx * px + inverse.xy * py + inverse.x0,
        y: inverse.yx * px + inverse.yy * py + inverse.y0
      )
      let stepX = (x: inverse.xx, y: inverse.yx)
      let stepY = (x: inverse.xy, y: inverse.yy)
      func index(_ t: Double) -> Int {
        // NaN fails both tests and lands on the first entry.
        t > 0 ? (t < 1 ? Int(t * last + 0.5) : entries - 1) : 0
      }
      switch gradient.kind {
      case .linear:
        // t = (p − start)·d / |d|², linear in the device pixel.
        let (ux, uy) = (dx / length2, dy / length2)
        let rowStart = (origin.x - start.x) * ux + (origin.y - start.y) * uy
        let perX = stepX.x * ux + stepX.y * uy
        let perY = stepY.x * ux + stepY.y * uy
        for row in 0..<box.height {
          let pixels = UnsafeMutableRawPointer(data + row * stride)
            .assumingMemoryBound(to: UInt32.self)
          let shown = coverage?.row(box.y + row, from: box.x, count: box.width)
          var t = rowStart + Double(row) * perY
          for column in 0..<box.width {
            if let shown, shown[column] == 0 {
              pixels[column] = 0
            } else {
              pixels[column] = table[index(t)]
            }
            t += perX
          }
        }
      case .radial(let focus):
        // The focus (pulled just inside the circle, as SVG 1.1 and the players do) is the
        // circle of radius 0 at t = 0; the circle (start, |d|) is t = 1. A point p lies on the
        // circle f + t·(c − f), radius t·r: |q − t·e|² = t²r² with q = p − f, e = c − f, so
        // t²(e·e − r²) − 2t(q·e) + q·q = 0, and the larger root is the colour's.
        let radius = length2.squareRoot()
        var (fx, fy) = (focus.x.isFinite ? focus.x : start.x, focus.y.isFinite ? focus.y : start.y)
        let (ox, oy) = (fx - start.x, fy - start.y)
        let distance = (ox * ox + oy * oy).squareRoot()
        if distance > radius * 0.99, distance > 0 {
          let pull = radius * 0.99 / distance
          (fx, fy) = (start.x + ox * pull, start.y + oy * pull)
        }
        let (ex, ey) = (start.x - fx, start.y - fy)
        let a = ex * ex + ey * ey - radius * radius  // < 0: the focus is inside
        let inverseA = 1 / a
        for row in 0..<box.height {
          let pixels = UnsafeMutableRawPointer(data + row * stride)
            .assumingMemoryBound(to: UInt32.self)
          let shown = coverage?.row(box.y + row, from: box.x, count: box.width)
          var qx = origin.x + Double(row) * stepY.x - fx
          var qy = origin.y + Double(row) * stepY.y - fy
          for column in 0..<box.width {
            if let shown, shown[column] == 0 {
              pixels[column] = 0
              qx += stepX.x
              qy += stepX.y
              continue
            }
            let b = qx * ex + qy * ey
            let c = qx * qx + qy * qy
            let t = (b - (b * b - a * c).squareRoot()) * inverseA
            pixels[column] = table[index(t)]
            qx += stepX.x
            qy += stepX.y
          }
        }
      }
    }
    cairo_surface_mark_dirty(image)
    return image
  }

  /// Fills `table` with the stops' colours at evenly spaced offsets from 0 to 1,
  /// premultiplied ARGB32 (Cairo's pixel layout), each alpha times `alpha`.
  static func fillTable(
    _ table: UnsafeMutableBufferPointer<UInt32>, stops: ArraySlice<VectorGradient.Stop>,
    alpha: Double
  ) {
    let count = table.count
    guard count > 0, !stops.isEmpty else { return }
    // `lower` is the last stop at or before the entry's offset; offsets out of order count
    // as the one before (SVG), so the walk only moves forward.
    var lower = stops.startIndex
    var lowerOffset = unit(stops[lower].offset)
    for entry in 0..<count {
      let offset = count > 1 ? Double(entry) / Double(count - 1) : 0
      while lower + 1 < stops.endIndex,
        Swift.max(unit(stops[lower + 1].offset), lowerOffset) <= offset
      {
        lower += 1
        lowerOffset = Swift.max(unit(stops[lower].offset), lowerOffset)
      }
      let color: VectorColor
      if offset < lowerOffset || lower + 1 == stops.endIndex {
        // Before the first stop, or at or past the last: pad.
        color = stops[lower].color
      } else {
        let (from, to) = (stops[lower].color, stops[lower + 1].color)
        let upperOffset = Swift.max(unit(stops[lower + 1].offset), lowerOffset)
        let f = (offset - lowerOffset) / (upperOffset - lowerOffset)
        color = VectorColor(
          red: from.red + (to.red - from.red) * f,
          green: from.green + (to.green - from.green) * f,
          blue: from.blue + (to.blue - from.blue) * f,
          alpha: from.alpha + (to.alpha - from.alpha) * f)
      }
      table[entry] = premultiplied(color, alpha: alpha)
    }
  }

  /// A colour times `alpha` as premultiplied ARGB32.
  static func premultiplied(_ color: VectorColor, alpha: Double) -> UInt32 {
    let a = unit(color.alpha * alpha)
    func channel(_ value: Double) -> UInt32 { UInt32((unit(value) * a * 255).rounded()) }
    return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16
      | channel(color.green) << 8 | channel(color.blue)
  }
}

/// An A8 image of a shape (the alpha layer a gradient is painted through), read to skip the
/// pixels it leaves empty.
struct GradientCoverage {
  /// The first byte, its row length, and its size.
  let bytes: UnsafePointer<UInt8>
  let stride: Int
  let width: Int
  let height: Int
  /// The device pixel of its first byte.
  let originX: Int
  let originY: Int

  /// The `count` bytes of device row `y` from device column `x`, or nil where they do not all
  /// lie in the image (then every pixel is painted).
  func row(_ y: Int, from x: Int, count: Int) -> UnsafePointer<UInt8>? {
    let (row, column) = (y - originY, x - originX)
    guard row >= 0, row < height, column >= 0, column + count <= width else { return nil }
    return bytes + row * stride + column
  }
}
