import CGtk4
import Foundation

/// Where a widget sat in its parent, for putting another widget there: the parents an app
/// usually puts a scrolled window in.
@MainActor
struct ParentPlace {
  private let insertion: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void

  /// Takes `child` out of its parent, remembering the place; nil when it has none (or one
  /// this cannot put a widget into, which is reported).
  init?(of child: UnsafeMutablePointer<GtkWidget>) {
    guard let parent = gtk_widget_get_parent(child) else { return nil }
    if Self.parent(parent, is: gtk_window_get_type()) {
      gtk_window_set_child(parent, nil)
      insertion = { gtk_window_set_child(parent, $0) }
    } else if Self.parent(parent, is: gtk_box_get_type()) {
      let previous = gtk_widget_get_prev_sibling(child)
      gtk_box_remove(gtkCast(parent), child)
      insertion = { gtk_box_insert_child_after(gtkCast(parent), $0, previous) }
    } else if Self.parent(parent, is: gtk_paned_get_type()) {
      let paned = OpaquePointer(parent)
      if gtk_paned_get_start_child(paned) == child {
        gtk_paned_set_start_child(paned, nil)
        insertion = { gtk_paned_set_start_child(paned, $0) }
      } else {
        gtk_paned_set_end_child(paned, nil)
        insertion = { gtk_paned_set_end_child(paned, $0) }
      }
    } else if Self.parent(parent, is: gtk_frame_get_type()) {
      gtk_frame_set_child(gtkCast(parent), nil)
      insertion = { gtk_frame_set_child(gtkCast(parent), $0) }
    } else if Self.parent(parent, is: gtk_overlay_get_type()),
      gtk_overlay_get_child(OpaquePointer(parent)) == child
    {
      gtk_overlay_set_child(OpaquePointer(parent), nil)
      insertion = { gtk_overlay_set_child(OpaquePointer(parent), $0) }
    } else {
      FileHandle.standardError.write(
        Data(
          "RefreshScrolledWindow: wrap the scrolled window before adding it to its parent\n".utf8))
      return nil
    }
  }

  /// Puts `widget` where the child was.
  func put(_ widget: UnsafeMutablePointer<GtkWidget>) { insertion(widget) }

  private static func parent(_ widget: UnsafeMutablePointer<GtkWidget>, is type: GType) -> Bool {
    GLibType.isA(widget, type)
  }
}
