import Foundation
import LottieFormat
import Testing

/// Strokes and gradients.
@Suite struct StyleTests {
  static func leaf(_ shapes: String) throws -> VectorItem {
    let document = try TestSupport.shapeDocument(shapes)
    return try #require(TestSupport.leaves(document.frame(at: 0).items).first)
  }
}

extension StyleTests {
  @Test func strokesCarryWidthCapsJoinsAndDashes() throws {
    let item = try Self.leaf(
      """
      {"ty":"rc","s":{"k":[10,10]}},{"ty":"st","c":{"k":[0,1,0]},"o":{"k":100},"w":{"k":3},
      "lc":3,"lj":3,"ml":7,"d":[{"n":"d","v":{"k":4}},{"n":"g","v":{"k":2}},{"n":"d","v":{"k":1}},
      {"n":"o","v":{"k":5}}]}
      """)
    guard case .stroke(_, let paint, let style, _) = item else {
      Issue.record("expected a stroke")
      return
    }
    #expect(paint == .solid(VectorColor(red: 0, green: 1, blue: 0)))
    #expect(style.width == 3 && style.cap == .square && style.join == .bevel)
    #expect(style.miterLimit == 7)
    // An odd list repeats (the spec's [4d, 8g, 16d] → [4d, 8g, 16d, 4g, 8d, 16g]).
    #expect(style.dashes == [4, 2, 1, 4, 2, 1])
    #expect(style.dashOffset == 5)
  }

  @Test func negativeOrAllZeroDashesAreIgnored() throws {
    for dashes in [#"[{"n":"d","v":{"k":-1}},{"n":"g","v":{"k":2}}]"#, #"[{"n":"d","v":{"k":0}}]"#]
    {
      let item = try Self.leaf(
        #"{"ty":"rc","s":{"k":[10,10]}},{"ty":"st","c":{"k":[0,1,0]},"w":{"k":1},"d":\#(dashes)}"#)
      guard case .stroke(_, _, let style, _) = item else {
        Issue.record("expected a stroke")
        return
      }
      #expect(style.dashes.isEmpty)
    }
  }

  @Test func gradientOpacityStopsMergeIntoTheColourStops() throws {
    let item = try Self.leaf(
      """
      {"ty":"rc","s":{"k":[10,10]}},{"ty":"gf","t":1,"s":{"k":[0,0]},"e":{"k":[100,0]},
      "g":{"p":2,"k":{"k":[0,1,0,0, 1,0,0,1, 0,1, 0.5,0.5, 1,0]}},"o":{"k":100}}
      """)
    guard case .fill(_, .gradient(let gradient), _, _) = item else {
      Issue.record("expected a gradient fill")
      return
    }
    #expect(gradient.kind == .linear)
    #expect(gradient.start == VectorPoint(x: 0, y: 0) && gradient.end == VectorPoint(x: 100, y: 0))
    #expect(gradient.stops.map(\.offset) == [0, 0.5, 1])
    let middle = gradient.stops[1].color
    #expect(TestSupport.near(middle.red, 0.5) && TestSupport.near(middle.blue, 0.5))
    #expect(middle.alpha == 0.5)
    #expect(gradient.stops[0].color.alpha == 1 && gradient.stops[2].color.alpha == 0)
  }

  @Test func radialGradientsPlaceTheirFocusByHighlight() throws {
    let item = try Self.leaf(
      """
      {"ty":"rc","s":{"k":[10,10]}},{"ty":"gs","t":2,"s":{"k":[10,10]},"e":{"k":[50,10]},
      "h":{"k":50},"a":{"k":90},"w":{"k":2},"g":{"p":2,"k":{"k":[0,1,1,1,1,0,0,0]}}}
      """)
    guard case .stroke(_, .gradient(let gradient), _, _) = item,
      case .radial(let focus) = gradient.kind
    else {
      Issue.record("expected a radial gradient stroke")
      return
    }
    // Half the radius (40) at 90° clockwise from the start→end direction: straight down.
    #expect(TestSupport.near(focus, VectorPoint(x: 10, y: 30), 1e-9))
    #expect(gradient.stops.count == 2 && gradient.stops.allSatisfy { $0.color.alpha == 1 })
  }

  @Test func animatedColoursInterpolate() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","s":{"k":[10,10]}},
      {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1]},{"t":10,"s":[0,0,1,1]}]}}
      """)
    let item = try #require(TestSupport.leaves(document.frame(at: 5).items).first)
    #expect(ShapeRenderingTests.paint(item) == .solid(VectorColor(red: 0.5, green: 0, blue: 0.5)))
  }
}
