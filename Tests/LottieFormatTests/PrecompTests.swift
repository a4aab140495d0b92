import Foundation
import LottieFormat
import Testing

@Suite struct PrecompTests {
  /// A document with a precomp whose one layer moves x from 0 to 100 over frames 0…100,
  /// used by a root layer with `extras`.
  static func document(_ extras: String) throws -> LottieDocument {
    try TestSupport.document(
      """
      {"fr":10,"ip":0,"op":100,"w":100,"h":100,"assets":[{"id":"c","layers":[
      {"ty":4,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":100,"s":[100,0]}]}},
      "shapes":[{"ty":"rc","s":{"k":[2,2]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}],
      "layers":[{"ty":0,"refId":"c","w":50,"h":40\(extras)}]}
      """)
  }

  /// The precomp's child layer's x at `frame`, and the root layer's group.
  static func child(_ document: LottieDocument, at frame: Double) -> (x: Double, root: VectorGroup)?
  {
    guard case .group(let root) = document.frame(at: frame).items.first,
      case .group(let clip) = root.items.first, case .group(let child) = clip.items.first
    else { return nil }
    return (child.transform.tx, root)
  }
}

extension PrecompTests {
  @Test func precompsAreClippedToTheirSize() throws {
    let root = try #require(Self.child(try Self.document(""), at: 20)).root
    guard case .group(let clip) = root.items.first else { return }
    #expect(clip.masks.count == 1 && clip.masks[0].mode == .add)
    #expect(
      Set(TestSupport.points(clip.masks[0].path)) == [
        VectorPoint(x: 0, y: 0), VectorPoint(x: 50, y: 0), VectorPoint(x: 50, y: 40),
        VectorPoint(x: 0, y: 40),
      ])
  }

  /// A precomp whose canvas holds the whole root canvas is not clipped again.
  ///
  /// The frame is clipped to the root canvas anyway; the clip stays wherever it could hide
  /// something.
  @Test(
    arguments: [
      // (the precomp layer's size and transform, whether its clip stays)
      (#","w":100,"h":100"#, false),  // the root's size
      (#","w":300,"h":300,"ks":{"p":{"k":[50,50]},"a":{"k":[150,150]}}"#, false),  // larger
      (#","w":50,"h":50,"ks":{"s":{"k":[200,200]}}"#, false),  // scaled up to the root's size
      (#","w":100,"h":100,"ks":{"p":{"k":[1,0]}}"#, true),  // moved: the left strip is cut
      (#","w":100,"h":100,"ks":{"r":{"k":90},"p":{"k":[100,0]}}"#, true),  // turned: kept
    ] as [(String, Bool)])
  func aPrecompHoldingTheRootCanvasIsNotClippedAgain(extras: String, clipped: Bool) throws {
    let document = try TestSupport.document(
      """
      {"fr":10,"ip":0,"op":100,"w":100,"h":100,"assets":[{"id":"c","layers":[
      {"ty":4,"shapes":[{"ty":"rc","s":{"k":[500,500]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}],
      "layers":[{"ty":0,"refId":"c"\(extras)}]}
      """)
    guard case .group(let root) = document.frame(at: 0).items.first,
      case .group(let canvas) = root.items.first
    else {
      Issue.record("no precomp group")
      return
    }
    #expect(canvas.masks.isEmpty != clipped)
    if clipped, canvas.masks.count == 1 {
      #expect(canvas.masks[0].mode == .add)
    }
  }

  @Test func startTimeAndStretchShiftAndSlowTheContent() throws {
    #expect(Self.child(try Self.document(""), at: 30)?.x == 30)
    #expect(Self.child(try Self.document(#","st":10"#), at: 30)?.x == 20)
    #expect(Self.child(try Self.document(#","st":10,"sr":2"#), at: 30)?.x == 10)
    #expect(Self.child(try Self.document(#","sr":0.5"#), at: 30)?.x == 60)
  }

  @Test func timeRemapMapsTheLayersTimeToSecondsOfContent() throws {
    // Frames 0…100 of the root play the precomp backwards from 8 s (frame 80) to 0.
    let document = try Self.document(#","tm":{"a":1,"k":[{"t":0,"s":[8]},{"t":100,"s":[0]}]}"#)
    #expect(Self.child(document, at: 0)?.x == 80)
    #expect(Self.child(document, at: 50)?.x == 40)
    #expect(Self.child(document, at: 99)?.x.isFinite == true)
  }

  @Test func precompsContainingThemselvesAreCutOffAndReported() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":100,"h":100,"assets":[
      {"id":"a","layers":[{"ty":0,"refId":"b"},{"ty":4,"shapes":[{"ty":"rc","s":{"k":[2,2]}},
      {"ty":"fl","c":{"k":[1,0,0]}}]}]},{"id":"b","layers":[{"ty":0,"refId":"a"},{"ty":0,"refId":"a"}]}],
      "layers":[{"ty":0,"refId":"a"}]}
      """)
    #expect(document.unsupportedFeatures.contains { $0.feature == .precompRecursion })
    let items = document.frame(at: 0).items
    #expect(TestSupport.count(items) <= LottieLimits.maximumItemsPerFrame)
    #expect(!TestSupport.leaves(items).isEmpty)
  }
}
