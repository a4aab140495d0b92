import Foundation

/// A back footer that shows a frame animation per state beside its text: MJRefresh's
/// GIF back footer.
///
/// A ``RefreshBackFooter`` built with a ``RefreshAnimatedLook`` (see
/// ``RefreshAnimatedLookHosting``): while idle it scrubs the idle animation by
/// ``RefreshComponent/pullingPercent``; while pulling and while refreshing it loops that state's
/// animation; in ``RefreshState/noMoreData`` the animation view is hidden. The footer grows to
/// the tallest animation set.
///
/// ```swift
/// let footer = RefreshBackAnimatedFooter()
/// let frames = try FrameAnimation.named(.refresh)
/// for state in [RefreshState.idle, .pulling, .refreshing] {
///   footer.setAnimation(frames, for: state)
/// }
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshBackAnimatedFooter: RefreshBackStateFooter, RefreshAnimatedLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshAnimatedLook() }

  /// The animated look this class is built with (see ``RefreshAnimatedLookHosting``); it stays
  /// the same object when ``RefreshComponent/look`` is replaced.
  public var animatedLook: RefreshAnimatedLook { builtInLook(as: RefreshAnimatedLook.self) }
}
