extension ScrollView {
  /// The pull-down header.
  ///
  /// Setting a new one detaches the previous one completely (its contribution is removed, its
  /// scheduled work is void, its block never runs again); setting the same one does nothing.
  /// Removing one that was refreshing gives its space back: unless a finger is on the content,
  /// the content bounces back inside its limits over ``bounceDuration``.
  public var refreshHeader: RefreshHeader? {
    @inlinable @inline(__always) get { associationValues.header }
    set { replaceComponent(RefreshKeys.header, with: newValue) }
  }

  /// Attaches `refreshHeader` with `refreshBlock` as its refreshing block, replacing a previous
  /// different header.
  ///
  /// Returns the scroll view for chaining.
  ///
  /// ```swift
  /// tableView.addRefreshHeader(refreshHeader: RefreshNormalHeader()) { [weak self] in
  ///   self?.reload()
  /// }
  /// ```
  @discardableResult
  public func addRefreshHeader(
    refreshHeader: RefreshHeader, refreshBlock: @escaping @MainActor () -> Void
  ) -> ScrollView {
    refreshHeader.refreshingBlock = refreshBlock
    self.refreshHeader = refreshHeader
    return self
  }

  /// Starts the header refreshing now (see ``RefreshComponent/beginRefreshing(completion:)``).
  ///
  /// Takes effect before it returns (see <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func triggerRefreshing() {
    refreshHeader?.beginRefreshing()
  }

  /// Starts the header refreshing after `delay` on the scroll view's scheduler.
  ///
  /// Replacing or ending the header first cancels it; a new call replaces a pending one. A zero or
  /// negative delay starts it at the scheduler's next turn, not inside this call.
  public func triggerDelayRefreshing(after delay: Duration = .milliseconds(700)) {
    refreshHeader?.beginRefreshing(after: delay)
  }

  /// Ends refreshing on every attached component: the header, the footer and both trailers.
  ///
  /// A footer in ``RefreshState/noMoreData`` stays there. Takes effect before it returns (see
  /// <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func endRefreshing() {
    refreshHeader?.endRefreshing()
    refreshFooter?.endRefreshing()
    refreshTrailer?.endRefreshing()
    refreshLeadingTrailer?.endRefreshing()
  }

  /// Swaps the component stored under `key`: detaches the old one, attaches the new one.
  func replaceComponent<Component: RefreshComponent>(
    _ key: AssociationKey<Component>, with component: Component?
  ) {
    let old = associatedObject(for: key)
    guard old !== component else { return }
    old?.removeFromSuperview()
    setAssociatedValue(component, for: key)
    if let component { insertSubview(component, at: 0) }
  }

  /// Clears any registry slot that still holds `component` (it moved or was removed).
  func forgetRegistration(of component: RefreshComponent) {
    if associatedObject(for: RefreshKeys.header) === component {
      setAssociatedValue(nil, for: RefreshKeys.header)
    }
    forgetFooterOrTrailerRegistration(of: component)
  }
}
