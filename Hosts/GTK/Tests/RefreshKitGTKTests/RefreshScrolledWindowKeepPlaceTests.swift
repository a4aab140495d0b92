import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// Keeping the reader's place with a real `GtkListView` whose model gains rows at the front.
///
/// A 300 × 400 window on the private Xvfb display (``TestDisplay``); the first visible row's
/// place is read from GTK itself (the row widget's bounds in the wrapper, which include the
/// overscroll's translation) after each frame.
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowKeepPlaceTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let model = gtkMade(gtk_string_list_new(nil), "string list")
  let list: UnsafeMutablePointer<GtkWidget>
  let refresh: RefreshScrolledWindow
  let header = RefreshNormalHeader()
  var inserted = 0

  init() throws {
    try #require(TestDisplay.start())
    window = gtkMade(gtk_window_new(), "window")
    gtk_window_set_default_size(window, 300, 400)
    let factory = gtkMade(gtk_signal_list_item_factory_new(), "factory")
    g_signal_connect_data(
      UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setupLabel, to: GCallback.self),
      nil, nil, GConnectFlags(rawValue: 0))
    g_signal_connect_data(
      UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bindLabel, to: GCallback.self),
      nil, nil, GConnectFlags(rawValue: 0))
    for index in 1...40 { gtk_string_list_append(model, "Item \(index)") }
    g_object_ref(UnsafeMutableRawPointer(model))
    list = gtkMade(gtk_list_view_new(gtk_no_selection_new(model), factory), "list view")
    let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_scrolled_window_set_child(scrolled, list)
    gtk_window_set_child(window, scrolled)
    refresh = RefreshScrolledWindow(wrapping: scrolled)
    refresh.scrollView.addRefreshHeader(refreshHeader: header) {}
    gtk_window_present(window)
    TestDisplay.runMainLoop(until: { [self] in
      refresh.scrollView.bounds.height > 0 && rowTop("Item 1") != nil
    })
  }

  isolated deinit {
    gtk_window_destroy(window)
    TestDisplay.drainMainContext()
    g_object_unref(UnsafeMutableRawPointer(model))
  }

  /// The top of the row showing `text` in `rows` (the test's list view unless given), in
  /// `wrapper`'s coordinates; nil while not drawn.
  func rowTop(
    _ text: String, in rows: UnsafeMutablePointer<GtkWidget>? = nil,
    of wrapper: RefreshScrolledWindow? = nil
  ) -> Double? {
    var child = gtk_widget_get_first_child(rows ?? list)
    while let row = child {
      if let label = gtk_widget_get_first_child(row),
        let shown = gtk_label_get_text(OpaquePointer(label)), String(cString: shown) == text,
        gtk_widget_get_mapped(row) != 0
      {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(label, (wrapper ?? refresh).widget, &bounds) != 0 else {
          return nil
        }
        return Double(bounds.origin.y)
      }
      child = gtk_widget_get_next_sibling(row)
    }
    return nil
  }

  /// Begins the header's refresh and runs frames until the header is shown.
  func beginRefreshingAndReveal() -> Bool {
    header.beginRefreshing()
    return TestDisplay.runMainLoop(until: { [self] in
      header.state == RefreshState.refreshing && !refresh.scrollView.isAnimatingContentOffset
    })
  }

  /// Puts `count` rows at the front of the model ("New 1" is the top one).
  func insertOnTop(_ count: Int) {
    let rows = (1...count).map { _ in
      inserted += 1
      return "New \(inserted)"
    }
    gtk_string_list_splice(model, 0, 0, rows.reversed())
  }

  /// Runs frames until `condition` and at least `frames` frames, recording where the row showing `text` was painted in
  /// each frame (read at the frame clock's "after-paint", what the frame showed).
  func track(
    _ text: String, in rows: UnsafeMutablePointer<GtkWidget>? = nil,
    of wrapper: RefreshScrolledWindow? = nil, frames: Int = 10,
    until condition: () -> Bool = { true }
  ) -> [Double] {
    var tops: [Double] = []
    var painted = 0
    PaintProbe.onPaint = { [self] in
      painted += 1
      if let top = rowTop(text, in: rows, of: wrapper) { tops.append(top) }
    }
    let clock = gtk_widget_get_frame_clock((wrapper ?? refresh).widget)
    let handler = g_signal_connect_data(
      UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self),
      nil, nil, GConnectFlags(rawValue: 0))
    defer {
      g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
      PaintProbe.onPaint = nil
    }
    // Every frame paints: the wrapper is redrawn at each tick while this runs.
    TestDisplay.runMainLoop(until: { [self] in
      gtk_widget_queue_draw((wrapper ?? refresh).widget)
      return painted >= frames && condition()
    })
    return tops
  }
}

/// The frame clock's after-paint, handed to the test that tracks a row.
@MainActor
enum PaintProbe {
  static var onPaint: (() -> Void)?
}

private let afterPaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, _ in
  MainActor.assumeIsolated { PaintProbe.onPaint?() }
}

