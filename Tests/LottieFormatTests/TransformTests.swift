import Foundation
import LottieFormat
import Testing

@Suite struct TransformTests {
  /// The first layer's group transform for a `ks` JSON object.
  static func layerTransform(_ ks: String, ddd: String = "") throws -> VectorTransform {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[{"ty":4\(ddd),"ks":\(ks),
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
    guard case .group(let group) = document.frame(at: 0).items.first else {
      throw LottieFormatError(path: "", message: "no layer group")
    }
    return group.transform
  }
}

extension TransformTests {
  @Test func anchorScaleRotationAndPositionComposeInOrder() throws {
    let transform = try Self.layerTransform(
      """
      {"a":{"k":[10,0]},"s":{"k":[200,100]},"r":{"k":90},"p":{"k":[50,50]}}
      """)
    // (20, 0): −anchor → (10, 0); scale → (20, 0); 90° clockwise → (0, 20); + position.
    let point = transform.apply(to: VectorPoint(x: 20, y: 0))
    #expect(TestSupport.near(point, VectorPoint(x: 50, y: 70)))
    #expect(
      TestSupport.near(transform.apply(to: VectorPoint(x: 10, y: 0)), VectorPoint(x: 50, y: 50)))
  }

  @Test func missingTransformIsTheIdentity() throws {
    #expect(try Self.layerTransform("{}") == .identity)
  }

  @Test func rzRotatesWhenRIsAbsent() throws {
    let transform = try Self.layerTransform(#"{"rz":{"k":90},"rx":{"k":0}}"#)
    #expect(
      TestSupport.near(transform.apply(to: VectorPoint(x: 10, y: 0)), VectorPoint(x: 0, y: 10)))
    let both = try Self.layerTransform(#"{"r":{"k":0},"rz":{"k":90}}"#)
    #expect(both == .identity)
  }

  @Test func skewShearsAlongItsAxis() throws {
    // Skew 45° along the x axis (sa 0): x' = x − tan(45°)·y.
    let transform = try Self.layerTransform(#"{"sk":{"k":45},"sa":{"k":0}}"#)
    #expect(
      TestSupport.near(transform.apply(to: VectorPoint(x: 0, y: 10)), VectorPoint(x: -10, y: 10)))
    #expect(
      TestSupport.near(transform.apply(to: VectorPoint(x: 10, y: 0)), VectorPoint(x: 10, y: 0)))
    // Along the y axis (sa 90) the shear moves y by x instead.
    let vertical = try Self.layerTransform(#"{"sk":{"k":45},"sa":{"k":90}}"#)
    let moved = vertical.apply(to: VectorPoint(x: 10, y: 0))
    #expect(TestSupport.near(moved.x, 10) && TestSupport.near(abs(moved.y), 10))
  }

  @Test func layerOpacityIsTheGroupsOpacity() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[{"ty":4,"ks":{"o":{"k":40}},
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]},"o":{"k":50}}]}]}
      """)
    guard case .group(let group) = document.frame(at: 0).items.first else {
      Issue.record("no layer group")
      return
    }
    #expect(group.opacity == 0.4)
    guard case .fill(_, _, _, let opacity) = group.items.first else {
      Issue.record("no fill")
      return
    }
    #expect(opacity == 0.5)
  }

  @Test func autoOrientedLayersTurnAlongTheirMotion() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ao":1,"ks":{"p":{"a":1,"k":[
      {"t":0,"s":[0,0]},{"t":10,"s":[10,10]},{"t":20,"s":[10,30]}]},"r":{"k":10}},
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
    func angle(_ frame: Double) throws -> Double {
      guard case .group(let group) = document.frame(at: frame).items.first else {
        throw LottieFormatError(path: "", message: "no layer group")
      }
      return atan2(group.transform.b, group.transform.a) * 180 / .pi
    }
    // Moving down-right (45°), then straight down (90°), plus the layer's own 10°; after the
    // last keyframe the last direction holds.
    #expect(TestSupport.near(try angle(5), 55, 1e-6))
    #expect(TestSupport.near(try angle(15), 100, 1e-6))
    #expect(TestSupport.near(try angle(25), 100, 1e-6))
    #expect(document.unsupportedFeatures.isEmpty)
  }
}
