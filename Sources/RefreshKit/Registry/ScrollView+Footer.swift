extension ScrollView {
  /// The load-more footer.
  ///
  /// Setting a new one detaches the previous one completely (its contribution is removed, its
  /// scheduled work is void, its block never runs again); setting the same one does nothing, and
  /// `nil` removes it (giving back the space it took, as ``refreshHeader`` does).
  public var refreshFooter: RefreshFooter? {
    @inlinable @inline(__always) get { associationValues.footer }
    set { replaceComponent(RefreshKeys.footer, with: newValue) }
  }

  /// Attaches `refreshFooter` with `refreshBlock` as its refreshing block, replacing a previous
  /// different footer.
  ///
  /// Returns the scroll view for chaining.
  ///
  /// ```swift
  /// tableView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) { [weak self] in
  ///   self?.loadMore()
  /// }
  /// ```
  @discardableResult
  public func addRefreshFooter(
    refreshFooter: RefreshFooter, refreshBlock: @escaping @MainActor () -> Void
  ) -> ScrollView {
    refreshFooter.refreshingBlock = refreshBlock
    self.refreshFooter = refreshFooter
    return self
  }

  /// Clears the footer or trailer slot that still holds `component`.
  func forgetFooterOrTrailerRegistration(of component: RefreshComponent) {
    if associatedObject(for: RefreshKeys.footer) === component {
      setAssociatedValue(nil, for: RefreshKeys.footer)
    }
    if associatedObject(for: RefreshKeys.trailer) === component {
      setAssociatedValue(nil, for: RefreshKeys.trailer)
    }
    if associatedObject(for: RefreshKeys.leadingTrailer) === component {
      setAssociatedValue(nil, for: RefreshKeys.leadingTrailer)
    }
  }
}
