import Foundation
import RefreshKit
import RefreshKitRendering

/// One frame of the demo as text: a title line, the list, and the status line.
@MainActor
struct FrameFormatter {
  var renderer: TextRenderer

  func frame(of list: DemoList, title: String) -> String {
    title + "\n" + renderer.render(list.scrollView) + list.statusLine + "\n"
  }

  /// The time as seconds with three decimals ("t=1.250s"), independent of locale.
  static func time(_ duration: Duration) -> String {
    let milliseconds = Int((duration / .milliseconds(1)).rounded())
    let fraction = milliseconds % 1000
    let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "t=\(milliseconds / 1000).\(padded)s"
  }
}
