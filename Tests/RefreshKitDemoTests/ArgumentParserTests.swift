import Testing

@testable import refreshkit_demo

@MainActor
@Suite struct ArgumentParserTests {}

extension ArgumentParserTests {
  @Test func parsesSessionOptions() throws {
    #expect(try ArgumentParser.parse([]) == .session(SessionOptions()))
    #expect(
      try ArgumentParser.parse(["--header", "normal", "--language", "ko", "--frames"])
        == .session(SessionOptions(mode: .frames, headerKind: "normal", language: "ko")))
    #expect(
      try ArgumentParser.parse(["--interactive"]) == .session(SessionOptions(mode: .interactive)))
    #expect(
      try ArgumentParser.parse(["--keep-place"]) == .session(SessionOptions(keepsPlace: true)))
    #expect(
      try ArgumentParser.parse(["--second-floor"])
        == .session(SessionOptions(hasSecondFloor: true)))
    #expect(try ArgumentParser.parse(["--help"]) == .help)
    #expect(try ArgumentParser.parse(["gallery", "--out", "x"]) == .gallery(outputDirectory: "x"))
  }

  @Test(arguments: [
    (["--header"], "--header needs a value"),
    (["--bogus"], "unknown option --bogus"),
    (["stray"], "unexpected argument stray"),
    (["--frames", "--interactive"], "--frames and --interactive cannot be used together"),
    (["gallery"], "gallery needs --out <dir>"),
    (["gallery", "--out"], "--out needs a value"),
    (["gallery", "--out", "x", "--frames"], "unknown option --frames"),
  ])
  func reportsTheFirstProblem(arguments: [String], message: String) {
    #expect(throws: ArgumentParser.ArgumentError(message: message)) {
      try ArgumentParser.parse(arguments)
    }
  }
}
