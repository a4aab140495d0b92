extension ScrollView {
  /// Attaches `refreshHeader` with an async action as its refresh, replacing a previous different
  /// header.
  ///
  /// Returns the scroll view for chaining.
  ///
  /// Each refresh runs `refreshAction` in a main-actor task; the header ends when it
  /// returns or throws, and the task is cancelled when the refresh is ended from
  /// elsewhere, the header is replaced, or the scroll view is released (see
  /// ``RefreshComponent/setRefreshingAction(_:)``).
  ///
  /// ```swift
  /// tableView.addRefreshHeader(refreshHeader: RefreshHeader()) { [weak model] in
  ///   try await model?.reload()
  /// }
  /// ```
  @discardableResult
  public func addRefreshHeader(
    refreshHeader: RefreshHeader,
    refreshAction: @escaping @MainActor () async throws -> Void
  ) -> ScrollView {
    refreshHeader.setRefreshingAction(refreshAction)
    self.refreshHeader = refreshHeader
    return self
  }

  /// Attaches `refreshFooter` with an async action as its load-more, replacing a previous different
  /// footer.
  ///
  /// Returns the scroll view for chaining.
  ///
  /// Each load runs `refreshAction` in a main-actor task; the footer ends when it returns
  /// or throws (to end with no more data, call
  /// ``RefreshFooter/endRefreshingWithNoMoreData()`` before returning: the footer is then
  /// no longer refreshing and is left as it is). The task is cancelled when the load is
  /// ended from elsewhere, the footer is replaced, or the scroll view is released.
  ///
  /// ```swift
  /// tableView.addRefreshFooter(refreshFooter: RefreshAutoFooter()) { [weak model, weak tableView] in
  ///   guard let model else { return }
  ///   if try await model.loadNextPage() == .lastPage {
  ///     tableView?.refreshFooter?.endRefreshingWithNoMoreData()
  ///   }
  /// }
  /// ```
  @discardableResult
  public func addRefreshFooter(
    refreshFooter: RefreshFooter,
    refreshAction: @escaping @MainActor () async throws -> Void
  ) -> ScrollView {
    refreshFooter.setRefreshingAction(refreshAction)
    self.refreshFooter = refreshFooter
    return self
  }
}
