import RefreshKit

extension Refreshable {
  /// Binds ``refreshStatus`` to `scrollView`'s header and footer, creating them for the
  /// closures given, and returns the binding's disposable.
  ///
  /// - The `header` component (a `RefreshNormalHeader` unless you pass your own) is attached
  ///   only when `headerAction` is given, and the `footer` (a `RefreshAutoNormalFooter`
  ///   unless you pass one) only when `footerAction` is given; each runs its closure when it
  ///   starts refreshing. Starting one first ends the other's refreshing, so a reload and a
  ///   load-more never run at once, with your own components too.
  /// - Each status is applied to the scroll view's current header and footer (see
  ///   ``RefreshStatus``); a component that is not there is skipped.
  /// - The current value of ``refreshStatus`` is applied once, right away: the initial
  ///   ``RefreshStatus/none`` hides the footer until the first page arrives.
  /// - The binding holds `scrollView` weakly and keeps no reference to the view model: a
  ///   released list makes it inert (and it unsubscribes at the next status), and nothing
  ///   here keeps the view model or the list alive.
  /// - Disposing the result stops applying statuses; the components stay attached.
  ///
  /// ```swift
  /// viewModel.refreshStatusBind(
  ///   to: tableView,
  ///   { [weak viewModel] in viewModel?.reload.onNext(false) },
  ///   { [weak viewModel] in viewModel?.reload.onNext(true) }
  /// ).disposed(by: disposeBag)
  ///
  /// // With your own header (its look, the same guarantees):
  /// viewModel.refreshStatusBind(to: tableView, header: GifHeader()) { [weak viewModel] in
  ///   viewModel?.reload.onNext(false)
  /// }.disposed(by: disposeBag)
  /// ```
  ///
  /// > Important: The closures are kept by the components for as long as they live:
  /// > capture the view model weakly.
  public func refreshStatusBind(
    to scrollView: ScrollView, header: RefreshHeader = RefreshNormalHeader(),
    footer: RefreshFooter = RefreshAutoNormalFooter(), _ headerAction: (() -> Void)? = nil,
    _ footerAction: (() -> Void)? = nil
  ) -> any Disposable {
    if let headerAction {
      scrollView.addRefreshHeader(refreshHeader: header) { [weak scrollView] in
        scrollView?.refreshFooter?.endRefreshing()
        headerAction()
      }
    }
    if let footerAction {
      scrollView.addRefreshFooter(refreshFooter: footer) { [weak scrollView] in
        scrollView?.refreshHeader?.endRefreshing()
        footerAction()
      }
    }
    let binding = StatusBinding(scrollView: scrollView)
    // The subscription keeps the binding alive (as any Rx subscription lives until
    // disposed, even when its disposable is dropped); disposing breaks the cycle.
    binding.subscription = refreshStatus.subscribe(onNext: { status in binding.apply(status) })
    return binding
  }
}
