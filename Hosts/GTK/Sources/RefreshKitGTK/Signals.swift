import CGtk4

/// Connects a C handler to a GObject signal, with `data` as its user data.
///
/// GTK's handlers have per-signal signatures; GObject takes them all as a bare `GCallback`.
/// Safe: the cast only erases the type; GTK calls the handler back with the signal's own
/// signature, which the caller's `handler` has.
func connect<Handler>(
  _ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: Handler,
  _ data: UnsafeMutableRawPointer?
) {
  let callback = unsafeBitCast(handler, to: GCallback.self)
  g_signal_connect_data(instance, signal, callback, data, nil, GConnectFlags(rawValue: 0))
}

/// The host behind a C callback's user data, on the main actor.
///
/// Safe: every handler is connected with an unretained ``RefreshListHost`` that outlives its
/// widget, and GTK calls handlers on the main thread. The address crosses into the main
/// actor as a number (a raw pointer is not Sendable).
func withHost(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (RefreshListHost) -> Void) {
  guard let address = data.map({ UInt(bitPattern: $0) }) else { return }
  MainActor.assumeIsolated {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    body(Unmanaged<RefreshListHost>.fromOpaque(pointer).takeUnretainedValue())
  }
}
