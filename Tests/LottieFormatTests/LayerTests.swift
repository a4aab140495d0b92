import Foundation
import LottieFormat
import Testing

@Suite struct LayerTests {
  /// A small square shape layer's JSON with `extras` added to the layer.
  static func square(_ extras: String) -> String {
    """
    {"ty":4\(extras),"shapes":[{"ty":"rc","s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}}]}
    """
  }

  static func document(_ layers: [String], op: Double = 60) throws -> LottieDocument {
    try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":\(op),"w":100,"h":100,"layers":[\(layers.joined(separator: ","))]}
      """)
  }

  static func groups(_ items: [VectorItem]) -> [VectorGroup] {
    items.compactMap { item in
      if case .group(let group) = item { return group }
      return nil
    }
  }
}

extension LayerTests {
  @Test func parentsTransformsChainButTheirOpacityDoesNot() throws {
    let document = try Self.document([
      Self.square(#","ind":3,"parent":2,"ks":{"p":{"k":[5,0]}}"#),
      #"{"ty":3,"ind":2,"parent":1,"ks":{"s":{"k":[200,200]},"o":{"k":10}}}"#,
      #"{"ty":3,"ind":1,"ks":{"p":{"k":[40,0]},"o":{"k":0}}}"#,
    ])
    let groups = Self.groups(document.frame(at: 0).items)
    #expect(groups.count == 1)  // nulls draw nothing
    // Child (5, 0) → scaled by the middle null → (10, 0) → moved by the top one → (50, 0).
    #expect(groups[0].transform.apply(to: .zero) == VectorPoint(x: 50, y: 0))
    #expect(groups[0].transform.a == 2)
    #expect(groups[0].opacity == 1)
  }

  @Test func parentCyclesAreBrokenAndReported() throws {
    let document = try Self.document([
      Self.square(#","ind":1,"parent":2"#), Self.square(#","ind":2,"parent":1"#),
    ])
    #expect(Self.groups(document.frame(at: 0).items).count == 2)
    #expect(document.unsupportedFeatures.contains { $0.feature == .parentCycle })
  }

  @Test func longParentChainsAreFollowedUpToTheCap() throws {
    let nulls = (1...100).map { index in
      #"{"ty":3,"ind":\#(index),"parent":\#(index + 1),"ks":{"p":{"k":[1,0]}}}"#
    }
    let document = try Self.document([Self.square(#","parent":1"#)] + nulls)
    let group = try #require(Self.groups(document.frame(at: 0).items).first)
    #expect(group.transform.tx == Double(LottieLimits.maximumParentChain))
  }

  @Test func aLayersOwnKeyframesAreInItsCompositionsTime() throws {
    // Start time moves only a precomp's content; exported keyframes are already placed.
    let document = try Self.document([
      Self.square(#","st":-40,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":[100,0]}]}}"#)
    ])
    #expect(Self.groups(document.frame(at: 5).items).first?.transform.tx == 50)
  }

  @Test func layersShowFromTheirInPointUntilBeforeTheirOutPoint() throws {
    let document = try Self.document([Self.square(#","ip":10,"op":20"#)])
    #expect(document.frame(at: 9.9).items.isEmpty)
    #expect(document.frame(at: 10).items.count == 1)
    #expect(document.frame(at: 19.9).items.count == 1)
    #expect(document.frame(at: 20).items.isEmpty)
  }

  @Test func hiddenLayersAreNotDrawnButStillParent() throws {
    let document = try Self.document([
      Self.square(#","ind":1,"parent":2"#),
      Self.square(#","ind":2,"hd":true,"ks":{"p":{"k":[7,0]}}"#),
    ])
    let groups = Self.groups(document.frame(at: 0).items)
    #expect(groups.count == 1)
    #expect(groups[0].transform.tx == 7)
  }

  @Test func theFirstLayerIsOnTop() throws {
    let document = try Self.document([
      Self.square(#","ks":{"p":{"k":[1,0]}}"#), Self.square(#","ks":{"p":{"k":[2,0]}}"#),
    ])
    #expect(Self.groups(document.frame(at: 0).items).map(\.transform.tx) == [2, 1])
  }

  @Test func solidLayersFillTheirRectangle() throws {
    let document = try Self.document([##"{"ty":1,"sc":"#ff8000","sw":30,"sh":20}"##])
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    guard case .fill(let path, let paint, _, _) = leaves.first else {
      Issue.record("expected a fill")
      return
    }
    #expect(paint == .solid(VectorColor(red: 1, green: 128.0 / 255, blue: 0)))
    #expect(
      Set(TestSupport.points(path)) == [
        VectorPoint(x: 0, y: 0), VectorPoint(x: 30, y: 0), VectorPoint(x: 30, y: 20),
        VectorPoint(x: 0, y: 20),
      ])
  }

  @Test func embeddedImagesAreDrawnWithTheirBytes() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":100,"h":100,
      "assets":[{"id":"img","w":8,"h":4,"e":1,"p":"data:image/png;base64,iVBORw0K"},
      {"id":"file","w":8,"h":4,"u":"images/","p":"a.png"}],
      "layers":[{"ty":2,"refId":"img"},{"ty":2,"nm":"external","refId":"file"}]}
      """)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    #expect(leaves.count == 1)
    guard case .image(let image, _) = leaves.first else {
      Issue.record("expected an image")
      return
    }
    #expect(image.data == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
    #expect(image.width == 8 && image.height == 4)
    #expect(
      document.unsupportedFeatures.contains(
        LottieUnsupportedFeature(feature: .externalImages, location: "layer 'external'")))
  }

  @Test func masksAreReadWithModeInversionAndOpacity() throws {
    let mask =
      #"{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}"#
    let document = try Self.document([
      Self.square(
        """
        ,"masksProperties":[{"mode":"s","inv":true,"o":{"k":50},"pt":{"k":\(mask)}},
        {"mode":"n","pt":{"k":\(mask)}},{"mode":"i","pt":{"k":\(mask)}}]
        """)
    ])
    let group = try #require(Self.groups(document.frame(at: 0).items).first)
    #expect(group.masks.count == 2)  // "n" masks nothing
    #expect(group.masks[0].mode == .subtract && group.masks[0].isInverted)
    #expect(group.masks[0].opacity == 0.5)
    #expect(group.masks[1].mode == .intersect && !group.masks[1].isInverted)
    #expect(TestSupport.points(group.masks[0].path).count == 4)
  }

  @Test func trackMattesUseTheLayerAboveWhichIsNotDrawnItself() throws {
    let document = try Self.document([
      Self.square(#","td":1,"ks":{"p":{"k":[3,0]}}"#),
      Self.square(#","tt":2,"ks":{"p":{"k":[4,0]}}"#),
    ])
    let groups = Self.groups(document.frame(at: 0).items)
    #expect(groups.count == 1)
    #expect(groups[0].transform.tx == 4)
    let matte = try #require(groups[0].matte)
    #expect(matte.mode == .alphaInverted)
    #expect(Self.groups(matte.items).map(\.transform.tx) == [3])
  }

  @Test func trackMattesMayNameTheirSourceByIndex() throws {
    let document = try Self.document([
      Self.square(#","ind":5,"td":1,"ks":{"p":{"k":[3,0]}}"#), Self.square(#","ind":6"#),
      Self.square(#","ind":7,"tt":3,"tp":5"#),
    ])
    let groups = Self.groups(document.frame(at: 0).items)
    #expect(groups.count == 2)
    #expect(groups[0].matte?.mode == .luma)
    #expect(groups[0].matte.map { Self.groups($0.items).map(\.transform.tx) } == [3])
    #expect(groups[1].matte == nil)
  }
}
