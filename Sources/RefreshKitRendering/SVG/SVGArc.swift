import Foundation

/// SVG path data for a frame animation's arcs.
enum SVGArc {
  /// A clockwise arc around `center` from `start` to `end` degrees (0 pointing right, growing
  /// clockwise on screen).
  ///
  /// A sweep of a full turn or more is a whole circle; a sweep of zero or less, or a non-finite
  /// value, draws nothing.
  static func path(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat)
    -> String
  {
    let sweep = end - start
    guard radius > 0, sweep > 0, sweep.isFinite, start.isFinite else { return "M0 0" }
    func point(_ degrees: CGFloat) -> CGPoint {
      let radians = degrees * .pi / 180
      return CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }
    let r = radius.svgNumber
    if sweep >= 360 {
      // Two half circles: one arc command cannot end where it starts.
      let a = point(start)
      let b = point(start + 180)
      return "M\(a.x.svgNumber) \(a.y.svgNumber)A\(r) \(r) 0 1 1 \(b.x.svgNumber) \(b.y.svgNumber)"
        + "A\(r) \(r) 0 1 1 \(a.x.svgNumber) \(a.y.svgNumber)"
    }
    let a = point(start)
    let b = point(end)
    let largeArc = sweep > 180 ? 1 : 0
    return
      "M\(a.x.svgNumber) \(a.y.svgNumber)A\(r) \(r) 0 \(largeArc) 1 \(b.x.svgNumber) \(b.y.svgNumber)"
  }
}
