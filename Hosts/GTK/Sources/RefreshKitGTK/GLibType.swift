import CGtk4

/// The GLib fundamental types the host puts into a `GValue`, named: GLib's `G_TYPE_*` macros,
/// which Swift does not import.
///
/// Each macro expands to `G_TYPE_MAKE_FUNDAMENTAL (n)`, the type's number shifted left by
/// `G_TYPE_FUNDAMENTAL_SHIFT` (2), so C code never spells the number and neither should ours.
/// `GType` is an alias of `UInt`, so the names live here rather than in an extension of it
/// (which would give every `UInt` a `.boolean`).
///
/// ```swift
/// var hidden = GValue()
/// g_value_init(&hidden, GLibType.boolean)
/// g_value_set_boolean(&hidden, 1)
/// ```
public enum GLibType {
  /// `G_TYPE_BOOLEAN`: a `gboolean` (fundamental type 5).
  public static let boolean = fundamental(5)
  /// `G_TYPE_STRING`: a nul-terminated UTF-8 string (fundamental type 16).
  public static let string = fundamental(16)

  /// `G_TYPE_MAKE_FUNDAMENTAL (number)`.
  private static func fundamental(_ number: GType) -> GType { number << 2 }

  /// Whether `widget` is a `type`, or of a type derived from it (GObject's
  /// `G_TYPE_CHECK_INSTANCE_TYPE`, also a macro).
  static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    // Safe: every GObject instance starts with its GTypeInstance, whose class is set.
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    guard let typeClass = instance.pointee.g_class else { return false }
    return g_type_is_a(typeClass.pointee.g_type, type) != 0
  }
}
