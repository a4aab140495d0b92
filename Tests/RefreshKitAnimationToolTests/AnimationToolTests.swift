import Foundation
import Testing

/// Runs the built `refreshkit-animation-tool` on good and bad files, as the build-tool
/// plugin does during a build.
@Suite struct AnimationToolTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("AnimationToolTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  static let good = """
    {"version": 1, "width": 24, "height": 24, "fps": 12, "frames": [
      {"text": "◜", "shapes": [{"type": "arc", "center": [12, 12], "radius": 9,
        "startAngle": 0, "endAngle": 270}]}
    ]}
    """

  struct Run {
    var status: Int32
    var errorOutput: String
    var generated: String?
  }

  /// The tool binary: SwiftPM puts it next to the test bundle.
  var toolURL: URL {
    get throws {
      var searched = Bundle.main.bundleURL
      for _ in 0..<3 {
        let candidate = searched.appendingPathComponent("refreshkit-animation-tool")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        searched.deleteLastPathComponent()
      }
      throw CocoaError(.fileNoSuchFile)
    }
  }

  func write(_ files: [String: String]) throws -> [String] {
    try files.keys.sorted().map { name in
      let url = directory.appendingPathComponent(name)
      try Data(files[name, default: ""].utf8).write(to: url)
      return url.path
    }
  }

  func run(_ paths: [String], module: String = "App") throws -> Run {
    let output = directory.appendingPathComponent("Generated.swift")
    let process = Process()
    process.executableURL = try toolURL
    process.arguments =
      ["--module", module, "--access", "internal", "--output", output.path] + paths
    let errorPipe = Pipe()
    process.standardError = errorPipe
    try process.run()
    let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      errorOutput: String(decoding: errorData, as: UTF8.self),
      generated: FileManager.default.contents(atPath: output.path).map {
        String(decoding: $0, as: UTF8.self)
      })
  }
}

extension AnimationToolTests {
  @Test func goodFilesProduceAccessors() throws {
    let paths = try write([
      "spinner.animation.json": Self.good, "pull-arrow.animation.json": Self.good,
    ])
    let result = try run(paths)
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    let generated = try #require(result.generated)
    #expect(generated.contains("import RefreshKit\n"))
    #expect(
      generated.contains(
        "static let pullArrow = FrameAnimation.Name(\"pull-arrow\", bundle: .module)"))
    #expect(
      generated.contains("static let spinner = FrameAnimation.Name(\"spinner\", bundle: .module)"))
  }

  @Test func aMalformedFileFailsNamingTheFileAndTheProblem() throws {
    let bad = Self.good.replacingOccurrences(of: "\"radius\": 9", with: "\"radius\": 0")
    let paths = try write(["good.animation.json": Self.good, "broken.animation.json": bad])
    let result = try run(paths)
    #expect(result.status == 1)
    let brokenPath = directory.appendingPathComponent("broken.animation.json").path
    #expect(
      result.errorOutput
        == "\(brokenPath): error: invalid frame animation: "
        + "frames[0].shapes[0].radius: must be greater than 0 (found 0)\n")
    #expect(result.generated == nil)
  }

  @Test func everyBadFileIsReportedInOneRun() throws {
    let paths = try write([
      "a.animation.json": "not json", "b.animation.json": "{\"version\": 1}",
      "9.animation.json": Self.good,
    ])
    let result = try run(paths)
    #expect(result.status == 1)
    let lines = result.errorOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasSuffix(
        "9.animation.json: error: invalid frame animation: animation name \"9\" must start with a letter and contain only ASCII letters, digits, \"-\" and \"_\""
      ))
    #expect(
      lines[1].hasSuffix(
        "a.animation.json: error: invalid frame animation: is not valid JSON "
          + "(line 1, column 1: expected a value)"
      ))
    #expect(
      lines[2].hasSuffix("b.animation.json: error: invalid frame animation: width: is missing"))
  }

  @Test func missingFilesAndBadOptionsFail() throws {
    let missing = try run([directory.appendingPathComponent("gone.animation.json").path])
    #expect(missing.status == 1)
    #expect(missing.errorOutput.hasSuffix("gone.animation.json: error: cannot read the file\n"))
  }
}

// MARK: - Lottie files

extension AnimationToolTests {
  /// A small Lottie file: one filled rectangle; `extra` goes into its layer.
  static func lottie(layerExtra extra: String = "") -> String {
    """
    {"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [
      {"ty": 4, "nm": "box", "ip": 0, "op": 30, \(extra)
       "shapes": [{"ty": "rc", "nm": "r", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]},
         "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """
  }

  @Test func aGoodLottieFilePassesAndOtherJSONIsLeftAlone() throws {
    let paths = try write([
      "refresh.json": Self.lottie(), "settings.json": "{\"theme\": \"dark\"}",
      "notes.json": "not json at all",
    ])
    let result = try run(paths)
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
  }

  @Test func aMalformedLottieFileFailsTheBuildNamingThePath() throws {
    let broken = Self.lottie().replacingOccurrences(of: "\"fr\": 30", with: "\"fr\": \"fast\"")
    let paths = try write(["refresh.json": broken])
    let result = try run(paths)
    #expect(result.status == 1)
    let path = directory.appendingPathComponent("refresh.json").path
    #expect(result.errorOutput.hasPrefix("\(path): error: invalid Lottie file: fr:"))
  }

  @Test func anUnsupportedFeatureIsAWarning() throws {
    let paths = try write(["glow.json": Self.lottie(layerExtra: "\"bm\": 3,")])
    let result = try run(paths)
    #expect(result.status == 0)
    let path = directory.appendingPathComponent("glow.json").path
    #expect(result.errorOutput.hasPrefix("\(path): warning: Lottie: blend mode"))
    #expect(result.errorOutput.contains("'box'"))
  }
}
