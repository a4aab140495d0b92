/// A position keyframe segment that moves along a cubic Bézier (the keyframe's `to` and the
/// next one's `ti` tangents) instead of a straight line.
///
/// Eased progress is distance along the curve, as in lottie-web and ThorVG: a table of
/// cumulative chord lengths at ``sampleCount`` + 1 evenly spaced parameters, built once at
/// parse time, maps a distance back to a curve parameter (linear between samples). Progress
/// outside 0…1 (an overshooting easing) is clamped to the curve's ends.
struct SpatialSegment: Sendable {
  /// The number of chords the length table measures.
  static let sampleCount = 24

  /// The curve: start, the two control points, end.
  let p0: VectorPoint, c1: VectorPoint, c2: VectorPoint, p1: VectorPoint
  /// Cumulative length at each sample, `lengths[0] == 0`.
  private let lengths: [Double]

  /// Creates the segment from a keyframe's start and end and its tangents (relative to them).
  init(start: VectorPoint, end: VectorPoint, outTangent: VectorPoint, inTangent: VectorPoint) {
    p0 = start
    p1 = end
    c1 = VectorPoint(x: start.x + outTangent.x, y: start.y + outTangent.y)
    c2 = VectorPoint(x: end.x + inTangent.x, y: end.y + inTangent.y)
    var lengths = [0.0]
    lengths.reserveCapacity(Self.sampleCount + 1)
    var previous = start
    var total = 0.0
    for index in 1...Self.sampleCount {
      let point = Self.point(p0, c1, c2, p1, at: Double(index) / Double(Self.sampleCount))
      total +=
        ((point.x - previous.x) * (point.x - previous.x)
        + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
      lengths.append(total)
      previous = point
    }
    self.lengths = lengths
  }

  /// The point at eased progress `progress` of the way along the curve.
  func point(atProgress progress: Double) -> VectorPoint {
    let total = lengths[Self.sampleCount]
    guard total > 0, progress > 0 else { return progress > 0 ? p1 : p0 }
    guard progress < 1 else { return p1 }
    let distance = progress * total
    var low = 0
    var high = Self.sampleCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] < distance { low = middle } else { high = middle }
    }
    let span = lengths[high] - lengths[low]
    let fraction = span > 0 ? (distance - lengths[low]) / span : 0
    let t = (Double(low) + fraction) / Double(Self.sampleCount)
    return Self.point(p0, c1, c2, p1, at: t)
  }

  /// The cubic Bézier's point at parameter `t`.
  static func point(
    _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint, at t: Double
  ) -> VectorPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return VectorPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }
}
