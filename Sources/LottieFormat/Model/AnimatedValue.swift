/// An animatable property, parsed once into flat arrays of `Double`s.
///
/// Every kind of property is one of these: a number (dimension 1), a point or a colour
/// (2–4), a gradient's flat stop list, or a path's vertices and tangents (6 per vertex).
/// Keyframe `k`'s start value is `starts[k·dimension ..< (k+1)·dimension]`; the segment
/// from keyframe `k` to `k + 1` ends at the same slice of `ends` (the legacy form's `e`, or
/// the next keyframe's `s`). Evaluating does no dictionary lookups and, for scalars and
/// points, no allocation.
struct AnimatedValue: Sendable {
  /// The keyframes, shared by every copy of the value.
  ///
  /// A model is copied as it is walked (a layer, a group, a style): one reference to count per
  /// property, not seven, keeps that cheap (a third of a frame's evaluation was counting). Immutable, so sharing it is safe; a rewritten property (a slot, a value provider)
  /// is a new value with its own storage.
  private final class Storage: Sendable {
    let dimension: Int
    let times: [Double]
    let starts: [Double]
    let ends: [Double]
    let holds: [Bool]
    let easings: [CubicEasing]
    let easingStride: Int
    let spatial: [SpatialSegment?]

    init(
      dimension: Int, times: [Double], starts: [Double], ends: [Double], holds: [Bool],
      easings: [CubicEasing], easingStride: Int, spatial: [SpatialSegment?]
    ) {
      self.dimension = dimension
      self.times = times
      self.starts = starts
      self.ends = ends
      self.holds = holds
      self.easings = easings
      self.easingStride = easingStride
      self.spatial = spatial
    }
  }

  private let storage: Storage
  /// How many numbers each value has.
  var dimension: Int { storage.dimension }
  /// Each keyframe's time, in frames, non-decreasing; one `0` for a static value.
  var times: [Double] { storage.times }
  /// Each keyframe's start value, flat.
  var starts: [Double] { storage.starts }
  /// Each segment's end value, flat (one fewer than keyframes).
  var ends: [Double] { storage.ends }
  /// Whether each segment holds its start value until the next keyframe.
  var holds: [Bool] { storage.holds }
  /// Each segment's easing: `easingStride` per segment (1 shared, or one per dimension).
  var easings: [CubicEasing] { storage.easings }
  /// Easings per segment.
  var easingStride: Int { storage.easingStride }
  /// Each segment's spatial curve, when the property moves along one; empty when none does.
  var spatial: [SpatialSegment?] { storage.spatial }
  /// The slot the property takes its value from (`sid`), if it names one.
  var slotID: String?

  /// A value that never changes.
  init(constant value: [Double]) {
    storage = Storage(
      dimension: value.count, times: Self.constantTimes, starts: value, ends: [], holds: [],
      easings: [], easingStride: 1, spatial: [])
  }

  /// Constants files write again and again, made once and shared (immutable storage): 0 and
  /// 100 in one to three dimensions.
  static let zero = AnimatedValue(constant: [0])
  static let hundred = AnimatedValue(constant: [100])
  private static let zeros = [
    zero, AnimatedValue(constant: [0, 0]), AnimatedValue(constant: [0, 0, 0]),
  ]
  private static let hundreds = [
    hundred, AnimatedValue(constant: [100, 100]), AnimatedValue(constant: [100, 100, 100]),
  ]

  /// The shared constant `value` (0 or 100) in `dimension` (1–3) dimensions.
  static func shared(_ value: Double, dimension: Int) -> AnimatedValue {
    let index = Swift.min(Swift.max(dimension, 1), 3) - 1
    return value == 0 ? zeros[index] : hundreds[index]
  }

  /// A constant's one keyframe time, shared (an array each was an allocation per property).
  private static let constantTimes: [Double] = [0]

  /// Keyframes, already normalised (see the parser).
  init(
    dimension: Int, times: [Double], starts: [Double], ends: [Double], holds: [Bool],
    easings: [CubicEasing], easingStride: Int, spatial: [SpatialSegment?]
  ) {
    storage = Storage(
      dimension: dimension, times: times, starts: starts, ends: ends, holds: holds,
      easings: easings, easingStride: easingStride, spatial: spatial)
  }

  /// Whether both are the same keyframes (the same storage, not merely equal numbers): a
  /// value rewritten by a slot or a value provider is never the same as the one it replaced.
  func isIdentical(to other: AnimatedValue) -> Bool { storage === other.storage }

  /// Whether the value changes over time.
  var isAnimated: Bool { times.count > 1 }

  /// Where `frame` falls: the segment and its linear progress, or a keyframe whose start
  /// value holds (before the first, after the last, or in a hold segment).
  private func locate(_ frame: Double) -> (segment: Int, progress: Double)? {
    let count = times.count
    guard count > 1, !frame.isNaN, frame > times[0] else { return nil }
    guard frame < times[count - 1] else { return (count - 1, -1) }
    var low = 0
    var high = count - 1
    // Invariant: times[low] < frame < times[high] (or ≤ at low).
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= frame { low = middle } else { high = middle }
    }
    let span = times[low + 1] - times[low]
    return (low, span > 0 ? (frame - times[low]) / span : 1)
  }

  /// Component `index` of the value at `frame`.
  func component(_ index: Int, at frame: Double) -> Double {
    guard index < dimension else { return 0 }
    guard let (segment, progress) = locate(frame) else { return starts[index] }
    if progress < 0 { return starts[segment * dimension + index] }
    let start = starts[segment * dimension + index]
    if holds[segment] { return start }
    let end = ends[segment * dimension + index]
    let stride = easingStride
    let easing = easings[segment * stride + Swift.min(index, stride - 1)]
    return start + (end - start) * easing.value(at: progress)
  }

  /// The first component at `frame`.
  func scalar(at frame: Double) -> Double { component(0, at: frame) }

  /// The first two components at `frame`, along the spatial curve when there is one.
  func point(at frame: Double) -> VectorPoint {
    if !spatial.isEmpty, let (segment, progress) = locate(frame), progress >= 0,
      !holds[segment], let curve = spatial[segment]
    {
      let eased = easings[segment * easingStride].value(at: progress)
      return curve.point(atProgress: eased)
    }
    return VectorPoint(x: component(0, at: frame), y: component(1, at: frame))
  }

  /// Every component at `frame`, written into `values` (resized to ``dimension``).
  func values(at frame: Double, into values: inout [Double]) {
    if values.count != dimension {
      // Resized in place: a buffer shared by values of several sizes keeps its storage.
      values.removeAll(keepingCapacity: true)
      values.append(contentsOf: repeatElement(0, count: dimension))
    }
    guard let (segment, progress) = locate(frame), progress >= 0, !holds[segment] else {
      let keyframe = locate(frame)?.segment ?? 0
      let base = keyframe * dimension
      for index in 0..<dimension { values[index] = starts[base + index] }
      return
    }
    let base = segment * dimension
    if easingStride == 1 {
      let eased = easings[segment].value(at: progress)
      for index in 0..<dimension {
        let start = starts[base + index]
        values[index] = start + (ends[base + index] - start) * eased
      }
    } else {
      for index in 0..<dimension {
        let easing = easings[segment * easingStride + Swift.min(index, easingStride - 1)]
        let start = starts[base + index]
        values[index] = start + (ends[base + index] - start) * easing.value(at: progress)
      }
    }
  }
}
