import Foundation
import FrameAnimationFormat
import Testing

@Suite struct FrameAnimationDocumentTests {
  static let good = """
    {
      "version": 1, "width": 24, "height": 16.5, "fps": 12,
      "frames": [
        {"text": "◜", "shapes": [
          {"type": "arc", "center": [12, 8], "radius": 6, "startAngle": -90, "endAngle": 180},
          {"type": "line", "from": [0, 0], "to": [24, 16], "lineWidth": 1, "opacity": 0.25}
        ]},
        {"text": "●•", "shapes": [{"type": "circle", "center": [12, 8], "radius": 3, "fill": true}]}
      ]
    }
    """

  /// `good` with `original` replaced by `replacement`.
  static func variant(_ original: String, _ replacement: String) -> Data {
    precondition(good.contains(original), "the variant must change something")
    return Data(good.replacingOccurrences(of: original, with: replacement).utf8)
  }

  /// The error `data` is rejected with, or nil when it parses.
  static func problem(_ data: Data) -> String? {
    do {
      _ = try FrameAnimationDocument.parse(data)
      return nil
    } catch {
      return error.description
    }
  }
}

extension FrameAnimationDocumentTests {
  @Test func parsesAGoodFile() throws {
    let document = try FrameAnimationDocument.parse(Data(Self.good.utf8))
    #expect(document.width == 24)
    #expect(document.height == 16.5)
    #expect(document.framesPerSecond == 12)
    #expect(document.frames.map(\.text) == ["◜", "●•"])
    #expect(
      document.frames[0].shapes == [
        .init(
          kind: .arc(center: .init(x: 12, y: 8), radius: 6, startAngle: -90, endAngle: 180)),
        .init(
          kind: .line(from: .init(x: 0, y: 0), to: .init(x: 24, y: 16)), lineWidth: 1,
          opacity: 0.25),
      ])
    #expect(
      document.frames[1].shapes == [
        .init(kind: .circle(center: .init(x: 12, y: 8), radius: 3, isFilled: true))
      ])
  }

  @Test(arguments: [
    (
      "\"version\": 1", "\"version\": 2",
      "version: unsupported version 2 (this tool reads version 1)"
    ),
    ("\"version\": 1, ", "", "version: is missing"),
    (
      "\"width\": 24", "\"width\": 0",
      "width: must be greater than 0 and at most 1000 points (found 0)"
    ),
    ("\"height\": 16.5", "\"height\": \"16\"", "height: must be a number, not a string"),
    ("\"fps\": 12", "\"fps\": 12.5", "fps: must be a whole number (found 12.5)"),
    (
      "\"fps\": 12", "\"fps\": 0",
      "fps: must be a whole number of frames per second in 1...120 (found 0)"
    ),
    ("\"fps\": 12", "\"fps\": true", "fps: must be a number, not a boolean"),
    (
      "\"fps\": 12", "\"fps\": 12, \"loop\": true",
      "unknown key \"loop\" (expected \"fps\", \"frames\", \"height\", \"version\", \"width\")"
    ),
    ("\"text\": \"◜\"", "\"text\": \"\"", "frames[0].text: must be 1 to 4 characters (found 0)"),
    (
      "\"text\": \"◜\"", "\"text\": \"a\\nb\"",
      "frames[0].text: must not contain control characters such as newlines"
    ),
    ("\"text\": \"◜\"", "\"text\": 7", "frames[0].text: must be a string, not a number"),
    (
      "{\"text\": \"●•\", \"shapes\": [{\"type\": \"circle\", \"center\": [12, 8], \"radius\": 3, \"fill\": true}]}",
      "{\"text\": \"x\", \"shapes\": []}",
      "frames[1].shapes: must contain at least one shape, so vector renderers can draw the frame"
    ),
    (
      "\"radius\": 3", "\"radius\": -3",
      "frames[1].shapes[0].radius: must be greater than 0 (found -3)"
    ),
    (
      "\"fill\": true", "\"fill\": 1",
      "frames[1].shapes[0].fill: must be true or false, not a number"
    ),
    (
      "\"center\": [12, 8], \"radius\": 6", "\"center\": [12], \"radius\": 6",
      "frames[0].shapes[0].center: must be a point: an array of two numbers [x, y]"
    ),
    (
      "\"type\": \"line\"", "\"type\": \"bezier\"",
      "frames[0].shapes[1].type: unknown shape type \"bezier\" (expected \"line\", \"circle\" or \"arc\")"
    ),
    (
      "\"opacity\": 0.25", "\"opacity\": 2",
      "frames[0].shapes[1].opacity: must be in 0...1 (found 2)"
    ),
    (
      "\"lineWidth\": 1", "\"lineWidth\": 0",
      "frames[0].shapes[1].lineWidth: must be greater than 0 (found 0)"
    ),
    (
      "\"lineWidth\": 1", "\"lineWdth\": 1",
      "frames[0].shapes[1]: unknown key \"lineWdth\" (expected \"from\", \"lineWidth\", \"opacity\", \"to\", \"type\")"
    ),
    ("\"width\": 24", "\"width\": 1e999", "width: must be a finite number"),
    (
      "\"endAngle\": 180", "\"endAngle\": -180",
      "frames[0].shapes[0].endAngle: must be greater than startAngle by at most 360 degrees "
        + "(found -90 to -180); arcs run clockwise, so write 300 to 390, not 300 to 30"
    ),
    ("\"startAngle\": -90, ", "", "frames[0].shapes[0].startAngle: is missing"),
  ])
  func rejectsBadValuesNamingWhereAndWhat(original: String, replacement: String, message: String) {
    #expect(Self.problem(Self.variant(original, replacement)) == message)
  }

  @Test func rejectsNonObjectsAndBrokenJSON() {
    #expect(Self.problem(Data("[1, 2]".utf8)) == "must be an object, not an array")
    #expect(
      Self.problem(Data("{\"version\": ".utf8))
        == "is not valid JSON (line 1, column 13: unexpected end of the document)")
    #expect(
      Self.problem(Data()) == "is not valid JSON (line 1, column 1: unexpected end of the document)"
    )
    #expect(
      Self.problem(Data([0xFF, 0xFE, 0x00]))
        == "is not valid JSON (line 1, column 1: expected a value)")
    let noFrames = Self.variant(
      Self.good[Self.good.range(of: "\"frames\": [")!.lowerBound...].description, "\"frames\": []}")
    #expect(Self.problem(noFrames) == "frames: must contain at least one frame")
  }
}

