import Foundation

/// The last-updated line a state look shows on a header: when the header (or every header
/// sharing its key) last refreshed successfully.
///
/// "Last update: Today 14:05" on the same calendar day, "Last update: 03-05 09:10" within the
/// same year, "Last update: 2025-03-05 09:10" before, and "Last update: No record" when there is
/// none; the date comes from ``RefreshStateLook/currentDate`` in its calendar and time zone and is
/// kept in ``RefreshStateLook/lastUpdatedTimeStore``, so tests can fix all of them.
extension RefreshStateLook {
  /// The key actually used: ``lastUpdatedTimeKey``, or
  /// ``RefreshStateHeader/defaultLastUpdatedTimeKey`` when that is `nil` or empty.
  public var effectiveLastUpdatedTimeKey: String {
    if let lastUpdatedTimeKey, !lastUpdatedTimeKey.isEmpty { return lastUpdatedTimeKey }
    return RefreshStateHeader.defaultLastUpdatedTimeKey
  }

  /// When this look's key last recorded a successful refresh, or `nil`.
  public var lastUpdatedTime: Date? {
    lastUpdatedTimeStore.date(forKey: effectiveLastUpdatedTimeKey)
  }

  /// The built-in last-updated text for `date` ("Last update: Today 14:05", "Last update: 03-05
  /// 09:10", "Last update: 2025-03-05 09:10", "Last update: No record"), in the current language,
  /// ``calendar`` and ``timeZone``, relative to ``currentDate``.
  ///
  /// A custom ``lastUpdatedTimeText`` can call it for the cases it does not handle.
  public func defaultLastUpdatedTimeText(for date: Date?) -> String {
    let prefix = RefreshLocalization.string(for: .lastUpdatedPrefix)
    guard let date, date.timeIntervalSinceReferenceDate.isFinite else {
      return prefix + RefreshLocalization.string(for: .lastUpdatedNoRecord)
    }
    var calendar = self.calendar
    calendar.timeZone = timeZone
    let then = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
    let time = Self.twoDigits(then.hour) + ":" + Self.twoDigits(then.minute)
    let today = currentDate()
    let now =
      today.timeIntervalSinceReferenceDate.isFinite
      ? calendar.dateComponents([.era, .year, .month, .day], from: today) : DateComponents()
    let sameYear = then.era == now.era && then.year == now.year
    if sameYear && then.month == now.month && then.day == now.day {
      return prefix + RefreshLocalization.string(for: .lastUpdatedToday) + " " + time
    }
    let monthDay = Self.twoDigits(then.month) + "-" + Self.twoDigits(then.day)
    if sameYear { return prefix + monthDay + " " + time }
    return prefix + Self.fourDigits(then.year) + "-" + monthDay + " " + time
  }

  /// Re-renders the time label from the store, the formatter and the clock.
  func updateLastUpdatedTimeText() {
    let date = lastUpdatedTime
    let custom = lastUpdatedTimeText?(date) ?? ""
    lastUpdatedTimeLabel.text = custom.isEmpty ? defaultLastUpdatedTimeText(for: date) : custom
  }

  private static func twoDigits(_ value: Int?) -> String {
    let value = value ?? 0
    return value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }

  private static func fourDigits(_ value: Int?) -> String {
    let text = "\(value ?? 0)"
    return String(repeating: "0", count: Swift.max(0, 4 - text.count)) + text
  }
}
