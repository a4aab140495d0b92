import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK

// The terminal demo's list in a GTK 4 window: pull (drag or wheel) to refresh, the auto
// footer loads pages until there are no more, `h` switches the header kind, `l` the
// language, `r` refreshes, `s` prints how often it drew and what is scheduled. With REFRESHKIT_GTK_STATE_LOG=1 it prints one line per state
// change on stdout ("header pulling"), for scripted checks under Xvfb.

/// The demo's list, its loads and its status line.
@MainActor
final class GtkDemo {
  let host = RefreshListHost(rows: GtkDemo.rows(pages: 1))
  let status = gtk_label_new("")!
  private var pages = 1
  private let totalPages = 4
  private var kindIndex = 0
  private var languageIndex = 0
  private var drawTimes: [Duration] = []
  /// When each draw happened, for the frame rate while something animates.
  private var drawMoments: [Duration] = []
  private var loggedHeader: RefreshState?
  private var loggedFooter: RefreshState?
  private let logsStates = ProcessInfo.processInfo.environment["REFRESHKIT_GTK_STATE_LOG"] == "1"

  static func rows(pages: Int) -> [String] {
    (1...(pages * 12)).map { "Item \($0)" }
  }

  init() {
    let names = RefreshHeaderCatalog.shared.names
    kindIndex = names.firstIndex(of: "normal") ?? 0
    installHeader()
    host.scrollView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) { [unowned self] in
      host.scheduler.schedule(after: .seconds(1)) { [unowned self] in loadMore() }
    }
    gtk_label_set_xalign(OpaquePointer(status), 0)
    // Wrapped, so a long status line never widens the window.
    gtk_label_set_wrap(OpaquePointer(status), 1)
    gtk_label_set_width_chars(OpaquePointer(status), 40)
    gtk_label_set_max_width_chars(OpaquePointer(status), 40)
    host.didDraw = { [unowned self] duration in didDraw(duration) }
  }

  private func installHeader() {
    let names = RefreshHeaderCatalog.shared.names
    let header =
      RefreshHeaderCatalog.shared.makeHeader(named: names[kindIndex]) ?? RefreshNormalHeader()
    // A demo remembers its last update in memory: each run starts from "No record".
    (header as? RefreshStateHeader)?.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    host.scrollView.refreshHeader = header
    // An async action, as an app loading over the network writes one: the refresh ends when
    // it returns (main-actor work runs in GTK's loop through MainQueueBridge).
    header.setRefreshingAction { [weak self] in
      try await Task.sleep(for: .milliseconds(1500))
      self?.reloadRows()
    }
  }

  private func reloadRows() {
    pages = 1
    host.setRows(Self.rows(pages: pages))
    host.scrollView.refreshFooter?.resetNoMoreData()
  }

  private func loadMore() {
    pages += 1
    host.setRows(Self.rows(pages: pages))
    if pages >= totalPages {
      host.scrollView.refreshFooter?.endRefreshingWithNoMoreData()
    } else {
      host.scrollView.refreshFooter?.endRefreshing()
    }
  }

  func keyPressed(_ key: UInt32) {
    switch Character(UnicodeScalar(UInt8(truncatingIfNeeded: key))) {
    case "h":
      kindIndex = (kindIndex + 1) % RefreshHeaderCatalog.shared.names.count
      installHeader()
    case "l":
      let languages = RefreshLocalization.supportedLanguages
      languageIndex = (languageIndex + 1) % languages.count
      RefreshLocalization.language = languages[languageIndex]
    case "r":
      host.scrollView.triggerRefreshing()
    case "s":
      // For scripted checks: how often it drew, and what waits on the scheduler.
      print(
        "stats draws \(drawTimes.count) peak-fps \(peakFramesPerSecond())"
          + " pending \(host.scheduler.pendingCount)")
      fflush(nil)
    default:
      break
    }
  }

  private func didDraw(_ duration: Duration) {
    drawTimes.append(duration)
    drawMoments.append(host.scheduler.now)
    let list = host.scrollView
    let header = list.refreshHeader?.state
    let footer = list.refreshFooter?.state
    if logsStates {
      if header != loggedHeader, let header { print("header \(header)") }
      if footer != loggedFooter, let footer { print("footer \(footer)") }
      // Line by line, for a script reading the pipe (stdout is block-buffered there).
      fflush(nil)
    }
    loggedHeader = header
    loggedFooter = footer
    if logsStates && drawTimes.count % 30 == 0 {
      let sorted = drawTimes.sorted()
      print(
        "draws \(sorted.count) p50 \(Self.milliseconds(sorted[sorted.count / 2])) ms"
          + " p95 \(Self.milliseconds(sorted[sorted.count * 95 / 100])) ms")
      fflush(nil)
    }
    let sorted = drawTimes.suffix(240).sorted()
    let p50 = sorted[sorted.count / 2]
    let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    let text =
      "header \(header.map { "\($0)" } ?? "-") · footer \(footer.map { "\($0)" } ?? "-")"
      + "\noffset \(Int(list.contentOffset.y)) · inset top \(Int(list.adjustedContentInset.top))"
      + " bottom \(Int(list.adjustedContentInset.bottom))"
      + " · draw p50 \(Self.milliseconds(p50)) p95 \(Self.milliseconds(p95)) ms"
    // After the draw: GTK does not let a widget change while another is being drawn.
    host.scheduler.schedule(after: .zero) { [status] in
      gtk_label_set_text(OpaquePointer(status), text)
    }
  }

  /// The most draws in any quarter second, per second: the frame rate while animating.
  private func peakFramesPerSecond() -> Int {
    var best = 0
    var start = 0
    for end in drawMoments.indices {
      while drawMoments[end] - drawMoments[start] > .milliseconds(250) { start += 1 }
      best = max(best, end - start + 1)
    }
    return best * 4
  }

  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.2f", duration / .milliseconds(1))
  }
}

