import CGtk4
import Foundation
import RefreshKit

extension RefreshTheme {
  /// The opacity GTK's themes give dimmed text (`.dim-label`, a subtitle): the last-updated
  /// line is drawn in the foreground colour at this opacity.
  public static let gtkDimmedTextOpacity: CGFloat = 0.55

  /// The theme that GTK's style gives a widget: its foreground colour and its font.
  ///
  /// GTK has no accent colour that a widget can read without deprecated calls (named colours
  /// are deprecated from GTK 4.10, and the later `--accent-color` has no getter), and GTK's
  /// own activity indicator (`GtkSpinner`) and symbolic icons draw in the foreground colour;
  /// so the arrow and the spinner do too, as they would in a GTK app. The title and the
  /// last-updated line use the widget's font family and size; they stay bold, as GTK's
  /// headings (`.heading`) and MJRefresh's titles are.
  ///
  /// ```swift
  /// let theme = RefreshTheme.gtk(of: scrolledWindow)  // nil until it is in a window
  /// ```
  ///
  /// > Important: Only a widget in a window has its theme's style: GTK styles one without a
  /// > window from built-in defaults (white text), so this is nil for it.
  public static func gtk(of widget: UnsafeMutablePointer<GtkWidget>) -> RefreshTheme? {
    guard gtk_widget_get_root(widget) != nil else { return nil }
    var foreground = GdkRGBA()
    refreshkit_widget_get_color(widget, &foreground)
    let context = gtk_widget_get_pango_context(widget)
    return RefreshTheme(
      gtkForeground: foreground, font: pango_context_get_font_description(context),
      resolution: context.map { pango_cairo_context_get_resolution($0) } ?? -1)
  }

  /// The theme for a GTK foreground colour and a Pango font description (nil: the looks' font).
  ///
  /// `resolution` is the Pango context's dots per inch, for a size in points (not positive:
  /// GTK's default, 96). RefreshKit's font sizes are what ``CairoRenderer`` gives Pango as an
  /// absolute size, in the pixels GTK lays text out in, so a 10 pt GTK font at 96 dpi is
  /// 13.3 points here and the header's text is as large as the rows' text.
  public init(gtkForeground foreground: GdkRGBA, font: OpaquePointer?, resolution: Double) {
    let text = Color(
      red: CGFloat(foreground.red), green: CGFloat(foreground.green),
      blue: CGFloat(foreground.blue), alpha: CGFloat(foreground.alpha))
    let dimmed = Color(
      red: text.red, green: text.green, blue: text.blue,
      alpha: text.alpha * Self.gtkDimmedTextOpacity)
    self.init(
      tintColor: text, textColor: text, secondaryTextColor: dimmed,
      font: font.flatMap { Self.font(of: $0, resolution: resolution) })
  }

  /// A Pango font description as a bold RefreshKit font of its family and size; nil when it
  /// names neither.
  private static func font(of description: OpaquePointer, resolution: Double) -> Font? {
    let family = pango_font_description_get_family(description).map { String(cString: $0) }
    let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
    guard size > 0 else {
      return family.map { Font(size: 14, weight: .bold, family: $0) }
    }
    // An absolute size is in device units already; a size in points is scaled by the dpi.
    let dotsPerInch = resolution > 0 ? resolution : 96
    let pixels =
      pango_font_description_get_size_is_absolute(description) != 0
      ? size : size * dotsPerInch / 72
    return Font(size: CGFloat(pixels), weight: .bold, family: family)
  }
}
