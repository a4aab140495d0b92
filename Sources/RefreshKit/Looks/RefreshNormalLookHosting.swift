import Foundation

/// A component built with a ``RefreshNormalLook``.
///
/// ``RefreshNormalHeader``, ``RefreshAutoNormalFooter``, ``RefreshBackNormalFooter``,
/// ``RefreshNormalTrailer`` and their subclasses; the look's members are exposed here once,
/// under MJRefresh's names.
///
/// A type of your own can conform by providing ``normalLook`` (and ``RefreshStateLookHosting/stateLook``, usually the
/// same object): see ``RefreshStateLookHosting``.
@MainActor
public protocol RefreshNormalLookHosting: RefreshStateLookHosting {
  /// The normal look this component was built with, which the members below reach.
  var normalLook: RefreshNormalLook { get }
}

extension RefreshNormalLookHosting {
  /// The look's ``RefreshNormalLook/arrowView``.
  public var arrowView: ArrowView { normalLook.arrowView }

  /// The look's ``RefreshNormalLook/loadingView``.
  public var loadingView: ActivityIndicatorView { normalLook.loadingView }

  /// ``RefreshNormalLook/arrowSize``.
  public static var arrowSize: CGSize { RefreshNormalLook.arrowSize }

  /// ``RefreshNormalLook/indicatorSize``.
  public static var indicatorSize: CGSize { RefreshNormalLook.indicatorSize }
}
