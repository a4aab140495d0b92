/// One subpath during evaluation: vertices with absolute control points, what modifiers
/// (trim, round corners) and transforms work on before it becomes a ``VectorPath``.
///
/// Segment `i` runs from `vertices[i]` through `outControls[i]` and `inControls[i + 1]` to
/// `vertices[i + 1]`; a closed contour has one more, back to the first vertex.
struct BezierContour: Sendable {
  var vertices: [VectorPoint] = []
  var inControls: [VectorPoint] = []
  var outControls: [VectorPoint] = []
  var isClosed = false

  /// How many segments the contour has.
  var segmentCount: Int {
    vertices.isEmpty ? 0 : (isClosed ? vertices.count : vertices.count - 1)
  }

  /// Adds a vertex with its control points.
  mutating func append(
    _ vertex: VectorPoint, in inControl: VectorPoint, out outControl: VectorPoint
  ) {
    vertices.append(vertex)
    inControls.append(inControl)
    outControls.append(outControl)
  }

  /// Adds a vertex with no tangents.
  mutating func append(_ vertex: VectorPoint) {
    append(vertex, in: vertex, out: vertex)
  }

  /// Segment `index`'s four points.
  func segment(_ index: Int) -> (VectorPoint, VectorPoint, VectorPoint, VectorPoint) {
    let next = index + 1 == vertices.count ? 0 : index + 1
    return (vertices[index], outControls[index], inControls[next], vertices[next])
  }

  /// The contour drawn the other way, from the same first vertex.
  func reversed() -> BezierContour {
    guard vertices.count > 1 else { return self }
    var result = BezierContour(isClosed: isClosed)
    let count = vertices.count
    for step in 0..<count {
      let index = isClosed ? (count - step) % count : count - 1 - step
      result.append(vertices[index], in: outControls[index], out: inControls[index])
    }
    return result
  }

  /// The contour with every point transformed.
  func applying(_ transform: VectorTransform) -> BezierContour {
    BezierContour(
      vertices: vertices.map(transform.apply), inControls: inControls.map(transform.apply),
      outControls: outControls.map(transform.apply), isClosed: isClosed)
  }

  /// Appends the contour's drawing steps, lines where a segment has no tangents.
  ///
  /// Coordinates are made finite (NaN → 0, clamped to ±1e9) so no renderer sees garbage.
  func appendElements(to elements: inout [VectorPath.Element]) {
    guard let first = vertices.first else { return }
    func clean(_ point: VectorPoint) -> VectorPoint {
      func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -1e9), 1e9)
      }
      return VectorPoint(x: finite(point.x), y: finite(point.y))
    }
    elements.append(.move(clean(first)))
    for index in 0..<segmentCount {
      let (start, control1, control2, end) = segment(index)
      if control1 == start && control2 == end {
        elements.append(.line(clean(end)))
      } else {
        elements.append(.curve(clean(control1), clean(control2), clean(end)))
      }
    }
    if isClosed { elements.append(.close) }
  }
}
