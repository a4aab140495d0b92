import Foundation
import RefreshKit
import RefreshKitRx
import RefreshKitTesting
import Testing

/// Every ``RefreshStatus`` case applied to a live scroll view through the binding.
@MainActor
@Suite struct RefreshStatusTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let model = StatusModel()
  let calls = Log()
  let binding: any Disposable

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 2000)
    binding = model.refreshStatusBind(
      to: list, { [calls] in calls("header") }, { [calls] in calls("footer") })
  }

  /// The header's and footer's states and the footer's visibility, as one line.
  var snapshot: String {
    let header = list.refreshHeader.map { "\($0.state)" } ?? "-"
    let footer = list.refreshFooter.map { "\($0.state)\($0.isHidden ? " hidden" : "")" } ?? "-"
    return "header \(header), footer \(footer)"
  }

  func send(_ status: RefreshStatus) -> String {
    model.refreshStatus.onNext(status)
    scheduler.runUntilIdle()
    return snapshot
  }
}

@MainActor
final class StatusModel: Refreshable {
  let refreshStatus = BehaviorSubject(value: RefreshStatus.none)
}

extension RefreshStatusTests {
  @Test func noneHidesTheFooter() {
    #expect(snapshot == "header idle, footer idle hidden")  // the replayed .none, at bind
    let timeline = [
      send(.footerStatus(isHidden: false, isNoMoreData: false)),
      send(.none),
    ]
    #expect(timeline == ["header idle, footer idle", "header idle, footer idle hidden"])
    #expect(list.refreshFooter?.isHidden == true)
    #expect(list.adjustedContentInset.bottom == 0)
  }

  @Test func beginAndEndHeaderRefresh() {
    let timeline = [
      send(.beginHeaderRefresh),
      send(.beginHeaderRefresh),  // already refreshing: nothing new
      send(.endHeaderRefresh),
    ]
    #expect(
      timeline == [
        "header refreshing, footer idle hidden", "header refreshing, footer idle hidden",
        "header idle, footer idle hidden",
      ])
    #expect(calls.entries == ["header"])
    #expect(list.adjustedContentInset.top == 0)
    #expect(list.contentOffset.y == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endFooterRefresh() {
    _ = send(.footerStatus(isHidden: false, isNoMoreData: false))
    list.refreshFooter?.beginRefreshing()
    let timeline = [snapshot, send(.endFooterRefresh)]
    #expect(timeline == ["header idle, footer refreshing", "header idle, footer idle"])
    #expect(calls.entries == ["footer"])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endFooterRefreshLeavesNoMoreData() {
    let timeline = [
      send(.footerStatus(isHidden: false, isNoMoreData: true)),
      send(.endFooterRefresh),
      send(.endAllRefresh),
    ]
    #expect(
      timeline == [
        "header idle, footer noMoreData", "header idle, footer noMoreData",
        "header idle, footer noMoreData",
      ])
  }

  @Test func endAllRefreshEndsWhicheverIsRefreshing() {
    _ = send(.footerStatus(isHidden: false, isNoMoreData: false))
    var timeline = [send(.beginHeaderRefresh), send(.endAllRefresh)]
    list.refreshFooter?.beginRefreshing()
    timeline += [snapshot, send(.endAllRefresh)]
    #expect(
      timeline == [
        "header refreshing, footer idle", "header idle, footer idle",
        "header idle, footer refreshing", "header idle, footer idle",
      ])
    #expect(calls.entries == ["header", "footer"])
    #expect(list.adjustedContentInset.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func footerStatusEndsTheHeaderAndSetsTheFooter() {
    let timeline = [
      send(.beginHeaderRefresh),
      send(.footerStatus(isHidden: false, isNoMoreData: false)),
      send(.footerStatus(isHidden: false, isNoMoreData: true)),
      send(.footerStatus(isHidden: false, isNoMoreData: false)),  // more data again
      send(.footerStatus(isHidden: true, isNoMoreData: false)),
      send(.footerStatus(isHidden: true, isNoMoreData: true)),
      send(.footerStatus(isHidden: false, isNoMoreData: false)),
    ]
    #expect(
      timeline == [
        "header refreshing, footer idle hidden",
        "header idle, footer idle",
        "header idle, footer noMoreData",
        "header idle, footer idle",
        "header idle, footer idle hidden",
        "header idle, footer noMoreData hidden",
        "header idle, footer idle",
      ])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func footerStatusEndsAFooterThatIsLoading() {
    _ = send(.footerStatus(isHidden: false, isNoMoreData: false))
    list.refreshFooter?.beginRefreshing()
    let timeline = [snapshot, send(.footerStatus(isHidden: false, isNoMoreData: true))]
    #expect(timeline == ["header idle, footer refreshing", "header idle, footer noMoreData"])
    #expect(list.adjustedContentInset.bottom == list.refreshFooter?.height)
  }

  @Test func theLookIsTheNormalHeaderAndTheAutoNormalFooter() {
    #expect(list.refreshHeader is RefreshNormalHeader)
    #expect(list.refreshFooter is RefreshAutoNormalFooter)
    binding.dispose()
  }
}

extension RefreshStatusTests {
  @Test func endHeaderRefreshKeepingPlaceKeepsTheFirstVisibleRowStill() {
    model.refreshStatus.onNext(.beginHeaderRefresh)
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: false))
    model.refreshStatus.onNext(.beginHeaderRefresh)
    scheduler.runUntilIdle()
    let rowTop: CGFloat = 240  // the first row, after three 80-point rows went on top
    list.contentSize.height += 240
    #expect(rowTop - list.contentOffset.y == 294, "\(list.contentOffset.y)")  // moved down
    model.refreshStatus.onNext(.endHeaderRefreshKeepingPlace(insertedAbove: 240))
    var screenYs: [CGFloat] = []
    while scheduler.pendingCount > 0 {
      screenYs.append(rowTop - list.contentOffset.y)
      scheduler.advance(by: Animation.frameInterval)
    }
    screenYs.append(rowTop - list.contentOffset.y)
    #expect(screenYs.allSatisfy { $0 == 54 })
    #expect(snapshot == "header idle, footer idle")
    #expect(calls.entries == ["header", "header"])
  }

  @Test func endHeaderRefreshKeepingPlaceWithoutAHeaderStillKeepsThePlace() {
    let bare = ScrollView(frame: list.frame, scheduler: scheduler)
    bare.contentSize = CGSize(width: 375, height: 2000)
    bare.contentOffset = CGPoint(x: 0, y: 300)
    let binding = model.refreshStatusBind(to: bare)
    model.refreshStatus.onNext(.endHeaderRefreshKeepingPlace(insertedAbove: 120))
    #expect(bare.contentOffset.y == 420)
    model.refreshStatus.onNext(.endHeaderRefreshKeepingPlace(insertedAbove: .nan))
    #expect(bare.contentOffset.y == 420)
    binding.dispose()
  }
}
