import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting

/// The scripted session on virtual time, for pipes, CI and `--frames`: no sleeping, no
/// ANSI codes, the same output on every run.
@MainActor
enum VirtualSession {
  /// Runs the script and returns the transcript: every frame (`everyFrame`) or one frame
  /// per state change, plus the first and the last.
  static func transcript(
    header: RefreshHeader, everyFrame: Bool, keepsPlace: Bool = false
  ) -> String {
    let scheduler = TestScheduler()
    let list = DemoList(scheduler: scheduler, header: header, keepsPlace: keepsPlace)
    let script = DemoScript(list: list)
    let formatter = FrameFormatter(renderer: TextRenderer(usesColor: false))
    var output = ""
    var frameNumber = 0
    var lastKey = ""
    script.start()
    // The session is about 17 s; the cap only guards against a script that never ends.
    let lastFrame = 60 * 120
    while frameNumber <= lastFrame {
      let key = list.stateKey
      if everyFrame || frameNumber == 0 || key != lastKey || script.isFinished {
        let title =
          everyFrame
          ? "frame \(frameNumber) \(FrameFormatter.time(scheduler.now))"
          : "\(FrameFormatter.time(scheduler.now)) \(key)"
        output += formatter.frame(of: list, title: title)
        lastKey = key
      }
      if script.isFinished { break }
      frameNumber += 1
      scheduler.advance(to: Animation.frameInterval * frameNumber)
    }
    return output
  }
}
