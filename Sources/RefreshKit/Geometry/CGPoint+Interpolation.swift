import Foundation

extension CGPoint {
  /// The point `progress` of the way from this one to `target` (0 is this, 1 is `target`).
  func interpolated(to target: CGPoint, by progress: Double) -> CGPoint {
    let t = CGFloat(progress)
    return CGPoint(x: x + (target.x - x) * t, y: y + (target.y - y) * t)
  }
}
