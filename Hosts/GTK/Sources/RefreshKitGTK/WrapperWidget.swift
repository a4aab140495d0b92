import CGtk4

/// The widget a ``RefreshScrolledWindow`` puts where the scrolled window was: a plain
/// `GtkWidget` subclass that holds the scrolled window and the drawing area, and is itself a
/// keyboard focus stop for screen-reader users.
///
/// A `GtkBox` cannot be that stop: its focus handling passes focus on to its children and
/// never keeps it. A bare widget's does what a focusable container should: Tab (or Shift+Tab
/// from the first row) focuses the widget itself, the next Tab or an arrow moves into the
/// list. Its accessible role is `group` (AT-SPI's "panel"), as the box's was, and its CSS node
/// is `refreshkit-wrapper`, which draws GTK's keyboard focus ring over the list while it has
/// the focus. Its layout is the wrapper's own (a `GtkCustomLayout`); its `dispose` takes its
/// children out before it goes (a box's did that too, and the wrapper's teardown relies on it).
enum WrapperWidget {
  /// A new wrapper widget (floating, as from `gtk_box_new()`).
  @MainActor
  static func make() -> UnsafeMutablePointer<GtkWidget> { WidgetSubclass.make(type) }

  /// The CSS node's name.
  static let cssName = "refreshkit-wrapper"

  /// The keyboard focus ring: GTK's own (its default theme's rows and buttons), drawn inside
  /// the edge over the list, in the theme's selection colour.
  static let focusRingStyle =
    "\(cssName) { outline: 0 solid transparent; }"
    + " \(cssName):focus:focus-visible { outline-color: alpha(@theme_selected_bg_color, 0.5);"
    + " outline-width: 2px; outline-offset: -2px; }"

  /// The subclass's type, registered once.
  static let type = WidgetSubclass.register(
    "RefreshKitWrapper", parent: gtk_widget_get_type(), initializeClass: initializeClass)
}

/// Sets the role, the CSS name and `dispose` in the subclass's class structure.
private let initializeClass: GClassInitFunc = { typeClass, _ in
  // Safe: a widget type's class structure starts with GtkWidgetClass, which starts with
  // GObjectClass.
  guard let widgetClass = typeClass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
  gtk_widget_class_set_css_name(widgetClass, WrapperWidget.cssName)
  widgetClass.pointee.compute_expand = computeExpand
  typeClass?.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = dispose
}

/// Expands as its children do (a bare widget does not look at them; a box did): the wrapper
/// takes the scrolled window's expand flags.
private let computeExpand:
  @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<gboolean>?,
    UnsafeMutablePointer<gboolean>?
  ) -> Void = { widget, horizontal, vertical in
    var expandsHorizontally = false
    var expandsVertically = false
    var child = widget.flatMap { gtk_widget_get_first_child($0) }
    while let current = child {
      expandsHorizontally =
        expandsHorizontally || gtk_widget_compute_expand(current, GTK_ORIENTATION_HORIZONTAL) != 0
      expandsVertically =
        expandsVertically || gtk_widget_compute_expand(current, GTK_ORIENTATION_VERTICAL) != 0
      child = gtk_widget_get_next_sibling(current)
    }
    horizontal?.pointee = expandsHorizontally ? 1 : 0
    vertical?.pointee = expandsVertically ? 1 : 0
  }

/// Takes the children out (the scrolled window first: its parent changing is how the wrapper
/// learns it is being taken apart), then GtkWidget's own dispose.
private let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
  if let object {
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
  }
  // Safe: the parent class is alive while one of its subclasses' instances is.
  let parent = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(
    to: GObjectClass.self)
  parent?.pointee.dispose?(object)
}
