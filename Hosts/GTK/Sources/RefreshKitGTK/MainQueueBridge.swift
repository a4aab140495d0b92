import CGtk4
import Glibc

/// Drains the main dispatch queue from the GLib main loop, so main-actor work (async refresh
/// actions, `Task { @MainActor in ... }`, `DispatchQueue.main.async`) runs inside a GTK
/// application.
///
/// On Linux the main queue is drained by `dispatch_main()` or a Foundation run loop, and a
/// GTK application runs neither. libdispatch exposes the hooks CoreFoundation's run loop uses:
/// a file descriptor that becomes readable when main-queue work arrives, and a call that runs
/// it. The bridge watches that descriptor with a GLib source, so nothing polls: idle, no source
/// fires. Install it once, before the main loop runs (``RefreshListHost`` does).
@MainActor
public enum MainQueueBridge {
  private static var sourceID: guint = 0

  /// Whether the bridge is installed.
  public static var isInstalled: Bool { sourceID != 0 }

  /// Watches the main queue from the default GLib main context; calling it again does nothing.
  public static func install() {
    guard sourceID == 0 else { return }
    let descriptor = _dispatch_get_main_queue_handle_4CF()
    guard descriptor >= 0 else { return }
    sourceID = g_unix_fd_add(descriptor, G_IO_IN, drain, nil)
  }
}

/// The main queue has work: clear the wake-up descriptor (an eventfd), then run the work.
private let drain: GUnixFDSourceFunc = { descriptor, _, _ in
  var count: UInt64 = 0
  _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
  _dispatch_main_queue_callback_4CF(nil)
  return 1  // G_SOURCE_CONTINUE
}
