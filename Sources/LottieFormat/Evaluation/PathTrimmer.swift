/// Trim paths: keeps the part of contours between two fractions of their length.
///
/// Lengths are measured on the contours as the modifier sees them (the shapes' own
/// coordinates, as lottie-web does), each segment as a polyline of ``samples`` chords; a
/// cut inside a segment splits the cubic with de Casteljau at the parameter the chord table
/// gives for the distance.
enum PathTrimmer {
  /// Chords per segment for lengths.
  static let samples = 12

  /// The intervals (fractions 0…1 of the whole length, at most two, wrapping around) for
  /// start and end percent and offset degrees, or `nil` when nothing is trimmed.
  static func intervals(start: Double, end: Double, offset: Double) -> [ClosedRange<Double>]? {
    let low = Swift.min(Swift.max(Swift.min(start, end) / 100, 0), 1)
    let high = Swift.min(Swift.max(Swift.max(start, end) / 100, 0), 1)
    if low == 0 && high == 1 { return nil }
    if high - low <= 0 { return [] }
    let turns = offset / 360
    let shift = turns - turns.rounded(.down)
    var from = low + shift
    var to = high + shift
    if from >= 1 {
      from -= 1
      to -= 1
    }
    if to <= 1 { return [from...to] }
    return [from...1, 0...(to - 1)]
  }

  /// Each segment's length.
  static func lengths(_ contour: BezierContour) -> [Double] {
    (0..<contour.segmentCount).map { index in
      let (p0, c1, c2, p1) = contour.segment(index)
      var total = 0.0
      var previous = p0
      for step in 1...samples {
        let point = SpatialSegment.point(p0, c1, c2, p1, at: Double(step) / Double(samples))
        total += distance(previous, point)
        previous = point
      }
      return total
    }
  }

  /// Trims each path on its own, or all of them as one when `sequential`.
  static func trim(
    _ paths: inout [[BezierContour]], intervals: [ClosedRange<Double>], sequential: Bool
  ) {
    let measured = paths.map { $0.map(lengths) }
    if sequential {
      let total = measured.reduce(0) { $0 + $1.reduce(0) { $0 + $1.reduce(0, +) } }
      var offset = 0.0
      for index in paths.indices {
        let ranges = intervals.map { ($0.lowerBound * total)...($0.upperBound * total) }
        paths[index] = cut(paths[index], lengths: measured[index], ranges: ranges, offset: &offset)
      }
    } else {
      for index in paths.indices {
        let total = measured[index].reduce(0) { $0 + $1.reduce(0, +) }
        let ranges = intervals.map { ($0.lowerBound * total)...($0.upperBound * total) }
        var offset = 0.0
        paths[index] = cut(paths[index], lengths: measured[index], ranges: ranges, offset: &offset)
      }
    }
  }

  /// The pieces of `contours` inside `ranges` (absolute distances), where the contours start
  /// at distance `offset` (advanced past them).
  private static func cut(
    _ contours: [BezierContour], lengths: [[Double]], ranges: [ClosedRange<Double>],
    offset: inout Double
  ) -> [BezierContour] {
    var result: [BezierContour] = []
    for (contour, segmentLengths) in zip(contours, lengths) {
      let length = segmentLengths.reduce(0, +)
      defer { offset += length }
      for range in ranges {
        let from = Swift.max(range.lowerBound - offset, 0)
        let to = Swift.min(range.upperBound - offset, length)
        guard to > from else { continue }
        if from <= 0 && to >= length && contour.isClosed {
          result.append(contour)
        } else if let piece = piece(contour, lengths: segmentLengths, from: from, to: to) {
          result.append(piece)
        }
      }
    }
    return result
  }

  /// The open piece of `contour` between two distances along it.
  private static func piece(
    _ contour: BezierContour, lengths: [Double], from: Double, to: Double
  ) -> BezierContour? {
    guard contour.segmentCount > 0 else { return nil }
    var piece = BezierContour(isClosed: false)
    var start = 0.0
    for index in 0..<contour.segmentCount {
      let length = lengths[index]
      let end = start + length
      defer { start = end }
      guard end >= from, start <= to else { continue }
      let (p0, c1, c2, p1) = contour.segment(index)
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
      if piece.vertices.isEmpty {
        piece.append(q0)
      }
      piece.outControls[piece.outControls.count - 1] = d1
      piece.append(q1, in: d2, out: q1)
      if end >= to { break }
    }
    return piece.vertices.count > 1 ? piece : nil
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
