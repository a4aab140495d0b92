import Foundation

/// An auto footer with an activity indicator beside its text while it loads.
///
/// A ``RefreshAutoFooter`` built with a ``RefreshNormalLook`` (see
/// ``RefreshNormalLookHosting``): the indicator spins only while loading and sits
/// ``RefreshStateLookHosting/labelLeftInset`` left of the centred text (in the centre when the
/// text is empty, as with ``RefreshStateLookHosting/isRefreshingTitleHidden``). An auto footer
/// is never pulled, so it shows no arrow.
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) { [weak model] in
///   model?.loadMore()
/// }
/// ```
@MainActor
open class RefreshAutoNormalFooter: RefreshAutoStateFooter, RefreshNormalLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshNormalLook() }

  /// The normal look this class is built with (see ``RefreshNormalLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var normalLook: RefreshNormalLook { builtInLook(as: RefreshNormalLook.self) }
}
