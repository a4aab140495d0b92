/// A view model that drives a list's refresh controls by publishing a ``RefreshStatus``.
///
/// Conform, keep a ``BehaviorSubject`` of statuses, and let the view bind it with
/// ``refreshStatusBind(to:header:footer:_:_:)``. The view model stays free of views and testable on
/// its own: assert on the statuses it publishes.
///
/// ```swift
/// final class ListViewModel: Refreshable {
///   let refreshStatus = BehaviorSubject(value: RefreshStatus.none)
///   let reload = PublishSubject<Bool>()  // true = load the next page
/// }
/// ```
@MainActor
public protocol Refreshable {
  /// The status the bound list applies; its current value is applied when binding.
  var refreshStatus: BehaviorSubject<RefreshStatus> { get }
}
