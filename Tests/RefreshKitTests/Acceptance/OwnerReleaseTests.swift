import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Every owner released in the middle of every kind of work, and what it owned read afterwards.
///
/// The back-references that point up the tree (a view's `superview`, a built-in look's
/// `component`, a component's `scrollView`) are unowned for speed; their owners clear them.
/// CI runs this suite under AddressSanitizer, where a missed clearing path is a
/// use-after-free report, not a silent read.
@MainActor
@Suite struct OwnerReleaseTests {
  /// The owner the test releases.
  enum Owner: CaseIterable, Sendable {
    /// The scroll view; the app keeps the component and its look.
    case scrollView
    /// The component, removed from its scroll view; the app keeps the scroll view and the look.
    case component
    /// Everything but the look, which the app keeps.
    case everythingButTheLook
  }

  /// What is in flight when the owner goes.
  enum Work: CaseIterable, Sendable {
    case headerPulling, headerRevealing, headerRefreshing, headerCollapsing, headerResult
    case backFooterRefreshing, autoFooterLoading, trailerRefreshing, momentum
  }

  @Test(arguments: Owner.allCases, Work.allCases)
  func releasingAnOwnerMidWorkLeavesNothingPointingAtIt(owner: Owner, work: Work) {
    let scheduler = TestScheduler()
    var list: ScrollView? = ListFixture(scheduler: scheduler).list
    var component: RefreshComponent?
    let look: RefreshNormalLook
    do {
      // Built in a nested scope, so only the optionals above keep the objects.
      // swift-format-ignore: NeverForceUnwrap
      let list = list!
      list.contentSize = CGSize(width: 375, height: 2000)
      let made: RefreshComponent & RefreshNormalLookHosting
      switch work {
      case .backFooterRefreshing:
        let footer = RefreshBackNormalFooter()
        list.addRefreshFooter(refreshFooter: footer) {}
        list.setContentOffset(CGPoint(x: 0, y: 1333), animated: false)
        list.pullUp(by: 120)
        made = footer
      case .autoFooterLoading:
        let footer = RefreshAutoNormalFooter()
        list.addRefreshFooter(refreshFooter: footer) {}
        list.setContentOffset(CGPoint(x: 0, y: 1333), animated: false)
        footer.beginRefreshing()
        made = footer
      case .trailerRefreshing:
        list.contentSize = CGSize(width: 2000, height: 667)
        let trailer = RefreshNormalTrailer()
        list.refreshTrailer = trailer
        trailer.beginRefreshing()
        made = trailer
      default:
        let header = RefreshNormalHeader()
        list.addRefreshHeader(refreshHeader: header) {}
        made = header
      }
      look = made.normalLook
      component = made
      switch work {
      case .headerPulling: list.pull(by: 80, release: false)
      case .headerRevealing:
        made.beginRefreshing()
        scheduler.advance(by: .milliseconds(100))
      case .headerRefreshing:
        list.pullToRefresh()
        scheduler.advance(by: .seconds(1))
      case .headerCollapsing:
        list.pullToRefresh()
        scheduler.advance(by: .seconds(1))
        made.endRefreshing()
        scheduler.advance(by: .milliseconds(100))
      case .headerResult:
        list.pullToRefresh()
        scheduler.advance(by: .seconds(1))
        made.endRefreshing(result: .success)
        scheduler.advance(by: .milliseconds(50))
      case .momentum:
        list.beginDragging()
        list.drag(by: -200)
        list.endDragging(velocity: CGPoint(x: 0, y: 3000))
        scheduler.advance(by: .milliseconds(50))
      case .backFooterRefreshing, .autoFooterLoading, .trailerRefreshing:
        scheduler.advance(by: .milliseconds(100))
      }
    }
    weak let weakList = list
    weak let weakComponent = component
    switch owner {
    case .scrollView:
      list = nil
      #expect(weakList == nil)
    case .component:
      list?.refreshHeader = nil
      list?.refreshFooter = nil
      list?.refreshTrailer = nil
      component = nil
      #expect(weakComponent == nil)
    case .everythingButTheLook:
      list = nil
      component = nil
      #expect(weakList == nil)
      #expect(weakComponent == nil)
    }
    #expect(scheduler.runUntilIdle())
    // What survives reads its back-references: each is either a live owner or nil.
    if let component {
      #expect(component.scrollView == nil)
      #expect(component.superview == nil)
      #expect(component.state == .idle)
      #expect(look.component === component)
      #expect(look.stateLabel.superview === component)
    } else {
      #expect(look.component == nil)
      #expect(look.stateLabel.superview == nil)
      #expect(look.arrowView.superview == nil)
    }
    if let list {
      #expect(list.refreshComponents.isEmpty)
      #expect(list.adjustedContentInset == list.contentInset)
      #expect(RefreshInvariants.violations(in: list) == [])
    }
  }
}
