import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// The wrapper colours its components with the GTK theme and follows it at run time, unless
/// the app chose a theme: real widgets in a window on a private Xvfb display (``TestDisplay``),
/// GTK's default theme, styles recomputed by GTK's own main loop.
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowThemeTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let refresh: RefreshScrolledWindow
  let header = RefreshNormalHeader()
  let originalFontName: String

  /// A window with a wrapped scrolled window and a normal header, on GTK's light theme.
  init() throws {
    try #require(TestDisplay.start())
    originalFontName = Self.stringSetting("gtk-font-name")
    Self.setSetting("gtk-application-prefer-dark-theme", to: false)
    window = gtkMade(gtk_window_new(), "window")
    let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_scrolled_window_set_child(scrolled, gtk_label_new("Row"))
    gtk_window_set_child(window, scrolled)
    refresh = RefreshScrolledWindow(wrapping: scrolled)
    refresh.scrollView.refreshHeader = header
    gtk_window_present(window)
  }

  isolated deinit {
    gtk_window_destroy(window)
    Self.setSetting("gtk-enable-animations", to: true)
    Self.setSetting("gtk-application-prefer-dark-theme", to: false)
    Self.setSetting("gtk-font-name", to: originalFontName)
    drainMainContext()
  }

  /// Runs GTK's main loop until `condition` holds (see ``TestDisplay/runMainLoop(until:timeout:)``).
  @discardableResult
  func runMainLoop(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
    TestDisplay.runMainLoop(until: condition, timeout: timeout)
  }

  /// Runs the main loop's ready work without waiting.
  func drainMainContext() { TestDisplay.drainMainContext() }

  /// The mean of a colour's components: 0 black, 1 white (enough to tell dark from light).
  func lightness(_ color: Color?) -> CGFloat {
    guard let color else { return -1 }
    return (color.red + color.green + color.blue) / 3
  }

  /// The scrolled window's foreground colour as GTK computes it.
  var gtkForeground: Color {
    var rgba = GdkRGBA()
    refreshkit_widget_get_color(refresh.scrolledWindow, &rgba)
    return Color(
      red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
      alpha: CGFloat(rgba.alpha))
  }

  static func setSetting(_ name: String, to isOn: Bool) {
    var value = GValue()
    g_value_init(&value, GLibType.boolean)
    g_value_set_boolean(&value, isOn ? 1 : 0)
    g_object_set_property(gtkCast(gtk_settings_get_default()), name, &value)
    g_value_unset(&value)
  }

  static func setSetting(_ name: String, to text: String) {
    var value = GValue()
    g_value_init(&value, GLibType.string)
    g_value_set_string(&value, text)
    g_object_set_property(gtkCast(gtk_settings_get_default()), name, &value)
    g_value_unset(&value)
  }

  static func stringSetting(_ name: String) -> String {
    var value = GValue()
    g_value_init(&value, GLibType.string)
    defer { g_value_unset(&value) }
    g_object_get_property(gtkCast(gtk_settings_get_default()), name, &value)
    return g_value_get_string(&value).map { String(cString: $0) } ?? ""
  }
}

extension RefreshScrolledWindowThemeTests {
  @Test func theLightThemeGivesDarkTextInGTKsForeground() {
    // Read when wrapped (the scrolled window was in its window already): no frame needed.
    #expect(lightness(header.stateLabel.textColor) < 0.3)
    #expect(header.stateLabel.textColor == gtkForeground)
    #expect(header.arrowView.tintColor == gtkForeground)
    #expect(header.loadingView.color == gtkForeground)
    let dimmed = header.lastUpdatedTimeLabel.textColor
    #expect(dimmed.red == gtkForeground.red && dimmed.alpha == gtkForeground.alpha * 0.55)
    #expect(refresh.followsGTKTheme)
    #expect(refresh.scrollView.refreshTheme == refresh.gtkTheme)
  }

  @Test func preferringTheDarkThemeAtRunTimeGivesLightTextAndBack() {
    Self.setSetting("gtk-application-prefer-dark-theme", to: true)
    let isDark = runMainLoop(until: { [self] in lightness(header.stateLabel.textColor) > 0.7 })
    #expect(isDark)
    #expect(header.stateLabel.textColor == gtkForeground)
    #expect(lightness(header.arrowView.tintColor) > 0.7)
    #expect(lightness(header.lastUpdatedTimeLabel.textColor) > 0.7)
    Self.setSetting("gtk-application-prefer-dark-theme", to: false)
    let isLightThemeAgain = runMainLoop(until: { [self] in
      lightness(header.stateLabel.textColor) < 0.3
    })
    #expect(isLightThemeAgain)
  }

