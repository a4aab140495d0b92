import Foundation

/// The classic header: an arrow and an activity indicator beside the state and
/// last-updated labels.
///
/// A ``RefreshHeader`` built with a ``RefreshNormalLook``, whose members it exposes under
/// MJRefresh's names (see ``RefreshNormalLookHosting``). The arrow points down while idle and
/// turns up when the pull passes the trigger; while refreshing it hides and the indicator
/// spins; after the end the indicator fades out and the arrow comes back.
///
/// ```swift
/// let header = RefreshNormalHeader()
/// header.labelLeftInset = 16
/// header.lastUpdatedTimeLabel.isHidden = true
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshNormalHeader: RefreshStateHeader, RefreshNormalLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshNormalLook() }

  /// The normal look this class is built with (see ``RefreshNormalLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var normalLook: RefreshNormalLook { builtInLook(as: RefreshNormalLook.self) }
}
