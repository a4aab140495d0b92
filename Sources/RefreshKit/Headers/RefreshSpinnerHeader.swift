import Foundation

/// A header that shows only a looping spinner: seed code's custom header, built with a
/// ``RefreshSpinnerLook``.
///
/// The labels are hidden, the header is 56 points high, and a 24 × 24 ``FrameAnimationView``
/// showing the built-in `refresh` animation plays while pulling or refreshing and stops when
/// idle. <doc:WritingACustomHeader> writes the same header as a subclass, and
/// <doc:WritingALook> as a look.
///
/// ```swift
/// scrollView.addRefreshHeader(refreshHeader: RefreshSpinnerHeader()) { [weak model] in
///   model?.reload()
/// }
/// ```
@MainActor
open class RefreshSpinnerHeader: RefreshStateHeader {
  /// The spinner: the built-in `refresh` animation, looping. (If the resource could not
  /// be loaded it is an empty view, never a crash.)
  public var animationView: FrameAnimationView {
    builtInLook(as: RefreshSpinnerLook.self).animationView
  }

  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshSpinnerLook() }
}
