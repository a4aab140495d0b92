import CGtk4

/// Connects a C handler to a GObject signal, with `data` as its user data; returns the
/// handler's id (for `g_signal_handler_disconnect`).
///
/// GTK's handlers have per-signal signatures; GObject takes them all as a bare `GCallback`.
/// Safe: the cast only erases the type; GTK calls the handler back with the signal's own
/// signature, which the caller's `handler` has.
@discardableResult
func connect<Handler>(
  _ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: Handler,
  _ data: UnsafeMutableRawPointer?
) -> gulong {
  let callback = unsafeBitCast(handler, to: GCallback.self)
  return g_signal_connect_data(instance, signal, callback, data, nil, GConnectFlags(rawValue: 0))
}

/// The object behind a C callback's user data, on the main actor.
///
/// Safe: every handler is connected with an unretained object that disconnects its handlers
/// (or is kept alive by its widget) before it goes, and GTK calls handlers on the main thread.
/// The address crosses into the main actor as a number (a raw pointer is not Sendable).
func withObject<Object: AnyObject>(
  _ data: UnsafeMutableRawPointer?, _ body: @MainActor (Object) -> Void
) {
  guard let address = data.map({ UInt(bitPattern: $0) }) else { return }
  MainActor.assumeIsolated {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    body(Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue())
  }
}

/// The host behind a C callback's user data (see ``withObject(_:_:)``).
func withHost(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (RefreshListHost) -> Void) {
  withObject(data, body)
}

/// A GObject pointer seen as another type of its class hierarchy, for GTK calls that want a
/// `GtkWindow *` where you hold a `GtkWidget *`.
///
/// GObject's C inheritance puts a parent first in each instance, so the address is the same;
/// like a C cast (`GTK_WINDOW (widget)`), it does not check the type.
///
/// ```swift
/// gtk_window_set_titlebar(gtkCast(window), headerBar)
/// ```
public func gtkCast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T>? {
  UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: T.self)
}

/// An opaque GObject pointer (a GTK type whose struct is private) seen as another type of its
/// class hierarchy; see ``gtkCast(_:)-(UnsafeMutablePointer<U>?)``.
public func gtkCast<T>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<T>? {
  UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: T.self)
}

/// Internal spelling of ``gtkCast(_:)`` for raw pointers.
func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? {
  pointer?.assumingMemoryBound(to: T.self)
}
