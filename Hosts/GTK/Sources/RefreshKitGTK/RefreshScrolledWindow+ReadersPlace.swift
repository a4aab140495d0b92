import CGtk4
import Foundation
import RefreshKit

// Keeping the reader's place: the app puts rows at the front of its list's model inside a
// closure, and the wrapper takes their height from GTK's layout.

extension RefreshScrolledWindow {
  /// Ends the refresh after `insert` puts rows above the visible ones, keeping the first
  /// visible row where it is on screen.
  ///
  /// The engine's ``RefreshKit/ScrollView/endRefreshing(insertedAbove:)`` wants the rows'
  /// height, which a GTK app does not know before GTK lays them out (a `GtkListView` measures
  /// its rows as they come into view). So the wrapper takes it from GTK: it runs `insert`,
  /// lets GTK lay the rows out (a `GtkListView` keeps its anchor row and moves its adjustment
  /// by their height; a list that does not grows its upper bound, taken instead), and ends with
  /// that height in the same turn, before a frame shows anything else. Nothing laid out within
  /// a quarter of a second (an empty insertion, an unmapped list): the refresh ends keeping
  /// nothing.
  ///
  /// ```swift
  /// header.setRefreshingAction {
  ///   let posts = try await fetchNewer()
  ///   refresh.endRefreshing(insertingAbove: { prepend(posts, to: model) })
  /// }
  /// ```
  public func endRefreshing(insertingAbove insert: () -> Void) {
    mirror.keepPlace(ending: true, whileInserting: insert)
  }

  /// Keeps the first visible row where it is while `insert` puts rows above it, with no
  /// refresh ending (a streaming timeline, or rows arriving while the header still refreshes).
  ///
  /// The same as ``endRefreshing(insertingAbove:)`` without the end; see there how the height
  /// is found.
  public func keepPlace(insertingAbove insert: () -> Void) {
    mirror.keepPlace(ending: false, whileInserting: insert)
  }
}
