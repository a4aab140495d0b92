import Foundation
import LottieFormat
import Testing

@Suite struct LottieUnsupportedFeatureTests {}

extension LottieUnsupportedFeatureTests {
  @Test func unsupportedFeaturesAreReportedOnceWithTheirLocation() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
      {"ty":4,"nm":"arrow","bm":1,"ef":[{"ty":5}],"sy":[{"ty":1}],"ddd":1,
      "ks":{"p":{"x":"wiggle(2,3)","k":[5,5]},"r":{"x":"time*10","k":0}},
      "shapes":[{"ty":"gr","nm":"tip","it":[{"ty":"rc","s":{"k":[4,4]}},{"ty":"mm","nm":"merge","mm":1},
      {"ty":"fl","c":{"k":[1,0,0]}}]}]},
      {"ty":5,"nm":"label","t":{}}]}
      """)
    let features = document.unsupportedFeatures
    let expected: [LottieUnsupportedFeature] = [
      .init(feature: .blendMode(.multiply), location: "layer 'arrow'"),
      .init(feature: .threeDLayers, location: "layer 'arrow'"),
      .init(feature: .effects, location: "layer 'arrow'"),
      .init(feature: .layerStyles, location: "layer 'arrow'"),
      .init(feature: .mergePaths, location: "layer 'arrow' › shape 'tip' › shape 'merge'"),
      .init(feature: .expressions, location: "layer 'arrow'"),
      .init(feature: .textLayers, location: "layer 'label'"),
    ]
    #expect(Set(features) == Set(expected))
    #expect(features.count == expected.count)  // the two expressions are one report
    // The expression's property keeps its static value; the text layer draws nothing.
    guard case .group(let layer) = document.frame(at: 0).items.last else {
      Issue.record("expected the shape layer")
      return
    }
    #expect(layer.transform.tx == 5 && document.frame(at: 0).items.count == 1)
  }

  @Test func featuresReadAsTheirNames() {
    let features: [LottieUnsupportedFeature.Feature] = [
      .blendMode(.colorDodge), .mergePaths, .unknownShape("xx"), .missingAsset("comp_1"),
      .blendMode(LottieBlendMode(number: 42)),
    ]
    #expect(
      features.map(\.description) == [
        "blend mode color dodge", "merge paths", "shape type 'xx'", "missing asset 'comp_1'",
        "blend mode 42.0",
      ])
    #expect(LottieBlendMode(number: 1) == .multiply && LottieBlendMode(number: 17) == .hardMix)
  }
}
