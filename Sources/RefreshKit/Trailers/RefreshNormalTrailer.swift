import Foundation

/// A trailer with an arrow above its vertical text.
///
/// A ``RefreshTrailer`` built with a ``RefreshNormalLook`` (see ``RefreshNormalLookHosting``):
/// the arrow points the way to pull while idle (left at the trailing edge, right at the leading
/// edge), turns round once the pull passes the trigger ("release"), and gives way to the
/// spinning indicator while refreshing. It sits above the text column, 8 points from it, the two
/// centred together in the trailer.
///
/// ```swift
/// carousel.refreshTrailer = RefreshNormalTrailer { [weak model] in model?.openAll() }
/// ```
@MainActor
open class RefreshNormalTrailer: RefreshStateTrailer, RefreshNormalLookHosting {
  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshNormalLook() }

  /// The normal look this class is built with (see ``RefreshNormalLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var normalLook: RefreshNormalLook { builtInLook(as: RefreshNormalLook.self) }
}
