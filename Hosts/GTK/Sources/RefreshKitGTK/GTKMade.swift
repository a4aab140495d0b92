/// The object a GTK or GLib constructor made.
///
/// Their constructors never return `NULL` (GLib aborts the process when memory runs out), but
/// Swift imports them as optionals. This unwraps one with a message naming what could not be
/// made, instead of a bare force unwrap, so a broken GTK install says what broke.
///
/// ```swift
/// let area = gtkMade(gtk_drawing_area_new(), "a drawing area")
/// ```
package func gtkMade<Object>(_ object: Object?, _ what: StaticString) -> Object {
  guard let object else {
    preconditionFailure("GTK returned no \(what); check that GTK 4 is installed and initialised")
  }
  return object
}
