import Foundation
import RefreshKit
import RefreshKitRx
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshableBindingTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 2000)
  }

  /// One line per step: header, footer, item count.
  func line(_ controller: ListController) -> String {
    let header = controller.list.refreshHeader.map { "\($0.state)" } ?? "-"
    let footer = controller.list.refreshFooter.map { "\($0.state)\($0.isHidden ? " hidden" : "")" }
    let items = (try? controller.viewModel.items.value().count) ?? -1
    return "header \(header), footer \(footer ?? "-"), \(items) items"
  }

  /// Lets the loader answer and every animation finish.
  func settle() { scheduler.runUntilIdle() }
}

extension RefreshableBindingTests {
  @Test func createsComponentsOnlyForTheClosuresGiven() {
    let model = StatusModel()
    let other = ScrollView(frame: list.frame, scheduler: scheduler)
    let none = ScrollView(frame: list.frame, scheduler: scheduler)
    let headerOnly = model.refreshStatusBind(to: list, {})
    let footerOnly = model.refreshStatusBind(to: other, nil, {})
    let neither = model.refreshStatusBind(to: none)
    #expect(list.refreshHeader is RefreshNormalHeader)
    #expect(list.refreshFooter == nil)
    #expect(other.refreshHeader == nil)
    #expect(other.refreshFooter is RefreshAutoNormalFooter)
    #expect(none.refreshHeader == nil && none.refreshFooter == nil)
    model.refreshStatus.onNext(.beginHeaderRefresh)  // a missing component is skipped
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: true))
    #expect(other.refreshFooter?.state == .noMoreData)
    for binding in [headerOnly, footerOnly, neither] { binding.dispose() }
  }

  @Test func startingOneEndsTheOthersRefreshingFirst() throws {
    let model = StatusModel()
    let log = Log()
    let binding = model.refreshStatusBind(
      to: list,
      // Weak: the list keeps these blocks through its components.
      { [weak list] in log("header starts, footer \(list?.refreshFooter?.state ?? .idle)") },
      { [weak list] in log("footer starts, header \(list?.refreshHeader?.state ?? .idle)") })
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: false))
    let footer = try #require(list.refreshFooter)
    let header = try #require(list.refreshHeader)
    footer.beginRefreshing()
    header.beginRefreshing()
    #expect(footer.state == .idle)
    footer.beginRefreshing()
    #expect(header.state == .idle)
    #expect(
      log.entries == [
        "footer starts, header idle", "header starts, footer idle", "footer starts, header idle",
      ])
    settle()
    #expect(RefreshInvariants.violations(in: list) == [])
    binding.dispose()
  }

  @Test func theReplayedValueIsAppliedOnceAtBind() {
    let model = StatusModel()
    let calls = Log()
    model.refreshStatus.onNext(.beginHeaderRefresh)
    let binding = model.refreshStatusBind(to: list, { calls("header") }, { calls("footer") })
    #expect(list.refreshHeader?.state == .refreshing)
    #expect(calls.entries == ["header"])
    settle()
    #expect(calls.entries == ["header"])
    binding.dispose()
  }

  @Test func disposingStopsTheBindingButKeepsTheComponents() {
    let model = StatusModel()
    let calls = Log()
    let binding = model.refreshStatusBind(to: list, { calls("header") }, { calls("footer") })
    binding.dispose()
    binding.dispose()
    #expect(!model.refreshStatus.hasObservers)
    model.refreshStatus.onNext(.beginHeaderRefresh)
    #expect(list.refreshHeader?.state == .idle)
    #expect(list.refreshHeader != nil && list.refreshFooter != nil)
    list.pullToRefresh()  // the components still work, through their closures
    #expect(list.refreshHeader?.state == .refreshing)
    #expect(calls.entries == ["header"])
  }

  @Test func aDroppedDisposableKeepsTheBindingAlive() {
    let model = StatusModel()
    _ = model.refreshStatusBind(to: list, {}, {})
    model.refreshStatus.onNext(.beginHeaderRefresh)
    #expect(list.refreshHeader?.state == .refreshing)
  }

  @Test func aReleasedListEndsTheBindingsEffect() {
    let model = StatusModel()
    var container: ScrollView? = ScrollView(frame: list.frame, scheduler: scheduler)
    weak let weakContainer = container
    var binding: (any Disposable)?
    if let container { binding = model.refreshStatusBind(to: container, {}, {}) }
    container = nil
    #expect(weakContainer == nil)
    #expect(model.refreshStatus.hasObservers)
    model.refreshStatus.onNext(.beginHeaderRefresh)  // nothing to apply: unsubscribes
    #expect(!model.refreshStatus.hasObservers)
    binding?.dispose()
    settle()
  }

  @Test func viewModelFlowFromFirstLoadToNoMoreDataAndBack() {
    let loader = FakeLoader(scheduler: scheduler, total: 25)
    let controller = ListController(list: list, viewModel: ListViewModel(loader: loader))
    var timeline = [line(controller)]

    // First load, as an app starts it: begin the header from the view model.
    controller.viewModel.refreshStatus.onNext(.beginHeaderRefresh)
    timeline.append(line(controller))
    scheduler.advance(by: loader.latency - .milliseconds(1))
    timeline.append(line(controller))
    scheduler.advance(by: .milliseconds(1))  // the first page arrives
    timeline.append(line(controller))
    settle()

    // Load more twice by scrolling to the end: the second page is the last.
    for _ in 0..<2 {
      list.scrollToEnd()
      timeline.append(line(controller))
      settle()
      timeline.append(line(controller))
    }

    // Scrolling to the end again loads nothing.
    list.scrollToEnd()
    settle()
    timeline.append(line(controller))

    // New items arrived on the server: pull to refresh brings the footer back to idle.
    loader.total = 40
    list.setContentOffset(.zero, animated: false)
    list.pullToRefresh()
    timeline.append(line(controller))
    settle()
    timeline.append(line(controller))

    // ...and it loads again.
    list.scrollToEnd()
    settle()
    timeline.append(line(controller))

    // The server emptied: the footer hides.
    loader.total = 0
    list.setContentOffset(.zero, animated: false)
    list.pullToRefresh()
    settle()
    timeline.append(line(controller))

    #expect(loader.requests == [0, 10, 20, 0, 10, 0])
    #expect(
      timeline == [
        "header idle, footer idle hidden, 0 items",
        "header refreshing, footer idle hidden, 0 items",
        "header refreshing, footer idle hidden, 0 items",
        "header idle, footer idle, 10 items",
        "header idle, footer refreshing, 10 items",
        "header idle, footer idle, 20 items",
        "header idle, footer refreshing, 20 items",
        "header idle, footer noMoreData, 25 items",
        "header idle, footer noMoreData, 25 items",
        "header refreshing, footer noMoreData, 25 items",
        "header idle, footer idle, 10 items",
        "header idle, footer idle, 20 items",
        "header idle, footer noMoreData hidden, 0 items",
      ])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func nothingLeaks() {
    var controller: ListController? = ListController(
      list: ScrollView(frame: list.frame, scheduler: scheduler),
      viewModel: ListViewModel(loader: FakeLoader(scheduler: scheduler, total: 25)))
    weak let weakViewModel = controller?.viewModel
    weak let weakList = controller?.list
    controller?.viewModel.refreshStatus.onNext(.beginHeaderRefresh)
    settle()
    controller?.list.scrollToEnd()
    settle()
    #expect(weakViewModel != nil && weakList != nil)
    controller = nil
    settle()
    #expect(weakViewModel == nil)
    #expect(weakList == nil)
  }

  @Test func aViewModelReleasedMidLoadLeavesTheListAlone() {
    let loader = FakeLoader(scheduler: scheduler, total: 25)
    var viewModel: ListViewModel? = ListViewModel(loader: loader)
    weak let weakViewModel = viewModel
    let binding = viewModel?.refreshStatusBind(
      to: list, { [weak viewModel] in viewModel?.reload.onNext(false) })
    list.pullToRefresh()
    viewModel = nil
    #expect(weakViewModel == nil)
    settle()  // the loader answers nobody
    #expect(list.refreshHeader?.state == .refreshing)
    list.endRefreshing()
    settle()
    #expect(RefreshInvariants.violations(in: list) == [])
    binding?.dispose()
  }
}

