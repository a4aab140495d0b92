import CGtk4

/// The drawing area a ``RefreshScrolledWindow`` paints its components in: a `GtkDrawingArea`
/// that also tells the wrapper when GTK restyled it.
///
/// GTK 4 has no signal for a style change: a widget hears of one in its `css_changed` virtual
/// function, which runs after GTK computed the new style (a theme switched, dark preferred, an
/// app's style sheet loaded, the font or the dpi changed, the wrapper put into a window). The
/// area overrides it, so the wrapper follows every such change without polling and without
/// deprecated calls; watching GtkSettings alone would miss style sheets (libadwaita switches
/// to dark by its own). The area shares the scrolled window's parent, so it restyles when the
/// scrolled window does (except for a style the app gives the scrolled window alone).
enum ComponentsArea {
  /// A new area (floating, as from `gtk_drawing_area_new()`).
  @MainActor
  static func make() -> UnsafeMutablePointer<GtkWidget> { WidgetSubclass.make(type) }

  /// The subclass's type, registered once.
  static let type = WidgetSubclass.register(
    "RefreshKitComponentsArea", parent: gtk_drawing_area_get_type(),
    initializeClass: initializeClass)
}

/// Overrides `css_changed` in the subclass's class structure (the rest stays the drawing
/// area's), and makes the area a presentation: what it paints is the header's state, which the
/// wrapper itself tells assistive technologies, so they do not see the area at all.
private let initializeClass: GClassInitFunc = { typeClass, _ in
  // Safe: a widget type's class structure starts with GtkWidgetClass.
  guard let widgetClass = typeClass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
  widgetClass.pointee.css_changed = styleChanged
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

private let styleChanged:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { area, change in
    // GTK requires chaining up: the drawing area's own handling (a redraw) runs first.
    // Safe: the parent class is alive while one of its subclasses' instances is.
    let parent = g_type_class_peek(gtk_drawing_area_get_type())?
      .assumingMemoryBound(to: GtkWidgetClass.self)
    parent?.pointee.css_changed?(area, change)
    guard let area else { return }
    let address = UInt(bitPattern: area)
    MainActor.assumeIsolated {
      // Safe: GTK restyles on the main thread, and the area is alive while it is restyled.
      guard let area = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
        let widget = gtk_widget_get_parent(area),
        let wrapper = RefreshScrolledWindow.wrapper(of: widget)
      else { return }
      wrapper.gtkStyleDidChange()
    }
  }
