import Foundation

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
