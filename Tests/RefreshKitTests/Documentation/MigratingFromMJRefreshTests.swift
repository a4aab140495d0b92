import Foundation
import RefreshKit
import RefreshKitRx
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

// The examples of the DocC article "Migrating from MJRefresh"
// (Sources/RefreshKit/RefreshKit.docc/MigratingFromMJRefresh.md), verbatim, so that the
// article's code always compiles and does what it says. Its header is `LottieGifHeader`
// (Support/LottieGifHeader.swift), which is also seed 1's with its Lottie file.

private final class FeedViewModel: Refreshable {
  let refreshStatus = BehaviorSubject(value: RefreshStatus.none)
  let reload = PublishSubject<Bool>()
  let disposeBag = DisposeBag()
}

@MainActor
private final class FeedController {
  let viewModel = FeedViewModel()
  let tableView: ScrollView
  let bag = DisposeBag()
  var reloads: [Bool] = []
  var reloaded = 0

  init(tableView: ScrollView) {
    self.tableView = tableView
  }

  func reload() { reloaded += 1 }

  func viewDidLoad() {
    viewModel.reload.subscribe(onNext: { [weak self] more in self?.reloads.append(more) })
      .disposed(by: bag)
    viewModel.refreshStatusBind(
      to: tableView,
      { [weak self] in
        self?.viewModel.reload.onNext(false)
      }
    ) { [weak self] in
      self?.viewModel.reload.onNext(true)
    }.disposed(by: bag)
  }
}

@MainActor
@Suite final class MigratingFromMJRefreshTests {
  let scheduler = TestScheduler()
  let tableView: ScrollView

  init() {
    tableView = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    tableView.contentSize = CGSize(width: 375, height: 2000)
  }

  isolated deinit { scheduler.expectNoPendingWork() }
}

extension MigratingFromMJRefreshTests {
  @Test func thePortedHeaderAttachesAndRefreshes() {
    let controller = FeedController(tableView: tableView)
    tableView.addRefreshHeader(refreshHeader: LottieGifHeader()) { [weak controller] in
      controller?.reload()
    }
    tableView.triggerRefreshing()
    #expect(controller.reloaded == 1)
    let header = tableView.refreshHeader as? LottieGifHeader
    #expect(header?.gifView?.loadError == nil)
    #expect(header?.gifView?.isAnimationPlaying == true)
    tableView.endRefreshing()
    scheduler.runUntilIdle()
    #expect(tableView.refreshHeader?.state == .idle)
  }

  @Test func thePortedViewModelBindingDrivesTheList() {
    let controller = FeedController(tableView: tableView)
    controller.viewDidLoad()
    // The replayed .none hides the footer until the first page.
    #expect(tableView.refreshFooter?.isHidden == true)
    controller.viewModel.refreshStatus.onNext(.beginHeaderRefresh)
    #expect(controller.reloads == [false])
    controller.viewModel.refreshStatus.onNext(
      .footerStatus(isHidden: false, isNoMoreData: false))
    #expect(tableView.refreshHeader?.state == .idle)
    scheduler.runUntilIdle()
    controller.viewModel.refreshStatus.onNext(.beginFooterRefresh)
    #expect(controller.reloads == [false, true])
    controller.viewModel.refreshStatus.onNext(.endFooterRefresh)
    scheduler.runUntilIdle()
  }
}
