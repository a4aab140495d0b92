import Foundation
import Testing

@testable import LottieFormat

@Suite struct GeometryBuilderTests {
  /// The one fill's path when `shapes` are drawn with a fill after them.
  static func filledPath(_ shape: String) throws -> VectorPath {
    let document = try TestSupport.shapeDocument(#"\#(shape),{"ty":"fl","c":{"k":[0,0,1]}}"#)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    return try #require(leaves.first.flatMap(TestSupport.path))
  }
}

extension GeometryBuilderTests {
  @Test func roundnessIsClampedToHalfTheShorterSide() throws {
    let path = try Self.filledPath(
      #"{"ty":"rc","p":{"k":[50,50]},"s":{"k":[60,40]},"r":{"k":500}}"#)
    let points = TestSupport.points(path)
    // Eight vertices; with radius 20 the straight top edge collapses to its middle.
    #expect(points.count == 9)
    #expect(points.first == VectorPoint(x: 80, y: 50))
    #expect(
      points.contains(VectorPoint(x: 60, y: 70)) && points.contains(VectorPoint(x: 40, y: 30)))
    #expect(path.elements.contains { if case .curve = $0 { return true } else { return false } })
  }

  @Test func ellipsesAreFourArcsWithTheKappaTangent() throws {
    let path = try Self.filledPath(#"{"ty":"el","p":{"k":[50,50]},"s":{"k":[40,20]}}"#)
    guard case .move(let top) = path.elements.first,
      case .curve(let control, _, let right) = path.elements[1]
    else {
      Issue.record("expected a move then a curve")
      return
    }
    #expect(top == VectorPoint(x: 50, y: 40))
    #expect(right == VectorPoint(x: 70, y: 50))
    #expect(TestSupport.near(control.x, 50 + 20 * 0.5519150244935105, 1e-9))
    #expect(path.elements.count == 6 && path.elements.last == .close)
  }

  @Test func reversedShapesRunCounterclockwiseFromTheSameStart() throws {
    let forward = TestSupport.points(
      try Self.filledPath(#"{"ty":"el","p":{"k":[50,50]},"s":{"k":[40,20]}}"#))
    let reversed = TestSupport.points(
      try Self.filledPath(#"{"ty":"el","d":3,"p":{"k":[50,50]},"s":{"k":[40,20]}}"#))
    #expect(reversed.first == forward.first)
    #expect(reversed[1] == VectorPoint(x: 30, y: 50))  // left, not right
    let rectangle = TestSupport.points(
      try Self.filledPath(#"{"ty":"rc","d":3,"p":{"k":[50,50]},"s":{"k":[60,40]}}"#))
    #expect(rectangle.prefix(2) == [VectorPoint(x: 80, y: 30), VectorPoint(x: 20, y: 30)])
  }

  @Test func starsAlternateOuterAndInnerRadii() throws {
    let path = try Self.filledPath(
      #"{"ty":"sr","sy":1,"p":{"k":[50,50]},"pt":{"k":5},"or":{"k":40},"ir":{"k":20},"r":{"k":0}}"#)
    let points = TestSupport.points(path)
    #expect(points.count == 11)  // ten vertices and the closing line back to the first
    #expect(TestSupport.near(points[0], VectorPoint(x: 50, y: 10)))
    let inner = points[1]
    #expect(TestSupport.near(hypot(inner.x - 50, inner.y - 50), 20))
    #expect(inner.x > 50)  // clockwise: the next vertex is to the right
  }

  @Test func polygonsHaveOneVertexPerPointAndRotateClockwise() throws {
    let path = try Self.filledPath(
      #"{"ty":"sr","sy":2,"p":{"k":[0,0]},"pt":{"k":4},"or":{"k":10},"r":{"k":45}}"#)
    let points = TestSupport.points(path)
    #expect(points.count == 5)
    #expect(TestSupport.near(points[0], VectorPoint(x: 10 * sin(.pi / 4), y: -10 * cos(.pi / 4))))
  }

  @Test func roundnessBendsEdgesByAQuarterOfTheCircumferencePerPoint() throws {
    // Five points, radius 50, roundness 100 %: tangents 2π·50 / 20 long, for a polygon and
    // for a star's outer vertices alike.
    for type in [1, 2] {
      let path = try Self.filledPath(
        """
        {"ty":"sr","sy":\(type),"p":{"k":[0,0]},"pt":{"k":5},"or":{"k":50},"ir":{"k":20},
        "os":{"k":100},"r":{"k":0}}
        """)
      guard case .curve(let control, _, _) = path.elements[1] else {
        Issue.record("expected a curve")
        return
      }
      // Leaving the top vertex (0, −50) clockwise: straight to the right.
      #expect(TestSupport.near(control, VectorPoint(x: 2 * .pi * 50 / 20, y: -50), 1e-9))
    }
  }

  @Test func starPointsAreCapped() {
    let star = StarModel(
      isPolygon: true, position: .init(constant: [0, 0]), points: .init(constant: [1e7]),
      rotation: .init(constant: [0]), innerRadius: .init(constant: [0]),
      outerRadius: .init(constant: [10]), innerRoundness: .init(constant: [0]),
      outerRoundness: .init(constant: [0]))
    var store = ContourStore()
    GeometryBuilder.star(star, at: 0, reversed: false, into: &store)
    #expect(store.contours.map(\.count) == [LottieLimits.maximumStarPoints])
  }

  @Test func freePathsKeepTheirTangentsRelativeToVertices() throws {
    let path = try Self.filledPath(
      """
      {"ty":"sh","ks":{"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,-5]],
      "o":[[0,0],[5,0],[0,0]]}}}
      """)
    #expect(
      path.elements == [
        .move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 10, y: 0)),
        .curve(VectorPoint(x: 15, y: 0), VectorPoint(x: 10, y: 5), VectorPoint(x: 10, y: 10)),
        .line(VectorPoint(x: 0, y: 0)), .close,
      ])
  }

  @Test func animatedPathsMorphVertexByVertex() throws {
    let path = try Self.filledPath(
      """
      {"ty":"sh","ks":{"a":1,"k":[
      {"t":0,"s":[{"c":false,"v":[[0,0],[10,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]},
      {"t":0.0001,"s":[{"c":false,"v":[[0,0],[10,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}],
       "e":[{"c":false,"v":[[0,20],[30,40]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]},
      {"t":-1}]}}
      """)
    // Times must not go backwards: the last keyframe is moved up to the previous one's.
    #expect(TestSupport.points(path).count == 2)
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"sh","ks":{"a":1,"k":[
      {"t":0,"s":[{"c":false,"v":[[0,0],[10,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]},
      {"t":10,"s":[{"c":false,"v":[[0,20],[30,40]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]}]}},
      {"ty":"st","c":{"k":[0,0,0]},"w":{"k":1}}
      """)
    let middle = try #require(
      TestSupport.leaves(document.frame(at: 5).items).first.flatMap(TestSupport.path))
    #expect(TestSupport.points(middle) == [VectorPoint(x: 0, y: 10), VectorPoint(x: 20, y: 20)])
  }
}
