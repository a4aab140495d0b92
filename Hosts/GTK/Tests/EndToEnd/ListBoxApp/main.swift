import EndToEndProbe
import Foundation
import RefreshKitGTK

// An app author's program, for the end-to-end checks: its own window with a GtkListBox in a
// GtkScrolledWindow, pull-to-refresh attached with RefreshKitGTK's public API only (one
// import for the app; the harnesses' geometry probe besides): a header and a back footer.
// `--rows N` makes the list N rows long (30 by default); `--carousel` shows a row of cards
// with a trailer at each end instead (Carousel.swift); `--rtl` lays it out right to left. It
// prints their states; `q` closes the window (the script presses it while a refresh is in
// flight, which must end harmlessly); it quits a second after the window went, saying whether
// the wrapper was released.

@MainActor
func log(_ line: String) {
  print("listbox \(line)")
  fflush(nil)
}

/// The wrapper, watched without keeping it: released once its widget and the refresh in
/// flight are gone.
weak var watched: RefreshScrolledWindow?

@MainActor
func makeWindow(_ application: UnsafeMutablePointer<GtkApplication>) {
  let window = gtkMade(gtk_application_window_new(application), "application window")
  gtk_window_set_default_size(window, 360, 560)
  if CommandLine.arguments.contains("--carousel") {
    let refresh = makeCarousel(in: window)
    watched = refresh
    GeometryProbe.attach(window: window, refresh: refresh, prefix: "listbox ")
    listenForQuit(in: window)
    gtk_window_present(window)
    return
  }
  let listBox = gtkMade(gtk_list_box_new(), "list box")
  for index in 1...rowCount {
    let label = gtkMade(gtk_label_new("Message \(index)"), "label")
    gtk_widget_set_margin_top(label, 12)
    gtk_widget_set_margin_bottom(label, 12)
    gtk_list_box_append(listBox, label)
  }
  let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
  gtk_scrolled_window_set_child(scrolled, listBox)

  let refresh = RefreshScrolledWindow(wrapping: scrolled)
  gtk_window_set_child(window, refresh.widget)
  let header = RefreshNormalHeader()
  // The block captures the wrapper, as the shortest code does; the wrapper is still released
  // once its window is gone.
  refresh.scrollView.addRefreshHeader(refreshHeader: header) {
    log("header block")
    // The app's own timer ends the refresh; the window may be gone by then.
    refresh.scheduler.schedule(after: .seconds(1)) {
      refresh.scrollView.endRefreshing()
      log("header ended destroyed \(refresh.isDestroyed)")
    }
  }
  let footer = RefreshBackNormalFooter()
  refresh.scrollView.refreshFooter = footer
  footer.refreshingBlock = { [weak refresh] in
    log("footer block")
    refresh?.scheduler.schedule(after: .seconds(1)) { [refresh] in
      refresh?.scrollView.refreshFooter?.endRefreshing()
      log("footer ended destroyed \(refresh?.isDestroyed ?? true)")
    }
  }
  watched = refresh
  GeometryProbe.attach(window: window, refresh: refresh, prefix: "listbox ")
  var lastStates: [RefreshState?] = [nil, nil]
  refresh.didDraw = { _, _ in
    let states = [header.state, footer.state]
    if states[0] != lastStates[0] { log("header \(states[0])") }
    if states[1] != lastStates[1] { log("footer \(states[1])") }
    lastStates = states
  }
  listenForQuit(in: window)
  gtk_window_present(window)
}

/// `q` closes the window.
@MainActor
func listenForQuit(in window: UnsafeMutablePointer<GtkWidget>) {
  let keys = gtkMade(gtk_event_controller_key_new(), "event controller key")
  g_signal_connect_data(
    UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKey, to: GCallback.self),
    UnsafeMutableRawPointer(window), nil, GConnectFlags(rawValue: 0))
  gtk_widget_add_controller(window, keys)
}

private let onKey:
  @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
    _, key, _, _, window in
    guard key == UInt32(UInt8(ascii: "q")) else { return 0 }
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolated {
      log("closing")
      gtk_window_destroy(UnsafeMutablePointer<GtkWidget>(bitPattern: address))
    }
    return 1
  }

private let onActivate: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  app, _ in
  let address = UInt(bitPattern: app)
  MainActor.assumeIsolated {
    guard let application = UnsafeMutablePointer<GtkApplication>(bitPattern: address) else {
      return
    }
    // Held while the window closes and the refresh in flight ends, then released.
    g_application_hold(gtkCast(application))
    // `--rtl`: laid out right to left, as in an Arabic or Hebrew locale.
    if CommandLine.arguments.contains("--rtl") {
      gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
    }
    makeWindow(application)
  }
}

private let onWindowRemoved:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { app, _, _ in
    let address = UInt(bitPattern: app)
    MainActor.assumeIsolated {
      log("window gone")
      g_timeout_add_full(
        G_PRIORITY_DEFAULT, 1500, quitLater, UnsafeMutableRawPointer(bitPattern: address), nil)
    }
  }

private let quitLater: GSourceFunc = { app in
  let address = UInt(bitPattern: app)
  MainActor.assumeIsolated {
    log("done released \(watched == nil)")
    let application: UnsafeMutablePointer<GApplication>? = gtkCast(
      UnsafeMutablePointer<GtkApplication>(bitPattern: address))
    g_application_release(application)
  }
  return 0
}

/// How many rows the list has: 30, or `--rows N` (a short list for the end-to-end harness).
let rowCount: Int = {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: "--rows"), arguments.indices.contains(flag + 1),
    let count = Int(arguments[flag + 1]), count > 0
  else { return 30 }
  return count
}()

let app = gtk_application_new("org.refreshkit.ListBoxCheck", G_APPLICATION_NON_UNIQUE)
g_signal_connect_data(
  UnsafeMutableRawPointer(app), "activate", unsafeBitCast(onActivate, to: GCallback.self), nil,
  nil, GConnectFlags(rawValue: 0))
g_signal_connect_data(
  UnsafeMutableRawPointer(app), "window-removed",
  unsafeBitCast(onWindowRemoved, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
exit(g_application_run(gtkCast(app), 0, nil))
