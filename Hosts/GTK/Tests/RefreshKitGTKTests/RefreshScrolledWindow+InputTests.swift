import CGtk4
import Foundation
import RefreshKit
import Testing

@testable import RefreshKitGTK

/// What the wrapper does with GTK's clicks.
///
/// The auto footer decides (its own hit test), from the click's point in the wrapper. Real
/// widgets in a window on the private Xvfb display (``TestDisplay``).
@MainActor
@Suite(.serialized) final class RefreshScrolledWindowInputTests {
  let window: UnsafeMutablePointer<GtkWidget>
  let refresh: RefreshScrolledWindow
  let footer = RefreshAutoNormalFooter()
  var loads = 0

  /// A window with a short wrapped list (three rows, which the list box stretches to the
  /// window's height), scrolled to its end: the footer shows below the rows.
  init() throws {
    try #require(TestDisplay.start())
    (window, refresh) = TestDisplay.wrappedList(rows: 3)
    // Weak: GTK may still draw the window after the test let go of it.
    refresh.scrollView.addRefreshFooter(refreshFooter: footer) { [weak self] in self?.loads += 1 }
    gtk_window_present(window)
    TestDisplay.runMainLoop(until: { [self] in
      refresh.scrollView.bounds.height > 0 && refresh.scrollView.contentSize.height > 0
    })
    // The app's own scroll (not the user's: it loads nothing) to where the footer shows.
    refresh.scrollView.contentOffset.y = refresh.scrollView.maximumContentOffset.y
  }

  isolated deinit {
    gtk_window_destroy(window)
    TestDisplay.drainMainContext()
  }

  /// A point of the scroll view in the wrapper's coordinates, as GTK reports a click.
  func click(at point: CGPoint) {
    let inWrapper = refresh.scrollView.convert(point, to: nil)
    refresh.clicked(x: Double(inWrapper.x), y: Double(inWrapper.y))
  }
}

extension RefreshScrolledWindowInputTests {
  @Test func aClickOnTheAutoFooterLoadsAndOneOnTheRowsDoesNot() throws {
    let frame = footer.frame
    try #require(refresh.scrollView.bounds.contains(CGPoint(x: frame.midX, y: frame.maxY - 1)))
    click(at: CGPoint(x: frame.midX, y: frame.minY - 10))
    #expect(loads == 0)
    click(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(loads == 1)
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
  }

  @Test func aClickOnAFooterWithNoMoreDataDoesNothing() throws {
    footer.endRefreshingWithNoMoreData()
    let frame = footer.frame
    try #require(refresh.scrollView.bounds.contains(CGPoint(x: frame.midX, y: frame.maxY - 1)))
    click(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(loads == 0)
    #expect(footer.state == .noMoreData)
  }
}
