import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct FrameAnimationTests {
  /// A temporary directory used as a resource bundle.
  func makeBundle(files: [String: String]) throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FrameAnimationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
    }
    return try #require(Bundle(url: directory))
  }

  static let tinyFile = """
    {"version": 1, "width": 8, "height": 4, "fps": 4, "frames": [
      {"text": "a", "shapes": [{"type": "line", "from": [0, 0], "to": [8, 4]}]},
      {"text": "b", "shapes": [{"type": "circle", "center": [4, 2], "radius": 2, "fill": true,
        "opacity": 0.5}]}
    ]}
    """
}

extension FrameAnimationTests {
  @Test func builtInRefreshSpinnerLoadsByNameAndByAccessor() throws {
    let byName = try FrameAnimation.named("refresh")
    let byAccessor = try FrameAnimation.named(.refresh)
    #expect(byName == byAccessor)
    #expect(byName.name == "refresh")
    #expect(byName.size == CGSize(width: 24, height: 24))
    #expect(byName.framesPerSecond == 12)
    #expect(byName.frames.count >= 12)
    #expect(byName.frameDuration == .seconds(1) / 12)
    // A rotating arc: every frame has an arc, each turned further than the one before.
    let starts = byName.frames.compactMap { frame -> CGFloat? in
      for shape in frame.shapes {
        if case .arc(_, _, let start, _) = shape.kind { return start }
      }
      return nil
    }
    #expect(starts.count == byName.frames.count)
    #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 == 30 })
    #expect(byName.frames.allSatisfy { !$0.text.isEmpty && $0.text.count <= 4 })
  }

  @Test func loadsFromAGivenBundleWithShapesDecoded() throws {
    let bundle = try makeBundle(files: ["tiny.animation.json": Self.tinyFile])
    let animation = try FrameAnimation.named("tiny", bundle: bundle)
    #expect(animation.size == CGSize(width: 8, height: 4))
    #expect(animation.duration == .milliseconds(500))
    #expect(animation.frames.map(\.text) == ["a", "b"])
    #expect(
      animation.frames[0].shapes == [
        FrameAnimation.Shape(kind: .line(from: .zero, to: CGPoint(x: 8, y: 4)))
      ])
    #expect(
      animation.frames[1].shapes == [
        FrameAnimation.Shape(
          kind: .circle(center: CGPoint(x: 4, y: 2), radius: 2, isFilled: true), opacity: 0.5)
      ])
  }

  @Test func missingNameThrowsAClearError() throws {
    let bundle = try makeBundle(files: [:])
    #expect(throws: FrameAnimationError.self) {
      try FrameAnimation.named("sparkles", bundle: bundle)
    }
    do {
      _ = try FrameAnimation.named("sparkles")
      Issue.record("expected an error")
    } catch {
      guard case .notFound(let name, let searched) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(name == "sparkles")
      #expect(searched.count == 2)
      #expect(error.description.hasPrefix("no frame animation named \"sparkles\""))
    }
  }

  @Test func malformedFileThrowsAnErrorNamingFileAndProblem() throws {
    let bad = Self.tinyFile.replacingOccurrences(of: "\"radius\": 2", with: "\"radius\": -2")
    let bundle = try makeBundle(files: [
      "bad.animation.json": bad, "notjson.animation.json": "{ frames: ",
    ])
    do {
      _ = try FrameAnimation.named("bad", bundle: bundle)
      Issue.record("expected an error")
    } catch {
      #expect(
        error
          == .malformed(
            file: "bad.animation.json",
            reason: "frames[1].shapes[0].radius: must be greater than 0 (found -2)"))
      #expect(
        error.description
          == "malformed frame animation bad.animation.json: "
          + "frames[1].shapes[0].radius: must be greater than 0 (found -2)")
    }
    #expect(
      throws: FrameAnimationError.malformed(
        file: "notjson.animation.json",
        reason: "is not valid JSON (line 1, column 3: expected a key in double quotes)")
    ) {
      try FrameAnimation.named("notjson", bundle: bundle)
    }
  }

  @Test func decodingBytesNeverTraps() {
    let inputs = ["", "null", "[]", "{}", "{\"version\": 1}", String(repeating: "[", count: 5000)]
    for input in inputs {
      #expect(throws: FrameAnimationError.self) {
        try FrameAnimation(data: Data(input.utf8), name: "x")
      }
    }
  }

  @Test func memberwiseValuesAreClampedNotTrapped() {
    let animation = FrameAnimation(
      name: "odd", size: CGSize(width: -3, height: CGFloat.nan), framesPerSecond: 0, frames: [])
    #expect(animation.size == .zero)
    #expect(animation.framesPerSecond == 1)
    #expect(animation.frames.count == 1)
    #expect(
      FrameAnimation(name: "fast", size: .zero, framesPerSecond: 500, frames: []).framesPerSecond
        == 120)
  }
}
