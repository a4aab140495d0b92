import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// The second floor in the wrapper.
///
/// The action opens and closes it, the open floor pushes the list out of the wrapper and its
/// page is drawn from the wrapper's top. Real widgets in a window on the private Xvfb display (``TestDisplay``); the pull, the drag back and
/// Escape are checked with real touch by the Wayland run (`demo_second_floor`).
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowSecondFloorTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let refresh: RefreshScrolledWindow
  let header = RefreshNormalHeader()
  let page = View()
  var floorStates: [SecondFloorState] = []
  var refreshes = 0

  /// A window with a wrapped list of 40 rows whose header has a second floor with a page.
  init() throws {
    try #require(TestDisplay.start())
    (window, refresh) = TestDisplay.wrappedList(rows: 40)
    // Weak: GTK may still draw the window after the test let go of it.
    refresh.scrollView.addRefreshHeader(refreshHeader: header) { [weak self] in
      self?.refreshes += 1
    }
    header.isSecondFloorEnabled = true
    page.backgroundColor = .blue
    header.secondFloorView = page
    header.secondFloorHandler = { [weak self] in self?.floorStates.append($0) }
    gtk_window_present(window)
    // Drawn once: the floor's action is enabled from then on.
    TestDisplay.runMainLoop(until: { [self] in
      refresh.scrollView.bounds.height > 0 && g_action_get_enabled(refresh.secondFloorAction) != 0
    })
  }

  isolated deinit {
    gtk_window_destroy(window)
    TestDisplay.drainMainContext()
  }

  var visibleHeight: CGFloat { CGFloat(gtk_widget_get_height(refresh.widget)) }

  /// Runs the loop until the floor is `state` and its motion is over.
  @discardableResult
  func runUntilFloor(_ state: SecondFloorState) -> Bool {
    TestDisplay.runMainLoop(until: { [self] in
      header.secondFloorState == state && !refresh.scrollView.isAnimatingContentOffset
    })
  }

  /// What the components' area draws, as 0xAARRGGBB pixels of the wrapper's size.
  func drawnPixel(x: Int, y: Int) -> UInt32 {
    let width = Int32(gtk_widget_get_width(refresh.widget))
    let height = Int32(gtk_widget_get_height(refresh.widget))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      let cr = cairo_create(surface)
    else { return 0 }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    refresh.draw(cr)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return 0 }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    return UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)[y * stride + x]
  }
}

extension RefreshScrolledWindowSecondFloorTests {
  @Test func theActionOpensTheFloorOverTheWholeListAndClosesIt() {
    #expect(RefreshScrolledWindow.accessibleSecondFloorActionName == "refreshkit.second-floor")
    // What AT-SPI's DoAction on the widget calls.
    #expect(
      gtk_widget_activate_action_variant(refresh.widget, "refreshkit.second-floor", nil) != 0)
    #expect(runUntilFloor(.open))
    // The list is pushed down by the whole visible height: none of it shows in the wrapper.
    #expect(abs(refresh.mirror.translation.y - visibleHeight) <= 0.5)
    // The page is drawn from the wrapper's top (not clipped away above the header's strip).
    let top = drawnPixel(x: 10, y: 2)
    #expect(top == 0xFF00_00FF, "drawn at the top: \(String(top, radix: 16))")
    let pageTop = refresh.scrollView.convert(CGPoint.zero, from: page).y
    #expect(abs(pageTop - refresh.scrollView.bounds.minY) <= 0.5)
    #expect(abs(page.bounds.height - (visibleHeight - header.frame.height)) <= 0.5)

    #expect(
      gtk_widget_activate_action_variant(refresh.widget, "refreshkit.second-floor", nil) != 0)
    #expect(runUntilFloor(.closed))
    #expect(refresh.mirror.translation == .zero)
    #expect(floorStates == [.opening, .open, .closing, .closed])
    #expect(refreshes == 0)
    // Nothing of the page is drawn once it closed.
    #expect(drawnPixel(x: 10, y: 2) == 0)
  }

  @Test func closingAnswersWhetherAFloorWasOpen() {
    // What Escape does: nothing to close, so the key goes on to the app.
    #expect(!refresh.closeSecondFloor())
    refresh.toggleSecondFloor()
    #expect(header.secondFloorState == .opening)
    #expect(refresh.closeSecondFloor())
    #expect(header.secondFloorState == .closing)
    #expect(!refresh.closeSecondFloor())
    #expect(runUntilFloor(.closed))
  }

  @Test func theActionDoesNothingWithoutAFloorOrWhileRefreshing() {
    // Enabled (listed by AT-SPI) while a floor is on.
    #expect(g_action_get_enabled(refresh.secondFloorAction) != 0)
    header.isSecondFloorEnabled = false
    refresh.toggleSecondFloor()
    #expect(header.secondFloorState == .closed)
    #expect(g_action_get_enabled(refresh.secondFloorAction) == 0)
    header.isSecondFloorEnabled = true
    refresh.updateAccessibility()
    #expect(g_action_get_enabled(refresh.secondFloorAction) != 0)
    refresh.beginRefreshing()
    refresh.toggleSecondFloor()
    #expect(header.secondFloorState == .closed)
    header.endRefreshing()
  }
}

extension RefreshScrolledWindowSecondFloorTests {
  /// Where GTK put the app's page in the wrapper, if it shows.
  var pageBounds: CGRect? {
    guard let page = refresh.secondFloorPage, gtk_widget_get_child_visible(page) != 0 else {
      return nil
    }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(page, refresh.widget, &bounds) != 0 else { return nil }
    return CGRect(
      x: CGFloat(bounds.origin.x), y: CGFloat(bounds.origin.y), width: CGFloat(bounds.size.width),
      height: CGFloat(bounds.size.height))
  }

  @Test func anAppsWidgetPageShowsOverTheOpenFloorOnly() throws {
    let label = gtkMade(gtk_label_new("Today's deals"), "label")
    // The test's own reference: the wrapper lets go of the page when it is removed.
    g_object_ref_sink(UnsafeMutableRawPointer(label))
    defer { g_object_unref(UnsafeMutableRawPointer(label)) }
    refresh.setSecondFloorPage(label)
    TestDisplay.runMainLoop(until: { [self] in gtk_widget_get_parent(label) == refresh.widget })
    TestDisplay.drainMainContext()
    // Closed: the page lies above the list, hidden.
    #expect(pageBounds == nil)
    refresh.toggleSecondFloor()
    #expect(runUntilFloor(.open))
    TestDisplay.runMainLoop(until: { [self] in pageBounds?.minY == 0 })
    let bounds = try #require(pageBounds)
    #expect(bounds.minY == 0)
    #expect(abs(bounds.height - (visibleHeight - header.frame.height)) <= 1)
    #expect(abs(bounds.width - CGFloat(gtk_widget_get_width(refresh.widget))) <= 0.5)
    refresh.toggleSecondFloor()
    #expect(runUntilFloor(.closed))
    TestDisplay.runMainLoop(until: { [self] in pageBounds == nil })
    #expect(pageBounds == nil)
    // Removed: it leaves the wrapper.
    refresh.setSecondFloorPage(nil)
    #expect(gtk_widget_get_parent(label) == nil)
  }
}