extension RefreshScrolledWindowKeepPlaceTests {
  @Test func rowsPutAboveAScrolledListLeaveTheFirstVisibleRowStill() {
    refresh.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    let before = track("Item 6").last ?? .nan
    refresh.keepPlace(insertingAbove: { insertOnTop(3) })
    let tops = track("Item 6")
    let movement = tops.map { abs($0 - before) }.max() ?? .infinity
    #expect(movement <= 1)
    let offset = Double(refresh.scrollView.contentOffset.y)
    #expect(offset > 300)
  }

  @Test func rowsPutAboveAtTheEndOfARefreshLeaveTheFirstVisibleRowStill() {
    #expect(beginRefreshingAndReveal())
    let before = track("Item 1").last ?? .nan
    refresh.endRefreshing(insertingAbove: { insertOnTop(3) })
    let tops = track(
      "Item 1",
      until: { [self] in
        header.state == RefreshState.idle && !refresh.scrollView.isAnimatingContentOffset
      })
    #expect(before > 10)
    let movement = tops.map { abs($0 - before) }.max() ?? .infinity
    #expect(movement <= 1)
    #expect(header.state == RefreshState.idle)
  }

  @Test func rowsPutAboveWhileRefreshingThenAnEndLeaveTheFirstVisibleRowStill() {
    #expect(beginRefreshingAndReveal())
    let before = track("Item 1").last ?? .nan
    refresh.keepPlace(insertingAbove: { insertOnTop(3) })
    var tops = track("Item 1")
    #expect(header.state == RefreshState.refreshing)
    header.endRefreshing()
    tops += track("Item 1") { [self] in
      header.state == RefreshState.idle && !refresh.scrollView.isAnimatingContentOffset
    }
    let movement = tops.map { abs($0 - before) }.max() ?? .infinity
    #expect(movement <= 1)
    #expect(header.state == RefreshState.idle)
  }

  @Test func anInsertionGTKNeverLaysOutStillEndsTheRefresh() {
    #expect(beginRefreshingAndReveal())
    refresh.endRefreshing(insertingAbove: {})
    let ended = TestDisplay.runMainLoop(until: { [self] in
      header.state == RefreshState.idle && !refresh.scrollView.isAnimatingContentOffset
    })
    #expect(ended)
    let offset = Double(refresh.scrollView.contentOffset.y)
    #expect(offset == 0)
  }

  /// A `GtkListBox` keeps no anchor row: GTK lays the grown box out at the same value and
  /// paints that frame (the known limit: the rows one frame off by the height put above), and
  /// the wrapper takes the height from the upper bound's growth in the next.
  @Test func aListBoxGetsItsPlaceBackByTheGrowthOfItsRange() {
    let (boxWindow, boxRefresh) = TestDisplay.wrappedList(rows: 40)
    let box = gtk_scrolled_window_get_child(OpaquePointer(boxRefresh.scrolledWindow))
    // The scrolled window put the box in a viewport.
    let listBox = gtk_viewport_get_child(OpaquePointer(box))
    let boxHeader = RefreshNormalHeader()
    boxRefresh.scrollView.addRefreshHeader(refreshHeader: boxHeader) {}
    gtk_window_present(boxWindow)
    defer { gtk_window_destroy(boxWindow) }
    boxHeader.beginRefreshing()
    let revealed = TestDisplay.runMainLoop(until: {
      boxHeader.state == RefreshState.refreshing && !boxRefresh.scrollView.isAnimatingContentOffset
    })
    #expect(revealed)
    let before = track("Row 1", in: listBox, of: boxRefresh).last ?? .nan
    boxRefresh.endRefreshing(insertingAbove: {
      for index in 1...3 {
        gtk_list_box_prepend(OpaquePointer(listBox), gtk_label_new("New \(index)"))
      }
    })
    let tops = track("Row 1", in: listBox, of: boxRefresh) {
      boxHeader.state == RefreshState.idle && !boxRefresh.scrollView.isAnimatingContentOffset
    }
    let off = tops.filter { abs($0 - before) > 1 }
    #expect(off.count <= 1)
    let last = tops.last ?? .nan
    #expect(abs(last - before) <= 1)
    #expect(boxHeader.state == RefreshState.idle)
  }

  /// The app swaps the scrolled window's adjustment before GTK laid the rows out: the mirror
  /// of the old one lets go, and the refresh still ends instead of staying open.
  @Test func newAdjustmentsBeforeGTKLaidTheRowsOutStillEnd() {
    #expect(beginRefreshingAndReveal())
    refresh.endRefreshing(insertingAbove: { [self] in
      insertOnTop(3)
      gtk_scrolled_window_set_vadjustment(
        OpaquePointer(refresh.scrolledWindow), gtk_adjustment_new(0, 0, 0, 0, 0, 0))
    })
    let ended = TestDisplay.runMainLoop(
      until: { [self] in header.state == RefreshState.idle }, timeout: .seconds(2))
    #expect(ended)
  }
}

private let setupLabel:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, item, _ in
    let label = gtk_label_new("")
    gtk_widget_set_size_request(label, -1, 40)
    gtk_list_item_set_child(item, label)
  }

private let bindLabel:
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, item, _ in
    guard let label = gtk_list_item_get_child(item),
      let object = gtk_list_item_get_item(item),
      let text = gtk_string_object_get_string(OpaquePointer(object))
    else { return }
    gtk_label_set_text(OpaquePointer(label), text)
  }
