import Foundation
import FrameAnimationFormat
import Testing

@Suite struct FrameAnimationFileTests {}

extension FrameAnimationFileTests {
  @Test func nameAndAccessorComeFromTheFileName() throws {
    let file = try FrameAnimationFile(
      path: "Sources/App/Resources/pull-arrow.animation.json",
      data: Data(FrameAnimationDocumentTests.good.utf8))
    #expect(file.name == "pull-arrow")
    #expect(file.accessorName == "pullArrow")
    #expect(file.document.frames.count == 2)
  }

  @Test func accessorNamesAreLowerCamelCase() {
    let names = ["refresh", "Refresh", "pull-arrow", "big_dot", "a-b-c", "x2"]
    #expect(
      names.map(FrameAnimationFile.accessorName(for:))
        == ["refresh", "refresh", "pullArrow", "big_dot", "aBC", "x2"])
  }

  @Test func badFileNamesAreRejected() {
    for path in [
      "dir/.animation.json", "dir/9lives.animation.json", "spin ner.animation.json",
      "spinner.json", "émoji.animation.json",
    ] {
      #expect(throws: FrameAnimationFormatError.self) {
        try FrameAnimationFile.animationName(forPath: path)
      }
    }
    #expect(throws: Never.self) {
      try FrameAnimationFile.animationName(forPath: "a_b-9.animation.json")
    }
  }
}
