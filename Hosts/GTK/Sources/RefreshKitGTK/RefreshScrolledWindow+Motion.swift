import CGtk4
import RefreshKit

extension RefreshScrolledWindow {
  /// Whether ``scrollView``'s ``RefreshKit/ScrollView/motionPreference`` follows GTK's settings:
  /// true until the app sets a preference of its own there.
  ///
  /// GTK's `gtk-enable-animations` turned off (GNOME's "Reduce Animation", or a theme's choice)
  /// becomes ``RefreshKit/MotionPreference/reduced``, as does, on GTK 4.22 and later,
  /// `gtk-interface-reduced-motion` set to reduce (compiled in only where the headers have it).
  /// Reduced, not none: RefreshKit's spinners slow down rather than stand still, because a still
  /// spinner reads as broken. A change of either setting reaches the list at once. The wrapper
  /// sets the preference only while it holds the value it put there, so a preference the app
  /// assigns wins and stays; setting this to true puts GTK's back.
  public var followsGTKMotionSetting: Bool {
    get { isGTKMotionFollowingEnabled && scrollView.motionPreference == appliedGTKMotion }
    set {
      isGTKMotionFollowingEnabled = newValue
      guard newValue else { return }
      appliedGTKMotion = nil
      scrollView.motionPreference = nil
      gtkMotionSettingDidChange()
    }
  }

  /// What GTK's settings ask for now.
  public var gtkMotionPreference: MotionPreference {
    guard let settings = gtk_widget_get_settings(widget) else { return .standard }
    return refreshkit_settings_prefer_reduced_motion(settings) != 0 ? .reduced : .standard
  }

  /// Listens to the settings of the widget's display; `me` is the wrapper, unretained.
  func followGTKMotionSetting(_ me: UnsafeMutableRawPointer) {
    guard let settings = gtk_widget_get_settings(widget) else { return }
    motionSettings = UnsafeMutableRawPointer(settings)
    g_object_ref(UnsafeMutableRawPointer(settings))
    connect(UnsafeMutableRawPointer(settings), "notify::gtk-enable-animations", onMotionSetting, me)
    if refreshkit_has_reduced_motion_setting() != 0 {
      connect(
        UnsafeMutableRawPointer(settings), "notify::gtk-interface-reduced-motion", onMotionSetting,
        me)
    }
    gtkMotionSettingDidChange()
  }

  /// GTK's motion settings changed (or are read the first time): while following them, the list
  /// takes what they ask for.
  func gtkMotionSettingDidChange() {
    guard !isDestroyed, isGTKMotionFollowingEnabled else { return }
    // The app set its own since: it wins.
    guard scrollView.motionPreference == appliedGTKMotion else { return }
    let preference = gtkMotionPreference
    scrollView.motionPreference = preference
    appliedGTKMotion = preference
  }

  /// Lets go of the settings object (at "destroy": it outlives every widget).
  func stopFollowingGTKMotionSetting() {
    guard let settings = motionSettings else { return }
    let me = Unmanaged.passUnretained(self).toOpaque()
    g_signal_handlers_disconnect_matched(settings, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
    g_object_unref(settings)
    motionSettings = nil
  }
}

/// `notify::gtk-enable-animations` (and the 4.22 reduced-motion setting) on the settings.
private let onMotionSetting:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
    Void = { _, _, data in
      withObject(data) { (wrapper: RefreshScrolledWindow) in wrapper.gtkMotionSettingDidChange() }
    }
