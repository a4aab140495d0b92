import Foundation
import RefreshKit
import RefreshKitRx
import RefreshKitTesting

/// A paged backend whose answers arrive after `latency` of virtual time.
@MainActor
final class FakeLoader {
  let scheduler: TestScheduler
  /// How many items the backend has now; tests change it to simulate new data.
  var total: Int
  let pageSize = 10
  let latency: Duration = .milliseconds(500)
  /// The offsets requested, in order.
  private(set) var requests: [Int] = []

  init(scheduler: TestScheduler, total: Int) {
    self.scheduler = scheduler
    self.total = total
  }

  func fetch(offset: Int, completion: @escaping @MainActor (_ page: [Int], _ total: Int) -> Void) {
    requests.append(offset)
    let total = self.total
    let end = Swift.min(offset + pageSize, total)
    scheduler.schedule(after: latency) {
      completion(offset < end ? Array(offset..<end) : [], total)
    }
  }
}

/// The usual shape of a list view model driven by RxSwift and MJRefresh: a `reload`
/// input (true = load more), the items, and the refresh status after each page.
@MainActor
final class ListViewModel: Refreshable {
  let refreshStatus = BehaviorSubject(value: RefreshStatus.none)
  let reload = PublishSubject<Bool>()
  let items = BehaviorSubject<[Int]>(value: [])
  private let loader: FakeLoader
  private let disposeBag = DisposeBag()

  init(loader: FakeLoader) {
    self.loader = loader
    reload.subscribe(onNext: { [weak self] loadMore in self?.load(more: loadMore) })
      .disposed(by: disposeBag)
  }

  private func load(more: Bool) {
    let current = (try? items.value()) ?? []
    loader.fetch(offset: more ? current.count : 0) { [weak self] page, total in
      guard let self else { return }
      let list = more ? current + page : page
      items.onNext(list)
      refreshStatus.onNext(.footerStatus(isHidden: list.isEmpty, isNoMoreData: list.count == total))
    }
  }
}

/// The view side: a list that shows the items and binds the view model's status.
@MainActor
final class ListController {
  static let rowHeight: CGFloat = 100
  let list: ScrollView
  let viewModel: ListViewModel
  private let disposeBag = DisposeBag()

  init(list: ScrollView, viewModel: ListViewModel) {
    self.list = list
    self.viewModel = viewModel
    viewModel.items.subscribe(onNext: { [weak list] items in
      list?.contentSize = CGSize(width: 375, height: CGFloat(items.count) * Self.rowHeight)
    }).disposed(by: disposeBag)
    viewModel.refreshStatusBind(
      to: list,
      { [weak viewModel] in viewModel?.reload.onNext(false) },
      { [weak viewModel] in viewModel?.reload.onNext(true) }
    ).disposed(by: disposeBag)
  }
}
