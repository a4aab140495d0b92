import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// What a screen-reader user reaches.
///
/// The action on the wrapper's widget, the wrapper as a Tab stop that Enter refreshes, a
/// refresh button that keeps the focus, announcements, and no drawing area in the tree. Real
/// widgets in a window on the private Xvfb display (``TestDisplay``); the AT-SPI side is
/// checked by Tests/Accessibility/run.sh.
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowAccessibilityTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let button: UnsafeMutablePointer<GtkWidget>
  let refresh: RefreshScrolledWindow
  let header = RefreshNormalHeader()
  var refreshes = 0
  /// Every change the wrapper told assistive technologies of.
  var told: [HeaderAccessibility] = []

  /// A window with a refresh button bound to the wrapper's action ("win.refresh", as the README
  /// shows) above a wrapped list of 40 rows.
  init() throws {
    try #require(TestDisplay.start())
    window = gtkMade(gtk_window_new(), "window")
    gtk_window_set_default_size(window, 300, 400)
    button = gtkMade(gtk_button_new_with_label("Refresh"), "button with label")
    gtk_actionable_set_action_name(OpaquePointer(button), "win.refresh")
    let listBox = gtkMade(gtk_list_box_new(), "list box")
    for index in 1...40 { gtk_list_box_append(listBox, gtk_label_new("Row \(index)")) }
    let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_scrolled_window_set_child(scrolled, listBox)
    let box = gtkMade(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
    gtk_box_append(box, button)
    gtk_box_append(box, scrolled)
    gtk_window_set_child(window, box)
    refresh = RefreshScrolledWindow(wrapping: scrolled)
    // A plain window has no action map of its own: its "win" group, as an application
    // window's would be.
    let actions = g_simple_action_group_new()
    g_action_map_add_action(OpaquePointer(actions), refresh.refreshAction)
    gtk_widget_insert_action_group(window, "win", OpaquePointer(actions))
    g_object_unref(UnsafeMutableRawPointer(actions))
    // Weak: GTK may still draw the window after the test let go of it.
    refresh.scrollView.addRefreshHeader(refreshHeader: header) { [weak self] in
      self?.refreshes += 1
    }
    refresh.accessibilityDidChange = { [weak self] in self?.told.append($0) }
    gtk_window_present(window)
    TestDisplay.runMainLoop(until: { [self] in !told.isEmpty })
  }

  isolated deinit {
    gtk_window_destroy(window)
    TestDisplay.drainMainContext()
  }

  /// Runs the loop until the wrapper told assistive technologies the list is `busy`.
  @discardableResult
  func runUntilTold(busy: Bool) -> Bool {
    TestDisplay.runMainLoop(until: { [self] in told.last?.isBusy == busy })
  }

  /// Emits the button's "clicked" (what a click or Space ends with), synchronously.
  func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    var instance = GValue()
    g_value_init(&instance, gtk_button_get_type())
    g_value_set_object(&instance, UnsafeMutableRawPointer(button))
    g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
    g_value_unset(&instance)
  }

  var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(gtkCast(window)) }

  /// Whether the focus is inside `ancestor` (or is it).
  func focusIsInside(_ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let focus else { return false }
    return focus == ancestor || gtk_widget_is_ancestor(focus, ancestor) != 0
  }
}

extension RefreshScrolledWindowAccessibilityTests {
  @Test func theWidgetsOwnActionRefreshesAndDoesNothingWhileRefreshing() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    #expect(RefreshScrolledWindow.accessibleActionName == "refreshkit.refresh")
    // What AT-SPI's DoAction on the widget calls.
    #expect(gtk_widget_activate_action_variant(refresh.widget, "refreshkit.refresh", nil) != 0)
    #expect(header.state == .refreshing)
    #expect(refreshes == 1)
    #expect(gtk_widget_activate_action_variant(refresh.widget, "refreshkit.refresh", nil) != 0)
    #expect(refreshes == 1)
    // Enabled all the while: AT-SPI lists only enabled actions.
    #expect(g_action_get_enabled(refresh.refreshAction) != 0)
    header.endRefreshing()
  }

  @Test func aButtonBoundToTheActionKeepsTheFocusThroughARefresh() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    gtk_widget_grab_focus(button)
    #expect(focus == button)
    click(button)
    #expect(header.state == .refreshing)
    #expect(runUntilTold(busy: true))
    #expect(gtk_widget_get_sensitive(button) != 0)
    #expect(focus == button)
    // Pressed again while refreshing: nothing happens, and the focus stays.
    click(button)
    #expect(refreshes == 1)
    header.endRefreshing()
    #expect(runUntilTold(busy: false))
    #expect(focus == button)
    #expect(told.last?.label == "Updated")
  }

  @Test func theWrapperIsATabStopBeforeTheRowsAndEnterOnItRefreshes() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    gtk_widget_grab_focus(button)
    #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0)
    #expect(focus == refresh.widget)
    // Enter on a row is the row's; on the wrapper it refreshes.
    #expect(refresh.activationKeyPressed(UInt32(GDK_KEY_Return)))
    #expect(header.state == .refreshing)
    #expect(!refresh.activationKeyPressed(UInt32(GDK_KEY_a)))
    // The next Tab goes into the list, and Shift+Tab from there comes back.
    #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0)
    #expect(focus != refresh.widget && focusIsInside(refresh.scrolledWindow))
    #expect(!refresh.activationKeyPressed(UInt32(GDK_KEY_Return)))
    #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_BACKWARD) != 0)
    #expect(focus == refresh.widget)
    header.endRefreshing()
    // An app can take the stop away.
    gtk_widget_set_focusable(refresh.widget, 0)
    gtk_widget_grab_focus(button)
    #expect(gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0)
    #expect(focus != refresh.widget && focusIsInside(refresh.scrolledWindow))
  }

  @Test func onlyTheWrapperIsSeenTheDrawingAreaIsAPresentation() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(refresh.widget)) == GTK_ACCESSIBLE_ROLE_GROUP
    )
    var roles: [GtkAccessibleRole] = []
    var child = gtk_widget_get_first_child(refresh.widget)
    while let current = child {
      if current != refresh.scrolledWindow {
        roles.append(gtk_accessible_get_accessible_role(OpaquePointer(current)))
      }
      child = gtk_widget_get_next_sibling(current)
    }
    #expect(roles == [GTK_ACCESSIBLE_ROLE_PRESENTATION])
  }

  @Test func beginningAndEndingAreAnnouncedWhereGTKCan() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    // GTK 4.14 has gtk_accessible_announce; 4.8 (Debian 12) has not, and nothing is announced.
    #expect((AccessibilityAnnouncer.gtkAnnounce != nil) == (gtk_get_minor_version() >= 14))
    announcements = []
    refresh.announcer = AccessibilityAnnouncer(announceFunction: recordAnnouncement)
    refresh.beginRefreshing()
    runUntilTold(busy: true)
    header.endRefreshing(result: .failure(message: nil))
    runUntilTold(busy: false)
    #expect(announcements == ["Loading...", "Refresh failed"])
  }
}

/// What the recording announcer was given.
@MainActor private var announcements: [String] = []

/// A stand-in for `gtk_accessible_announce` that records the text.
private let recordAnnouncement: AccessibilityAnnouncer.AnnounceFunction = { _, text, _ in
  guard let text else { return }
  let said = String(cString: text)
  MainActor.assumeIsolated { announcements.append(said) }
}