var demo: GtkDemo?

private let onActivate:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    app, _ in
    let address = app.map { UInt(bitPattern: $0) } ?? 0
    MainActor.assumeIsolated {
      let window = gtk_application_window_new(upcast(UnsafeMutableRawPointer(bitPattern: address)))
      let windowPointer: UnsafeMutablePointer<GtkWindow>? = upcast(UnsafeMutableRawPointer(window))
      gtk_window_set_title(windowPointer, "RefreshKit")
      gtk_window_set_default_size(windowPointer, 400, 740)
      let made = GtkDemo()
      demo = made
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
      let boxPointer: UnsafeMutablePointer<GtkBox>? = upcast(UnsafeMutableRawPointer(box))
      gtk_box_append(boxPointer, made.host.widget)
      gtk_box_append(boxPointer, made.status)
      gtk_window_set_child(windowPointer, box)
      let keys = gtk_event_controller_key_new()
      g_signal_connect_data(
        UnsafeMutableRawPointer(keys), "key-pressed",
        unsafeBitCast(onKey, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
      gtk_widget_add_controller(window, keys)
      gtk_window_present(windowPointer)
    }
  }

private let onKey:
  @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
    _, key, _, _, _ in
    MainActor.assumeIsolated { demo?.keyPressed(key) }
    return 0
  }

let app = gtk_application_new("org.refreshkit.GtkDemo", G_APPLICATION_NON_UNIQUE)
g_signal_connect_data(
  UnsafeMutableRawPointer(app), "activate", unsafeBitCast(onActivate, to: GCallback.self), nil,
  nil, GConnectFlags(rawValue: 0))
/// A GObject pointer seen as its parent type (GObject's C inheritance: the parent is the
/// first member, so the address is the same).
func upcast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
  pointer?.assumingMemoryBound(to: T.self)
}

let status = g_application_run(upcast(UnsafeMutableRawPointer(app)), 0, nil)
exit(status)
