import Foundation
import RefreshKitGTK

// The demo's second floor (`--second-floor`: a drawn page; `--second-floor-widget`: a GTK
// page with a Close button), and its "floor <state>" log lines for the Wayland harness.

extension GtkDemo {
  /// Gives `header` a second floor when the command line asks for one.
  func installSecondFloor(on header: RefreshHeader) {
    let arguments = CommandLine.arguments
    guard arguments.contains("--second-floor") || arguments.contains("--second-floor-widget")
    else { return }
    header.isSecondFloorEnabled = true
    // A drawn page, or (`--second-floor-widget`) the GTK page set on the wrapper.
    if !arguments.contains("--second-floor-widget") { header.secondFloorView = FloorPage() }
    header.secondFloorHandler = { [weak self] state in self?.floorChanged(state) }
    // The GTK page, once: it stays on the wrapper when the header kind changes.
    guard arguments.contains("--second-floor-widget"), refresh.secondFloorPage == nil else {
      return
    }
    let (page, button) = FloorPage.makeWidget()
    floorPageButton = button
    refresh.setSecondFloorPage(page)
  }

  /// Logs the floor's state; once a GTK page is open, where its button is (for the harness).
  private func floorChanged(_ state: SecondFloorState) {
    log("floor \(state)")
    guard state == .open, let button = floorPageButton else { return }
    // After GTK allocated the page at the open floor.
    refresh.scheduler.schedule(after: .milliseconds(50)) { [weak self] in
      guard let self else { return }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(button, window, &bounds) != 0 else { return }
      log(
        "floor-page button \(Int(bounds.origin.x + bounds.size.width / 2))"
          + " \(Int(bounds.origin.y + bounds.size.height / 2))")
    }
  }
}
