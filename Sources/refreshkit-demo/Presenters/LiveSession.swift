import Dispatch
import Foundation
import RefreshKit
import RefreshKitRendering

/// The session in a terminal, in real time on `MainScheduler`: the scripted one, or the
/// interactive one driven by the keyboard.
@MainActor
final class LiveSession {
  private let list: DemoList
  private let formatter = FrameFormatter(
    renderer: TextRenderer(
      scale: LiveSession.scale(fitting: Terminal.size), usesColor: Terminal.supportsColor))
  private let terminal = Terminal.shared
  private var script: DemoScript?
  private var keySource: (any DispatchSourceRead)?
  private var help = ""
  private var lastFrame = ""

  /// The standard scale, made coarser when the terminal is too small for the list plus
  /// the title, the border and the status line, so that a frame never scrolls.
  static func scale(fitting size: (rows: Int, columns: Int)?) -> TextRenderer.Scale {
    let standard = TextRenderer.Scale.standard
    guard let size else { return standard }
    let list = DemoList.size
    let rows = CGFloat(size.rows - 4)
    let columns = CGFloat(size.columns - 2)
    return TextRenderer.Scale(
      pointsPerColumn: columns > 0
        ? Swift.max(standard.pointsPerColumn, list.width / columns) : standard.pointsPerColumn,
      pointsPerRow: rows > 0
        ? Swift.max(standard.pointsPerRow, list.height / rows) : standard.pointsPerRow)
  }

  init(header: RefreshHeader, keepsPlace: Bool = false) {
    list = DemoList(scheduler: MainScheduler.shared, header: header, keepsPlace: keepsPlace)
  }

  /// Plays the script, then exits 0.
  func playScript() -> Never {
    let script = DemoScript(list: list)
    self.script = script
    help = "scripted session · Ctrl-C to stop"
    script.onFinish = { [weak self] in
      self?.drawFrame()
      Terminal.shared.exit(0)
    }
    terminal.takeOver()
    script.start()
    tick()
    dispatchMain()
  }

  /// Lets the user drive the list until q or Ctrl-C, then exits 0.
  func runInteractive() -> Never {
    help = "↓/j pull · ↑/k push · space release · t delayed refresh · q quit"
    terminal.takeOver()
    terminal.enterRawMode()
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readKeys() }
    }
    source.resume()
    keySource = source
    tick()
    dispatchMain()
  }

  private func tick() {
    drawFrame()
    MainScheduler.shared.schedule(after: .milliseconds(33)) { [weak self] in self?.tick() }
  }

  private func drawFrame() {
    let frame = formatter.frame(of: list, title: "RefreshKit demo · \(help)")
    guard frame != lastFrame else { return }
    lastFrame = frame
    terminal.draw(frame)
  }

  private var pendingEscape: [UInt8] = []

  private func readKeys() {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    guard count > 0 else {
      terminal.exit(0)
    }
    for byte in buffer[0..<count] { handle(byte) }
  }

  private func handle(_ byte: UInt8) {
    if !pendingEscape.isEmpty || byte == 0x1B {
      pendingEscape.append(byte)
      if pendingEscape.count == 3 {
        let key = pendingEscape[2]
        pendingEscape.removeAll()
        if key == UInt8(ascii: "A") { push() }
        if key == UInt8(ascii: "B") { pull() }
      } else if pendingEscape.count == 2 && byte != UInt8(ascii: "[") {
        pendingEscape.removeAll()
      }
      return
    }
    switch byte {
    case UInt8(ascii: "j"): pull()
    case UInt8(ascii: "k"): push()
    case UInt8(ascii: " "): list.scrollView.endDragging()
    case UInt8(ascii: "t"): list.scrollView.triggerDelayRefreshing()
    case UInt8(ascii: "q"), 4: terminal.exit(0)
    case 3: terminal.exit(130)  // Ctrl-C, as the shell would report it
    default: break
    }
    drawFrame()
  }

  private func pull() {
    list.scrollView.drag(by: 18)
  }

  private func push() {
    list.scrollView.drag(by: -18)
  }
}
