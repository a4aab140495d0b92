import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitStaging
import RefreshKitTesting

/// A small list on virtual time with a ``SampleHeader``, for renderer tests.
@MainActor
struct SampleScene {
  let scheduler = TestScheduler()
  let list: ScrollView
  let rows: RowsView
  let header = SampleHeader()

  init(size: CGSize = CGSize(width: 240, height: 180)) {
    list = ScrollView(frame: CGRect(origin: .zero, size: size), scheduler: scheduler)
    rows = RowsView(rows: (1...12).map { "Row \($0)" }, rowHeight: 36, width: size.width)
    list.addSubview(rows)
    list.refreshHeader = header
  }

  /// Puts the sample scene into `state` the way the gallery stages the library's kinds.
  func stage(_ state: StagedState) {
    switch state {
    case .idle, .noMoreData: break
    case .pull50: list.pull(by: 27, release: false)
    case .pull100: list.pull(by: 55, release: false)
    case .refreshing: header.beginRefreshing()
    case .result:
      header.beginRefreshing()
      scheduler.advance(by: .milliseconds(500))
      header.endRefreshing()
      scheduler.advance(by: .milliseconds(100))
      return
    }
    scheduler.advance(by: .milliseconds(500))
  }
}
