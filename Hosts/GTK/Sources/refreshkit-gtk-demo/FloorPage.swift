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

  /// The same page as GTK widgets (`--second-floor-widget`): a title, a line and a Close
  /// button bound to the wrapper's second-floor action; returns the page and the button.
  @MainActor
  static func makeWidget() -> (
    page: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>
  ) {
    let page = gtkMade(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12), "box")
    gtk_widget_set_valign(page, GTK_ALIGN_END)
    gtk_widget_set_margin_bottom(page, 120)
    let title = gtkMade(gtk_label_new(nil), "label")
    gtk_label_set_markup(
      OpaquePointer(title), "<span size='xx-large' weight='bold'>Second floor</span>")
    let line = gtkMade(gtk_label_new("A GTK page: its button takes clicks."), "label")
    let button = gtkMade(gtk_button_new_with_label("Close"), "button with label")
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
    // The wrapper's own action group ("refreshkit") is found from inside the wrapper.
    gtk_actionable_set_action_name(OpaquePointer(button), "refreshkit.second-floor")
    for child in [title, line, button] { gtk_box_append(page, child) }
    return (page, button)
  }
}
