import CGtk4

// Coverage blended straight into an image target's pixels, without Cairo's compositor.
extension CairoVectorRenderer {
  /// An image target's pixels, the current colour and the clip, ready to blend into: what
  /// `cairo_mask_surface` and `cairo_fill` do with the OVER operator, a solid source and an
  /// ARGB32 or A8 image target, in pixman's arithmetic (8-bit premultiplied channels,
  /// products rounded as pixman rounds them).
  ///
  /// Cairo's set-up for one call (a mask image and pattern, its compositor's dispatch, the
  /// clip's intersection) takes more instructions than a small shape's own pixels.
  struct BlendTarget {
    /// The surface's first byte, bytes per row, and size in pixels.
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    /// Device pixels to the surface's: its device offset.
    let shift: (x: Int, y: Int)
    /// The source, premultiplied ARGB (only its alpha for an A8 target).
    let color: UInt32
    let isAlpha: Bool
    /// The clip, as device rectangles on whole pixels.
    let clip: cairo_rectangle_list_t

    /// The clip's rectangles cut to the device box (`x`, `y`, `right`, `bottom`), each moved
    /// into the surface's pixels and cut to the surface.
    func forEachPart(
      of box: (x: Int, y: Int, right: Int, bottom: Int),
      _ body: (_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> Void
    ) {
      for index in 0..<Int(clip.num_rectangles) {
        let rectangle = clip.rectangles[index]
        let (x, y) = (Int(rectangle.x), Int(rectangle.y))
        let left = Swift.max(Swift.max(x, box.x) + shift.x, 0)
        let top = Swift.max(Swift.max(y, box.y) + shift.y, 0)
        let right = Swift.min(Swift.min(x + Int(rectangle.width), box.right) + shift.x, width)
        let bottom = Swift.min(
          Swift.min(y + Int(rectangle.height), box.bottom) + shift.y, height)
        if left < right, top < bottom { body(left, top, right, bottom) }
      }
    }

    /// Blends `count` pixels of row `row` from column `left` (surface pixels) through `masks`.
    func blend(row: Int, left: Int, count: Int, masks: UnsafePointer<UInt8>) {
      if isAlpha {
        let bytes = data + row * stride + left
        let level = color >> 24
        for index in 0..<count where masks[index] != 0 {
          bytes[index] = CairoVectorRenderer.over(level, UInt32(masks[index]), bytes[index])
        }
        return
      }
      let pixels =
        UnsafeMutableRawPointer(data + row * stride)
        .assumingMemoryBound(to: UInt32.self) + left
      let opaque = color >> 24 == 255
      let bytes = UnsafeMutableRawPointer(pixels)
      let maskBytes = UnsafeRawPointer(masks)
      var index = 0
      // Four pixels at a time: none covered is skipped, all covered by an opaque colour
      // stored, the rest blended in vector lanes.
      while index + 4 <= count {
        let four = maskBytes.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        if four != 0 {
          if four == 0xFFFF_FFFF, opaque {
            bytes.storeBytes(
              of: SIMD4(repeating: color), toByteOffset: index * 4, as: SIMD4<UInt32>.self)
          } else {
            let under = bytes.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt32>.self)
            let levels = SIMD4<UInt32>(four & 0xFF, four >> 8 & 0xFF, four >> 16 & 0xFF, four >> 24)
            bytes.storeBytes(
              of: CairoVectorRenderer.over(color, levels, under), toByteOffset: index * 4,
              as: SIMD4<UInt32>.self)
          }
        }
        index += 4
      }
      while index < count {
        let mask = UInt32(masks[index])
        if mask != 0 {
          pixels[index] =
            mask == 255 && opaque ? color : CairoVectorRenderer.over(color, mask, pixels[index])
        }
        index += 1
      }
    }

