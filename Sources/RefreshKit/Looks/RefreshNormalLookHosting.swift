import Foundation

/// A component built with a ``RefreshNormalLook``.
///
/// ``RefreshNormalHeader``, ``RefreshAutoNormalFooter``, ``RefreshBackNormalFooter``,
/// ``RefreshNormalTrailer`` and their subclasses; the look's members are exposed here once,
/// under MJRefresh's names.
///
/// Conform only RefreshKit's own classes (see ``RefreshStateLookHosting``).
@MainActor
public protocol RefreshNormalLookHosting: RefreshStateLookHosting {}

extension RefreshNormalLookHosting {
  /// The normal look this component was built with.
  public var normalLook: RefreshNormalLook { builtInLook(as: RefreshNormalLook.self) }

  /// The look's ``RefreshNormalLook/arrowView``.
  public var arrowView: ArrowView { normalLook.arrowView }

  /// The look's ``RefreshNormalLook/loadingView``.
  public var loadingView: ActivityIndicatorView { normalLook.loadingView }

  /// ``RefreshNormalLook/arrowSize``.
  public static var arrowSize: CGSize { RefreshNormalLook.arrowSize }

  /// ``RefreshNormalLook/indicatorSize``.
  public static var indicatorSize: CGSize { RefreshNormalLook.indicatorSize }
}

extension RefreshNormalLookHosting where Self: RefreshFooter {
  /// The spinner's name before it matched the header's ``loadingView``; kept for one release.
  @available(*, deprecated, renamed: "loadingView")
  public var activityIndicator: ActivityIndicatorView { loadingView }
}
