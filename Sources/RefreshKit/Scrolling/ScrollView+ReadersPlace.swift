import Foundation

/// Keeping the reader's place when content arrives above what they are reading.
///
/// A refresh in a timeline puts new rows above the row the reader was at. Grown at its top, the
/// content moves down under a fixed offset, and the reader loses their place; moving the offset
/// back by hand after `endRefreshing()` races the collapse animation, and the rows jump. Here the
/// move is one step with the insertion, and any running motion (a reveal, the collapse, a
/// bounce, a deceleration) carries on from the moved offset towards a target moved with it.
extension ScrollView {
  /// Keeps the rows on screen where they are after `height` points of content were inserted above
  /// them: moves the offset down by `height` in one step, and moves the target of any running
  /// motion with it.
  ///
  /// Call it right after your content grew at its top (your layout set ``contentSize``), in the
  /// same turn, before anything is drawn: nothing on screen moves, not even by a point. A reveal,
  /// a collapse, a bounce or a deceleration that is running goes on relative to the moved rows,
  /// so a header collapsing while new rows arrive never fights the correction. During a drag the
  /// finger goes on from the moved offset. Use
  /// ``RefreshComponent/endRefreshing(insertedAbove:completion:)`` to insert and end a refresh
  /// in one call.
  ///
  /// ```swift
  /// rows.insert(contentsOf: newer, at: 0)  // the content grew by 3 rows at its top
  /// list.keepPlace(afterInsertingAbove: 3 * rowHeight)
  /// ```
  ///
  /// Zero, negative, NaN and infinite heights are ignored (nothing moves): a list that lost rows
  /// above the reader is not kept in place. Where the moved offset lies past the end of a list too
  /// short to scroll that far, the list settles back inside its limits.
  ///
  /// > Important: The offset may then show content the header no longer covers: a header that
  /// > was refreshing in view is scrolled up with the rows above the reader, and collapses out of
  /// > sight. Inserted content shorter than the space the header held open cannot keep the rows
  /// > still: the list cannot rest above its top, so they move up by the difference as the
  /// > header collapses (see <doc:KeepingTheReadersPlace>).
  public func keepPlace(afterInsertingAbove height: CGFloat) {
    guard height.isFinite, height > 0 else { return }
    let target = CGPoint(x: contentOffset.x, y: contentOffset.y + height)
    guard target.isFinite else { return }
    // The running motion heads for a target moved with the rows.
    verticalMotion?.shift += height
    if isDragging {
      // The drag goes on from here: its translation restarts, so the next movement of the
      // finger does not undo the move.
      dragStartOffset = fingerOffset(showing: target)
      dragTranslation = .zero
    }
    applyContentOffset(target, source: .program)
    // A list too short to scroll that far cannot rest there: it settles back inside the limits
    // (a running motion lands inside them anyway, and a finger rules while it is on).
    if !isDragging, motion(on: .vertical) == nil {
      settleOffset(.vertical, duration: bounceDuration, isMomentum: false)
    }
  }
}
