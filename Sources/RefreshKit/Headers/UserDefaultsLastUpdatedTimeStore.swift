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

  public func date(forKey key: String) -> Date? {
    defaults.object(forKey: key) as? Date
  }

  public func setDate(_ date: Date, forKey key: String) {
    defaults.set(date, forKey: key)
  }
}
