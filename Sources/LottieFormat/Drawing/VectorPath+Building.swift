import Foundation

extension VectorPath {
  /// Starts a new subpath at `point`.
  ///
  /// Every building method ignores a call with a NaN or infinite value (the path stays as it
  /// was), so a path built from bad geometry draws what its good part describes.
  public mutating func move(to point: CGPoint) {
    guard let point = VectorPoint(finite: point) else { return }
    elements.append(.move(point))
  }

  /// A straight line from the current point to `point` (a move when the path is empty).
  public mutating func addLine(to point: CGPoint) {
    guard let point = VectorPoint(finite: point) else { return }
    elements.append(currentPoint == nil ? .move(point) : .line(point))
  }

  /// A cubic Bézier curve from the current point to `end` (after a move to `end` when the path
  /// is empty).
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard let end = VectorPoint(finite: end), let first = VectorPoint(finite: control1),
      let second = VectorPoint(finite: control2)
    else { return }
    guard currentPoint != nil else {
      elements.append(.move(end))
      return
    }
    elements.append(.curve(first, second, end))
  }

  /// A quadratic Bézier curve from the current point to `end`, stored as the cubic it equals.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard let start = currentPoint, end.x.isFinite, end.y.isFinite, control.x.isFinite,
      control.y.isFinite
    else {
      move(to: end)
      return
    }
    let first = CGPoint(
      x: start.x + (control.x - start.x) * 2 / 3, y: start.y + (control.y - start.y) * 2 / 3)
    let second = CGPoint(
      x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
    addCurve(to: end, control1: first, control2: second)
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians; 0 points
  /// along +x and angles grow clockwise on screen, as y grows downwards), with a line from the
  /// current point to the arc's start (a move when the path is empty), as `UIBezierPath` draws it.
  ///
  /// `clockwise` draws the arc with growing angles. A sweep of a full turn or more draws the whole
  /// circle once. The arc is stored as cubic Béziers of at most a quarter turn each (as Core
  /// Graphics stores arcs; off the circle by under 0.03 % of the radius), so every renderer
  /// draws it and trimming it works as on any other path. A negative radius counts as its
  /// absolute value.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite,
      endAngle.isFinite
    else { return }
    let radius = abs(Double(radius))
    let start = Double(startAngle)
    var sweep = Double(endAngle) - start
    let turn = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = Swift.min(sweep, turn)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = Swift.max(sweep, -turn)
    }
    let cx = Double(center.x)
    let cy = Double(center.y)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
    }
    addLine(to: point(start))
    let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // The control arm of a cubic that follows a circle through `step`.
    let arm = 4.0 / 3.0 * tan(step / 4) * radius
    for piece in 0..<pieces {
      let from = start + step * Double(piece)
      let to = from + step
      let first = CGPoint(
        x: cx + radius * cos(from) - arm * sin(from), y: cy + radius * sin(from) + arm * cos(from))
      let second = CGPoint(
        x: cx + radius * cos(to) + arm * sin(to), y: cy + radius * sin(to) - arm * cos(to))
      addCurve(to: point(to), control1: first, control2: second)
    }
  }

  /// A closed rectangle, starting at its top-left corner, clockwise.
  public mutating func addRect(_ rect: CGRect) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// A closed ellipse inscribed in `rect`, starting at its right end, clockwise.
  public mutating func addEllipse(in rect: CGRect) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    let rect = rect.standardized
    let rx = Double(rect.width) / 2
    let ry = Double(rect.height) / 2
    let cx = Double(rect.midX)
    let cy = Double(rect.midY)
    // A quarter of a unit circle as a cubic: its control arm.
    let arm = 4.0 / 3.0 * (sqrt(2.0) - 1)
    move(to: CGPoint(x: cx + rx, y: cy))
    let quarters: [(Double, Double)] = [(0, 1), (-1, 0), (0, -1), (1, 0)]
    var from = (1.0, 0.0)
    for to in quarters {
      addCurve(
        to: CGPoint(x: cx + rx * to.0, y: cy + ry * to.1),
        control1: CGPoint(
          x: cx + rx * (from.0 - arm * from.1), y: cy + ry * (from.1 + arm * from.0)),
        control2: CGPoint(x: cx + rx * (to.0 + arm * to.1), y: cy + ry * (to.1 - arm * to.0)))
      from = to
    }
    closeSubpath()
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.close)
  }

  /// Removes every element, keeping the storage (rebuilding a path each frame then allocates
  /// nothing once it has grown to its size).
  public mutating func removeAll() {
    elements.removeAll(keepingCapacity: true)
  }

  /// Where the next segment starts: the last point drawn to, or the start of the subpath a
  /// ``Element/close`` closed; nil for an empty path.
  public var currentPoint: CGPoint? {
    // From the end: the last element's point, or after a close the move that began its subpath.
    for element in elements.reversed() {
      switch element {
      case .move(let point), .line(let point), .curve(_, _, let point):
        return CGPoint(x: point.x, y: point.y)
      case .close:
        guard let start = elements.last(where: { if case .move = $0 { true } else { false } }),
          case .move(let point) = start
        else { return nil }
        return CGPoint(x: point.x, y: point.y)
      }
    }
    return nil
  }
}

extension VectorPoint {
  /// `point` as a vector point, or nil when a coordinate is NaN or infinite.
  init?(finite point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    self.init(x: Double(point.x), y: Double(point.y))
  }
}
