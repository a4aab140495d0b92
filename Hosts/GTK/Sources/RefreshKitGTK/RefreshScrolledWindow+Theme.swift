import CGtk4
import RefreshKit

extension RefreshScrolledWindow {
  /// Whether ``scrollView``'s ``RefreshKit/ScrollView/refreshTheme`` follows the GTK theme
  /// (``gtkTheme``): true until the app sets a theme of its own there.
  ///
  /// The wrapper replaces the scroll view's theme only while it holds the theme the wrapper
  /// put there, so a theme the app assigns wins, whenever it assigns it, and stays through
  /// GTK's theme changes. Setting this to true puts GTK's theme back (replacing the app's);
  /// false keeps the theme as it is from then on. To change a few fields and keep following
  /// GTK for the rest, set a component's own theme instead:
  ///
  /// ```swift
  /// refresh.scrollView.refreshHeader?.theme = RefreshTheme(tintColor: .blue)
  /// ```
  public var followsGTKTheme: Bool {
    get { isGTKThemeFollowingEnabled && scrollView.refreshTheme == appliedGTKTheme }
    set {
      isGTKThemeFollowingEnabled = newValue
      guard newValue else { return }
      scrollView.refreshTheme = gtkTheme
      appliedGTKTheme = gtkTheme
    }
  }

  /// GTK restyled the wrapper or it was mapped: read the scrolled window's theme again and,
  /// while following it, give it to the components (they hear only of a change).
  func gtkStyleDidChange() {
    guard !isDestroyed, let theme = RefreshTheme.gtk(of: scrolledWindow) else { return }
    gtkTheme = theme
    guard followsGTKTheme, scrollView.refreshTheme != theme else { return }
    scrollView.refreshTheme = theme
    appliedGTKTheme = theme
  }

  private static var isStyleInstalled = false

  /// GTK's overshoot glow never shows on top of a pull: RefreshKit draws what lies past edges.
  ///
  /// The wrapper's keyboard focus ring is GTK's (``WrapperWidget``).
  static func installStyle() {
    guard !isStyleInstalled, let display = gdk_display_get_default() else { return }
    isStyleInstalled = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(
      provider,
      "scrolledwindow.refreshkit-wrapped > overshoot { background: none; } "
        + WrapperWidget.focusRingStyle, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here.
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}
