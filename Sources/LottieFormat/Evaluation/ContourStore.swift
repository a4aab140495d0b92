/// Every contour of a frame being evaluated, in flat arrays kept from frame to frame.
///
/// A contour is a run of vertices with absolute control points: what geometry, modifiers
/// (trim, round corners) and transforms work on before it becomes path elements. Segment `i`
/// of a contour runs from its vertex `i` through out-control `i` and in-control `i + 1` to
/// vertex `i + 1`; a closed contour has one more, back to its first vertex. Modifiers never
/// edit a contour: they append the new one, so a leaf's contours are a range of ``contours``.
/// ``removeAll()`` keeps the storage, so once the arrays have grown to a frame's size, building
/// the next frame's contours allocates nothing.
struct ContourStore: Sendable {
  /// One contour: a range of the store's vertex arrays.
  struct Contour: Sendable {
    var start: Int
    var count: Int
    var isClosed: Bool

    /// How many segments the contour has.
    var segmentCount: Int { count == 0 ? 0 : (isClosed ? count : count - 1) }
  }

  var vertices: [VectorPoint] = []
  var inControls: [VectorPoint] = []
  var outControls: [VectorPoint] = []
  var contours: [Contour] = []

  /// Forgets every contour, keeping the storage.
  mutating func removeAll() {
    vertices.removeAll(keepingCapacity: true)
    inControls.removeAll(keepingCapacity: true)
    outControls.removeAll(keepingCapacity: true)
    contours.removeAll(keepingCapacity: true)
  }

  /// Starts a new contour (the last one); returns its index.
  @discardableResult
  mutating func begin(closed: Bool) -> Int {
    contours.append(Contour(start: vertices.count, count: 0, isClosed: closed))
    return contours.count - 1
  }

  /// Adds a vertex with its control points to the last contour.
  mutating func append(
    _ vertex: VectorPoint, in inControl: VectorPoint, out outControl: VectorPoint
  ) {
    vertices.append(vertex)
    inControls.append(inControl)
    outControls.append(outControl)
    contours[contours.count - 1].count += 1
  }

  /// Adds a vertex with no tangents to the last contour.
  mutating func append(_ vertex: VectorPoint) {
    append(vertex, in: vertex, out: vertex)
  }

  /// Segment `index` of contour `contour`: its four points.
  func segment(
    _ contour: Contour, _ index: Int
  ) -> (VectorPoint, VectorPoint, VectorPoint, VectorPoint) {
    let from = contour.start + index
    let to = index + 1 == contour.count ? contour.start : from + 1
    return (vertices[from], outControls[from], inControls[to], vertices[to])
  }

  /// Takes away the last contour and its vertices.
  mutating func removeLast() {
    guard let contour = contours.popLast() else { return }
    // Only a contour whose vertices are the last ones (not a copy of an earlier one's range).
    guard contour.start + contour.count == vertices.count else { return }
    vertices.removeLast(contour.count)
    inControls.removeLast(contour.count)
    outControls.removeLast(contour.count)
  }

  /// Appends another entry for contour `index`'s vertices (a modifier that keeps a contour
  /// whole).
  mutating func appendCopy(of index: Int) {
    contours.append(contours[index])
  }

  /// Turns the last contour around in place: drawn the other way, from the same first vertex
  /// (an open one from its last).
  mutating func reverseLast() {
    guard let contour = contours.last, contour.count > 1 else { return }
    // A closed contour keeps its first vertex; an open one is reversed whole.
    var low = contour.isClosed ? contour.start + 1 : contour.start
    var high = contour.start + contour.count - 1
    while low < high {
      vertices.swapAt(low, high)
      inControls.swapAt(low, high)
      outControls.swapAt(low, high)
      low += 1
      high -= 1
    }
    for index in contour.start..<contour.start + contour.count {
      let control = inControls[index]
      inControls[index] = outControls[index]
      outControls[index] = control
    }
  }

  /// How many vertices the contours in `range` hold.
  func vertexCount(_ range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += contours[index].count }
    return total
  }

  /// Appends contour `index`'s drawing steps to `drawing`, through `transform` when there is
  /// one; lines where a segment has no tangents.
  ///
  /// Coordinates are made finite (NaN → 0, clamped to ±1e9) so no renderer sees garbage.
  func appendElements(
    of index: Int, transform: VectorTransform?, to drawing: inout VectorDrawing
  ) {
    let contour = contours[index]
    guard contour.count > 0 else { return }
    func clean(_ point: VectorPoint) -> VectorPoint {
      let point = transform.map { $0.apply(to: point) } ?? point
      func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -1e9), 1e9)
      }
      return VectorPoint(x: finite(point.x), y: finite(point.y))
    }
    drawing.addElement(.move(clean(vertices[contour.start])))
    for segment in 0..<contour.segmentCount {
      let (start, control1, control2, end) = self.segment(contour, segment)
      if control1 == start && control2 == end {
        drawing.addElement(.line(clean(end)))
      } else {
        drawing.addElement(.curve(clean(control1), clean(control2), clean(end)))
      }
    }
    if contour.isClosed { drawing.addElement(.close) }
  }
}
