extension ScrollView {
  /// Attaches `refreshHeader` with an async action as its refresh, replacing a previous
  /// different header. Returns the scroll view for chaining.
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
}
