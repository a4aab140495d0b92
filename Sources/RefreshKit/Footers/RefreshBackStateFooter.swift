import Foundation

/// A back footer that says what is happening: "Pull up to load more", "Release to load
/// more", "Loading more data...", "No more data".
///
/// A ``RefreshBackFooter`` built with a ``RefreshStateLook``, whose members it exposes under
/// MJRefresh's names (see ``RefreshStateLookHosting``). The titles follow the current language;
/// ``RefreshStateLookHosting/setTitle(_:for:)`` replaces one.
///
/// ```swift
/// let footer = RefreshBackStateFooter()
/// footer.setTitle("Keep pulling", for: .idle)
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshBackStateFooter: RefreshBackFooter, RefreshStateLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshStateLook() }

  /// The state look this class is built with (see ``RefreshStateLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var stateLook: RefreshStateLook { builtInLook(as: RefreshStateLook.self) }
}
