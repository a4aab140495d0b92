import Foundation
import RefreshKitTesting
import Testing

@testable import RefreshKit

@MainActor
@Suite struct RefreshInvariantsTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshHeader()

  init() {
    list.addRefreshHeader(refreshHeader: header) {}
  }
}

extension RefreshInvariantsTests {
  @Test func aHealthyContainerHasNoViolations() {
    #expect(RefreshInvariants.violations(in: list) == [])
    list.pullToRefresh()
    #expect(RefreshInvariants.violations(in: list) == [])
    scheduler.advance(by: .milliseconds(100))
    #expect(RefreshInvariants.violations(in: list) == [])
    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func reportsAContributionTheStateDoesNotCallFor() {
    list.setRefreshInset(EdgeInsets(top: 54), for: header)
    #expect(
      RefreshInvariants.violations(in: list)
        == [
          "RefreshHeader: state idle implies a contribution of (top: 0, left: 0, bottom: 0, "
            + "right: 0) but it is (top: 54, left: 0, bottom: 0, right: 0)"
        ])
  }

  @Test func reportsAContributionLargerThanTheHeader() {
    header.beginRefreshing()
    list.setRefreshInset(EdgeInsets(top: 80), for: header)
    #expect(
      RefreshInvariants.violations(in: list)
        == [
          "RefreshHeader: state refreshing implies a contribution of (top: 54, left: 0, "
            + "bottom: 0, right: 0) but it is (top: 80, left: 0, bottom: 0, right: 0)"
        ])
  }

  @Test func reportsAContributionToAnotherEdge() {
    header.beginRefreshing()
    list.setRefreshInset(EdgeInsets(top: 54, bottom: 10), for: header)
    #expect(
      RefreshInvariants.violations(in: list)
        == [
          "RefreshHeader: state refreshing implies a contribution of (top: 54, left: 0, "
            + "bottom: 0, right: 0) but it is (top: 54, left: 0, bottom: 10, right: 0)"
        ]
    )
  }

  @Test func reportsAMisplacedHeader() {
    header.frame.origin.y = 10
    #expect(
      RefreshInvariants.violations(in: list)
        == [
          "RefreshHeader: frame (0, 10, 375, 54) is not where the container puts it (0, -54, 375, 54)"
        ])
  }

  @Test func anEmptyContainerHasNoViolations() {
    let empty = ScrollView()
    #expect(RefreshInvariants.violations(in: empty) == [])
  }
}
