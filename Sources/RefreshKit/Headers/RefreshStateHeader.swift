import Foundation

/// A header that says what is happening: a state label ("Pull down to refresh",
/// "Release to refresh", "Loading...") and a last-updated label below it.
///
/// A ``RefreshHeader`` built with a ``RefreshStateLook``, whose members it exposes under
/// MJRefresh's names (see ``RefreshStateLookHosting``). The titles follow the current language;
/// ``RefreshStateLookHosting/setTitle(_:for:)`` replaces one. The last-updated label shows when
/// this header (or every header sharing its key) last refreshed successfully: "Last update:
/// Today 14:05", "Last update: 03-05 09:10", "Last update: 2025-03-05 09:10" or "Last update: No
/// record"; its date, calendar, time zone and store can all be fixed.
///
/// After an end with a result, the state label shows it ("Refresh succeeded", "Refresh failed"
/// or a failure's message) for ``RefreshHeader/shownResultDuration`` while the header stays
/// open; see ``RefreshHeader`` for the result phase.
///
/// Subclass it as MJRefresh code subclasses `MJRefreshStateHeader`: `prepare`, `placeSubviews`
/// and a `state` observer run after the look has done its part.
///
/// ```swift
/// let header = RefreshStateHeader()
/// header.setTitle("Pull to sync", for: .idle)
/// header.lastUpdatedTimeKey = "inbox"          // its own record
/// header.lastUpdatedTimeText = { date in       // its own format
///   date == nil ? "Never synced" : ""          // "" keeps the built-in text
/// }
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.sync() }
/// ```
@MainActor
open class RefreshStateHeader: RefreshHeader, RefreshStateLookHosting {
  /// The key headers share unless they set their own
  /// ``RefreshStateLookHosting/lastUpdatedTimeKey``.
  public static let defaultLastUpdatedTimeKey = "RefreshKit.RefreshHeader.lastUpdatedTime"

  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshStateLook() }

  /// The state look this class is built with (see ``RefreshStateLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var stateLook: RefreshStateLook { builtInLook(as: RefreshStateLook.self) }
}
