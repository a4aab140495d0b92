import Foundation
import LottieFormat
import Testing

@testable import RefreshKitRendering

extension VectorSVGTests {
  /// The Lottie fixtures the oracle checks (Tests/LottieFormatTests/Fixtures), read in place.
  static func fixtureFiles() throws -> [URL] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("LottieFormatTests/Fixtures")
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix("eval-") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  // What rsvg-convert needs in the oracle, checked without it: every fixture's frames are
  // well-formed XML, the same bytes twice, and the middle frame draws something.
  @Test func everyFixtureFrameIsWellFormedAndStable() throws {
    let files = try Self.fixtureFiles()
    #expect(files.count >= 60)
    for file in files {
      let document = try LottieDocument.parse(Data(contentsOf: file))
      let name = file.lastPathComponent
      for progress in [0, 0.5, 0.99] {
        let frame = document.inPoint + progress * (document.outPoint - document.inPoint)
        let svg = VectorSVG.document(
          document.frame(at: frame), width: 200, height: 200, background: "#fff")
        #expect(
          svg
            == VectorSVG.document(
              document.frame(at: frame), width: 200, height: 200, background: "#fff"),
          "\(name) at \(frame)")
        let counter = ElementCounter.parse(svg)
        #expect(counter != nil, "\(name) at \(frame) is not well-formed")
        if progress == 0.5, let counts = counter?.counts {
          #expect(counts["path", default: 0] + counts["image", default: 0] > 0, "\(name)")
        }
      }
    }
  }
}
