import CGtk4
import Foundation
import Testing

@testable import RefreshKitGTK

/// The exact-area rasteriser behind the Cairo renderer's fills: coverage against the areas
/// geometry gives, the fill rules, edges outside the box, bad input, and Cairo's own fill.
@Suite struct CoverageRasterizerTests {
  /// The coverage of the closed polygons (each a list of points, in the box's pixels).
  func coverage(
    _ polygons: [[(Double, Double)]], width: Int, height: Int, evenOdd: Bool = false
  ) -> [[Int]] {
    let rasterizer = CoverageRasterizer()
    guard rasterizer.begin(width: width, height: height) else { return [] }
    for polygon in polygons {
      for (index, from) in polygon.enumerated() {
        let to = polygon[(index + 1) % polygon.count]
        rasterizer.addLine(from.0, from.1, to.0, to.1)
      }
    }
    rasterizer.resolve(evenOdd: evenOdd)
    return (0..<height).map { row in
      (0..<width).map { Int(rasterizer.coverage[row * rasterizer.stride + $0]) }
    }
  }

  func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double)
    -> [(Double, Double)]
  {
    [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
  }

  /// A regular polygon of `sides` around (x, y), clockwise or not.
  func polygon(
    _ x: Double, _ y: Double, radius: Double, sides: Int, reversed: Bool = false
  ) -> [(Double, Double)] {
    let points = (0..<sides).map { index in
      let angle = Double(index) / Double(sides) * 2 * Double.pi
      return (x + radius * cos(angle), y + radius * sin(angle))
    }
    return reversed ? points.reversed() : points
  }

  @Test func aRectangleCoversEachPixelByItsShareOfArea() {
    // 2.5…12.5 across, 3.25…13.75 down.
    let rows = coverage([rectangle(2.5, 3.25, 10, 10.5)], width: 16, height: 16)
    #expect(rows[8][6] == 255)
    #expect(rows[8][2] == 128)  // half a column
    #expect(rows[3][8] == 191)  // three quarters of a row
    #expect(rows[13][8] == 191)  // 13…13.75
    #expect(rows[3][2] == 96)  // half × three quarters
    #expect(rows[8][1] == 0 && rows[8][13] == 0 && rows[2][8] == 0 && rows[14][8] == 0)
    let total = rows.joined().reduce(0, +)
    #expect(abs(Double(total) / 255 - 105) < 0.1)
  }

  @Test func aSlantedPolygonCoversItsArea() {
    // A 60-gon of radius 20 at a fractional centre: its area is (n/2)·r²·sin(2π/n).
    let sides = 60
    let rows = coverage(
      [polygon(24.3, 23.7, radius: 20, sides: sides)], width: 48, height: 48)
    let area = Double(sides) / 2 * 400 * sin(2 * Double.pi / Double(sides))
    let total = Double(rows.joined().reduce(0, +)) / 255
    #expect(abs(total - area) / area < 0.002)
    #expect(rows[24][24] == 255)
    #expect(rows[0][0] == 0 && rows[47][47] == 0)
  }

  @Test func nonZeroFillsANestedShapeOfTheSameTurnAndEvenOddCutsIt() {
    let outer = rectangle(2, 2, 20, 20)
    let inner = rectangle(8, 8, 8, 8)
    let nonZero = coverage([outer, inner], width: 24, height: 24)
    let evenOdd = coverage([outer, inner], width: 24, height: 24, evenOdd: true)
    #expect(nonZero[12][12] == 255)
    #expect(evenOdd[12][12] == 0)
    #expect(evenOdd[4][4] == 255)
    // Turned the other way, the inner one is a hole under both rules.
    let hole = coverage([outer, inner.reversed()], width: 24, height: 24)
    #expect(hole[12][12] == 0 && hole[4][4] == 255)
  }

  @Test func partsOutsideTheBoxCountAsTheyWouldInAWiderOne() {
    // A triangle reaching past every side of a 10 × 10 box, against the same triangle
    // rasterised in a 40 × 40 box that holds it, offset by 15.
    let inside = [(-15.0, -12.0), (24.0, 3.5), (2.5, 26.0)]
    let clipped = coverage([inside], width: 10, height: 10)
    let whole = coverage([inside.map { ($0.0 + 15, $0.1 + 15) }], width: 40, height: 40)
    for row in 0..<10 {
      for column in 0..<10 {
        #expect(abs(clipped[row][column] - whole[row + 15][column + 15]) <= 1)
      }
    }
  }

  @Test func theCellsAreClearForTheNextShape() {
    let rasterizer = CoverageRasterizer()
    _ = rasterizer.begin(width: 30, height: 30)
    for (index, from) in polygon(15, 15, radius: 12, sides: 7).enumerated() {
      let to = polygon(15, 15, radius: 12, sides: 7)[(index + 1) % 7]
      rasterizer.addLine(from.0, from.1, to.0, to.1)
    }
    rasterizer.resolve(evenOdd: false)
    // A smaller box next, as a later fill would use it.
    _ = rasterizer.begin(width: 20, height: 12)
    for (index, from) in rectangle(3.5, 2.5, 10, 5).enumerated() {
      let to = rectangle(3.5, 2.5, 10, 5)[(index + 1) % 4]
      rasterizer.addLine(from.0, from.1, to.0, to.1)
    }
    rasterizer.resolve(evenOdd: false)
    let reused = (0..<12).map { row in
      (0..<20).map { Int(rasterizer.coverage[row * rasterizer.stride + $0]) }
    }
    #expect(reused == coverage([rectangle(3.5, 2.5, 10, 5)], width: 20, height: 12))
  }

  @Test func badInputIsIgnoredAndHugeBoxesAreRefused() {
    let rows = coverage(
      [[(.nan, 1), (5, 5), (.infinity, 3)], rectangle(1, 1, 3, 3)], width: 8, height: 8)
    #expect(rows[2][2] == 255)
    #expect(rows[6][6] == 0)
    let rasterizer = CoverageRasterizer()
    #expect(!rasterizer.begin(width: 100_000, height: 100_000))
    #expect(!rasterizer.begin(width: 0, height: 10))
    #expect(!rasterizer.begin(width: 10, height: -1))
  }

  /// Random simple polygons (points in order of angle around a centre), ours against Cairo's
  /// `cairo_fill` into A8; under even-odd, two of them overlapping.
  @Test(arguments: [false, true]) func agreesWithCairosFill(evenOdd: Bool) {
    var generator = CairoVectorRendererRobustnessTests.Generator(state: evenOdd ? 7 : 3)
    var far = 0
    var sumOfDifferences = 0
    var pixels = 0
    func star() -> [(Double, Double)] {
      let centre = (
        Double(generator.below(2_000)) / 100 + 10, Double(generator.below(2_000)) / 100 + 10
      )
      let count = generator.below(9) + 3
      return (0..<count).map { index in
        let angle = (Double(index) + Double(generator.below(80)) / 100) / Double(count) * 2 * .pi
        let radius = Double(generator.below(2_000)) / 100 + 1
        return (centre.0 + radius * cos(angle), centre.1 + radius * sin(angle))
      }
    }
    for _ in 0..<40 {
      let shapes = evenOdd ? [star(), star()] : [star()]
      let ours = coverage(shapes, width: 40, height: 40, evenOdd: evenOdd)
      guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 40, 40),
        let cr = cairo_create(surface)
      else { return }
      cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      for points in shapes {
        cairo_move_to(cr, points[0].0, points[0].1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_close_path(cr)
      }
      cairo_fill(cr)
      cairo_surface_flush(surface)
      let stride = Int(cairo_image_surface_get_stride(surface))
      if let data = cairo_image_surface_get_data(surface) {
        for row in 0..<40 {
          for column in 0..<40 {
            let difference = abs(Int(data[row * stride + column]) - ours[row][column])
            if difference > 24 { far += 1 }
            sumOfDifferences += difference
            pixels += 1
          }
        }
      }
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    // Cairo samples 15 rows × 256 columns a pixel; the two agree to a few levels on edges.
    #expect(Double(sumOfDifferences) / Double(pixels) < 0.5)
    // Where two even-odd outlines cross inside a pixel the sums differ (the type's
    // documentation): a few such pixels; a simple outline has none.
    #expect(evenOdd ? far <= pixels / 500 : far == 0)
  }
}
