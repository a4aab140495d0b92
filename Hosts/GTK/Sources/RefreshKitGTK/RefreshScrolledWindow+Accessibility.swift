import CGtk4
import RefreshKit

/// How a screen reader hears and starts a refresh (AT-SPI, GTK 4.8 and later).
///
/// - The wrapper's widget carries ``RefreshScrolledWindow/refreshAction`` in an action group of
///   its own (``RefreshScrolledWindow/accessibleActionName``): GTK offers a widget's own actions
///   to assistive technologies, so the list's accessible object has an action that refreshes it.
/// - The widget is focusable, one Tab stop before the list's rows (Shift+Tab from the first
///   row): there a screen reader reads its label and description, Enter or Space refreshes,
///   and every change of the label is spoken, since Orca speaks name changes of the focused
///   object. A keyboard focus ring shows where it is. An app that wants no such stop turns it
///   off with `gtk_widget_set_focusable(refresh.widget, 0)`; F5 and Ctrl+R still work.
/// - Its accessible label says where the refresh is and how the last one ended; its description
///   says which keys refresh, in the user's language (``HeaderAccessibility``); it is busy
///   while refreshing.
/// - A refresh beginning and ending is announced wherever the focus is, with
///   `gtk_accessible_announce` on GTK 4.14 and later (``AccessibilityAnnouncer``).
/// - The action stays enabled while refreshing (a begin then does nothing), so a button bound
///   to it never turns insensitive and keeps the keyboard focus.
/// - The drawing area is a presentation: assistive technologies do not see it.
extension RefreshScrolledWindow {
  /// The action's name where the wrapper's widget offers it: "refreshkit.refresh", what
  /// AT-SPI lists as the widget's action (and `gtk_widget_activate_action` accepts).
  ///
  /// The group's prefix is RefreshKit's own, so it never hides an app's group of the same
  /// name from the rows inside the wrapper.
  public static let accessibleActionName = "\(actionGroupPrefix).refresh"

  static let actionGroupPrefix = "refreshkit"

  /// Puts the action on the widget and makes it a focusable stop that refreshes on Enter.
  func installAccessibility(_ me: UnsafeMutableRawPointer) {
    let group = g_simple_action_group_new()
    g_action_map_add_action(OpaquePointer(group), refreshAction)
    g_action_map_add_action(OpaquePointer(group), secondFloorAction)
    gtk_widget_insert_action_group(widget, Self.actionGroupPrefix, OpaquePointer(group))
    // The widget holds the group from here.
    g_object_unref(UnsafeMutableRawPointer(group))

    gtk_widget_set_focusable(widget, 1)
    // Bubble phase: a key reaches it after the focused row had its say.
    let keys = gtkMade(gtk_event_controller_key_new(), "event controller key")
    connect(UnsafeMutableRawPointer(keys), "key-pressed", onActivationKey, me)
    gtk_widget_add_controller(widget, keys)
  }

  /// Enter, Space or the keypad's Enter on the wrapper itself (not on a row inside) refreshes.
  func activationKeyPressed(_ key: UInt32) -> Bool {
    guard gtk_widget_is_focus(widget) != 0,
      [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space]
        .contains(Int32(bitPattern: key))
    else { return false }
    beginRefreshing()
    return true
  }

  /// The header's state reaches assistive technologies: the label, the description and the
  /// busy state follow it, and a refresh beginning or ending is announced.
  func updateAccessibility() {
    guard !isDestroyed else { return }
    let previous = shownAccessibility
    let current = HeaderAccessibility(header: scrollView.refreshHeader, after: previous)
    shownAccessibility = current
    let accessible = OpaquePointer(widget)
    var changed: [GtkAccessibleProperty] = []
    var values: [GValue] = []
    // Only what changed: GTK tells assistive technologies of every property set.
    for (property, text, old) in [
      (GTK_ACCESSIBLE_PROPERTY_LABEL, current.label, previous?.label),
      (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, current.description, previous?.description),
    ] where text != old {
      var value = GValue()
      g_value_init(&value, GLibType.string)
      g_value_set_string(&value, text)
      changed.append(property)
      values.append(value)
    }
    if !changed.isEmpty {
      gtk_accessible_update_property_value(accessible, Int32(changed.count), &changed, &values)
      for index in values.indices { g_value_unset(&values[index]) }
    }
    if current.isBusy != previous?.isBusy {
      var busy = GValue()
      g_value_init(&busy, GLibType.boolean)
      g_value_set_boolean(&busy, current.isBusy ? 1 : 0)
      var states = [GTK_ACCESSIBLE_STATE_BUSY]
      gtk_accessible_update_state_value(accessible, 1, &states, &busy)
      g_value_unset(&busy)
    }
    updateSecondFloorAction()
    if let announcement = current.announcement { announcer.announce(announcement, from: widget) }
    if !current.looksTheSame(as: previous) || current.announcement != nil {
      accessibilityDidChange?(current)
    }
  }
}

private let onActivationKey:
  @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
    _, key, _, _, data in
    var taken = false
    withObject(data) { (wrapper: RefreshScrolledWindow) in
      taken = wrapper.activationKeyPressed(key)
    }
    return taken ? 1 : 0
  }
