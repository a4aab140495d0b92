/// Trim paths: keeps the part of contours between two fractions of their length.
///
/// Lengths are measured on the contours as the modifier sees them (the shapes' own
/// coordinates, as lottie-web does), each segment as a polyline of ``samples`` chords; a
/// cut inside a segment splits the cubic with de Casteljau at the parameter the chord table
/// gives for the distance.
enum PathTrimmer {
  /// Chords per segment for lengths.
  static let samples = 12

  /// At most two intervals of a contour's length (fractions 0…1), wrapping around.
  struct Intervals: Equatable, Sendable {
    var first: ClosedRange<Double>?
    var second: ClosedRange<Double>?
  }

  /// The intervals for start and end percent and offset degrees, or `nil` when nothing is
  /// trimmed (empty intervals: everything is).
  static func intervals(start: Double, end: Double, offset: Double) -> Intervals? {
    let low = Swift.min(Swift.max(Swift.min(start, end) / 100, 0), 1)
    let high = Swift.min(Swift.max(Swift.max(start, end) / 100, 0), 1)
    if low == 0 && high == 1 { return nil }
    if high - low <= 0 { return Intervals() }
    let turns = offset / 360
    let shift = turns - turns.rounded(.down)
    var from = low + shift
    var to = high + shift
    if from >= 1 {
      from -= 1
      to -= 1
    }
    if to <= 1 { return Intervals(first: from...to) }
    return Intervals(first: from...1, second: 0...(to - 1))
  }

  /// Appends each segment's length of contour `index` to `lengths`.
  static func appendLengths(_ index: Int, of store: ContourStore, to lengths: inout [Double]) {
    let contour = store.contours[index]
    for segment in 0..<contour.segmentCount {
      let (p0, c1, c2, p1) = store.segment(contour, segment)
      var total = 0.0
      var previous = p0
      for step in 1...samples {
        let point = SpatialSegment.point(p0, c1, c2, p1, at: Double(step) / Double(samples))
        total += distance(previous, point)
        previous = point
      }
      lengths.append(total)
    }
  }

  /// Trims the contours of each leaf in `leaves` on its own, or all of them as one.
  ///
  /// All as one when `sequential`. The pieces are appended to `store` and each leaf's range
  /// points to its own; `lengths` is scratch.
  static func trim(
    _ leaves: Range<Int>, of leafContours: inout [Range<Int>], in store: inout ContourStore,
    intervals: Intervals, sequential: Bool, lengths: inout [Double]
  ) {
    lengths.removeAll(keepingCapacity: true)
    for leaf in leaves {
      for index in leafContours[leaf] { appendLengths(index, of: store, to: &lengths) }
    }
    var cursor = 0
    var offset = 0.0
    var total = 0.0
    if sequential {
      for length in lengths { total += length }
    }
    for leaf in leaves {
      let contours = leafContours[leaf]
      if !sequential {
        offset = 0
        total = 0
        var end = cursor
        for index in contours { end += store.contours[index].segmentCount }
        for position in cursor..<end { total += lengths[position] }
      }
      let first = store.contours.count
      for index in contours {
        let count = store.contours[index].segmentCount
        var length = 0.0
        for position in cursor..<cursor + count { length += lengths[position] }
        for which in 0..<2 {
          guard let range = which == 0 ? intervals.first : intervals.second else { continue }
          cut(
            index, lengths: cursor, length: length,
            range: (range.lowerBound * total)...(range.upperBound * total), offset: offset,
            lengthTable: lengths, in: &store)
        }
        offset += length
        cursor += count
      }
      leafContours[leaf] = first..<store.contours.count
    }
  }

