import Foundation
import LottieFormat
import Testing

/// The shape rendering model: which styles draw which shapes, in what order, with which
/// transforms and opacities.
@Suite struct ShapeRenderingTests {
  static let red = VectorPaint.solid(VectorColor(red: 1, green: 0, blue: 0))
  static let blue = VectorPaint.solid(VectorColor(red: 0, green: 0, blue: 1))

  static func paint(_ item: VectorItem) -> VectorPaint? {
    switch item {
    case .fill(_, let paint, _, _), .stroke(_, let paint, _, _): return paint
    default: return nil
    }
  }

  /// The shape layer's own items (inside its group).
  static func layerItems(_ document: LottieDocument, at frame: Double = 0) -> [VectorItem] {
    guard case .group(let layer) = document.frame(at: frame).items.first else { return [] }
    return layer.items
  }
}

extension ShapeRenderingTests {
  @Test func aStyleDrawsEveryShapeBeforeItAsOnePath() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","p":{"k":[20,20]},"s":{"k":[10,10]}},{"ty":"el","p":{"k":[60,60]},"s":{"k":[10,10]}},
      {"ty":"fl","c":{"k":[1,0,0]}},{"ty":"rc","p":{"k":[90,90]},"s":{"k":[4,4]}}
      """)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    #expect(leaves.count == 1)  // the last rectangle has no style after it
    let path = try #require(leaves.first.flatMap(TestSupport.path))
    #expect(path.elements.filter { $0 == .close }.count == 2)
  }

  @Test func laterStylesDrawBelowEarlierOnesEachOnce() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},{"ty":"fl","c":{"k":[0,0,1]}}
      """)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    // Back to front: the blue fill (later in the list) first, the red one on top.
    #expect(leaves.map(Self.paint) == [Self.blue, Self.red])
  }

  @Test func stylesAfterAGroupDrawItsShapesThroughItsTransform() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"gr","it":[{"ty":"rc","p":{"k":[0,0]},"s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},
      {"ty":"tr","p":{"k":[50,0]},"o":{"k":100}}]},
      {"ty":"fl","c":{"k":[0,0,1]}}
      """)
    let items = Self.layerItems(document)
    try #require(items.count == 2)
    // Back to front: the outer blue fill, its points moved by the group's transform...
    guard case .fill(let outer, let paint, _, _) = items[0] else {
      Issue.record("expected the outer fill first")
      return
    }
    #expect(paint == Self.blue)
    #expect(TestSupport.points(outer).first == VectorPoint(x: 55, y: -5))
    // ...then the group, on top, carrying the transform for its own red fill.
    guard case .group(let group) = items[1], case .fill(let inner, _, _, _) = group.items.first
    else {
      Issue.record("expected the group on top")
      return
    }
    #expect(group.transform.tx == 50)
    #expect(TestSupport.points(inner).first == VectorPoint(x: 5, y: -5))
  }

  @Test func groupOpacityCompositesTheGroupAsOne() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"gr","it":[{"ty":"rc","s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},
      {"ty":"st","c":{"k":[0,0,1]},"w":{"k":2}},{"ty":"tr","o":{"k":50}}]}
      """)
    let items = Self.layerItems(document)
    guard case .group(let group) = items.first else {
      Issue.record("expected a group")
      return
    }
    #expect(group.opacity == 0.5)
    #expect(group.items.count == 2)
    for item in group.items {
      if case .fill(_, _, _, let opacity) = item { #expect(opacity == 1) }
      if case .stroke(_, _, _, let opacity) = item { #expect(opacity == 1) }
    }
  }

  @Test func hiddenShapesAndEmptyStylesDrawNothing() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","hd":true,"s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},
      {"ty":"st","c":{"k":[0,0,1]},"w":{"k":0}}
      """)
    #expect(TestSupport.leaves(document.frame(at: 0).items).isEmpty)
  }

  @Test func evenOddFillsKeepTheirRule() throws {
    let document = try TestSupport.shapeDocument(
      #"{"ty":"rc","s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]},"r":2,"o":{"k":25}}"#)
    guard
      case .fill(_, _, let rule, let opacity) = TestSupport.leaves(document.frame(at: 0).items)
        .first
    else {
      Issue.record("expected a fill")
      return
    }
    #expect(rule == .evenOdd && opacity == 0.25)
  }

  @Test func roundCornersRoundSharpVerticesOnly() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","p":{"k":[50,50]},"s":{"k":[40,40]}},{"ty":"rd","r":{"k":5}},
      {"ty":"fl","c":{"k":[1,0,0]}}
      """)
    let path = try #require(
      TestSupport.leaves(document.frame(at: 0).items).first.flatMap(TestSupport.path))
    let points = TestSupport.points(path)
    #expect(points.count == 9)  // four corners, two vertices each, and the closing point
    // The top right corner becomes a curve from the top edge down to the right edge.
    #expect(points[0] == VectorPoint(x: 65, y: 30))
    #expect(points[1] == VectorPoint(x: 70, y: 35))
    #expect(
      path.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 4)
  }
}
