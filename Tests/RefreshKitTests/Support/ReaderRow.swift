import Foundation
import RefreshKit
import RefreshKitTesting

/// The row a reader is looking at, in a list of equal rows: where it is in the content and where
/// it shows on screen, frame by frame.
///
/// ScrollView has no rows of its own; a timeline test names one by its top in content
/// coordinates, moves it down when rows are inserted above it, and reads its on-screen y (its top
/// minus the content offset) at every animation frame.
@MainActor
final class ReaderRow {
  let list: ScrollView
  /// The row's top, in content coordinates.
  private(set) var top: CGFloat

  /// The row at content `top` of `list`.
  init(in list: ScrollView, top: CGFloat) {
    self.list = list
    self.top = top
  }

  /// Where the row shows, in the list's visible area (0 = the list's top edge).
  var screenY: CGFloat { top - list.contentOffset.y }

  /// Rows `height` points high were inserted above the reader; returns `height`.
  ///
  /// The content grows at its top and this row moves down with it; the height is returned to
  /// pass on to RefreshKit.
  @discardableResult
  func insertAbove(_ height: CGFloat) -> CGFloat {
    list.contentSize.height += height
    top += height
    return height
  }

  /// The row's on-screen y at every animation frame until `scheduler` has nothing left to run,
  /// the current one first.
  func screenYs(on scheduler: TestScheduler, maximumFrames: Int = 600) -> [CGFloat] {
    var readings = [screenY]
    var frames = 0
    while scheduler.pendingCount > 0, frames < maximumFrames {
      scheduler.advance(by: Animation.frameInterval)
      readings.append(screenY)
      frames += 1
    }
    return readings
  }

  /// The row's path with `height` points inserted above it after `frames` frames.
  ///
  /// The path is ``screenYs(on:maximumFrames:)``'s, the place kept by
  /// ``ScrollView/keepPlace(afterInsertingAbove:)``; nil inserts nothing, for the path to
  /// compare with.
  func path(
    on scheduler: TestScheduler, insertingAbove height: CGFloat?, afterFrames frames: Int
  ) -> [CGFloat] {
    var readings = screenYs(on: scheduler, maximumFrames: frames)
    if let height { list.keepPlace(afterInsertingAbove: insertAbove(height)) }
    readings += screenYs(on: scheduler).dropFirst()
    return readings
  }
}

extension Array where Element == CGFloat {
  /// The largest move between two neighbouring readings (0 for fewer than two).
  var largestStep: CGFloat {
    zip(self, dropFirst()).map { Swift.abs($1 - $0) }.max() ?? 0
  }

  /// The largest distance of a reading from `value`.
  func largestDistance(from value: CGFloat) -> CGFloat {
    map { Swift.abs($0 - value) }.max() ?? 0
  }

  /// Whether `other` has as many readings, each within a billionth of a point of this one's
  /// (the same path, computed along another route: floating-point rounding only).
  func isSamePath(as other: [CGFloat]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { Swift.abs($0 - $1) < 1e-9 }
  }
}

extension ListFixture {
  /// Attaches `header`, pulls it to refreshing and lets the reveal finish; returns the list's
  /// first row, right under the header (on screen at the header's height).
  ///
  /// The header keeps the refreshing block or action it has (an empty block if none).
  func firstRowUnderRefreshing(_ header: RefreshHeader) -> ReaderRow {
    if header.refreshingBlock == nil { header.refreshingBlock = {} }
    list.refreshHeader = header
    list.pullToRefresh()
    scheduler.runUntilIdle()
    return ReaderRow(in: list, top: 0)
  }
}
