import Foundation
import LottieFormat
import Testing

@Suite struct FixtureTests {
  /// Every fixture file's name.
  static var names: [String] {
    get throws {
      try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixturesURL.path)
        .filter { $0.hasSuffix(".json") }.sorted()
    }
  }
}

extension FixtureTests {
  @Test func everyFixtureParsesAndDrawsSomething() throws {
    let names = try Self.names
    try #require(!names.isEmpty)
    for name in names {
      let document = try LottieDocument.parse(TestSupport.fixture(name))
      let middle = (document.inPoint + document.outPoint) / 2
      var drawn = 0
      for frame in [document.inPoint, middle, document.outPoint - 1] {
        drawn += TestSupport.leaves(document.frame(at: frame).items).count
      }
      if ProcessInfo.processInfo.environment["REFRESHKIT_LOTTIE_DUMP"] != nil {
        print("\(name): \(drawn) leaves, unsupported \(document.unsupportedFeatures)")
      }
      #expect(drawn > 0, "\(name) draws nothing")
    }
  }

  @Test func theLegacyAndCurrentKeyframeFixturesMoveAndColourTheSame() throws {
    // The current-form fixture also turns; position and colour are keyed the same way.
    let legacy = try LottieDocument.parse(TestSupport.fixture("keyframes-legacy-form.json"))
    let current = try LottieDocument.parse(TestSupport.fixture("keyframes-current-form.json"))
    func sample(_ document: LottieDocument, _ frame: Double) -> [String] {
      document.frame(at: frame).items.compactMap { item in
        guard case .group(let layer) = item else { return nil }
        let paints = TestSupport.leaves(layer.items).compactMap(ShapeRenderingTests.paint)
        return "\(layer.transform.tx) \(layer.transform.ty) \(paints)"
      }
    }
    for frame in stride(from: 0.0, through: 60, by: 0.75) {
      #expect(sample(legacy, frame) == sample(current, frame), "frame \(frame)")
    }
    #expect(sample(legacy, 10) != sample(legacy, 20))
  }
}