  @Test func theHeaderTakesGTKsFontFamilyAndSizeInPixelsAndStaysBold() {
    Self.setSetting("gtk-font-name", to: "Serif 12")
    let isSerif = runMainLoop(until: { [header] in header.stateLabel.font.family == "Serif" })
    #expect(isSerif)
    // 12 points at GTK's 96 dots per inch: the 16 pixels GTK draws its own labels at.
    #expect(abs(header.stateLabel.font.size - 16) < 0.01)
    #expect(header.stateLabel.font.weight == .bold)
    #expect(header.lastUpdatedTimeLabel.font == header.stateLabel.font)
  }

  @Test func anAppsOwnThemeWinsOverGTKsUntilItFollowsAgain() {
    let own = RefreshTheme(textColor: .red)
    refresh.scrollView.refreshTheme = own
    #expect(!refresh.followsGTKTheme)
    Self.setSetting("gtk-application-prefer-dark-theme", to: true)
    // GTK restyled (the wrapper read the dark theme), and the app's theme stayed.
    let gtkIsDark = runMainLoop(until: { [self] in lightness(refresh.gtkTheme?.textColor) > 0.7 })
    #expect(gtkIsDark)
    #expect(refresh.scrollView.refreshTheme == own)
    #expect(header.stateLabel.textColor == .red)
    #expect(header.arrowView.tintColor == .refreshText)
    // Following again puts GTK's theme back at once.
    refresh.followsGTKTheme = true
    #expect(lightness(header.stateLabel.textColor) > 0.7)
    #expect(refresh.scrollView.refreshTheme == refresh.gtkTheme)
  }

  @Test func notFollowingKeepsTheThemeAsItIs() {
    let light = refresh.scrollView.refreshTheme
    refresh.followsGTKTheme = false
    Self.setSetting("gtk-application-prefer-dark-theme", to: true)
    let gtkIsDark = runMainLoop(until: { [self] in lightness(refresh.gtkTheme?.textColor) > 0.7 })
    #expect(gtkIsDark)
    #expect(refresh.scrollView.refreshTheme == light)
    #expect(lightness(header.stateLabel.textColor) < 0.3)
  }

  @Test func aComponentsOwnThemeWinsFieldByFieldAndTheRestFollowsGTK() {
    header.theme = RefreshTheme(tintColor: .blue)
    Self.setSetting("gtk-application-prefer-dark-theme", to: true)
    let isDark = runMainLoop(until: { [self] in lightness(header.stateLabel.textColor) > 0.7 })
    #expect(isDark)
    #expect(header.arrowView.tintColor == .blue)
    #expect(refresh.followsGTKTheme)
  }

  @Test func aScrolledWindowWrappedBeforeItIsInAWindowFollowsOnceItIs() {
    let scrolled = gtk_scrolled_window_new()!
    let late = RefreshScrolledWindow(wrapping: scrolled)
    let lateHeader = RefreshNormalHeader()
    late.scrollView.refreshHeader = lateHeader
    // Out of a window GTK styles from built-in defaults (white text): not read.
    #expect(late.gtkTheme == nil)
    #expect(lateHeader.stateLabel.textColor == .refreshText)
    let other = gtk_window_new()!
    gtk_window_set_child(other, late.widget)
    gtk_window_present(other)
    let isRead = runMainLoop(until: { late.gtkTheme != nil })
    #expect(isRead)
    #expect(lightness(lateHeader.stateLabel.textColor) < 0.3)
    gtk_window_destroy(other)
  }
}

extension RefreshScrolledWindowThemeTests {
  @Test func gtksAnimationsSettingReducesTheListsMotionAtOnce() {
    Self.setSetting("gtk-enable-animations", to: true)
    #expect(refresh.scrollView.motionPreference == .standard)
    #expect(refresh.followsGTKMotionSetting)
    Self.setSetting("gtk-enable-animations", to: false)
    #expect(refresh.gtkMotionPreference == .reduced)
    #expect(refresh.scrollView.motionPreference == .reduced)
    #expect(header.arrowView.effectiveMotionPreference == .reduced)
    Self.setSetting("gtk-enable-animations", to: true)
    #expect(refresh.scrollView.motionPreference == .standard)
  }

  @Test func theAppsOwnMotionPreferenceWinsUntilItFollowsGTKAgain() {
    Self.setSetting("gtk-enable-animations", to: true)
    refresh.scrollView.motionPreference = .reduced
    #expect(!refresh.followsGTKMotionSetting)
    Self.setSetting("gtk-enable-animations", to: false)
    Self.setSetting("gtk-enable-animations", to: true)
    #expect(refresh.scrollView.motionPreference == .reduced)
    refresh.followsGTKMotionSetting = true
    #expect(refresh.scrollView.motionPreference == .standard)
    refresh.followsGTKMotionSetting = false
    Self.setSetting("gtk-enable-animations", to: false)
    #expect(refresh.scrollView.motionPreference == .standard)
  }
}
