import Foundation

/// What a view model wants its list's refresh controls to do next.
///
/// A view model publishes these through ``Refreshable/refreshStatus``; the binding made
/// by ``Refreshable/refreshStatusBind(to:header:footer:_:_:)`` applies each one to the scroll view's
/// header and footer. The view model never touches a view.
///
/// ```swift
/// refreshStatus.onNext(.beginHeaderRefresh)  // show the header and reload
/// refreshStatus.onNext(.footerStatus(isHidden: items.isEmpty, isNoMoreData: items.count == total))
/// ```
public enum RefreshStatus: Equatable, Sendable {
  /// Nothing to show yet: hides the footer (an empty list has nothing to load more of).
  case none
  /// Begins the header's refreshing (which runs the header closure).
  case beginHeaderRefresh
  /// Ends the header's refreshing.
  case endHeaderRefresh
  /// Rows `insertedAbove` points high arrived above the reader: keeps their place and ends the
  /// header's refreshing (`RefreshComponent.endRefreshing(insertedAbove:completion:)`).
  ///
  /// Send it after the list's content grew at its top. Zero, negative, NaN and infinite heights
  /// keep nothing (the header still ends).
  case endHeaderRefreshKeepingPlace(insertedAbove: CGFloat)
  /// Begins the footer's refreshing (which runs the footer closure and ends the header's).
  case beginFooterRefresh
  /// Ends the footer's refreshing (a footer in no-more-data stays there).
  case endFooterRefresh
  /// Ends both the header's and the footer's refreshing.
  case endAllRefresh
  /// A page arrived: ends the header's refreshing, shows or hides the footer, and puts it
  /// in `RefreshState.noMoreData` or back to idle — also out of no-more-data,
  /// so a pull to refresh that brings more pages makes the footer load again.
  case footerStatus(isHidden: Bool, isNoMoreData: Bool)
}
