import FrameAnimationFormat

extension LottieParser {
  /// One keyframe as written, before normalising.
  private struct RawKeyframe {
    var time: Double
    var start: [Double]?
    var end: [Double]?
    var hold = false
    /// The easing's first numbers (the curve every dimension follows).
    var easing: CubicEasing?
    /// Spatial tangents, when written with at least two numbers.
    var outTangent: VectorPoint?
    var inTangent: VectorPoint?
  }

  /// Keyframes in either form, normalised into an ``AnimatedValue``.
  ///
  /// Current form: each keyframe's `s`, a segment ending at the next keyframe's `s`. Legacy
  /// form: each keyframe's `s` and `e`, the last keyframe often only a `t`. Both become the
  /// same flat arrays: a keyframe without `s` starts at the previous segment's end; a segment
  /// without `e` ends at the next keyframe's start. Values shorter than the first are padded
  /// with zeros (longer ones cut), so every value has one dimension; times are made
  /// non-decreasing.
  mutating func keyframes(
    _ elements: JSONNode, kind: ValueKind
  ) throws(LottieFormatError) -> (value: AnimatedValue?, closed: Bool) {
    var raws: [RawKeyframe] = []
    raws.reserveCapacity(Swift.min(elements.count, LottieLimits.maximumKeyframes))
    var closed = false
    var foundClosed = false
    for element in elements.elements.prefix(LottieLimits.maximumKeyframes) {
      let keyframe = try JSONObject(element)
      let previousTime = raws.last?.time ?? -Double.greatestFiniteMagnitude
      var raw = RawKeyframe(time: Swift.max(try keyframe.number("t") ?? previousTime, previousTime))
      if raw.time == -Double.greatestFiniteMagnitude { raw.time = 0 }
      for pass in 0..<2 {
        let isStart = pass == 0
        guard let value = keyframe[isStart ? "s" : "e"] else { continue }
        var isClosed = false
        let decoded = try decode(value, kind: kind, closed: &isClosed)
        if decoded != nil, !foundClosed {
          closed = isClosed
          foundClosed = true
        }
        if isStart { raw.start = decoded } else { raw.end = decoded }
      }
      raw.hold = try keyframe.bool("h") ?? false
      if let out = try keyframe.object("o"), let into = try keyframe.object("i") {
        raw.easing = CubicEasing(
          x1: try easingComponent(out, "x") ?? 0, y1: try easingComponent(out, "y") ?? 0,
          x2: try easingComponent(into, "x") ?? 1, y2: try easingComponent(into, "y") ?? 1)
      }
      if kind == .position {
        raw.outTangent = try keyframe["to"].flatMap { (value) throws(LottieFormatError) in
          try Self.pair(value)
        }
        raw.inTangent = try keyframe["ti"].flatMap { (value) throws(LottieFormatError) in
          try Self.pair(value)
        }
      }
      raws.append(raw)
    }
    guard let dimension = raws.lazy.compactMap({ $0.start ?? $0.end }).first?.count,
      dimension > 0
    else { return (nil, false) }
    return (normalised(raws, dimension: dimension, kind: kind), closed)
  }

  private func normalised(
    _ raws: [RawKeyframe], dimension: Int, kind: ValueKind
  ) -> AnimatedValue {
    func fit(_ value: [Double]) -> [Double] {
      value.count == dimension
        ? value
        : Array(value.prefix(dimension))
          + [Double](repeating: 0, count: max(0, dimension - value.count))
    }
    let count = raws.count
    var starts: [Double] = []
    starts.reserveCapacity(count * dimension)
    var ends: [Double] = []
    ends.reserveCapacity((count - 1) * dimension)
    // Resolve each keyframe's start first: its own `s`, else the previous `e`, else the
    // previous start (the first keyframe with none takes the first value found).
    var resolvedStarts: [[Double]] = []
    resolvedStarts.reserveCapacity(count)
    var fallback = fit(raws.lazy.compactMap({ $0.start ?? $0.end }).first ?? [])
    for (index, raw) in raws.enumerated() {
      let start = raw.start.map(fit) ?? (index > 0 ? raws[index - 1].end.map(fit) : nil) ?? fallback
      resolvedStarts.append(start)
      fallback = start
    }
    var holds: [Bool] = []
    var easings: [CubicEasing] = []
    var spatial: [SpatialSegment?] = []
    var hasSpatial = false
    // One curve for every dimension, the first dimension's, as lottie-ios, ThorVG and rlottie
    // ease a keyframe (lottie-web eases each dimension apart; files with per-dimension easing,
    // After Effects' separate scale easing, then play as they do on iOS).
    let stride = 1
    for index in 0..<count {
      starts.append(contentsOf: resolvedStarts[index])
      guard index < count - 1 else { break }
      let raw = raws[index]
      let end = raw.end.map(fit) ?? resolvedStarts[index + 1]
      ends.append(contentsOf: end)
      holds.append(raw.hold)
      easings.append(raw.easing ?? .linear)
      var segment: SpatialSegment?
      if kind == .position, dimension >= 2, let out = raw.outTangent, let into = raw.inTangent,
        out.x != 0 || out.y != 0 || into.x != 0 || into.y != 0
      {
        let start = resolvedStarts[index]
        segment = SpatialSegment(
          start: VectorPoint(x: start[0], y: start[1]), end: VectorPoint(x: end[0], y: end[1]),
          outTangent: out, inTangent: into)
        hasSpatial = true
      }
      spatial.append(segment)
    }
    return AnimatedValue(
      dimension: dimension, times: raws.map(\.time), starts: starts, ends: ends, holds: holds,
      easings: easings, easingStride: stride, spatial: hasSpatial ? spatial : [])
  }

  /// An easing's `x` or `y` (a number or one number per dimension): the first number.
  private func easingComponent(
    _ object: JSONObject, _ key: String
  ) throws(LottieFormatError) -> Double? {
    guard let value = object[key] else { return nil }
    return try Self.firstNumber(value)
  }
}
