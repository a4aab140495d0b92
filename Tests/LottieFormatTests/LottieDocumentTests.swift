import Foundation
import LottieFormat
import Testing

@Suite struct LottieDocumentTests {}

extension LottieDocumentTests {
  @Test func readsTheDocumentsHeader() throws {
    let document = try TestSupport.document(
      """
      {"fr":29.97,"ip":12,"op":72.5,"w":320,"h":240,"nm":"spinner","layers":[],
      "markers":[{"cm":"loop","tm":20,"dr":30}]}
      """)
    #expect(document.frameRate == 29.97)
    #expect(document.inPoint == 12)
    #expect(document.outPoint == 72.5)
    #expect(document.width == 320 && document.height == 240)
    #expect(document.name == "spinner")
    #expect(document.markers == [LottieMarker(name: "loop", frame: 20, duration: 30)])
  }

  @Test func aRectangleAtAPositionHasItsCornersAroundIt() throws {
    let document = try LottieDocument.parse(TestSupport.fixture("shape-rectangle-fill.json"))
    let frame = document.frame(at: 0)
    #expect(frame.width == 100 && frame.height == 100)
    let leaves = TestSupport.leaves(frame.items)
    try #require(leaves.count == 1)
    guard case .fill(let path, let paint, let rule, let opacity) = leaves[0] else {
      Issue.record("expected a fill")
      return
    }
    #expect(paint == .solid(VectorColor(red: 0.9, green: 0.2, blue: 0.1)))
    #expect(rule == .nonZero && opacity == 1)
    guard case .group(let layer) = frame.items[0] else {
      Issue.record("expected the layer's group")
      return
    }
    let corners = TestSupport.points(path).map(layer.transform.apply)
    #expect(
      corners == [
        VectorPoint(x: 80, y: 30), VectorPoint(x: 80, y: 70), VectorPoint(x: 20, y: 70),
        VectorPoint(x: 20, y: 30), VectorPoint(x: 80, y: 30),
      ])
  }

  @Test func framesAreClampedIntoTheDocumentsRange() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":10,"op":20,"w":10,"h":10,"layers":[{"ty":4,"ks":{"p":{"a":1,"k":[
      {"t":10,"s":[0,0],"e":[10,0]},{"t":20}]}},
      "shapes":[{"ty":"rc","s":{"k":[2,2]},"p":{"k":[0,0]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
    func x(_ frame: Double) -> Double? {
      guard case .group(let group) = document.frame(at: frame).items.first else { return nil }
      return group.transform.tx
    }
    #expect(x(15) == 5)
    #expect(x(-100) == 0)
    #expect(x(.nan) == 0)
    #expect(try #require(x(1000)) > 9.999)
    // The out point is exclusive: at it (and past it) the last picture still shows.
    let ending = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":20,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":20,"ks":{},
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
    #expect(ending.frame(at: 20).items.count == 1)
    #expect(ending.frame(at: 99).items.count == 1)
  }
}
