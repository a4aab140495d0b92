// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (The overloads keep GTK's C names: that is what makes the app's calls read as the C does.)
import CGtk4

// GTK's C functions take their exact type (`GtkWindow *`, `GtkScrolledWindow *`); every
// `gtk_*_new()` returns a `GtkWidget *`, which C code passes through a cast macro. These
// overloads take the `GtkWidget *` as it is, for the calls an app makes around attaching
// pull-to-refresh, so its code reads as the C does:
//
//     let scrolled = gtk_scrolled_window_new()
//     gtk_scrolled_window_set_child(scrolled, listBox)
//     let refresh = RefreshScrolledWindow(wrapping: scrolled!)
//     gtk_window_set_child(window, refresh.widget)
//
// Like the C macros they do not check the type: pass the widget the name says.

/// `gtk_window_set_child` for a window held as a `GtkWidget *`.
public func gtk_window_set_child(
  _ window: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?
) {
  gtk_window_set_child(gtkCast(window) as UnsafeMutablePointer<GtkWindow>?, child)
}

/// `gtk_window_set_title` for a window held as a `GtkWidget *`.
public func gtk_window_set_title(_ window: UnsafeMutablePointer<GtkWidget>?, _ title: String) {
  gtk_window_set_title(gtkCast(window) as UnsafeMutablePointer<GtkWindow>?, title)
}

/// `gtk_window_set_default_size` for a window held as a `GtkWidget *`.
public func gtk_window_set_default_size(
  _ window: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32
) {
  gtk_window_set_default_size(gtkCast(window) as UnsafeMutablePointer<GtkWindow>?, width, height)
}

/// `gtk_window_present` for a window held as a `GtkWidget *`.
public func gtk_window_present(_ window: UnsafeMutablePointer<GtkWidget>?) {
  gtk_window_present(gtkCast(window) as UnsafeMutablePointer<GtkWindow>?)
}

/// `gtk_window_destroy` for a window held as a `GtkWidget *`.
public func gtk_window_destroy(_ window: UnsafeMutablePointer<GtkWidget>?) {
  gtk_window_destroy(gtkCast(window) as UnsafeMutablePointer<GtkWindow>?)
}

/// `gtk_scrolled_window_set_child` for a scrolled window held as a `GtkWidget *`.
public func gtk_scrolled_window_set_child(
  _ scrolledWindow: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?
) {
  gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), child)
}

/// `gtk_box_append` for a box held as a `GtkWidget *`.
public func gtk_box_append(
  _ box: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?
) {
  gtk_box_append(gtkCast(box) as UnsafeMutablePointer<GtkBox>?, child)
}

/// `gtk_list_box_append` for a list box held as a `GtkWidget *`.
public func gtk_list_box_append(
  _ listBox: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?
) {
  gtk_list_box_append(OpaquePointer(listBox), child)
}

/// `gtk_string_list_splice` with Swift strings: removes `removals` strings at `position` and
/// inserts `additions` there, in order (GTK copies them).
///
/// A refresh that keeps the reader's place puts new rows at the front:
/// `refresh.endRefreshing(insertingAbove: { gtk_string_list_splice(model, 0, 0, posts) })`.
public func gtk_string_list_splice(
  _ list: OpaquePointer?, _ position: guint, _ removals: guint, _ additions: [String]
) {
  var strings: [UnsafeMutablePointer<CChar>?] = additions.map { strdup($0) }
  strings.append(nil)
  // The copies outlive the call, which copies them again; the array is never empty (it ends
  // with its nil), so there is always a base address.
  strings.withUnsafeBufferPointer { buffer in
    buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: strings.count) {
      gtk_string_list_splice(list, position, removals, $0)
    }
  }
  for string in strings { free(string) }
}
