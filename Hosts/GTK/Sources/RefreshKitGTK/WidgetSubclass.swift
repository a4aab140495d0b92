import CGtk4

/// A GTK widget subclass registered from Swift: what `G_DEFINE_TYPE` does in C, for the
/// host's two widgets of its own (``ComponentsArea``, ``WrapperWidget``).
///
/// The subclass adds no instance or class fields: its class initializer only overrides the
/// parent's virtual functions and class settings (role, CSS name), so it takes the parent's
/// sizes.
enum WidgetSubclass {
  /// Registers `name` as a subclass of `parent` whose class `initializeClass` sets up.
  static func register(
    _ name: String, parent: GType, initializeClass: GClassInitFunc
  ) -> GType {
    var query = GTypeQuery()
    g_type_query(parent, &query)
    return g_type_register_static_simple(
      parent, name, query.class_size, initializeClass, query.instance_size, nil,
      GTypeFlags(rawValue: 0))
  }

  /// A new widget of `type` (floating, as from a `gtk_*_new()`).
  @MainActor
  static func make(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
    gtkMade(
      UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)), "widget instance"
    )
    .assumingMemoryBound(to: GtkWidget.self)
  }
}
