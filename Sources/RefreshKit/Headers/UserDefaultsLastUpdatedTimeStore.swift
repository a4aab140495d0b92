import Foundation

/// A ``LastUpdatedTimeStore`` in `UserDefaults`: the default, so the time survives
/// relaunches (MJRefresh's behaviour).
///
/// ```swift
/// header.lastUpdatedTimeStore = UserDefaultsLastUpdatedTimeStore(defaults: groupDefaults)
/// ```
@MainActor
public final class UserDefaultsLastUpdatedTimeStore: LastUpdatedTimeStore {
  /// The defaults database it reads and writes.
  public let defaults: UserDefaults

  /// A store in `defaults` (the standard database by default).
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// The date stored under `key`, or `nil`.
  public func date(forKey key: String) -> Date? {
    defaults.object(forKey: key) as? Date
  }

  /// Stores `date` under `key`, replacing what was there.
  public func setDate(_ date: Date, forKey key: String) {
    defaults.set(date, forKey: key)
  }
}
