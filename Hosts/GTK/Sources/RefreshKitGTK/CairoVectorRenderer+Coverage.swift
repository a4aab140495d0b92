import CGtk4
import LottieFormat

// Fills: coverage from CoverageRasterizer, blended into an image or composited by Cairo.
extension CairoVectorRenderer {
  /// Fills `path` with the current source through exact-area coverage, when that is faster.
  ///
  /// The coverage (``CoverageRasterizer``) is blended into an image target's pixels
  /// (``blend(_:at:onto:clip:_:)``, for a solid colour and a box of at most ``blendedArea``
  /// pixels) or painted with `cairo_mask_surface`, so Cairo still clips, composites and
  /// records the result and every target, clip and group works as with `cairo_fill`. A
  /// rectangle turned a hair off the axes fills its box (``nearBox(of:matrix:)``). Returns
  /// false, having drawn nothing, where Cairo's own fill is the better one: with the OVER
  /// operator, any other outline without curves (its spans fill a few long edges fast) or a
  /// box of over ``pixelsPerEdge`` pixels per flattened edge; and always with
  /// no antialiasing, a device scale other than 1 (a HiDPI target draws in its own pixels), a
  /// clip that is not rectangles, or a box over ``CoverageRasterizer/areaLimit``.
  ///
  /// A path with a point that is not finite or lies beyond ``deviceLimit`` draws nothing, as
  /// ``append(_:_:)`` decides for Cairo's own fill.
  func fillWithCoverage(
    _ path: ArraySlice<VectorPath.Element>, evenOdd: Bool, _ cr: OpaquePointer
  ) -> Bool {
    guard !path.isEmpty, cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE,
      let target = cairo_get_group_target(cr)
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    // Only outlines with curves: Cairo's scan converter costs most per edge, and a curve is
    // many edges once flattened, while its spans make a few long straight edges cheap (and
    // a rectangle on the pixel axes cheaper still, as boxes).
    // (Other operators, a mask's, take Cairo's slow general path whatever the outline: 8M
    // instructions for a 100 px circle cut out of an alpha layer, 40 times the mask's.)
    let over = cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    let curved = path.contains(where: { if case .curve = $0 { true } else { false } })
    // A rectangle turned a hair off the device axes, blended into an image, needs no scan
    // converter at all (``fillRectangle(x0:y0:x1:y1:onto:clip:_:)``).
    // (On the axes, the common case, it is Cairo's box: nothing more is asked.)
    let turned =
      over && (m.xy != 0 || m.yx != 0) && Self.isRectangle(path)
        && Self.blendsDirectly(into: target, cr)
      ? Self.nearBox(of: path, matrix: m) : nil
    guard !over || curved || turned != nil else { return false }
    var (scaleX, scaleY) = (0.0, 0.0)
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    guard scaleX == 1, scaleY == 1 else { return false }
    // Under a clip that is not whole rectangles (a matte's or mask's outline), Cairo composites
    // a mask through a clip image it makes for each call, where its own fill intersects the
    // two outlines once: 170 000 instructions against 20 000 for a small shape.
    // (Asked in device space: a turned user space makes any rectangle unrepresentable.)
    cairo_identity_matrix(cr)
    let clipRectangles = cairo_copy_clip_rectangle_list(cr)
    cairo_set_matrix(cr, &m)
    guard let clipRectangles else { return false }
    defer { cairo_rectangle_list_destroy(clipRectangles) }
    guard clipRectangles.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
    // The device bounds of the points (which contain the curves).
    let limit = Self.deviceLimit
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    var fits = true
    func include(_ p: VectorPoint) -> (x: Double, y: Double) {
      let (x, y) = (m.xx * p.x + m.xy * p.y + m.x0, m.yx * p.x + m.yy * p.y + m.y0)
      // NaN and infinities fail these comparisons too.
      guard Swift.abs(x) <= limit, Swift.abs(y) <= limit else {
        fits = false
        return (0, 0)
      }
      (minX, maxX) = (Swift.min(minX, x), Swift.max(maxX, x))
      (minY, maxY) = (Swift.min(minY, y), Swift.max(maxY, y))
      return (x, y)
    }
    // The edges the outline flattens into, to weigh against its area.
    var segments = 0
    var last = (x: 0.0, y: 0.0)
    for element in path {
      switch element {
      case .move(let to): last = include(to)
      case .line(let to):
        last = include(to)
        segments += 1
      case .curve(let control1, let control2, let to):
        let (p1, p2, p3) = (include(control1), include(control2), include(to))
        segments += Self.steps(last, p1, p2, p3)
        last = p3
      case .close: segments += 1
      }
    }
    guard fits else { return true }
    guard minX <= maxX, minY <= maxY else { return true }
    if let turned {
      if fillRectangle(
        x0: turned.minX, y0: turned.minY, x1: turned.maxX, y1: turned.maxY, onto: target,
        clip: clipRectangles.pointee, cr)
      {
        return true
      }
      guard curved else { return false }
    }
    // Within the clip (its user-space extents, through the matrix: a box that holds it).
    var (clipX1, clipY1, clipX2, clipY2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
    var (clipLeft, clipTop) = (Double.infinity, Double.infinity)
    var (clipRight, clipBottom) = (-Double.infinity, -Double.infinity)
    for (x, y) in [(clipX1, clipY1), (clipX2, clipY1), (clipX1, clipY2), (clipX2, clipY2)] {
      let (deviceX, deviceY) = (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
      (clipLeft, clipRight) = (Swift.min(clipLeft, deviceX), Swift.max(clipRight, deviceX))
      (clipTop, clipBottom) = (Swift.min(clipTop, deviceY), Swift.max(clipBottom, deviceY))
    }
    let left = Swift.max(minX, clipLeft).rounded(.down)
    let top = Swift.max(minY, clipTop).rounded(.down)
    let right = Swift.min(maxX, clipRight).rounded(.up)
    let bottom = Swift.min(maxY, clipBottom).rounded(.up)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left,
      bottom > top
    else { return true }
    let box = (x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    // A large plain shape is mostly interior, which Cairo's spans fill at memory speed while
    // coverage costs every pixel of the box.
    guard !over || Double(box.width) * Double(box.height) <= Self.pixelsPerEdge * Double(segments)
    else { return false }
    let rasterizer = CoverageRasterizer.forThisThread
    guard rasterizer.begin(width: box.width, height: box.height) else { return false }
    addEdges(of: path, matrix: m, origin: (left, top), to: rasterizer)
    rasterizer.resolve(evenOdd: evenOdd)
    // Blended here where Cairo's set-up would outweigh the pixels; a larger box goes to
    // pixman's own vector code, which blends a pixel in fewer instructions than ours.
    if box.width * box.height > Self.blendedArea
      || !blend(rasterizer, at: (box.x, box.y), onto: target, clip: clipRectangles.pointee, cr)
    {
      composite(rasterizer, at: (box.x, box.y), onto: target, matrix: &m, cr)
    }
    return true
  }

  /// Whether `path` is one rectangle with sides along its axes: a move, three or four lines
  /// (or curves whose handles sit on their ends) and a close.
  static func isRectangle(_ path: ArraySlice<VectorPath.Element>) -> Bool {
    var points = (VectorPoint.zero, VectorPoint.zero, VectorPoint.zero, VectorPoint.zero)
    var count = 0
    var closed = false
    for element in path {
      let point: VectorPoint
      switch element {
      case .move(let to):
        guard count == 0 else { return false }
        point = to
      case .line(let to):
        guard count > 0 else { return false }
        point = to
      case .curve(let control1, let control2, let to):
        let from = count == 1 ? points.0 : count == 2 ? points.1 : count == 3 ? points.2 : points.3
        guard count > 0, control1 == from, control2 == to else { return false }
        point = to
      case .close:
        guard !closed else { return false }
        closed = true
        continue
      }
      guard !closed else { return false }
      switch count {
      case 0: points.0 = point
      case 1: points.1 = point
      case 2: points.2 = point
      case 3: points.3 = point
      case 4 where point == points.0: break
      default: return false
      }
      count += 1
    }
    guard count >= 4 else { return false }
    let (a, b, c, d) = points
    return (a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y)
      || (a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x)
  }

  /// The device box of a rectangle turned a hair off the device axes; nil for any other path.
  ///
  /// Every point must lie, through `matrix`, within
  /// ``boxTolerance`` of a corner of that box, but not all of them on one: such a rectangle
  /// fills its box to within that tolerance along each edge (a square turned by 89.95°, as
  /// exported, is one), where Cairo, seeing no box, would take its general scan converter
  /// (twice the instructions of a box for a 28-pixel square). Nil otherwise: a rectangle on
  /// its box is Cairo's.
  static func nearBox(
    of path: ArraySlice<VectorPath.Element>, matrix m: cairo_matrix_t
  ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var box = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity,
      maxY: -Double.infinity
    )
    func device(_ p: VectorPoint) -> (x: Double, y: Double) {
      (m.xx * p.x + m.xy * p.y + m.x0, m.yx * p.x + m.yy * p.y + m.y0)
    }
    for element in path {
      switch element {
      case .move(let p), .line(let p), .curve(_, _, let p):
        let (x, y) = device(p)
        (box.minX, box.maxX) = (Swift.min(box.minX, x), Swift.max(box.maxX, x))
        (box.minY, box.maxY) = (Swift.min(box.minY, y), Swift.max(box.maxY, y))
      case .close: break
      }
    }
    // How far the farthest point strays from the box's corners.
    var stray = 0.0
    for element in path {
      switch element {
      case .move(let p), .line(let p), .curve(_, _, let p):
        let (x, y) = device(p)
        stray = Swift.max(
          stray, Swift.min(Swift.abs(x - box.minX), Swift.abs(x - box.maxX)),
          Swift.min(Swift.abs(y - box.minY), Swift.abs(y - box.maxY)))
      case .close: break
      }
    }
    // (NaN fails both comparisons.)
    return stray > cairoBoxTolerance && stray <= boxTolerance ? box : nil
  }

  /// How far a rectangle's corner may stray from its box for Cairo to fill it as that box
  /// itself: its coordinates are 24.8 fixed point, and a box is its fastest fill.
  static let cairoBoxTolerance = 1.0 / 512

  /// How far, in device pixels, a rectangle's corner may lie from its box's for the box to be
  /// filled instead: a 32nd.
  ///
  /// The sliver between the two is then under a 32nd of a pixel wide,
  /// at most 8 levels of coverage on an edge pixel (a 28-pixel square turned by 89.95° is off
  /// by 0.022 at its corners: 3 levels on average along its edges).
  static let boxTolerance = 1.0 / 32

  /// How far, in device pixels, a fill's flattened curves may stray from the curves.
  ///
  /// A tenth, Cairo's default (and what its strokes keep), so that a curve's
  /// flattest part (the top of a circle, where a row's coverage is most sensitive to it) is off
  /// by under 26 levels. A quarter pixel (FreeType's) put round caps and the tops of circles
  /// off by up to 60 levels, for 3–15 % fewer instructions; not taken.
  static let flatness = 0.1

  /// The most box pixels per flattened edge for which coverage beats Cairo's fill
  /// (callgrind over the real loaders; see Docs/Performance.md).
  static let pixelsPerEdge = 100.0

  /// The largest box, in pixels, whose coverage is blended into an image by
  /// ``blend(_:at:onto:clip:_:)`` rather than composited by Cairo (callgrind over the real
  /// loaders: a 64-pixel square's pixels cost about what Cairo's set-up for one call does).
  static let blendedArea = 4096

  /// How many straight steps the cubic from `p0` to `p3` is flattened into: uniform steps
  /// stray from a cubic by at most (3/4)·dd/n², dd the larger second difference of its
  /// control points, so n = √(3·dd / (4·``flatness``)), at most 256.
  static func steps(
    _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
    _ p3: (x: Double, y: Double)
  ) -> Int {
    let (ax, ay) = (p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let (bx, by) = (p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let dd = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    let steps = (0.75 * dd / flatness).squareRoot().rounded(.up)
    // NaN fails the comparison and takes one step.
    return steps > 1 ? Int(Swift.min(steps, 256)) : 1
  }

  /// Adds the outline's edges in the box's pixels, curves flattened to ``flatness``, every
  /// subpath closed (as a fill closes them).
  private func addEdges(
    of path: ArraySlice<VectorPath.Element>, matrix m: cairo_matrix_t,
    origin: (x: Double, y: Double), to rasterizer: CoverageRasterizer
  ) {
    func device(_ p: VectorPoint) -> (x: Double, y: Double) {
      (
        m.xx * p.x + m.xy * p.y + m.x0 - origin.x,
        m.yx * p.x + m.yy * p.y + m.y0 - origin.y
      )
    }
    var start = (x: 0.0, y: 0.0)
    var current = start
    var open = false
    for element in path {
      switch element {
      case .move(let to):
        if open { rasterizer.addLine(current.x, current.y, start.x, start.y) }
        start = device(to)
        current = start
        open = true
      case .line(let to):
        let point = device(to)
        rasterizer.addLine(current.x, current.y, point.x, point.y)
        current = point
        open = true
      case .curve(let control1, let control2, let to):
        let (p1, p2, p3) = (device(control1), device(control2), device(to))
        let p0 = current
        let steps = Self.steps(p0, p1, p2, p3)
        var previous = p0
        for step in 1...steps {
          let t = Double(step) / Double(steps)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          let point = (
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y
          )
          rasterizer.addLine(previous.x, previous.y, point.x, point.y)
          previous = point
        }
        current = p3
        open = true
      case .close:
        rasterizer.addLine(current.x, current.y, start.x, start.y)
        current = start
      }
    }
    if open { rasterizer.addLine(current.x, current.y, start.x, start.y) }
  }

  /// Paints the current source through the rasteriser's coverage at `origin` (device pixels).
  private func composite(
    _ rasterizer: CoverageRasterizer, at origin: (x: Int, y: Int), onto target: OpaquePointer,
    matrix m: inout cairo_matrix_t, _ cr: OpaquePointer
  ) {
    let (width, height) = (Int32(rasterizer.width), Int32(rasterizer.height))
    let surface: OpaquePointer?
    // An image target composites at once, so the coverage can be lent; a recording target
    // keeps the mask, which must then be its own copy.
    if cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_format_stride_for_width(CAIRO_FORMAT_A8, width) == Int32(rasterizer.stride)
    {
      surface = cairo_image_surface_create_for_data(
        rasterizer.coverage.baseAddress, CAIRO_FORMAT_A8, width, height,
        Int32(rasterizer.stride))
    } else {
      surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
      if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
        let data = cairo_image_surface_get_data(surface),
        let source = rasterizer.coverage.baseAddress
      {
        let stride = Int(cairo_image_surface_get_stride(surface))
        cairo_surface_flush(surface)
        for row in 0..<Int(height) {
          (data + row * stride).update(
            from: source + row * rasterizer.stride, count: rasterizer.width)
        }
        cairo_surface_mark_dirty(surface)
      }
    }
    guard let surface else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_identity_matrix(cr)
    cairo_mask_surface(cr, surface, Double(origin.x), Double(origin.y))
    cairo_set_matrix(cr, &m)
  }
}
