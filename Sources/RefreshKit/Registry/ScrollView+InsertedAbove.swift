import Foundation

extension ScrollView {
  /// Keeps the reader's place after `height` points of content were inserted above the visible
  /// rows, then ends refreshing on every attached component, in one step.
  ///
  /// The registry's form of ``RefreshComponent/endRefreshing(insertedAbove:completion:)``: the
  /// place is kept once, through the header when there is one (so the request is ordered as the
  /// header's), then every component ends as ``endRefreshing()`` ends them.
  ///
  /// ```swift
  /// tableView.addRefreshHeader(refreshHeader: RefreshNormalHeader()) { [weak tableView] in
  ///   // ... three 80-point rows inserted at the top ...
  ///   tableView?.endRefreshing(insertedAbove: 240)
  /// }
  /// ```
  ///
  /// Zero, negative, NaN and infinite heights keep nothing (the components still end).
  public func endRefreshing(insertedAbove height: CGFloat) {
    if let refreshHeader {
      refreshHeader.endRefreshing(insertedAbove: height)
    } else {
      keepPlace(afterInsertingAbove: height)
    }
    endRefreshing()
  }
}
