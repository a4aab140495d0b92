import Foundation
import RefreshKit
import RefreshKitStaging
import RefreshKitTesting

/// The scroll-event scenarios: each builds a list, puts it in a state, and returns the event to
/// repeat.
///
/// Offsets stay in a band where no state changes, so each event is the pure hot path: offset change
/// → every component's internal reaction and public hooks.
@MainActor
enum Scenarios {
  /// The row every other one is compared with: a container with no components.
  static let baselineName = "offset change, no components"

  static func list() -> (ScrollView, TestScheduler) {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 20_000)
    return (list, scheduler)
  }

  static func all(events: Int, only: String? = nil) -> [EventBenchmark] {
    var rows: [EventBenchmark] = []
    /// Whether the row named `name` runs (see `--only`).
    func wants(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }

    if wants("offset change, no components") {
      let (list, _) = list()
      list.beginDragging()
      rows.append(
        .measure("offset change, no components", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: 100 + CGFloat(index % 800)))
        })
    }

    if wants("offset change, header idle (content scrolled)") {
      let (list, _) = list()
      list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
      list.beginDragging()
      rows.append(
        .measure("offset change, header idle (content scrolled)", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: 100 + CGFloat(index % 800)))
        })
    }

    if wants("offset change, header exposed (percent, alpha)") {
      let (list, _) = list()
      let header = RefreshHeader()
      header.isAutomaticallyChangeAlpha = true
      list.addRefreshHeader(refreshHeader: header) {}
      list.beginDragging()
      rows.append(
        .measure("offset change, header exposed (percent, alpha)", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: -1 - CGFloat(index % 50)))
        })
    }

    if wants("offset change, header pulling (past the trigger)") {
      let (list, _) = list()
      list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
      list.beginDragging()
      list.drag(to: CGPoint(x: 0, y: -60))
      rows.append(
        .measure("offset change, header pulling (past the trigger)", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: -60 - CGFloat(index % 50)))
        })
    }

    if wants("offset change, header refreshing (inset shrinks)") {
      let (list, scheduler) = list()
      let header = RefreshHeader()
      list.addRefreshHeader(refreshHeader: header) {}
      header.beginRefreshing()
      scheduler.runUntilIdle()
      list.beginDragging()
      rows.append(
        .measure("offset change, header refreshing (inset shrinks)", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: -CGFloat(index % 54)))
        })
    }

    if wants("offset change, normal header + auto footer") {
      let (list, _) = list()
      let header = RefreshNormalHeader()
      header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      list.addRefreshHeader(refreshHeader: header) {}
      list.refreshFooter = RefreshAutoNormalFooter()
      list.beginDragging()
      rows.append(
        .measure("offset change, normal header + auto footer", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: -1 - CGFloat(index % 50)))
        })
    }

    if wants("offset change, spinner header exposed") {
      // The custom-header path: the spinner's looks react only to state changes.
      let (list, _) = list()
      list.addRefreshHeader(refreshHeader: RefreshSpinnerHeader()) {}
      list.beginDragging()
      rows.append(
        .measure("offset change, spinner header exposed", events: events) { index in
          list.drag(to: CGPoint(x: 0, y: -1 - CGFloat(index % 50)))
        })
    }

    if wants("offset change, animated header scrubbing idle frames") {
      // Idle frames are scrubbed by the pulling percent on every event.
      let (list, _) = list()
      let header = RefreshAnimatedHeader()
      header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      list.addRefreshHeader(refreshHeader: header) {}
      list.beginDragging()
      rows.append(
        .measure("offset change, animated header scrubbing idle frames", events: events) {
          index in
          list.drag(to: CGPoint(x: 0, y: -1 - CGFloat(index % 50)))
        })
    }

    // A behaviour hosting a look: a look that does nothing must cost what no look costs (the
    // bare header rows above), and the built-in normal look no more idle or refreshing.
    for (lookName, makeLook) in [
      ("a no-op look", { NoOpLook() as any RefreshLook }),
      ("the normal look", { RefreshNormalLook() as any RefreshLook }),
      // Drawn looks: a percent change moves an arc (ArcSpinnerView.progress) or a ShapeView's
      // strokeEnd, which only marks the view for display.
      ("the Adwaita look", { RefreshAdwaitaLook() as any RefreshLook }),
      ("a ShapeView ring look", { StagedLook.ring.makeLook() }),
    ] {
      let idleName = "offset change, header with \(lookName) idle (content scrolled)"
      if wants(idleName) {
        let (list, _) = list()
        list.addRefreshHeader(refreshHeader: RefreshHeader(look: makeLook())) {}
        list.beginDragging()
        rows.append(
          .measure(idleName, events: events) { index in
            list.drag(to: CGPoint(x: 0, y: 100 + CGFloat(index % 800)))
          })
      }
      let exposedName = "offset change, header with \(lookName) exposed (percent)"
      if wants(exposedName) {
        let (list, _) = list()
        list.addRefreshHeader(refreshHeader: RefreshHeader(look: makeLook())) {}
        list.beginDragging()
        rows.append(
          .measure(exposedName, events: events) { index in
            list.drag(to: CGPoint(x: 0, y: -1 - CGFloat(index % 50)))
          })
      }
      let refreshingName = "offset change, header with \(lookName) refreshing (inset shrinks)"
      if wants(refreshingName) {
        let (list, scheduler) = list()
        let header = RefreshHeader(look: makeLook())
        list.addRefreshHeader(refreshHeader: header) {}
        header.beginRefreshing()
        scheduler.runUntilIdle()
        list.beginDragging()
        rows.append(
          .measure(refreshingName, events: events) { index in
            list.drag(to: CGPoint(x: 0, y: -CGFloat(index % 54)))
          })
      }
    }

    if wants("drag(by:), rubber band past the top") {
      let (list, _) = list()
      list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
      list.beginDragging()
      list.drag(by: 20)
      rows.append(
        .measure("drag(by:), rubber band past the top", events: events) { index in
          list.drag(by: index % 2 == 0 ? 0.5 : -0.5)
        })
    }
    return rows
  }
}

/// A look that does nothing on any event: what hosting a look costs by itself.
@MainActor
final class NoOpLook: RefreshLook {}
