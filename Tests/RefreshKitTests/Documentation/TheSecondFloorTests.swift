import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

// The example of the DocC article "The second floor"
// (Sources/RefreshKit/RefreshKit.docc/TheSecondFloor.md), verbatim, so that the article's
// code always compiles and does what the article says.

@MainActor final class DealsModel {
  var hasDeals = true
  var reloads = 0
  func reload() { reloads += 1 }
}

final class DealsPage: View {}

@MainActor final class Analytics {
  var events: [String] = []
  func log(_ event: String) { events.append(event) }
}

@MainActor @Suite struct TheSecondFloorTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let model = DealsModel()
  let analytics = Analytics()

  func attach() -> RefreshNormalHeader {
    let model = self.model
    let analytics = self.analytics
    // --- article example begins ---
    let header = RefreshNormalHeader { [weak model] in model?.reload() }
    list.refreshHeader = header
    header.isSecondFloorEnabled = true
    header.secondFloorTitle = "Today's deals"
    header.secondFloorView = DealsPage()
    header.shouldOpenSecondFloor = { [weak model] in model?.hasDeals ?? false }
    header.secondFloorHandler = { state in
      if state == .open { analytics.log("second floor opened") }
    }
    // --- article example ends ---
    return header
  }

  @Test func theExampleOpensTheDealsAndRefreshesWithout() {
    let header = attach()
    list.pull(by: 54 * 1.9 + 20)
    scheduler.runUntilIdle()
    #expect(header.secondFloorState == .open && header.stateLabel.text == "Today's deals")
    #expect(analytics.events == ["second floor opened"] && model.reloads == 0)
    #expect(abs((header.secondFloorView?.frame.height ?? 0) - (667 - 54)) < 0.001)
    header.closeSecondFloor()
    scheduler.runUntilIdle()
    model.hasDeals = false
    list.pull(by: 54 * 1.9 + 20)
    #expect(header.secondFloorState == .closed && model.reloads == 1)
    header.endRefreshing()
    scheduler.runUntilIdle()
    fixture.expectNoLeftoverWork()
  }

  @Test func theTitleIsLocalized() {
    let header = attach()
    header.secondFloorTitle = nil
    RefreshLocalization.pinned("zh-Hans", preferred: []) {
      header.openSecondFloor()
      #expect(header.stateLabel.text == "二楼")
      header.closeSecondFloor()
    }
    scheduler.runUntilIdle()
  }
}
