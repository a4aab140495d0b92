import Foundation

/// Runs the built `refreshkit-demo` executable, as swift-argument-parser's example tests
/// run theirs: found next to the test bundle in the build products directory.
struct DemoProcess {
  struct Result {
    let status: Int32
    let output: String
    let error: String
  }

  /// The build products directory: where the test binary (or bundle) lives.
  static var productsDirectory: URL {
    var url = Bundle.main.bundleURL
    // On macOS the tests run inside `X.xctest/Contents/MacOS`; the products are beside it.
    while url.pathComponents.count > 1 {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("refreshkit-demo").path)
      {
        return url
      }
      url.deleteLastPathComponent()
    }
    return Bundle.main.bundleURL
  }

  /// Runs the demo with `arguments` in `directory` and waits for it to exit.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("refreshkit-demo")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    // Standard error goes to a file, not a second pipe: a sanitizer's report at exit can
    // outgrow a pipe's buffer while this side still reads standard output, and both would wait.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("refreshkit-demo-stderr-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let error = try FileHandle(forWritingTo: errorURL)
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read the output to the end before waiting, so a large output cannot block the demo.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? error.close()
    // An empty file is not read: Foundation's read of one leaks its 4 KB buffer.
    let errorSize =
      (try? FileManager.default.attributesOfItem(atPath: errorURL.path)[.size] as? Int) ?? 0
    let errorData =
      errorSize > 0 ? FileManager.default.contents(atPath: errorURL.path) ?? Data() : Data()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
