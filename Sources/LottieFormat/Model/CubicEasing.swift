/// A keyframe's easing: the cubic Bézier from (0, 0) through (x1, y1) and (x2, y2) to (1, 1),
/// mapping a segment's linear progress (x) to its eased progress (y).
///
/// The x control values are clamped to 0…1 so x(u) is monotonic and has one solution; the y
/// values are free, so eased progress may overshoot (a bounce past the end value).
struct CubicEasing: Equatable, Sendable {
  // Polynomial coefficients: x(u) = ((ax·u + bx)·u + cx)·u, likewise y.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double
  /// Whether the curve is the straight line (no solving needed).
  let isLinear: Bool

  /// Straight progress.
  static let linear = CubicEasing(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Creates an easing from the out tangent of a keyframe (x1, y1) and the in tangent of the
  /// next (x2, y2).
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x1 = Swift.min(Swift.max(x1, 0), 1)
    let x2 = Swift.min(Swift.max(x2, 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    isLinear = x1 == y1 && x2 == y2
  }

  /// The eased progress for linear progress `x` (clamped to 0…1).
  func value(at x: Double) -> Double {
    let x = Swift.min(Swift.max(x, 0), 1)
    if isLinear { return x }
    let u = parameter(forX: x)
    return ((ay * u + by) * u + cy) * u
  }

  /// Solves x(u) = x: Newton's method from u = x, then bisection if it did not converge
  /// (flat spots where x′(u) ≈ 0 defeat Newton).
  private func parameter(forX x: Double) -> Double {
    var u = x
    for _ in 0..<8 {
      let error = ((ax * u + bx) * u + cx) * u - x
      if abs(error) < 1e-7 { return u }
      let slope = (3 * ax * u + 2 * bx) * u + cx
      if abs(slope) < 1e-6 { break }
      u -= error / slope
    }
    var low = 0.0
    var high = 1.0
    u = x
    for _ in 0..<40 {
      let value = ((ax * u + bx) * u + cx) * u
      if abs(value - x) < 1e-7 { break }
      if value < x { low = u } else { high = u }
      u = (low + high) / 2
    }
    return u
  }
}
