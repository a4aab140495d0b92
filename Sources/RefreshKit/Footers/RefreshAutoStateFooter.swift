import Foundation

/// An auto footer that says what is happening: "Tap or pull up to load more", "Loading
/// more data...", "No more data"; tapping it loads more.
///
/// A ``RefreshAutoFooter`` built with a ``RefreshStateLook``, whose members it exposes under
/// MJRefresh's names (see ``RefreshStateLookHosting``). The titles follow the current language;
/// ``RefreshStateLookHosting/setTitle(_:for:)`` replaces one. A host calls ``tap()`` when the
/// user taps the footer: from idle it starts a load even when the drag's budget is spent; in
/// ``RefreshState/noMoreData`` it does nothing.
///
/// ```swift
/// let footer = RefreshAutoStateFooter()
/// footer.setTitle("Load more posts", for: .idle)
/// footer.isRefreshingTitleHidden = true
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshAutoStateFooter: RefreshAutoFooter, RefreshStateLookHosting {
  /// The user tapped the footer: from ``RefreshState/idle`` it starts a load regardless of the
  /// drag's ``RefreshAutoFooter/autoTriggerTimes`` budget.
  ///
  /// It does nothing in any other state (``RefreshState/noMoreData`` included), while hidden, or
  /// while the header refreshes (unless ``RefreshFooter/allowsRefreshWhileHeaderRefreshing``).
  public func tap() {
    beginRefreshingFromTap()
  }

  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshStateLook() }

  /// The state look this class is built with (see ``RefreshStateLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var stateLook: RefreshStateLook { builtInLook(as: RefreshStateLook.self) }
}
