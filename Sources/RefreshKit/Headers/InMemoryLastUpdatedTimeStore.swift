import Foundation

/// A ``LastUpdatedTimeStore`` that keeps dates in memory for the life of the store.
///
/// Tests use it so that nothing leaks between runs; headers that share one instance
/// share their records.
///
/// ```swift
/// let store = InMemoryLastUpdatedTimeStore()
/// header.lastUpdatedTimeStore = store
/// ```
@MainActor
public final class InMemoryLastUpdatedTimeStore: LastUpdatedTimeStore {
  /// Every stored date, by key.
  public private(set) var dates: [String: Date]

  /// A store holding `dates` (none by default).
  public init(dates: [String: Date] = [:]) {
    self.dates = dates
  }

  /// The date stored under `key`, or `nil`.
  public func date(forKey key: String) -> Date? {
    dates[key]
  }

  /// Stores `date` under `key`, replacing what was there.
  public func setDate(_ date: Date, forKey key: String) {
    dates[key] = date
  }
}