    /// Blends `count` pixels of row `row` from column `left` through one `mask` level.
    func blend(row: Int, left: Int, count: Int, mask: UInt32) {
      guard mask > 0, count > 0 else { return }
      if isAlpha {
        let bytes = data + row * stride + left
        let level = color >> 24
        for index in 0..<count {
          bytes[index] = CairoVectorRenderer.over(level, mask, bytes[index])
        }
        return
      }
      let pixels =
        UnsafeMutableRawPointer(data + row * stride)
        .assumingMemoryBound(to: UInt32.self) + left
      if mask == 255, color >> 24 == 255 {
        // Eight pixels a store (a loop of single stores took five instructions a pixel).
        let bytes = UnsafeMutableRawPointer(pixels)
        let eight = SIMD8<UInt32>(repeating: color)
        var index = 0
        while index + 8 <= count {
          bytes.storeBytes(of: eight, toByteOffset: index * 4, as: SIMD8<UInt32>.self)
          index += 8
        }
        while index < count {
          pixels[index] = color
          index += 1
        }
        return
      }
      // The colour through the one level, once; then only what is under it is scaled.
      let masked = CairoVectorRenderer.over(color, mask, UInt32(0))
      let remaining = SIMD4<UInt32>(repeating: 255 - masked >> 24)
      let pair = SIMD4<UInt32>(repeating: 0x00FF_00FF)
      let (redBlue, alphaGreen) = (
        SIMD4<UInt32>(repeating: masked & 0x00FF_00FF),
        SIMD4<UInt32>(repeating: masked >> 8 & 0x00FF_00FF)
      )
      let bytes = UnsafeMutableRawPointer(pixels)
      var index = 0
      while index + 4 <= count {
        let under = bytes.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt32>.self)
        let blended =
          (redBlue &+ CairoVectorRenderer.scaled(under & pair, remaining))
          | ((alphaGreen &+ CairoVectorRenderer.scaled((under &>> 8) & pair, remaining)) &<< 8)
        bytes.storeBytes(of: blended, toByteOffset: index * 4, as: SIMD4<UInt32>.self)
        index += 4
      }
      while index < count {
        pixels[index] = CairoVectorRenderer.over(color, mask, pixels[index])
        index += 1
      }
    }
  }

  /// The target ready to blend the current source into within `clip` (device rectangles);
  /// nil, leaving it to Cairo, unless the operator is OVER, the source a solid colour and the
  /// target an ARGB32 or A8 image whose device offset and clip rectangles are whole pixels.
  func blendTarget(
    _ target: OpaquePointer, clip: cairo_rectangle_list_t, _ cr: OpaquePointer
  ) -> BlendTarget? {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, Self.blendsDirectly(into: target, cr),
      let source = cairo_get_source(cr), clip.num_rectangles >= 0
    else { return nil }
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard let shift = Self.whole(offsetX, offsetY) else { return nil }
    for index in 0..<Int(clip.num_rectangles) {
      let rectangle = clip.rectangles[index]
      guard Self.whole(rectangle.x, rectangle.y) != nil,
        Self.whole(rectangle.width, rectangle.height) != nil
      else { return nil }
    }
    var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
    cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha)
    // Cairo's colour: each premultiplied channel rounded to 16 bits, of which pixman keeps
    // the top 8.
    func level(_ value: Double) -> UInt32 {
      UInt32(Swift.min(Swift.max(value, 0), 1) * 65_535 + 0.5) >> 8
    }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    return BlendTarget(
      data: data, stride: Int(cairo_image_surface_get_stride(target)),
      width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)), shift: shift,
      color: level(alpha) << 24 | level(red * alpha) << 16 | level(green * alpha) << 8
        | level(blue * alpha),
      isAlpha: cairo_image_surface_get_format(target) == CAIRO_FORMAT_A8, clip: clip)
  }

  /// Whether ``blendTarget(_:clip:_:)`` can take the current source and `target`, as far as
  /// they tell (the operator, offset and clip are asked there).
  static func blendsDirectly(into target: OpaquePointer, _ cr: OpaquePointer) -> Bool {
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let source = cairo_get_source(cr),
      cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID
    else { return false }
    let format = cairo_image_surface_get_format(target)
    return format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8
  }

  /// Blends the current source through the rasteriser's coverage (its box at `origin`, device
  /// pixels) into `target`; false, having drawn nothing, where ``blendTarget(_:clip:_:)`` leaves
  /// it to Cairo.
  func blend(
    _ rasterizer: CoverageRasterizer, at origin: (x: Int, y: Int), onto target: OpaquePointer,
    clip: cairo_rectangle_list_t, _ cr: OpaquePointer
  ) -> Bool {
    guard let into = blendTarget(target, clip: clip, cr) else { return false }
    guard into.color != 0, let coverage = rasterizer.coverage.baseAddress else { return true }
    let box = (
      x: origin.x, y: origin.y, right: origin.x + rasterizer.width,
      bottom: origin.y + rasterizer.height
    )
    into.forEachPart(of: box) { left, top, right, bottom in
      for row in top..<bottom {
        // The box's first pixel is at origin + shift in the surface.
        let masks =
          coverage + (row - origin.y - into.shift.y) * rasterizer.stride
          + (left - origin.x - into.shift.x)
        into.blend(row: row, left: left, count: right - left, masks: masks)
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }

  /// Fills the device rectangle from (`x0`, `y0`) to (`x1`, `y1`) with the current source, each
  /// pixel covered by its exact share of the rectangle's area; false, having drawn nothing,
  /// where ``blendTarget(_:clip:_:)`` leaves it to Cairo.
  ///
  /// A rectangle's coverage needs no rasteriser: rows and columns inside it are whole, its
  /// edges' shares are products of two overlaps. (Cairo fills one off the pixel grid through
  /// its general scan converter, some 20 000 instructions for a small square.)
  func fillRectangle(
    x0: Double, y0: Double, x1: Double, y1: Double, onto target: OpaquePointer,
    clip: cairo_rectangle_list_t, _ cr: OpaquePointer
  ) -> Bool {
    guard let into = blendTarget(target, clip: clip, cr) else { return false }
    guard into.color != 0, x0 < x1, y0 < y1 else { return true }
    let box = (
      x: Int(x0.rounded(.down)), y: Int(y0.rounded(.down)), right: Int(x1.rounded(.up)),
      bottom: Int(y1.rounded(.up))
    )
    // The columns wholly inside (device pixels).
    let (inside, insideEnd) = (Int(x0.rounded(.up)), Int(x1.rounded(.down)))
    func overlap(_ start: Double, _ end: Double, _ pixel: Int) -> Double {
      Swift.max(Swift.min(end, Double(pixel + 1)) - Swift.max(start, Double(pixel)), 0)
    }
    into.forEachPart(of: box) { left, top, right, bottom in
      for row in top..<bottom {
        let rowShare = overlap(y0, y1, row - into.shift.y)
        var column = left
        while column < right {
          let device = column - into.shift.x
          if device >= inside, device < insideEnd {
            let count = Swift.min(insideEnd + into.shift.x, right) - column
            into.blend(
              row: row, left: column, count: count, mask: Self.level(rowShare))
            column += count
          } else {
            into.blend(
              row: row, left: column, count: 1,
              mask: Self.level(rowShare * overlap(x0, x1, device)))
            column += 1
          }
        }
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }

  /// A share of a pixel (0…1) as an 8-bit coverage level.
  private static func level(_ share: Double) -> UInt32 {
    UInt32(Swift.min(Swift.max(share, 0), 1) * 255 + 0.5)
  }

  /// Both values as whole numbers, or nil when either is not one (or is out of `Int32`).
  private static func whole(_ x: Double, _ y: Double) -> (x: Int, y: Int)? {
    guard x == x.rounded(), y == y.rounded(), Swift.abs(x) < 1e9, Swift.abs(y) < 1e9 else {
      return nil
    }
    return (Int(x), Int(y))
  }

  /// `value` × `factor` / 255, rounded as pixman rounds it (exact for every pair of bytes).
  @inline(__always)
  static func scale(_ value: UInt32, _ factor: UInt32) -> UInt32 {
    let product = value &* factor &+ 128
    return (product &+ (product >> 8)) >> 8
  }

  /// `color` (premultiplied ARGB) through `mask` over `pixel`.
  @inline(__always)
  static func over(_ color: UInt32, _ mask: UInt32, _ pixel: UInt32) -> UInt32 {
    let (a, r, g, b) = (
      scale(color >> 24, mask), scale(color >> 16 & 0xFF, mask),
      scale(color >> 8 & 0xFF, mask), scale(color & 0xFF, mask)
    )
    let under = 255 - a
    return Swift.min(a + scale(pixel >> 24, under), 255) << 24
      | Swift.min(r + scale(pixel >> 16 & 0xFF, under), 255) << 16
      | Swift.min(g + scale(pixel >> 8 & 0xFF, under), 255) << 8
      | Swift.min(b + scale(pixel & 0xFF, under), 255)
  }

  /// `color` through four `masks` over four `pixels`: ``over(_:_:_:)-(UInt32,UInt32,UInt32)``
  /// in vector lanes, two channels to a lane (red and blue, alpha and green, 16 bits apart).
  ///
  /// No channel can carry into the next: a premultiplied colour's channels are at most its
  /// alpha, so each sum is at most 255.
  @inline(__always)
  static func over(
    _ color: UInt32, _ masks: SIMD4<UInt32>, _ pixels: SIMD4<UInt32>
  ) -> SIMD4<UInt32> {
    let pair = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let source = SIMD4<UInt32>(repeating: color)
    let redBlue = scaled(source & pair, masks)
    let alphaGreen = scaled((source &>> 8) & pair, masks)
    let under = SIMD4<UInt32>(repeating: 255) &- (alphaGreen &>> 16)
    let belowRedBlue = scaled(pixels & pair, under)
    let belowAlphaGreen = scaled((pixels &>> 8) & pair, under)
    return (redBlue &+ belowRedBlue) | ((alphaGreen &+ belowAlphaGreen) &<< 8)
  }

  /// Both channels of each lane (16 bits apart, `0x00FF00FF` at most) times `factor` / 255,
  /// rounded as ``scale(_:_:)``.
  @inline(__always)
  static func scaled(_ channels: SIMD4<UInt32>, _ factor: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let pair = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let product = channels &* factor &+ SIMD4(repeating: 0x0080_0080)
    return ((product &+ ((product &>> 8) & pair)) &>> 8) & pair
  }

  /// An alpha `level` through `mask` over the alpha byte `under`.
  @inline(__always)
  static func over(_ level: UInt32, _ mask: UInt32, _ under: UInt8) -> UInt8 {
    let a = scale(level, mask)
    return UInt8(Swift.min(a + scale(UInt32(under), 255 - a), 255))
  }
}
