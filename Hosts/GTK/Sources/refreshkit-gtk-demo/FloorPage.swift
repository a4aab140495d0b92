import Foundation
import RefreshKitGTK

/// The demo's second-floor page (`--second-floor`): a RefreshKit view that draws a title and a
/// few lines of its own, as an app's promotion page would, shown by the wrapper's Cairo
/// renderer with no GTK widget of its own.
final class FloorPage: View {
  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(red: 0.92, green: 0.95, blue: 1)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Its height follows the floor's depth: draw again at the new size.
    setNeedsDisplay()
  }

  override func draw(in context: inout DrawingContext) {
    let width = bounds.width
    // The text sits at the page's bottom, where the pull reveals it first.
    var y = bounds.height - 240
    context.draw(
      "Second floor", font: .systemFont(ofSize: 28, weight: .bold),
      color: Color(red: 0.1, green: 0.25, blue: 0.6),
      in: CGRect(x: 24, y: y, width: width - 48, height: 40))
    y += 56
    for line in [
      "Pulled past the second threshold and released.",
      "Drag back up 80 px, or press Escape, to close.",
      "The list waits underneath.",
    ] {
      context.draw(
        line, font: .systemFont(ofSize: 15), color: Color(white: 0.2),
        in: CGRect(x: 24, y: y, width: width - 48, height: 24))
      y += 30
    }
    var rule = VectorPath()
    rule.addRect(CGRect(x: 24, y: y + 8, width: width - 48, height: 2))
    context.fill(rule, with: Color(red: 0.1, green: 0.25, blue: 0.6))
  }
}
