import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewFooterTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 1000)
  }
}

extension ScrollViewFooterTests {
  @Test func endRefreshingEndsEveryComponent() {
    let header = RefreshHeader()
    let footer = RefreshBackFooter()
    let trailer = RefreshTrailer()
    let leadingTrailer = RefreshTrailer()
    list.refreshHeader = header
    list.refreshFooter = footer
    list.refreshTrailer = trailer
    list.refreshLeadingTrailer = leadingTrailer
    for component in [header, footer, trailer, leadingTrailer] as [RefreshComponent] {
      component.beginRefreshing()
    }
    #expect(list.refreshInsets == EdgeInsets(top: 54, left: 60, bottom: 44, right: 60))
    expectSound(list)
    list.endRefreshing()
    #expect(list.refreshComponents.allSatisfy { $0.state == .idle })
    #expect(list.refreshInsets == .zero)
    scheduler.runUntilIdle()
    expectSound(list)
  }

  @Test func endRefreshingLeavesNoMoreData() {
    let footer = RefreshAutoFooter()
    list.refreshFooter = footer
    footer.endRefreshingWithNoMoreData()
    list.endRefreshing()
    #expect(footer.state == .noMoreData)
  }

  @Test func removingAFooterByHandClearsItsSlot() {
    let footer = RefreshAutoFooter()
    list.refreshFooter = footer
    footer.removeFromSuperview()
    #expect(list.refreshFooter == nil)
    #expect(list.refreshInsets == .zero)
    expectSound(list)
  }

  @Test func containerReleasedMidRevealRunsNothing() {
    weak var weakFooter: RefreshFooter?
    weak var weakList: ScrollView?
    let completions = LoadCounter()
    do {
      let list = ScrollView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
      list.contentSize = CGSize(width: 375, height: 1000)
      let footer = RefreshBackFooter()
      list.refreshFooter = footer
      footer.beginRefreshing { completions.count += 1 }
      scheduler.advance(by: .milliseconds(100))
      weakFooter = footer
      weakList = list
    }
    #expect(weakList == nil)
    #expect(weakFooter == nil)
    scheduler.runUntilIdle()
    #expect(completions.count == 0)
  }
}
