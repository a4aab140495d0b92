import Foundation
import FrameAnimationFormat
import LottieFormat

// Checks a target's frame-animation files and writes their typed accessors, and checks its
// Lottie files with the player's own parser.
// Usage: refreshkit-animation-tool --module <name> --access public|internal
//          --output <file.swift> <animation files...>
// `*.animation.json` files are frame animations; any other `.json` file that looks like a
// Lottie file (it names "layers" and "fr") is checked as one, and other JSON is left alone.
// Problems go to standard error as `<file>: error: <what is wrong>` (the form SwiftPM and
// Xcode show as diagnostics) and the exit status is 1, which fails the build; a Lottie
// feature the player does not draw is a `<file>: warning: ...` line and does not fail it.

struct Arguments {
  var moduleName = ""
  var accessLevel = FrameAnimationAccessorGenerator.AccessLevel.internal
  var outputPath = ""
  var inputPaths: [String] = []
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

func parseArguments(_ arguments: [String]) -> Arguments {
  var result = Arguments()
  var index = 0
  func value(after option: String) -> String {
    index += 1
    guard index < arguments.count else { fail("error: \(option) needs a value") }
    return arguments[index]
  }
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--module":
      result.moduleName = value(after: argument)
    case "--access":
      let level = value(after: argument)
      guard let access = FrameAnimationAccessorGenerator.AccessLevel(rawValue: level) else {
        fail("error: --access must be public or internal, not \(level)")
      }
      result.accessLevel = access
    case "--output":
      result.outputPath = value(after: argument)
    default:
      if argument.hasPrefix("--") { fail("error: unknown option \(argument)") }
      result.inputPaths.append(argument)
    }
    index += 1
  }
  guard !result.moduleName.isEmpty else { fail("error: --module is required") }
  guard !result.outputPath.isEmpty else { fail("error: --output is required") }
  return result
}

let arguments = parseArguments(Array(CommandLine.arguments.dropFirst()))
var files: [FrameAnimationFile] = []
var problems: [String] = []
var warnings: [String] = []
for path in arguments.inputPaths {
  guard let data = FileManager.default.contents(atPath: path) else {
    problems.append("\(path): error: cannot read the file")
    continue
  }
  guard path.hasSuffix(".animation.json") else {
    checkLottie(path: path, data: data)
    continue
  }
  do {
    files.append(try FrameAnimationFile(path: path, data: data))
  } catch {
    problems.append("\(path): error: invalid frame animation: \(error)")
  }
}
let generator = FrameAnimationAccessorGenerator(
  moduleName: arguments.moduleName, accessLevel: arguments.accessLevel)
problems += generator.conflicts(in: files)
if !warnings.isEmpty {
  FileHandle.standardError.write(Data((warnings.joined(separator: "\n") + "\n").utf8))
}
guard problems.isEmpty else { fail(problems.joined(separator: "\n")) }

let source = generator.source(for: files)
// Rewriting identical output would make the build recompile the module for nothing.
if FileManager.default.contents(atPath: arguments.outputPath) != Data(source.utf8) {
  do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments.outputPath))
  } catch {
    fail("\(arguments.outputPath): error: cannot write the accessors: \(error)")
  }
}

/// Checks a JSON resource that looks like a Lottie file: a parse error fails the build, each
/// feature the player does not draw is a warning.
@MainActor
func checkLottie(path: String, data: Data) {
  let text = String(decoding: data.prefix(1 << 20), as: UTF8.self)
  guard text.contains("\"layers\""), text.contains("\"fr\"") else { return }
  do {
    let document = try LottieDocument.parse(data)
    for feature in document.unsupportedFeatures {
      warnings.append(
        "\(path): warning: Lottie: \(feature.feature) at \(feature.location) is not drawn")
    }
  } catch {
    problems.append("\(path): error: invalid Lottie file: \(error)")
  }
}
