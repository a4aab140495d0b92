import Foundation

/// A header that shows a frame animation per state beside its labels: MJRefresh's GIF
/// header.
///
/// A ``RefreshHeader`` built with a ``RefreshAnimatedLook``, whose members it exposes under
/// MJRefresh's names (see ``RefreshAnimatedLookHosting``): while idle it scrubs the idle
/// animation by ``RefreshComponent/pullingPercent``, so the picture follows the finger; while
/// pulling and while refreshing it loops that state's animation. It grows to the tallest
/// animation set.
///
/// ```swift
/// let header = RefreshAnimatedHeader()
/// let frames = try FrameAnimation.named(.refresh)
/// header.setAnimation(frames, for: .idle)
/// header.setAnimation(frames, for: .pulling)
/// header.setAnimation(frames, for: .refreshing)
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshAnimatedHeader: RefreshStateHeader, RefreshAnimatedLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshAnimatedLook() }

  /// The animated look this class is built with (see ``RefreshAnimatedLookHosting``); it stays
  /// the same object when ``RefreshComponent/look`` is replaced.
  public var animatedLook: RefreshAnimatedLook { builtInLook(as: RefreshAnimatedLook.self) }
}
