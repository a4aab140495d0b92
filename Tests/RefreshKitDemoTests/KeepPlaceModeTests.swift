import Foundation
import Testing

/// The demo's timeline mode (`--keep-place`), through its output: every frame of the session.
@MainActor
@Suite struct KeepPlaceModeTests {
  /// For each frame of `transcript`: the line "Item 1" is on inside the frame (nil when off
  /// screen), and whether the status line shows "3 new".
  static func itemOneLines(in transcript: String) -> [(line: Int?, showsNew: Bool)] {
    var frames: [[Substring]] = []
    for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("frame ") {
        frames.append([line])
      } else if !frames.isEmpty {
        frames[frames.count - 1].append(line)
      }
    }
    return frames.map { frame in
      (frame.firstIndex { $0.contains("│  Item 1 ") }, frame.contains { $0.hasSuffix("· 3 new") })
    }
  }
}

extension KeepPlaceModeTests {
  @Test func theRowsArriveAboveAndItemOneNeverMoves() throws {
    let result = try DemoProcess.run(["--keep-place", "--frames"])
    #expect(result.status == 0)
    let frames = Self.itemOneLines(in: result.output)
    let firstNew = try #require(frames.firstIndex { $0.showsNew })
    // From the frame before the rows arrive until the reader scrolls on: one line, every frame.
    let before = frames[firstNew - 1].line
    let still = frames[(firstNew - 1)...].prefix { $0.line == before }
    #expect(before != nil)
    #expect(still.count > 40)  // the shown result and the whole collapse, frame by frame
    #expect(result.output.contains("│  New item 1 "))
  }
}
