import RefreshKit

/// One live ``Refreshable/refreshStatusBind(to:header:footer:_:_:)``: applies statuses to a scroll view
/// it holds weakly, and unsubscribes once that scroll view is gone.
@MainActor
final class StatusBinding: Disposable {
  private weak var scrollView: ScrollView?
  var subscription: (any Disposable)?

  init(scrollView: ScrollView) {
    self.scrollView = scrollView
  }

  func dispose() {
    let current = subscription
    subscription = nil
    current?.dispose()
  }

  func apply(_ status: RefreshStatus) {
    guard let scrollView else {
      dispose()
      return
    }
    let header = scrollView.refreshHeader
    let footer = scrollView.refreshFooter
    switch status {
    case .none:
      footer?.isHidden = true
    case .beginHeaderRefresh:
      header?.beginRefreshing()
    case .endHeaderRefresh:
      header?.endRefreshing()
    case .endHeaderRefreshKeepingPlace(let height):
      // The rows arrived whether or not a header is there to end.
      if let header {
        header.endRefreshing(insertedAbove: height)
      } else {
        scrollView.keepPlace(afterInsertingAbove: height)
      }
    case .beginFooterRefresh:
      footer?.beginRefreshing()
    case .endFooterRefresh:
      footer?.endRefreshing()
    case .endAllRefresh:
      header?.endRefreshing()
      footer?.endRefreshing()
    case .footerStatus(let isHidden, let isNoMoreData):
      header?.endRefreshing()
      guard let footer else { return }
      if isNoMoreData {
        footer.endRefreshingWithNoMoreData()
      } else {
        // Out of no-more-data too: the page that just arrived says there is more.
        footer.resetNoMoreData()
        footer.endRefreshing()
      }
      footer.isHidden = isHidden
    }
  }
}