extension FrameAnimationDocumentTests {
  @Test func stringEscapesAndUnicodeDecode() throws {
    let data = Self.variant("\"text\": \"◜\"", #""text": "\u25d0\ud83d\ude00""#)
    let document = try FrameAnimationDocument.parse(data)
    #expect(document.frames[0].text == "◐😀")
  }

  @Test(arguments: [
    ("{\"a\": 1, \"a\": 2}", "is not valid JSON (line 1, column 10: duplicate key \"a\")"),
    ("{} x", "is not valid JSON (line 1, column 4: unexpected text after the end of the document)"),
    ("{\n  \"v\": tru}", "is not valid JSON (line 2, column 8: expected a value)"),
    ("[01]", "is not valid JSON (line 1, column 3: expected \",\" or \"]\")"),
    ("[1.]", "is not valid JSON (line 1, column 4: expected a digit after \".\")"),
    (
      "[\"a\u{01}\"]",
      "is not valid JSON (line 1, column 4: a control character must be escaped in a string)"
    ),
    (
      "[\"\\ud800\"]",
      "is not valid JSON (line 1, column 9: a \\u escape is half of a surrogate pair)"
    ),
    ("[\"\\q\"]", "is not valid JSON (line 1, column 5: invalid escape in a string)"),
    ("[\"open", "is not valid JSON (line 1, column 7: a string is not closed)"),
  ])
  func reportsWhereTheJSONIsBroken(input: String, message: String) {
    #expect(Self.problem(Data(input.utf8)) == message)
  }

  @Test func deepNestingIsRejectedWithoutExhaustingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(
      Self.problem(Data(deep.utf8))
        == "is not valid JSON (line 1, column 65: nested deeper than 64 levels)")
  }
}
