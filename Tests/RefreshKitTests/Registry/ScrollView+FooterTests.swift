import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewFooterTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)
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
      let list = ListFixture(contentHeight: 1000, scheduler: scheduler).list
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

// MARK: - Interleaving

extension ScrollViewFooterTests {
  /// A deterministic generator (SplitMix64), so a failure replays exactly.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func interleavedCallsKeepEveryShareInStep(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    let header = RefreshHeader()
    list.refreshHeader = header
    list.refreshTrailer = RefreshTrailer()
    list.refreshLeadingTrailer = RefreshTrailer()
    list.refreshFooter = RefreshAutoFooter()
    let loads = LoadCounter()
    for component in list.refreshComponents {
      component.refreshingBlock = { loads.count += 1 }
    }
    for step in 0..<600 {
      let footer = list.refreshFooter
      switch Int.random(in: 0..<18, using: &random) {
      case 0: list.pullToRefresh()
      case 1: list.scrollToEnd()
      case 2: list.pullUp(by: 60)
      case 3: list.pullLeft(pastEndBy: 70)
      case 4: list.pullRight(pastStartBy: 70)
      case 5: header.beginRefreshing()
      case 6: header.endRefreshing()
      case 7: footer?.beginRefreshing()
      case 8: footer?.endRefreshing()
      case 9: footer?.endRefreshingWithNoMoreData()
      case 10: footer?.resetNoMoreData()
      case 11: footer?.isHidden.toggle()
      case 12: list.contentSize.height = CGFloat(Int.random(in: 0...3000, using: &random))
      case 13:
        list.contentInset = EdgeInsets(
          top: CGFloat(Int.random(in: 0...80, using: &random)),
          bottom: CGFloat(Int.random(in: 0...80, using: &random)))
      case 14:
        let next: RefreshFooter =
          Bool.random(using: &random) ? RefreshAutoFooter() : RefreshBackFooter()
        next.refreshingBlock = { loads.count += 1 }
        list.refreshFooter = next
      case 15: list.endRefreshing()
      case 16: list.push(by: CGFloat(Int.random(in: -300...300, using: &random)))
      default:
        scheduler.advance(by: .milliseconds(Int.random(in: 0...500, using: &random)))
      }
      let violations = RefreshInvariants.violations(in: list)
      #expect(violations == [], "step \(step)")
      if !violations.isEmpty { break }
      #expect(list.refreshInsets.bottom >= 0 && list.refreshInsets.top >= 0)
    }
    list.endRefreshing()
    list.refreshFooter?.resetNoMoreData()
    scheduler.runUntilIdle()
    #expect(scheduler.pendingCount == 0)
    #expect(list.refreshInsets.top == 0 && list.refreshInsets.left == 0)
    #expect(list.refreshInsets.right == 0)
    expectSound(list)
  }
}
