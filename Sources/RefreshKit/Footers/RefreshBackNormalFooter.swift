import Foundation

/// A back footer with an arrow and an activity indicator beside its text.
///
/// A ``RefreshBackFooter`` built with a ``RefreshNormalLook`` (see
/// ``RefreshNormalLookHosting``): the arrow points up while idle ("pull up"), turns down once the
/// pull passes the trigger ("release"), and gives way to the spinning indicator while loading.
/// In ``RefreshState/noMoreData`` neither shows.
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshBackNormalFooter()) { [weak model] in
///   model?.loadMore()
/// }
/// ```
@MainActor
open class RefreshBackNormalFooter: RefreshBackStateFooter, RefreshNormalLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshNormalLook() }

  /// The normal look this class is built with (see ``RefreshNormalLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var normalLook: RefreshNormalLook { builtInLook(as: RefreshNormalLook.self) }
}
