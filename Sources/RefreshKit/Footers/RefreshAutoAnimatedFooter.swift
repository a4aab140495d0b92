import Foundation

/// An auto footer that plays a frame animation beside its text while it loads:
/// MJRefresh's GIF auto footer.
///
/// A ``RefreshAutoFooter`` built with a ``RefreshAnimatedLook`` (see
/// ``RefreshAnimatedLookHosting``): only the ``RefreshState/refreshing`` animation is shown,
/// looping; the animation view is hidden while idle and in ``RefreshState/noMoreData``. The
/// footer grows to the tallest animation set; with
/// ``RefreshStateLookHosting/isRefreshingTitleHidden`` the animation is centred.
///
/// ```swift
/// let footer = RefreshAutoAnimatedFooter()
/// footer.setAnimation(try FrameAnimation.named(.refresh), for: .refreshing)
/// footer.isRefreshingTitleHidden = true
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshAutoAnimatedFooter: RefreshAutoStateFooter, RefreshAnimatedLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshAnimatedLook() }

  /// The animated look this class is built with (see ``RefreshAnimatedLookHosting``); it stays
  /// the same object when ``RefreshComponent/look`` is replaced.
  public var animatedLook: RefreshAnimatedLook { builtInLook(as: RefreshAnimatedLook.self) }
}
