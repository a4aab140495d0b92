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
}
