/// Trimming a path to part of its length, as `CAShapeLayer`'s `strokeStart` and `strokeEnd` do.
extension VectorPath {
  /// Chords per curve when measuring lengths.
  private static let chordsPerCurve = 16

  /// The part of the path between fractions `start` and `end` (0…1) of its whole length, its
  /// subpaths taken one after another.
  ///
  /// Fractions clamp to 0…1; `start` ≥ `end` gives an empty path; 0…1 gives the path as it is.
  /// A closed subpath cut open loses its closing; its closing line counts in the length. Curves
  /// are measured as chords and cut with de Casteljau, so a trimmed arc stays on its circle.
  public func trimmed(from start: Double, to end: Double) -> VectorPath {
    let low = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
    let high = end.isNaN ? 1 : Swift.min(1, Swift.max(0, end))
    if low <= 0 && high >= 1 { return self }
    guard high > low else { return VectorPath() }
    let segments = self.segments()
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return VectorPath() }
    let from = low * total
    let to = high * total
    var result = VectorPath()
    var travelled = 0.0
    var lastEnd: VectorPoint?
    for segment in segments {
      let segmentStart = travelled
      travelled += segment.length
      guard travelled > from, segmentStart < to else { continue }
      let t0 = segment.parameter(at: from - segmentStart)
      let t1 = segment.parameter(at: to - segmentStart)
      let piece = segment.piece(from: t0, to: t1)
      if lastEnd != piece.start || segment.startsSubpath {
        result.elements.append(.move(piece.start))
      }
      result.elements.append(piece.element)
      lastEnd = piece.end
    }
    return result
  }

  /// One drawn segment: a line or a cubic, with its length and its chord table.
  private struct Segment {
    var points: (VectorPoint, VectorPoint, VectorPoint, VectorPoint)
    var isLine: Bool
    var startsSubpath: Bool
    /// Cumulative chord lengths at t = i / chordsPerCurve (for a line: [0, length]).
    var table: [Double]
    var length: Double { table.last ?? 0 }

    /// The curve parameter at `distance` along the segment.
    func parameter(at distance: Double) -> Double {
      guard length > 0 else { return 0 }
      if distance <= 0 { return 0 }
      if distance >= length { return 1 }
      let steps = table.count - 1
      var index = 1
      while index < steps && table[index] < distance { index += 1 }
      let before = table[index - 1]
      let span = table[index] - before
      let within = span > 0 ? (distance - before) / span : 0
      return (Double(index - 1) + within) / Double(steps)
    }

    /// The part between parameters `t0` and `t1`, as a path element.
    func piece(from t0: Double, to t1: Double) -> (
      start: VectorPoint, end: VectorPoint, element: VectorPath.Element
    ) {
      let (p0, c1, c2, p1) = points
      if isLine {
        let a = Self.lerp(p0, p1, t0)
        let b = Self.lerp(p0, p1, t1)
        return (a, b, .line(b))
      }
      // Split at t1, keep the head; split that at t0 / t1, keep the tail.
      let head = Self.split(p0, c1, c2, p1, at: t1).head
      let tail = t1 > 0 ? Self.split(head.0, head.1, head.2, head.3, at: t0 / t1).tail : head
      return (tail.0, tail.3, .curve(tail.1, tail.2, tail.3))
    }

    static func lerp(_ a: VectorPoint, _ b: VectorPoint, _ t: Double) -> VectorPoint {
      VectorPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    typealias Cubic = (VectorPoint, VectorPoint, VectorPoint, VectorPoint)

    static func split(
      _ p0: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ p1: VectorPoint, at t: Double
    ) -> (head: Cubic, tail: Cubic) {
      let a = lerp(p0, c1, t)
      let b = lerp(c1, c2, t)
      let c = lerp(c2, p1, t)
      let d = lerp(a, b, t)
      let e = lerp(b, c, t)
      let f = lerp(d, e, t)
      return ((p0, a, d, f), (f, e, c, p1))
    }
  }

  /// The path's segments in order, closing lines included.
  private func segments() -> [Segment] {
    var segments: [Segment] = []
    var current: VectorPoint?
    var subpathStart: VectorPoint?
    var startsSubpath = false
    func distance(_ a: VectorPoint, _ b: VectorPoint) -> Double {
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    func addLine(to point: VectorPoint) {
      guard let from = current else { return }
      segments.append(
        Segment(
          points: (from, from, point, point), isLine: true, startsSubpath: startsSubpath,
          table: [0, distance(from, point)]))
      startsSubpath = false
      current = point
    }
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        startsSubpath = true
      case .line(let point):
        addLine(to: point)
      case .curve(let c1, let c2, let end):
        guard let from = current else { continue }
        var table = [0.0]
        var previous = from
        for step in 1...Self.chordsPerCurve {
          let t = Double(step) / Double(Self.chordsPerCurve)
          let head = Segment.split(from, c1, c2, end, at: t).head.3
          table.append(table[table.count - 1] + distance(previous, head))
          previous = head
        }
        segments.append(
          Segment(
            points: (from, c1, c2, end), isLine: false, startsSubpath: startsSubpath,
            table: table))
        startsSubpath = false
        current = end
      case .close:
        if let start = subpathStart { addLine(to: start) }
      }
    }
    return segments
  }
}
