import Foundation

/// Where state headers remember when each of them last refreshed successfully.
///
/// A header reads and writes the date under its ``RefreshStateLookHosting/lastUpdatedTimeKey``.
/// ``UserDefaultsLastUpdatedTimeStore`` (the default) keeps it across launches, as
/// MJRefresh does; ``InMemoryLastUpdatedTimeStore`` keeps it for the process, for tests
/// and for apps that keep their own records.
///
/// ```swift
/// let store = InMemoryLastUpdatedTimeStore()
/// header.lastUpdatedTimeStore = store
/// store.setDate(Date(timeIntervalSince1970: 0), forKey: header.effectiveLastUpdatedTimeKey)
/// ```
@MainActor
public protocol LastUpdatedTimeStore: AnyObject {
  /// The date stored under `key`, or `nil`.
  func date(forKey key: String) -> Date?
  /// Stores `date` under `key`.
  func setDate(_ date: Date, forKey key: String)
}