  /// Appends the piece of contour `index` inside `range` (absolute distances), where the
  /// contour starts at distance `offset`.
  private static func cut(
    _ index: Int, lengths first: Int, length: Double, range: ClosedRange<Double>,
    offset: Double, lengthTable: [Double], in store: inout ContourStore
  ) {
    let from = Swift.max(range.lowerBound - offset, 0)
    let to = Swift.min(range.upperBound - offset, length)
    guard to > from else { return }
    let contour = store.contours[index]
    if from <= 0 && to >= length && contour.isClosed {
      store.appendCopy(of: index)
      return
    }
    guard contour.segmentCount > 0 else { return }
    store.begin(closed: false)
    var start = 0.0
    for segment in 0..<contour.segmentCount {
      let length = lengthTable[first + segment]
      let end = start + length
      defer { start = end }
      guard end >= from, start <= to else { continue }
      let (p0, c1, c2, p1) = store.segment(contour, segment)
      let (q0, d1, d2, q1): (VectorPoint, VectorPoint, VectorPoint, VectorPoint)
      if c1 == p0 && c2 == p1 {
        // A straight segment stays a line, cut exactly (its cubic parameter is not
        // proportional to length).
        let t0 = length > 0 ? Swift.min(Swift.max((from - start) / length, 0), 1) : 0
        let t1 = length > 0 ? Swift.min(Swift.max((to - start) / length, 0), 1) : 1
        q0 = lerp(p0, p1, t0)
        q1 = lerp(p0, p1, t1)
        (d1, d2) = (q0, q1)
      } else {
        let t0 = length > 0 ? parameter(p0, c1, c2, p1, distance: from - start, length: length) : 0
        let t1 = length > 0 ? parameter(p0, c1, c2, p1, distance: to - start, length: length) : 1
        (q0, d1, d2, q1) = split(p0, c1, c2, p1, from: t0, to: t1)
      }
      if store.contours[store.contours.count - 1].count == 0 {
        store.append(q0)
      }
      store.outControls[store.outControls.count - 1] = d1
      store.append(q1, in: d2, out: q1)
      if end >= to { break }
    }
    if store.contours[store.contours.count - 1].count <= 1 { store.removeLast() }
  }

  /// The curve parameter at `distance` along a segment of total `length` (clamped 0…1).
  private static func parameter(
    _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint,
    distance target: Double, length: Double
  ) -> Double {
    if target <= 0 { return 0 }
    if target >= length { return 1 }
    var travelled = 0.0
    var previous = p0
    for step in 1...samples {
      let t = Double(step) / Double(samples)
      let point = SpatialSegment.point(p0, c1, c2, p1, at: t)
      let chord = distance(previous, point)
      if travelled + chord >= target {
        let fraction = chord > 0 ? (target - travelled) / chord : 0
        return (Double(step - 1) + fraction) / Double(samples)
      }
      travelled += chord
      previous = point
    }
    return 1
  }

  /// The part of a cubic between parameters `t0` and `t1`.
  static func split(
    _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint,
    from t0: Double, to t1: Double
  ) -> (VectorPoint, VectorPoint, VectorPoint, VectorPoint) {
    // Cut off the tail at t1, then the head of what is left at t0 / t1.
    let (a0, a1, a2, a3) = head(p0, c1, c2, p1, at: t1)
    guard t1 > 0 else { return (a0, a0, a0, a0) }
    let (b0, b1, b2, b3) = tail(a0, a1, a2, a3, at: t0 / t1)
    return (b0, b1, b2, b3)
  }

  private static func lerp(_ a: VectorPoint, _ b: VectorPoint, _ t: Double) -> VectorPoint {
    VectorPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  private static func head(
    _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint, at t: Double
  ) -> (VectorPoint, VectorPoint, VectorPoint, VectorPoint) {
    let ab = lerp(p0, c1, t)
    let bc = lerp(c1, c2, t)
    let cd = lerp(c2, p1, t)
    let abc = lerp(ab, bc, t)
    let bcd = lerp(bc, cd, t)
    return (p0, ab, abc, lerp(abc, bcd, t))
  }

  private static func tail(
    _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint, at t: Double
  ) -> (VectorPoint, VectorPoint, VectorPoint, VectorPoint) {
    let ab = lerp(p0, c1, t)
    let bc = lerp(c1, c2, t)
    let cd = lerp(c2, p1, t)
    let abc = lerp(ab, bc, t)
    let bcd = lerp(bc, cd, t)
    return (lerp(abc, bcd, t), bcd, cd, p1)
  }

  private static func distance(_ a: VectorPoint, _ b: VectorPoint) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
