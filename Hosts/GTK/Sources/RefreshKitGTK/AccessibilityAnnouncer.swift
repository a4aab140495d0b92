import CGtk4
import Foundation

/// Says a short text to assistive technologies ("Loading...", "Updated") without moving the
/// keyboard focus, where the running GTK can.
///
/// GTK 4.14 added `gtk_accessible_announce`, which screen readers speak wherever the focus is
/// (Orca 45 and later). The host supports GTK 4.8 (Debian 12), whose headers lack it, so it is
/// looked up when the process runs: a build against 4.8 announces once it runs on 4.14. GTK 4.8
/// has no way to do it: it tells assistive technologies of a widget's name and state changes,
/// which Orca speaks for the focused widget only, and it reports a child appearing as
/// `children-changed` without `showing` (so even an alert child is not spoken). There the
/// announcer does nothing, and the wrapper's own focus is the way to hear a refresh (see
/// ``RefreshScrolledWindow``).
struct AccessibilityAnnouncer: Sendable {
  /// `void gtk_accessible_announce (GtkAccessible *, const char *,
  /// GtkAccessibleAnnouncementPriority)`.
  typealias AnnounceFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void

  /// GTK's `GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM` (4.14's headers; not in 4.8's).
  private static let mediumPriority: Int32 = 1

  /// GTK's `gtk_accessible_announce`, if the running GTK has it.
  let announceFunction: AnnounceFunction?

  /// An announcer with GTK's function (`lookUpAnnounce()` by default; tests pass their own).
  init(announceFunction: AnnounceFunction? = Self.gtkAnnounce) {
    self.announceFunction = announceFunction
  }

  /// Whether announcements reach assistive technologies (GTK 4.14 and later).
  var canAnnounce: Bool { announceFunction != nil }

  /// Says `text` for `widget`; nothing where GTK cannot.
  ///
  /// The announcement comes from the widget's window: GTK sends one only from an object it has
  /// registered with the accessibility bus, which a window always is and a widget only once a
  /// client asked about it (`gtk_at_spi_context_announce` drops it otherwise). A widget not
  /// in a window announces itself.
  @MainActor
  func announce(_ text: String, from widget: UnsafeMutablePointer<GtkWidget>) {
    guard let announceFunction, !text.isEmpty else { return }
    let source = gtk_widget_get_root(widget) ?? OpaquePointer(widget)
    announceFunction(source, text, Self.mediumPriority)
  }

  /// The running GTK's `gtk_accessible_announce`, looked up once.
  static let gtkAnnounce: AnnounceFunction? = lookUpAnnounce()

  /// Looks `gtk_accessible_announce` up among the process's symbols (GTK's among them).
  static func lookUpAnnounce() -> AnnounceFunction? {
    // dlopen(NULL): the main program's scope, which holds the libraries it links (GTK).
    guard let process = dlopen(nil, RTLD_LAZY) else { return nil }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, "gtk_accessible_announce") else { return nil }
    // Safe: GTK declares it with exactly this C signature (gtkaccessible.h, since 4.14).
    return unsafeBitCast(symbol, to: AnnounceFunction.self)
  }
}
