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

  /// The arrow: pointing the way to pull while idle, turned round while pulling (never shown on
  /// an auto footer).
  public var arrowView: ArrowView { normalLook.arrowView }

  /// The activity indicator that spins while refreshing.
  public var loadingView: ActivityIndicatorView { normalLook.loadingView }

  /// The arrow's size (MJRefresh's arrow image: 15 × 40 pt).
  public static var arrowSize: CGSize { RefreshNormalLook.arrowSize }

  /// The activity indicator's size (20 × 20 pt, UIKit's medium indicator).
  public static var indicatorSize: CGSize { RefreshNormalLook.indicatorSize }
}

extension RefreshNormalLookHosting where Self: RefreshFooter {
  /// The spinner's name before it matched the header's ``loadingView``; kept for one release.
  @available(*, deprecated, renamed: "loadingView")
  public var activityIndicator: ActivityIndicatorView { loadingView }
}
