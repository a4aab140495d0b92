import Foundation

/// The base of the load-more footers: the no-more-data state, the bottom-inset bookkeeping
/// and the rules every footer shares, without a trigger or a look.
///
/// A footer sits below the content and contributes to the container's bottom inset
/// through the inset ledger, never by writing ``ScrollView/contentInset``. Which amount it
/// contributes depends on the subclass and its state (``RefreshAutoFooter`` reserves its
/// height while visible, ``RefreshBackFooter`` only while refreshing); a hidden footer
/// contributes nothing and triggers nothing.
///
/// ``RefreshState/noMoreData`` is sticky: ``endRefreshingWithNoMoreData()`` enters it,
/// only ``resetNoMoreData()`` leaves it. A plain ``RefreshComponent/endRefreshing(completion:)``
/// leaves it in place, and drags, taps and ``RefreshComponent/beginRefreshing(completion:)``
/// do not load while in it. Every call takes effect synchronously, in call order
/// (MJRefresh applied these a main-queue turn later, so `end(); noMoreData()` could run
/// backwards).
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) { [weak model] in
///   model?.loadNextPage { hasMore in
///     hasMore
///       ? tableView.refreshFooter?.endRefreshing()
///       : tableView.refreshFooter?.endRefreshingWithNoMoreData()
///   }
/// }
/// ```
@MainActor
open class RefreshFooter: RefreshComponent {
  /// The default footer height, in points (MJRefresh's 44).
  public static let defaultHeight: CGFloat = 44

  /// Extra distance between the content's end and the footer, for apps whose own bottom inset
  /// should not count.
  ///
  /// Applied to the frame at once. NaN/infinity are ignored; negative values clamp to 0 (a footer
  /// never overlaps the content).
  public var ignoredScrollViewContentInsetBottom: CGFloat {
    get { storedIgnoredInsetBottom }
    set {
      guard storedIgnoredInsetBottom.assignLength(newValue) else { return }
      perform { geometryDidChange() }
    }
  }

  private var storedIgnoredInsetBottom: CGFloat = 0

  /// Whether the footer may start loading while the header is refreshing.
  ///
  /// False by default: a load-more racing a reload from the top is a classic source of duplicate
  /// rows, so user-triggered loads wait until the header has ended. Programmatic
  /// ``RefreshComponent/beginRefreshing(completion:)`` is not affected.
  public var allowsRefreshWhileHeaderRefreshing: Bool {
    get { storedAllowsRefreshWhileHeaderRefreshing }
    set { storedAllowsRefreshWhileHeaderRefreshing = newValue }
  }

  private var storedAllowsRefreshWhileHeaderRefreshing = false

  /// The footer's height: its frame's.
  ///
  /// Set it in ``RefreshComponent/prepare()``; negative values clamp to 0, NaN/infinity are
  /// ignored.
  public var height: CGFloat {
    get { frame.height }
    set { frame.size.height = newValue }
  }

  // MARK: - No more data

  /// Ends loading and marks everything as loaded: the state becomes
  /// ``RefreshState/noMoreData`` synchronously, from any state, and stays there until
  /// ``resetNoMoreData()``.
  ///
  /// Called from inside a `state` observer it is queued, like the other requests, and
  /// applied in call order once that change is complete (see
  /// <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func endRefreshingWithNoMoreData() {
    // Unowned, as in every request: queued work lives in this footer's engine, so it never
    // outlives the footer, and a weak capture would give the footer a side table for good
    // (every retain of it slower on the scroll path).
    request { [unowned self] in
      send(.endWithNoMoreData)
    }
  }

  /// Leaves ``RefreshState/noMoreData`` for ``RefreshState/idle``, synchronously; does nothing in
  /// any other state.
  ///
  /// The footer loads again only after new scrolling towards the end. Takes effect before it
  /// returns (see <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func resetNoMoreData() {
    request { [unowned self] in
      send(.resetNoMoreData)
    }
  }

  // MARK: - What subclasses decide

  override var canBeginRefreshing: Bool { !isHidden }

  override func applyDefaults() {
    super.applyDefaults()
    frame.size.height = RefreshFooter.defaultHeight
    engine.machine = RefreshStateMachine(rules: .init(hasNoMoreData: true))
  }

  // The geometry helpers take the scroll view as a parameter: they run on every offset
  // change, and each read of the weak `scrollView` costs an atomic load and a retain.

  /// The footer's top edge in content coordinates, before
  /// ``ignoredScrollViewContentInsetBottom``: right after the content by default.
  func restingTop(in scrollView: ScrollView) -> CGFloat { scrollView.contentSize.height }

  /// The bottom inset the footer's current state calls for while it is visible.
  func impliedBottomInset(in scrollView: ScrollView) -> CGFloat { 0 }

  /// The bottom contribution the footer should have now: nothing when hidden or detached.
  override var expectedContribution: EdgeInsets {
    guard let scrollView, !isHidden else { return .zero }
    if let floor = secondFloorContribution { return floor }
    return EdgeInsets(bottom: impliedBottomInset(in: scrollView))
  }

  /// The container's adjusted insets without this footer's own contribution.
  func insetsWithoutSelf(in scrollView: ScrollView) -> EdgeInsets {
    scrollView.adjustedContentInset(excluding: self)
  }

  /// Whether the header is refreshing and that blocks user-triggered loads.
  var isBlockedByHeader: Bool {
    guard !allowsRefreshWhileHeaderRefreshing, let scrollView else { return false }
    for component in scrollView.refreshComponents
    where component is RefreshHeader && component.isRefreshing {
      return true
    }
    return false
  }

  /// The container's usable height: its bounds without the insets other than this
  /// footer's own.
  func visibleHeightWithoutSelf(in scrollView: ScrollView) -> CGFloat {
    let insets = insetsWithoutSelf(in: scrollView)
    return scrollView.bounds.height - insets.top - insets.bottom
  }

  /// The footer became hidden or visible (the contribution is already updated).
  func visibilityDidChange() {}

  // MARK: - Geometry

  /// A footer holds the gap of short content: its contribution follows the geometry.
  override var contributionFollowsGeometry: Bool { true }

  func updateBottomInset() {
    updateContribution()
  }

  override func placeFrame() {
    guard let scrollView else { return }
    let insets = scrollView.adjustedContentInset
    frame = CGRect(
      x: 0, y: restingTop(in: scrollView) + ignoredScrollViewContentInsetBottom,
      width: scrollView.bounds.width - insets.left - insets.right, height: height)
    placeSecondFloorView()
  }

  override func isHiddenDidChange() {
    super.isHiddenDidChange()
    request { [unowned self] in
      // A hidden footer cannot show a load in progress: hiding ends it, as MJRefresh
      // does. No-more-data stays.
      if self.isHidden { self.send(.hidden) }
      self.updateContributionAndSettle(duration: self.fastAnimationDuration)
      self.visibilityDidChange()
    }
  }
}
