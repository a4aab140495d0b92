import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal: writing frames in place, raw keyboard mode, and putting everything back
/// on exit and on Ctrl-C.
@MainActor
final class Terminal {
  static let shared = Terminal()

  private var originalMode: termios?
  private var signalSources: [any DispatchSourceSignal] = []
  private var isCursorHidden = false

  /// Whether standard output is a terminal.
  static var isInteractiveOutput: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether to colour the output: a terminal that is not `TERM=dumb`, and no `NO_COLOR`
  /// (no-color.org).
  ///
  /// Piped output is never coloured.
  static var supportsColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isInteractiveOutput && environment["TERM"] != "dumb" && environment["NO_COLOR"] == nil
  }

  /// The terminal's size in character cells (rows, columns), or nil when unknown.
  static var size: (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Writes `text` to standard output at once.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Clears the screen, hides the cursor and restores both on exit or on a signal.
  func takeOver() {
    installSignalHandlers()
    isCursorHidden = true
    write("\u{1B}[?25l\u{1B}[2J")
  }

  /// Draws `frame` from the top-left corner, clearing what the last frame left behind.
  func draw(_ frame: String) {
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\n") + "\u{1B}[J")
  }

  /// Reads keys without echo or line buffering; Ctrl-C arrives as a key (3).
  func enterRawMode() {
    var mode = termios()
    guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
    originalMode = mode
    mode.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &mode)
  }

  /// Puts the terminal back as it was: cooked mode, visible cursor.
  func restore() {
    if var mode = originalMode {
      tcsetattr(STDIN_FILENO, TCSANOW, &mode)
      originalMode = nil
    }
    if isCursorHidden {
      isCursorHidden = false
      write("\u{1B}[0m\u{1B}[?25h\n")
    }
  }

  /// Restores the terminal and exits with `status`.
  func exit(_ status: Int32) -> Never {
    restore()
    Foundation.exit(status)
  }

  private func installSignalHandlers() {
    guard signalSources.isEmpty else { return }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      let status = 128 + signalNumber
      source.setEventHandler {
        MainActor.assumeIsolated { Terminal.shared.restore() }
        Foundation.exit(status)
      }
      source.resume()
      signalSources.append(source)
    }
  }
}
