import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// The mirror between a scrolled window's adjustments and RefreshKit's scroll view, on real
/// `GtkAdjustment`s (plain GObjects: no display needed) and virtual time.
@MainActor
@Suite final class AdjustmentMirrorTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let horizontal: UnsafeMutablePointer<GtkAdjustment>
  let vertical: UnsafeMutablePointer<GtkAdjustment>
  let mirror: AdjustmentMirror
  var translations: [CGPoint] = []

  /// A 320 × 480 viewport over 320 × 2000 of content, as GtkListView configures it.
  init() {
    list = ScrollView(frame: .zero, scheduler: scheduler)
    horizontal = gtkMade(gtk_adjustment_new(0, 0, 320, 1, 320, 320), "adjustment")
    vertical = gtkMade(gtk_adjustment_new(0, 0, 2000, 10, 480, 480), "adjustment")
    // Owned here (adjustments start floating).
    g_object_ref_sink(UnsafeMutableRawPointer(horizontal))
    g_object_ref_sink(UnsafeMutableRawPointer(vertical))
    mirror = AdjustmentMirror(scrollView: list, horizontal: horizontal, vertical: vertical)
    mirror.resize(to: CGSize(width: 320, height: 480))
    mirror.translationHandler = { [unowned self] in translations.append($0) }
    scheduler.runUntilIdle()
  }

  isolated deinit {
    mirror.invalidate()
    g_object_unref(UnsafeMutableRawPointer(horizontal))
    g_object_unref(UnsafeMutableRawPointer(vertical))
    #expect(scheduler.pendingCount == 0)
  }

  var value: Double { gtk_adjustment_get_value(vertical) }
}

extension AdjustmentMirrorTests {
  @Test func theAdjustmentsAreTheContentSizeAndTheOffset() {
    #expect(list.bounds.size == CGSize(width: 320, height: 480))
    #expect(list.contentSize == CGSize(width: 320, height: 2000))
    gtk_adjustment_set_value(vertical, 700)
    #expect(list.contentOffset.y == 700)
    // A page size unlike the visible size (a border, a scroll bar): the ranges still agree.
    gtk_adjustment_set_page_size(vertical, 470)
    #expect(list.platformScrollRange.y == 0...1530)
  }

  @Test func valuesAreWrittenInWholePixels() {
    list.beginDragging()
    list.drag(by: -100.4)
    #expect(list.contentOffset.y == 100.4)
    #expect(value == 100)
    list.endDragging()
    scheduler.runUntilIdle()
  }

  @Test func whileRefreshKitsDragHoldsTheOffsetThePlatformsOwnChangesArePutBack() {
    var held = true
    mirror.isOffsetHeld = { held }
    list.beginDragging()
    list.drag(by: -200)
    // GtkListView re-anchoring its rows puts its value a few pixels off: not the user's.
    gtk_adjustment_set_value(vertical, 207)
    #expect(value == 200)
    #expect(list.contentOffset.y == 200)
    list.drag(by: -10)
    #expect(value == 210)
    // Once the drag no longer holds the offset, the platform's scrolling is followed again.
    held = false
    list.endDragging()
    gtk_adjustment_set_value(vertical, 300)
    #expect(list.contentOffset.y == 300)
    scheduler.runUntilIdle()
  }

  @Test func aPullPastTheTopTranslatesAndLeavesTheListAtItsTop() {
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    gtk_adjustment_set_value(vertical, 300)
    gtk_adjustment_set_value(vertical, 0)  // scrolled away and back first
    list.pull(by: 200)
    #expect(header.state == .refreshing)
    scheduler.runUntilIdle()
    #expect(value == 0)
    #expect(mirror.translation == CGPoint(x: 0, y: 54))
    #expect(translations.map(\.y).max()! > 54)  // it followed the finger past the trigger
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(mirror.translation == .zero)
    #expect(translations.last == .zero)
  }

