import FrameAnimationFormat

extension LottieParser {
  /// One keyframe as written, before normalising.
  private struct RawKeyframe {
    var time: Double
    var start: [Double]?
    var end: [Double]?
    var hold = false
    var easing: (x1: [Double], y1: [Double], x2: [Double], y2: [Double])?
    var outTangent: [Double]?
    var inTangent: [Double]?
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
    _ elements: [JSONValue], kind: ValueKind, path: String
  ) throws(LottieFormatError) -> (value: AnimatedValue?, closed: Bool) {
    var raws: [RawKeyframe] = []
    raws.reserveCapacity(Swift.min(elements.count, LottieLimits.maximumKeyframes))
    var closed = false
    var foundClosed = false
    for (index, element) in elements.prefix(LottieLimits.maximumKeyframes).enumerated() {
      let keyframe = try JSONObject(element, path: "\(path)[\(index)]")
      let previousTime = raws.last?.time ?? -Double.greatestFiniteMagnitude
      var raw = RawKeyframe(time: Swift.max(try keyframe.number("t") ?? previousTime, previousTime))
      if raw.time == -Double.greatestFiniteMagnitude { raw.time = 0 }
      for key in ["s", "e"] {
        guard let value = keyframe[key] else { continue }
        var isClosed = false
        let decoded = try decode(value, kind: kind, path: keyframe.path(key), closed: &isClosed)
        if decoded != nil, !foundClosed {
          closed = isClosed
          foundClosed = true
        }
        if key == "s" { raw.start = decoded } else { raw.end = decoded }
      }
      raw.hold = try keyframe.bool("h") ?? false
      if let out = try keyframe.object("o"), let into = try keyframe.object("i") {
        raw.easing = (
          try easingComponent(out, "x"), try easingComponent(out, "y"),
          try easingComponent(into, "x"), try easingComponent(into, "y")
        )
      }
      if kind == .position {
        raw.outTangent = try keyframe["to"].map { (value) throws(LottieFormatError) in
          try Self.numbers(value, path: keyframe.path("to"))
        }
        raw.inTangent = try keyframe["ti"].map { (value) throws(LottieFormatError) in
          try Self.numbers(value, path: keyframe.path("ti"))
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
      for component in 0..<stride {
        guard let easing = raw.easing else {
          easings.append(.linear)
          continue
        }
        func pick(_ values: [Double], _ fallback: Double) -> Double {
          values.isEmpty ? fallback : values[Swift.min(component, values.count - 1)]
        }
        easings.append(
          CubicEasing(
            x1: pick(easing.x1, 0), y1: pick(easing.y1, 0), x2: pick(easing.x2, 1),
            y2: pick(easing.y2, 1)))
      }
      var segment: SpatialSegment?
      if kind == .position, dimension >= 2, let out = raw.outTangent, let into = raw.inTangent,
        out.count >= 2, into.count >= 2, out[0] != 0 || out[1] != 0 || into[0] != 0 || into[1] != 0
      {
        let start = resolvedStarts[index]
        segment = SpatialSegment(
          start: VectorPoint(x: start[0], y: start[1]), end: VectorPoint(x: end[0], y: end[1]),
          outTangent: VectorPoint(x: out[0], y: out[1]),
          inTangent: VectorPoint(x: into[0], y: into[1]))
        hasSpatial = true
      }
      spatial.append(segment)
    }
    return AnimatedValue(
      dimension: dimension, times: raws.map(\.time), starts: starts, ends: ends, holds: holds,
      easings: easings, easingStride: stride, spatial: hasSpatial ? spatial : [])
  }

  /// An easing's `x` or `y`: a number or one number per dimension.
  private func easingComponent(
    _ object: JSONObject, _ key: String
  ) throws(LottieFormatError) -> [Double] {
    guard let value = object[key] else { return [] }
    return try Self.numbers(value, path: object.path(key))
  }
}
