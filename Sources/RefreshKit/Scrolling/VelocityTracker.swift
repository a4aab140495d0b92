import Foundation

/// Estimates a finger's velocity from its recent positions, for the velocity a host passes to
/// ``ScrollView/endDragging(velocity:)`` when the finger lifts.
///
/// It keeps the samples of the last ``window`` and fits a straight line through them (least
/// squares), so one jittery sample does not decide the fling. Positions are in the host's
/// coordinates; the velocity is in points per second in the same directions. Samples with
/// non-finite values, or older than the newest one, are ignored.
///
/// ```swift
/// tracker.addSample(at: scheduler.now, position: pointer)
/// // ... the finger lifts:
/// let v = tracker.velocity(at: scheduler.now)
/// list.endDragging(velocity: CGPoint(x: -v.x, y: -v.y))  // content moves against the finger
/// ```
public struct VelocityTracker: Sendable {
  /// How far back samples count: 100 ms by default (negative: zero).
  public var window: Duration {
    didSet { if window < .zero { window = .zero } }
  }

  private var samples: [(time: Duration, position: CGPoint)] = []

  /// Creates an empty tracker.
  public init(window: Duration = .milliseconds(100)) {
    self.window = window < .zero ? .zero : window
  }

  /// Records where the pointer is at `time` (on any clock, the same for every sample).
  public mutating func addSample(at time: Duration, position: CGPoint) {
    guard position.isFinite else { return }
    if let last = samples.last, time < last.time { return }
    samples.append((time, position))
    // Only the window matters; keep the list short.
    let oldest = time - window
    if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
      samples.removeFirst(keep)
    }
  }

  /// Forgets every sample (a new gesture starts).
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// The velocity at `time`, in points per second: zero with fewer than two samples in the
  /// window (a finger that rested before lifting has no fling).
  public func velocity(at time: Duration) -> CGPoint {
    let oldest = time - window
    let recent = samples.filter { $0.time >= oldest && $0.time <= time }
    guard recent.count >= 2, let first = recent.first else { return .zero }
    // Least squares slope of position over time, per axis.
    let times = recent.map { ($0.time - first.time) / .seconds(1) }
    let meanTime = times.reduce(0, +) / Double(times.count)
    let spread = times.reduce(0) { $0 + ($1 - meanTime) * ($1 - meanTime) }
    guard spread > 0 else { return .zero }
    func slope(_ value: (CGPoint) -> CGFloat) -> CGFloat {
      let values = recent.map { Double(value($0.position)) }
      let meanValue = values.reduce(0, +) / Double(values.count)
      var sum = 0.0
      for (t, v) in zip(times, values) { sum += (t - meanTime) * (v - meanValue) }
      return CGFloat(sum / spread)
    }
    return CGPoint(x: slope(\.x), y: slope(\.y))
  }
}