  @Test func aRevealFromFarDownScrollsTheAdjustment() {
    gtk_adjustment_set_value(vertical, 1200)
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    var values: [Double] = []
    header.beginRefreshing()
    for _ in 0..<30 {
      scheduler.advance(by: .milliseconds(16))
      values.append(value)
    }
    #expect(values.contains { $0 > 0 && $0 < 1200 })  // through the list, frame by frame
    #expect(values.last == 0)
    #expect(mirror.translation.y == 54)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func rowsPrependedUnderARefreshingHeaderDoNotMoveTheList() {
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.runUntilIdle()
    // GtkListView keeps its anchor row: three rows above it move the value with the range.
    gtk_adjustment_configure(vertical, 168, 0, 2168, 10, 480, 480)
    #expect(list.contentOffset.y == -54)
    scheduler.advance(by: .zero)  // put back once GTK's allocation is over
    #expect(value == 0)
    #expect(mirror.translation.y == 54)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func contentGrowingUnderAShownFooterMovesTheListNotTheRows() {
    list.refreshFooter = RefreshAutoNormalFooter()
    gtk_adjustment_set_value(vertical, 1520)
    list.contentOffset = CGPoint(x: 0, y: 1550)  // 30 points of the footer showing
    #expect(mirror.translation.y == -30)
    gtk_adjustment_set_upper(vertical, 2500)
    scheduler.advance(by: .zero)
    #expect(value == 1550)
    #expect(mirror.translation == .zero)
  }

  @Test func aScrollOfTheAppsAfterAContentChangeIsNotTheUsers() {
    var loads = 0
    let footer = RefreshAutoNormalFooter { loads += 1 }
    footer.triggerAutomaticallyRefreshPercent = -20
    list.refreshFooter = footer
    gtk_adjustment_configure(vertical, 1500, 0, 2000, 10, 480, 480)
    #expect(loads == 0)
    mirror.userInputArrived()
    list.beginDragging()
    gtk_adjustment_set_value(vertical, 1510)
    #expect(loads == 1)
    footer.endRefreshing()
    list.endDragging()
    scheduler.runUntilIdle()
  }

  @Test func aTrailerPullTranslatesSideways() {
    gtk_adjustment_configure(horizontal, 680, 0, 1000, 1, 320, 320)
    #expect(list.contentSize.width == 1000)
    let trailer = RefreshNormalTrailer()
    list.refreshTrailer = trailer
    list.beginDragging()
    for _ in 0..<20 { list.drag(horizontallyBy: -15) }
    #expect(trailer.state == .pulling)
    #expect(gtk_adjustment_get_value(horizontal) == 680)
    #expect(mirror.translation.x < -40)
    #expect(mirror.translation.y == 0)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(trailer.state == .refreshing)
    #expect(mirror.translation.x == -60)
    trailer.endRefreshing()
    scheduler.runUntilIdle()
    #expect(mirror.translation == .zero)
  }

  @Test func theUsersScrollingToTheEndIsReportedAndAContentChangeIsNot() {
    var reached = 0
    mirror.endReachedHandler = { reached += 1 }
    // The app scrolls to the end by itself: not the user's.
    gtk_adjustment_set_value(vertical, 1600)
    #expect(reached == 0)
    gtk_adjustment_set_value(vertical, 1000)
    mirror.userInputArrived()
    gtk_adjustment_set_value(vertical, 1200)
    scheduler.advance(by: .milliseconds(300))
    gtk_adjustment_set_value(vertical, 1600)  // still going (kinetic), clamped to the end, 1520
    #expect(reached == 1)
    gtk_adjustment_set_value(vertical, 1500)
    // Content that shrinks under the list clamps it to the new end: GTK's doing, not the user's.
    gtk_adjustment_configure(vertical, 1400, 0, 1880, 10, 480, 480)
    #expect(reached == 1)
    scheduler.runUntilIdle()
  }

  @Test func anInvalidatedMirrorNoLongerFollows() {
    mirror.invalidate()
    gtk_adjustment_set_value(vertical, 400)
    #expect(list.contentOffset.y == 0)
    list.contentOffset = CGPoint(x: 0, y: 100)
    #expect(value == 400)
    mirror.invalidate()  // idempotent
  }
}
