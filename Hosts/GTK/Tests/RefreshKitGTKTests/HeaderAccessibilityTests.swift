import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// What assistive technologies hear about the header.
@MainActor
@Suite struct HeaderAccessibilityTests {}

extension HeaderAccessibilityTests {
  @Test func theLabelNamesTheStateAndRefreshingIsBusy() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    #expect(
      HeaderAccessibility(header: header)
        == HeaderAccessibility(label: "Pull down to refresh", isBusy: false))
    header.beginRefreshing()
    #expect(
      HeaderAccessibility(header: header) == HeaderAccessibility(label: "Loading...", isBusy: true))
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(HeaderAccessibility(header: nil) == HeaderAccessibility(label: "", isBusy: false))
    // A header without state labels still says its state.
    let spinner = RefreshSpinnerHeader()
    list.refreshHeader = spinner
    spinner.beginRefreshing()
    #expect(HeaderAccessibility(header: spinner).label == "Loading...")
    spinner.endRefreshing()
    scheduler.runUntilIdle()
    // A plain header showing a state look says that look's own title.
    let look = RefreshStateLook()
    look.setTitle("Sync now", for: .idle)
    list.refreshHeader = RefreshHeader(look: look)
    #expect(HeaderAccessibility(header: list.refreshHeader).label == "Sync now")
  }
}
