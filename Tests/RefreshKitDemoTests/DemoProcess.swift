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
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read the output to the end before waiting, so a large output cannot block the demo.
    // (The demo writes only a few lines to standard error, well within a pipe's buffer.)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}

#if canImport(Glibc)
  import Glibc

  extension DemoProcess {
    /// Runs the demo in a pseudo-terminal (so it takes the terminal paths), waits until
    /// its output contains `ready`, types `keys`, and collects everything it writes
    /// until it exits.
    static func runInTerminal(_ arguments: [String], ready: String, keys: String) throws
      -> Result
    {
      var primary: Int32 = -1
      var secondary: Int32 = -1
      guard openpty(&primary, &secondary, nil, nil, nil) == 0 else {
        throw POSIXError(.ENOTTY)
      }
      defer { close(primary) }
      let process = Process()
      process.executableURL = productsDirectory.appendingPathComponent("refreshkit-demo")
      process.arguments = arguments
      let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = terminal
      try process.run()
      close(secondary)  // the demo holds the only other end: reading ends when it exits
      var output = Data()
      var typed = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(primary, &buffer, buffer.count)
        guard count > 0 else { break }  // EIO once the demo has exited
        output.append(contentsOf: buffer[0..<count])
        if !typed, String(decoding: output, as: UTF8.self).contains(ready) {
          typed = true
          _ = keys.utf8CString.withUnsafeBufferPointer {
            write(primary, $0.baseAddress, keys.utf8.count)
          }
        }
      }
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
        error: "")
    }
  }
#endif
