import Foundation
import Testing

@testable import LottieFormat

@Suite struct AnimatedValueTests {
  /// A document whose one layer's position is `position` (a property's JSON).
  static func positionDocument(_ position: String) throws -> LottieDocument {
    try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":100,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":100,
      "ks":{"p":\(position)},
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
  }

  /// The layer's translation at `frame`.
  static func position(_ document: LottieDocument, at frame: Double) -> VectorPoint? {
    guard case .group(let group) = document.frame(at: frame).items.first else { return nil }
    return VectorPoint(x: group.transform.tx, y: group.transform.ty)
  }
}

extension AnimatedValueTests {
  @Test func legacyAndCurrentKeyframesEvaluateTheSame() throws {
    let legacy = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"e":[40,20],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},
      {"t":20,"s":[40,20],"e":[10,80],"o":{"x":0.2,"y":0.1},"i":{"x":0.6,"y":0.9}},{"t":50}]}
      """)
    let current = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},
      {"t":20,"s":[40,20],"o":{"x":0.2,"y":0.1},"i":{"x":0.6,"y":0.9}},{"t":50,"s":[10,80]}]}
      """)
    for frame in stride(from: -5.0, through: 60, by: 2.5) {
      #expect(Self.position(legacy, at: frame) == Self.position(current, at: frame))
    }
    #expect(Self.position(current, at: 20) == VectorPoint(x: 40, y: 20))
    #expect(Self.position(current, at: 50) == VectorPoint(x: 10, y: 80))
    #expect(Self.position(legacy, at: 90) == VectorPoint(x: 10, y: 80))
    let eased = try #require(Self.position(current, at: 5))
    #expect(eased.x > 0 && eased.x < 10)  // ease-in: slower than linear (10) a quarter in
  }

  @Test func beforeTheFirstKeyframeTheFirstValueHolds() throws {
    let document = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":10,"s":[5,5]},{"t":20,"s":[15,25]}]}
      """)
    #expect(Self.position(document, at: 0) == VectorPoint(x: 5, y: 5))
    #expect(Self.position(document, at: 15) == VectorPoint(x: 10, y: 15))
    #expect(Self.position(document, at: 15.5) == VectorPoint(x: 10.5, y: 16))
    #expect(Self.position(document, at: 99) == VectorPoint(x: 15, y: 25))
  }

  @Test func holdKeyframesJumpAtTheNextKeyframe() throws {
    let document = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"h":1},{"t":10,"s":[50,50],"h":1},{"t":20,"s":[90,10]}]}
      """)
    #expect(Self.position(document, at: 9.99) == VectorPoint(x: 0, y: 0))
    #expect(Self.position(document, at: 10) == VectorPoint(x: 50, y: 50))
    #expect(Self.position(document, at: 19.5) == VectorPoint(x: 50, y: 50))
    #expect(Self.position(document, at: 20) == VectorPoint(x: 90, y: 10))
  }

  @Test func easingYMayOvershootTheEndValue() throws {
    let document = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0.3,"y":1.8},"i":{"x":0.6,"y":1.6}},{"t":10,"s":[100,0]}]}
      """)
    let samples = stride(from: 0.0, through: 10, by: 0.5).compactMap {
      Self.position(document, at: $0)?.x
    }
    #expect(samples.contains { $0 > 100 })
    #expect(samples.last == 100)
  }

  @Test func theFirstDimensionsEasingDrivesEveryDimension() throws {
    // As lottie-ios, ThorVG and rlottie play it: y follows x's linear curve, not its own.
    let document = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,0.9],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},
      {"t":10,"s":[100,100]}]}
      """)
    let point = try #require(Self.position(document, at: 5))
    #expect(TestSupport.near(point.x, 50, 1e-6))  // (0,0)-(1,1): linear
    #expect(TestSupport.near(point.y, 50, 1e-6))
  }

  @Test func splitPositionsAnimateEachAxisOnItsOwn() throws {
    let document = try Self.positionDocument(
      """
      {"s":true,"x":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]},"y":{"a":0,"k":30}}
      """)
    #expect(Self.position(document, at: 5) == VectorPoint(x: 50, y: 30))
  }

  @Test func spatialTangentsMoveAlongTheCurve() throws {
    // From (0,0) to (100,0), bulging up through y = −75·0.75 = −56.25 at the middle.
    let document = try Self.positionDocument(
      """
      {"a":1,"k":[{"t":0,"s":[0,0],"to":[0,-75],"ti":[0,-75]},{"t":10,"s":[100,0]}]}
      """)
    let middle = try #require(Self.position(document, at: 5))
    #expect(TestSupport.near(middle.x, 50, 0.5))
    #expect(TestSupport.near(middle.y, -56.25, 0.5))
    let start = try #require(Self.position(document, at: 0))
    #expect(start == VectorPoint(x: 0, y: 0))
    // Arc length: a quarter of the way in time is a quarter of the way along the curve, not
    // the curve's parameter 0.25 (which lies nearer the start on this symmetric bulge).
    let quarter = try #require(Self.position(document, at: 2.5))
    let curve = SpatialSegment(
      start: .zero, end: VectorPoint(x: 100, y: 0), outTangent: VectorPoint(x: 0, y: -75),
      inTangent: VectorPoint(x: 0, y: -75))
    #expect(TestSupport.near(quarter, curve.point(atProgress: 0.25), 1e-9))
    #expect(
      !TestSupport.near(
        quarter, SpatialSegment.point(curve.p0, curve.c1, curve.c2, curve.p1, at: 0.25), 1))
  }

  @Test func cubicEasingSolvesXAndReturnsY() {
    let easing = CubicEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(TestSupport.near(easing.value(at: 0.5), 0.5, 1e-6))
    #expect(easing.value(at: 0.25) < 0.25)
    #expect(easing.value(at: 0) == 0 && TestSupport.near(easing.value(at: 1), 1, 1e-6))
    // x control values outside 0…1 are clamped, so x(u) stays monotonic.
    let clamped = CubicEasing(x1: -3, y1: 0, x2: 4, y2: 1)
    #expect(clamped.value(at: 0.5).isFinite)
    #expect(CubicEasing.linear.value(at: 0.3) == 0.3)
  }
}
