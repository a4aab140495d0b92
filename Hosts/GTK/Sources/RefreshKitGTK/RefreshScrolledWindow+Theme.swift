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
}
