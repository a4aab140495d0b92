import CGtk4
import Foundation
import Testing

@testable import RefreshKitGTK

/// A private X server for the tests that need real GTK widgets, started once per test process.
///
/// Styles, windows and frames need a display, and a developer's own one would bring its theme
/// and dark preference into the results; so the tests start their own Xvfb (what CI and the
/// end-to-end check install) on a free display number, whatever `DISPLAY` says. `-displayfd`
/// reports the number once the server accepts clients, so nothing waits on a clock, and
/// `-terminate` ends the server when the test process's connection closes.
@MainActor
enum TestDisplay {
  /// Starts Xvfb and GTK on it (once); records an issue and returns false when it cannot.
  static func start() -> Bool {
    if let outcome { return outcome }
    let started = launch()
    outcome = started
    return started
  }

  private static var outcome: Bool?
  /// The server, kept for the life of the process.
  private static var server: Process?

  private static func launch() -> Bool {
    let server = Process()
    Self.server = server
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = [
      "Xvfb", "-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-terminate",
    ]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    do {
      try server.run()
    } catch {
      Issue.record("these tests start Xvfb: \(error)")
      return false
    }
    // The display number and a newline, once the server is ready; nothing if it failed.
    var reported = Data()
    while !reported.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      reported.append(chunk)
    }
    let number = String(decoding: reported, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      Issue.record("Xvfb did not start on a display of its own (apt-get install xvfb)")
      return false
    }
    setenv("DISPLAY", ":\(number)", 1)
    setenv("GDK_BACKEND", "x11", 1)
    // GTK's own theme and renderer, no accessibility bus: the same everywhere.
    unsetenv("GTK_THEME")
    setenv("GSK_RENDERER", "cairo", 1)
    setenv("GTK_A11Y", "none", 1)
    guard gtk_init_check() != 0 else {
      Issue.record("GTK could not open the test display :\(number)")
      return false
    }
    return true
  }
}

extension TestDisplay {
  /// Runs GTK's main loop until `condition` holds; false when `timeout` passed first.
  ///
  /// GTK restyles, lays out and draws in its loop (at a window's next frame), as it handles X
  /// events; a GLib timeout wakes the loop at the deadline, so nothing polls.
  @discardableResult
  static func runMainLoop(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    let milliseconds = UInt32(max(1, timeout / .milliseconds(1)))
    let wakeUp = g_timeout_add(milliseconds, { _ in 1 }, nil)
    defer { g_source_remove(wakeUp) }
    while !condition() {
      guard ContinuousClock.now < deadline else {
        drainMainContext()
        return condition()
      }
      g_main_context_iteration(nil, 1)
    }
    return true
  }

  /// Runs the main loop's ready work without waiting.
  static func drainMainContext() {
    var turns = 0
    while g_main_context_iteration(nil, 0) != 0 && turns < 100 { turns += 1 }
  }
}

extension TestDisplay {
  /// A 300 × 400 window (not yet presented) whose content is a wrapped `GtkListBox` of `rows`
  /// labels, "Row 1" on; returns the window and the wrapper.
  static func wrappedList(rows: Int) -> (
    window: UnsafeMutablePointer<GtkWidget>, refresh: RefreshScrolledWindow
  ) {
    let window = gtkMade(gtk_window_new(), "window")
    gtk_window_set_default_size(window, 300, 400)
    let listBox = gtkMade(gtk_list_box_new(), "list box")
    for index in 1...max(1, rows) { gtk_list_box_append(listBox, gtk_label_new("Row \(index)")) }
    let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_scrolled_window_set_child(scrolled, listBox)
    gtk_window_set_child(window, scrolled)
    return (window, RefreshScrolledWindow(wrapping: scrolled))
  }
}
