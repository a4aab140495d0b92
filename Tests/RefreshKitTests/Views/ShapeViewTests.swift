import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ShapeViewTests: ListFixtureSuite {
  let fixture = ListFixture()
  let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  init() {
    list.addSubview(shape)
    var circle = VectorPath()
    circle.addArc(
      center: CGPoint(x: 20, y: 20), radius: 16, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
      clockwise: true)
    shape.path = circle
  }

  /// The strokes in the shape's drawing, with their path lengths.
  func strokes() -> [(VectorDrawing.Stroke, VectorPath)] {
    let drawing = shape.drawing()
    return drawing.steps.compactMap { step in
      guard case .stroke(let stroke) = step else { return nil }
      return (stroke, VectorPath(Array(drawing.path(stroke.path))))
    }
  }

  static func length(of path: VectorPath) -> Double {
    var total = 0.0
    var current = VectorPoint.zero
    for element in path.elements {
      switch element {
      case .move(let point): current = point
      case .line(let point):
        total += hypot(point.x - current.x, point.y - current.y)
        current = point
      case .curve(let c1, let c2, let end):
        var previous = current
        for step in 1...64 {
          let t = Double(step) / 64
          let u = 1 - t
          let point = VectorPoint(
            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t
              * end.x,
            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t
              * end.y)
          total += hypot(point.x - previous.x, point.y - previous.y)
          previous = point
        }
        current = end
      case .close: break
      }
    }
    return total
  }
}

extension ShapeViewTests {
  @Test func itFillsBlackAndStrokesNothingByDefaultAsACAShapeLayerDoes() throws {
    let drawing = shape.drawing()
    #expect(drawing.steps.count == 1)
    guard case .fill(let fill) = try #require(drawing.steps.first) else {
      Issue.record("a fill")
      return
    }
    #expect(fill.paint == .solid(VectorColor(red: 0, green: 0, blue: 0)))
  }

  @Test func strokeEndDrawsThatFractionOfThePathAndStrokeStartCutsItsHead() throws {
    shape.fillColor = nil
    shape.strokeColor = .blue
    shape.lineWidth = 3
    shape.lineCap = .round
    let full = try #require(strokes().first)
    #expect(full.0.width == 3 && full.0.cap == .round)
    let circumference = Self.length(of: full.1)
    #expect(abs(circumference - 2 * .pi * 16) < 0.05)
    shape.strokeEnd = 0.25
    let quarter = try #require(strokes().first)
    #expect(abs(Self.length(of: quarter.1) - circumference / 4) < 0.1)
    // It starts at the top of the circle, where the path starts.
    #expect(quarter.1.elements.first == .move(VectorPoint(x: 20, y: 4)))
    shape.strokeStart = 0.125
    let eighth = try #require(strokes().first)
    #expect(abs(Self.length(of: eighth.1) - circumference / 8) < 0.1)
    shape.strokeStart = 0.5
    #expect(strokes().isEmpty)
  }

  @Test func settingStrokeEndMarksTheViewForDisplayAndIgnoresNaN() {
    shape.strokeColor = .blue
    list.didDisplay()
    #expect(!list.needsDisplay)
    shape.strokeEnd = 0.5
    #expect(list.needsDisplay)
    list.didDisplay()
    shape.strokeEnd = 0.5
    #expect(!list.needsDisplay)
    shape.strokeEnd = .nan
    shape.strokeStart = -3
    #expect(shape.strokeEnd == 0.5 && shape.strokeStart == 0)
    shape.strokeEnd = 7
    #expect(shape.strokeEnd == 1)
  }

  @Test func dashesCapsAndJoinsReachTheDrawing() throws {
    shape.fillColor = nil
    shape.strokeColor = .red
    shape.lineJoin = .bevel
    shape.lineDashPattern = [4, 2]
    shape.lineDashPhase = 1
    let (stroke, _) = try #require(strokes().first)
    let drawing = shape.drawing()
    #expect(drawing.style(of: stroke).dashes == [4, 2])
    #expect(stroke.dashOffset == 1 && stroke.join == .bevel)
    shape.lineDashPattern = [4, -1]
    let (solid, _) = try #require(strokes().first)
    #expect(solid.dashes.isEmpty)
  }

  @Test func aSubclassDrawsWhatItDescribes() {
    final class Tick: ShapeView {
      override func draw(in context: inout DrawingContext) {
        super.draw(in: &context)
        context.draw("✓", font: .systemFont(ofSize: 12), color: .green, in: bounds)
      }
    }
    let tick = Tick(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var square = VectorPath()
    square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    tick.path = square
    let drawing = tick.drawing()
    #expect(drawing.steps.count == 2)
    #expect(drawing.texts.map(\.string) == ["✓"])
  }
}
