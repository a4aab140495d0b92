import FrameAnimationFormat

extension LottieParser {
  /// One keyframe as written, before normalising; its values are ranges of one shared buffer
  /// (a parse once made two arrays per keyframe and a third to resolve them).
  private struct RawKeyframe {
    var time: Double
    var start: Range<Int>?
    var end: Range<Int>?
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
    var values: [Double] = []
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
        let first = values.count
        guard try decode(value, kind: kind, closed: &isClosed, into: &values) else { continue }
        if !foundClosed {
          closed = isClosed
          foundClosed = true
        }
        if isStart { raw.start = first..<values.count } else { raw.end = first..<values.count }
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
    return (normalised(raws, values: values, dimension: dimension, kind: kind), closed)
  }

  private func normalised(
    _ raws: [RawKeyframe], values: [Double], dimension: Int, kind: ValueKind
  ) -> AnimatedValue {
    /// Appends `range` of `values` fitted to the dimension (cut, or padded with zeros).
    func append(_ range: Range<Int>, to array: inout [Double]) {
      let kept = Swift.min(range.count, dimension)
      array.append(contentsOf: values[range.lowerBound..<range.lowerBound + kept])
      for _ in kept..<dimension { array.append(0) }
    }
    let count = raws.count
    // Each keyframe's start: its own `s`, else the previous `e`, else the previous start (the
    // first keyframe with none takes the first value found). `starts` holds them in order,
    // one dimension apart, so keyframe k's start is read back from it.
    var starts: [Double] = []
    starts.reserveCapacity(count * dimension)
    for (index, raw) in raws.enumerated() {
      if let start = raw.start ?? (index > 0 ? raws[index - 1].end : nil) {
        append(start, to: &starts)
      } else if index > 0 {
        starts.append(contentsOf: starts[(index - 1) * dimension..<index * dimension])
      } else if let first = raws.lazy.compactMap({ $0.start ?? $0.end }).first {
        append(first, to: &starts)
      }
    }
    var ends: [Double] = []
    ends.reserveCapacity((count - 1) * dimension)
    var holds: [Bool] = []
    holds.reserveCapacity(count - 1)
    var easings: [CubicEasing] = []
    easings.reserveCapacity(count - 1)
    var spatial: [SpatialSegment?] = []
    var hasSpatial = false
    // One curve for every dimension, the first dimension's, as lottie-ios, ThorVG and rlottie
    // ease a keyframe (lottie-web eases each dimension apart; files with per-dimension easing,
    // After Effects' separate scale easing, then play as they do on iOS).
    let stride = 1
    for index in 0..<Swift.max(0, count - 1) {
      let raw = raws[index]
      let endStart = ends.count
      if let end = raw.end {
        append(end, to: &ends)
      } else {
        ends.append(contentsOf: starts[(index + 1) * dimension..<(index + 2) * dimension])
      }
      holds.append(raw.hold)
      easings.append(raw.easing ?? .linear)
      var segment: SpatialSegment?
      if kind == .position, dimension >= 2, let out = raw.outTangent, let into = raw.inTangent,
        out.x != 0 || out.y != 0 || into.x != 0 || into.y != 0
      {
        let start = index * dimension
        segment = SpatialSegment(
          start: VectorPoint(x: starts[start], y: starts[start + 1]),
          end: VectorPoint(x: ends[endStart], y: ends[endStart + 1]),
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
    _ object: JSONObject, _ key: JSONKey
  ) throws(LottieFormatError) -> Double? {
    guard let value = object[key] else { return nil }
    return try Self.firstNumber(value)
  }
}
