import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// The wrapper lays its components out in the scrolled window's text direction, and follows
/// it when it changes: real widgets on the tests' private display (``TestDisplay``).
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowDirectionTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let scrolled: UnsafeMutablePointer<GtkWidget>

  init() throws {
    try #require(TestDisplay.start())
    window = gtkMade(gtk_window_new(), "window")
    scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_scrolled_window_set_child(scrolled, gtk_label_new("Row"))
    gtk_window_set_child(window, scrolled)
  }

  isolated deinit {
    gtk_window_destroy(window)
  }

  @Test func aRightToLeftScrolledWindowPutsTheTrailingTrailerOnTheLeft() {
    gtk_widget_set_direction(scrolled, GTK_TEXT_DIR_RTL)
    let refresh = RefreshScrolledWindow(wrapping: scrolled)
    let trailer = RefreshNormalTrailer {}
    refresh.scrollView.refreshTrailer = trailer
    #expect(refresh.scrollView.layoutDirection == .rightToLeft)
    #expect(trailer.side == .left)
  }

  @Test func theComponentsFollowTheDirectionWhenItChanges() {
    gtk_widget_set_direction(scrolled, GTK_TEXT_DIR_LTR)
    let refresh = RefreshScrolledWindow(wrapping: scrolled)
    let trailer = RefreshNormalTrailer {}
    refresh.scrollView.refreshLeadingTrailer = trailer
    #expect(trailer.side == .left)
    gtk_widget_set_direction(scrolled, GTK_TEXT_DIR_RTL)
    #expect(refresh.scrollView.layoutDirection == .rightToLeft)
    #expect(trailer.side == .right)
    gtk_widget_set_direction(scrolled, GTK_TEXT_DIR_LTR)
    #expect(trailer.side == .left)
  }
}