/// A custom header and footer as an app writes them, bound through the view model.
@MainActor
private final class BrandHeader: RefreshStateHeader {
  override func prepare() {
    super.prepare()
    height = 60
    stateLabel.textColor = .darkGray
  }
}

@MainActor
private final class BrandFooter: RefreshAutoStateFooter {}

extension RefreshableBindingTests {
  @Test func yourOwnComponentsKeepTheStartingOneEndsTheOtherGuarantee() {
    let model = StatusModel()
    var log: [String] = []
    let header = BrandHeader()
    let footer = BrandFooter()
    let binding = model.refreshStatusBind(
      to: list, header: header, footer: footer, { log.append("reload") }, { log.append("more") })
    #expect(list.refreshHeader === header)
    #expect(list.refreshFooter === footer)

    model.refreshStatus.onNext(.beginHeaderRefresh)
    #expect(header.state == .refreshing)
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: false))
    settle()
    // The footer starting ends the header's refresh, with these components too.
    header.beginRefreshing()
    model.refreshStatus.onNext(.beginFooterRefresh)
    #expect(footer.state == .refreshing)
    #expect(header.state == .idle)
    #expect(log == ["reload", "reload", "more"])
    model.refreshStatus.onNext(.endFooterRefresh)
    #expect(footer.state == .idle)
    settle()
    binding.dispose()
  }
}
