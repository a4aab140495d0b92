import Foundation
import RefreshKit

extension RefreshLocalization {
  /// Runs `body` with the language pinned (and the preferred languages fixed), then puts
  /// both back, so a test never depends on the machine's locale nor leaks its choice.
  @MainActor
  static func pinned<Result>(
    _ language: String?, preferred: [String] = ["en"], _ body: () throws -> Result
  ) rethrows -> Result {
    let savedLanguage = RefreshLocalization.language
    let savedPreferred = RefreshLocalization.preferredLanguages
    RefreshLocalization.preferredLanguages = preferred
    RefreshLocalization.language = language
    defer {
      RefreshLocalization.language = savedLanguage
      RefreshLocalization.preferredLanguages = savedPreferred
    }
    return try body()
  }
}

/// Fixed dates for last-updated tests.
enum FixedClock {
  /// UTC+8, no daylight saving: midnight is unambiguous.
  static let shanghai =
    TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 8 * 3600) ?? .gmt

  static let gregorian = Calendar(identifier: .gregorian)

  /// The instant of a wall-clock time in `timeZone`.
  static func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0,
    in timeZone: TimeZone = shanghai
  ) -> Date {
    var calendar = gregorian
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    // A valid Gregorian wall-clock time always has a date in a fixed-offset zone; a test
    // that passed a wrong one should stop here, loudly.
    // swift-format-ignore: NeverForceUnwrap
    return calendar.date(from: components)!
  }
}
