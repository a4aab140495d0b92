import Foundation
import LottieFormat
import Testing

@Suite struct VectorPathBuildingTests {
  /// The point of a cubic Bézier at `t`.
  static func point(
    _ start: VectorPoint, _ c1: VectorPoint, _ c2: VectorPoint, _ end: VectorPoint, at t: Double
  ) -> VectorPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return VectorPoint(
      x: a * start.x + b * c1.x + c * c2.x + d * end.x,
      y: a * start.y + b * c1.y + c * c2.y + d * end.y)
  }

  /// Points sampled along every curve of `path` (20 per curve), with the curve's start.
  static func samples(of path: VectorPath) -> [VectorPoint] {
    var current = VectorPoint.zero
    var points: [VectorPoint] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point):
        current = point
      case .curve(let c1, let c2, let end):
        for step in 0...20 {
          points.append(point(current, c1, c2, end, at: Double(step) / 20))
        }
        current = end
      case .close:
        break
      }
    }
    return points
  }
}

extension VectorPathBuildingTests {
  @Test func anArcStaysOnItsCircleAndTurnsTheWayItIsAsked() throws {
    var path = VectorPath()
    path.addArc(
      center: CGPoint(x: 50, y: 40), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    // A move to the start, then two quarter turns.
    #expect(path.elements.count == 3)
    #expect(path.elements.first == .move(VectorPoint(x: 70, y: 40)))
    for point in Self.samples(of: path) {
      let distance = hypot(point.x - 50, point.y - 40)
      #expect(abs(distance - 20) < 20 * 0.0003)
      // Clockwise on screen from angle 0 to π passes below the centre (y grows down).
      #expect(point.y >= 40 - 1e-9)
    }
    #expect(path.currentPoint == CGPoint(x: 30, y: 40 + 20 * sin(Double.pi)))

    var other = VectorPath()
    other.addArc(
      center: CGPoint(x: 50, y: 40), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    for point in Self.samples(of: other) { #expect(point.y <= 40 + 1e-9) }
  }

  @Test func aSweepOfMoreThanATurnDrawsTheCircleOnceAndAnEmptySweepNothingButItsStart() {
    var path = VectorPath()
    path.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: true)
    #expect(path.elements.count == 1 + 4)
    var dot = VectorPath()
    dot.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
    #expect(dot.elements.count == 2)
    #expect(dot.elements.first == .move(VectorPoint(x: 10 * cos(1.0), y: 10 * sin(1.0))))
  }

  @Test func anArcFollowsTheCurrentPointWithALine() {
    var path = VectorPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.prefix(2) == [.move(.zero), .line(VectorPoint(x: 5, y: 0))])
  }

  @Test func aQuadraticCurveIsTheCubicItEquals() throws {
    var path = VectorPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
    guard case .curve(let c1, let c2, let end) = try #require(path.elements.last) else {
      Issue.record("expected a curve")
      return
    }
    #expect(end == VectorPoint(x: 30, y: 0))
    // A quadratic's midpoint is (start + 2 control + end) / 4.
    let middle = Self.point(.zero, c1, c2, end, at: 0.5)
    #expect(abs(middle.x - 15) < 1e-9 && abs(middle.y - 15) < 1e-9)
  }

  @Test func rectanglesAndEllipsesAreClosedAndFitTheirRect() {
    var path = VectorPath()
    path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.elements.count == 5)
    #expect(path.elements.last == .close)
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))

    var ellipse = VectorPath()
    ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    let samples = Self.samples(of: ellipse)
    #expect(
      samples.allSatisfy { abs(pow(($0.x - 20) / 20, 2) + pow(($0.y - 10) / 10, 2) - 1) < 0.001 })
    #expect(samples.map(\.x).max() == 40)
    #expect(samples.map(\.y).min().map { abs($0) < 1e-9 } == true)
  }

  @Test func badValuesAreIgnoredAndTheGoodPartStays() {
    var path = VectorPath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addCurve(
      to: CGPoint(x: 2, y: 2), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
    path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
    path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
    #expect(path.elements == [.move(VectorPoint(x: 1, y: 1))])
    var empty = VectorPath()
    empty.closeSubpath()
    empty.addLine(to: CGPoint(x: 3, y: 4))
    #expect(empty.elements == [.move(VectorPoint(x: 3, y: 4))])
  }

  @Test func removingAllKeepsTheStorage() {
    var path = VectorPath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let capacity = path.elements.capacity
    path.removeAll()
    #expect(path.isEmpty)
    #expect(path.elements.capacity == capacity)
  }
}
