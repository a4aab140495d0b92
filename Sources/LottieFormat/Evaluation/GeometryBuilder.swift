import Foundation

/// Builds a geometry leaf's contour at a frame, following the spec's drawing order (which
/// trim paths follow): rectangles from the top right, ellipses from the top, clockwise.
enum GeometryBuilder {
  /// The ellipse quadrant's tangent length over its radius.
  static let kappa = 0.5519150244935105707435627

  /// Appends the contour of `geometry` at `frame` to `store`; returns its index.
  ///
  /// `scratch` is reused for a path's flat values.
  @discardableResult
  static func contour(
    _ geometry: GeometryModel, at frame: Double, scratch: inout [Double],
    into store: inout ContourStore
  ) -> Int {
    switch geometry.kind {
    case .rectangle(let position, let size, let roundness):
      rectangle(
        center: position.point(at: frame), size: size.point(at: frame),
        radius: roundness.scalar(at: frame), into: &store)
    case .ellipse(let position, let size):
      ellipse(center: position.point(at: frame), size: size.point(at: frame), into: &store)
    case .star(let star):
      self.star(star, at: frame, reversed: geometry.isReversed, into: &store)
      return store.contours.count - 1
    case .path(let value, let closed):
      value.values(at: frame, into: &scratch)
      path(scratch, closed: closed, into: &store)
      return store.contours.count - 1
    }
    if geometry.isReversed { store.reverseLast() }
    return store.contours.count - 1
  }

  /// A rectangle centred on `center`, its corner radius clamped to half the smaller side.
  static func rectangle(
    center: VectorPoint, size: VectorPoint, radius: Double, into contour: inout ContourStore
  ) {
    let halfWidth = abs(size.x) / 2
    let halfHeight = abs(size.y) / 2
    let left = center.x - halfWidth
    let right = center.x + halfWidth
    let top = center.y - halfHeight
    let bottom = center.y + halfHeight
    contour.begin(closed: true)
    let rounded = Swift.min(Swift.max(radius, 0), halfWidth, halfHeight)
    func point(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }
    guard rounded > 0 else {
      contour.append(point(right, top))
      contour.append(point(right, bottom))
      contour.append(point(left, bottom))
      contour.append(point(left, top))
      return
    }
    let tangent = rounded * kappa
    contour.append(
      point(right, top + rounded), in: point(right, top + rounded - tangent),
      out: point(right, top + rounded))
    contour.append(
      point(right, bottom - rounded), in: point(right, bottom - rounded),
      out: point(right, bottom - rounded + tangent))
    contour.append(
      point(right - rounded, bottom), in: point(right - rounded + tangent, bottom),
      out: point(right - rounded, bottom))
    contour.append(
      point(left + rounded, bottom), in: point(left + rounded, bottom),
      out: point(left + rounded - tangent, bottom))
    contour.append(
      point(left, bottom - rounded), in: point(left, bottom - rounded + tangent),
      out: point(left, bottom - rounded))
    contour.append(
      point(left, top + rounded), in: point(left, top + rounded),
      out: point(left, top + rounded - tangent))
    contour.append(
      point(left + rounded, top), in: point(left + rounded - tangent, top),
      out: point(left + rounded, top))
    contour.append(
      point(right - rounded, top), in: point(right - rounded, top),
      out: point(right - rounded + tangent, top))
  }

  /// An ellipse of `size` centred on `center`: four cubic quadrants from the top, clockwise.
  static func ellipse(
    center: VectorPoint, size: VectorPoint, into contour: inout ContourStore
  ) {
    let rx = size.x / 2
    let ry = size.y / 2
    let tx = rx * kappa
    let ty = ry * kappa
    let (x, y) = (center.x, center.y)
    func point(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }
    contour.begin(closed: true)
    contour.append(point(x, y - ry), in: point(x - tx, y - ry), out: point(x + tx, y - ry))
    contour.append(point(x + rx, y), in: point(x + rx, y - ty), out: point(x + rx, y + ty))
    contour.append(point(x, y + ry), in: point(x + tx, y + ry), out: point(x - tx, y + ry))
    contour.append(point(x - rx, y), in: point(x - rx, y + ty), out: point(x - rx, y - ty))
  }

  /// A star or polygon, lottie-web's construction: points from straight up, clockwise,
  /// rotated clockwise by `r` degrees; roundness bends each edge along the circle's tangent.
  static func star(
    _ star: StarModel, at frame: Double, reversed: Bool, into contour: inout ContourStore
  ) {
    let count = star.points.scalar(at: frame).rounded(.down)
    contour.begin(closed: true)
    guard count >= 1 else { return }
    let points = Int(Swift.min(count, Double(LottieLimits.maximumStarPoints)))
    let center = star.position.point(at: frame)
    let vertexCount = star.isPolygon ? points : points * 2
    let step = 2 * Double.pi / Double(vertexCount) * (reversed ? -1 : 1)
    var angle = -Double.pi / 2 + star.rotation.scalar(at: frame) * .pi / 180
    let outer = star.outerRadius.scalar(at: frame)
    let inner = star.innerRadius.scalar(at: frame)
    let outerRound = star.outerRoundness.scalar(at: frame) / 100
    let innerRound = star.innerRoundness.scalar(at: frame) / 100
    // Tangent length at full roundness: the circumference over four per point (a star's
    // point has two vertices, a polygon's one).
    let perimeterOuter = 2 * Double.pi * outer / Double(points * 4)
    let perimeterInner = 2 * Double.pi * inner / Double(points * 4)
    for index in 0..<vertexCount {
      let isOuter = star.isPolygon || index % 2 == 0
      let radius = isOuter ? outer : inner
      let length = (isOuter ? perimeterOuter : perimeterInner) * (isOuter ? outerRound : innerRound)
      let x = radius * cos(angle)
      let y = radius * sin(angle)
      let norm = (x * x + y * y).squareRoot()
      let (ox, oy) = norm == 0 ? (0, 0) : (y / norm, -x / norm)
      let direction = reversed ? -1.0 : 1.0
      let vertex = VectorPoint(x: center.x + x, y: center.y + y)
      contour.append(
        vertex,
        in: VectorPoint(
          x: vertex.x + ox * length * direction, y: vertex.y + oy * length * direction),
        out: VectorPoint(
          x: vertex.x - ox * length * direction, y: vertex.y - oy * length * direction))
      angle += step
    }
  }

  /// A free path from its flat values: `[vx, vy, ix, iy, ox, oy]` per vertex, tangents
  /// relative to their vertex.
  static func path(_ flat: [Double], closed: Bool, into contour: inout ContourStore) {
    contour.begin(closed: closed)
    let count = flat.count / 6
    for index in 0..<count {
      let base = index * 6
      let vertex = VectorPoint(x: flat[base], y: flat[base + 1])
      contour.append(
        vertex, in: VectorPoint(x: vertex.x + flat[base + 2], y: vertex.y + flat[base + 3]),
        out: VectorPoint(x: vertex.x + flat[base + 4], y: vertex.y + flat[base + 5]))
    }
  }
}
