import Foundation

/// The texts of the built-in headers, footers and trailers, in six languages, and the
/// choice of language.
///
/// RefreshKit ships en, zh-Hans, zh-Hant, ko, ru and uk (MJRefresh's six) with every
/// ``Key`` in every language. The language is chosen deterministically:
///
/// 1. the explicit ``language`` override, if set;
/// 2. otherwise the first of ``preferredLanguages`` that RefreshKit supports, matched
///    script-aware: `zh-Hant-TW`, `zh-TW`, `zh-HK` and `zh-MO` → zh-Hant; `zh-Hans-CN`,
///    `zh-CN` and a bare `zh` → zh-Hans; `en-GB` → en; `ru_RU` → ru;
/// 3. otherwise English.
///
/// > Important: An explicit ``language`` that RefreshKit does not ship (say `"fr"`) falls
/// > back to English, not to the preferred languages: an override is meant to pin the
/// > language, so it never depends on the device.
///
/// Setting ``language`` (or ``preferredLanguages``) at runtime re-renders every live
/// component at once: the built-in looks update their labels, then each component's
/// ``RefreshComponent/localizationDidChange()`` runs for your own texts.
///
/// ```swift
/// RefreshLocalization.language = "ko"
/// header.stateLabel.text  // "아래로 당겨 새로고침"
/// RefreshLocalization.string(for: .headerIdle, language: "zh-Hans")  // "下拉可以刷新"
/// ```
///
/// The tables are read from the module's resources (`Resources/<language>.lproj/
/// Localizable.strings`) by RefreshKit itself, case-insensitively, because SwiftPM
/// lowercases `.lproj` folder names on Linux and Foundation's own lookup follows the
/// process locale. A text missing from a table falls back to English, never to its key.
///
/// Your own table comes first: point ``tableName`` and ``bundle`` at it (MJRefreshConfig's
/// `i18nFilename` and `i18nBundle`) to override texts key by key and to add languages
/// RefreshKit does not ship; `Notification.Name.refreshLanguageDidChange` is
/// posted after every change has re-rendered the live components.
@MainActor
public enum RefreshLocalization {
  /// A text the built-in components show.
  public enum Key: String, CaseIterable, Sendable {
    /// Header, idle: "Pull down to refresh".
    case headerIdle = "RefreshHeaderIdleText"
    /// Header, pulling past the trigger: "Release to refresh".
    case headerPulling = "RefreshHeaderPullingText"
    /// Header, refreshing: "Loading...".
    case headerRefreshing = "RefreshHeaderRefreshingText"
    /// Header, after a successful refresh: "Refresh succeeded".
    case headerResultSuccess = "RefreshHeaderResultSuccessText"
    /// Header, after a failed refresh without a message: "Refresh failed".
    case headerResultFailure = "RefreshHeaderResultFailureText"
    /// Header, a refresh that ended without showing a result, as assistive technologies say
    /// it: "Updated".
    case headerUpdated = "RefreshHeaderUpdatedText"
    /// Header, the keys that refresh, as assistive technologies describe the list: "Press F5
    /// or Ctrl+R to refresh" (the GTK host's keys).
    case headerKeyboardHint = "RefreshHeaderKeyboardHintText"
    /// The last-updated label's prefix, with its trailing space: "Last update: ".
    case lastUpdatedPrefix = "RefreshHeaderLastTimeText"
    /// The word for the same calendar day: "Today".
    case lastUpdatedToday = "RefreshHeaderDateTodayText"
    /// Shown when there is no last-updated time: "No record".
    case lastUpdatedNoRecord = "RefreshHeaderNoneLastDateText"
    /// Auto footer, idle: "Tap or pull up to load more".
    case autoFooterIdle = "RefreshAutoFooterIdleText"
    /// Auto footer, refreshing: "Loading more data...".
    case autoFooterRefreshing = "RefreshAutoFooterRefreshingText"
    /// Auto footer, no more data: "No more data".
    case autoFooterNoMoreData = "RefreshAutoFooterNoMoreDataText"
    /// Back footer, idle: "Pull up to load more".
    case backFooterIdle = "RefreshBackFooterIdleText"
    /// Back footer, pulling past the trigger: "Release to load more".
    case backFooterPulling = "RefreshBackFooterPullingText"
    /// Back footer, refreshing: "Loading more data...".
    case backFooterRefreshing = "RefreshBackFooterRefreshingText"
    /// Back footer, no more data: "No more data".
    case backFooterNoMoreData = "RefreshBackFooterNoMoreDataText"
    /// Trailing-edge trailer, idle: "Slide left to see more".
    case trailerIdle = "RefreshTrailerIdleText"
    /// Leading-edge trailer, idle: "Slide right to see more".
    case trailerLeadingIdle = "RefreshTrailerLeadingIdleText"
    /// Trailer, pulling past the trigger: "Release to see more".
    case trailerPulling = "RefreshTrailerPullingText"
    /// Trailer, refreshing: "Loading...".
    case trailerRefreshing = "RefreshTrailerRefreshingText"
    /// Trailer, no more data: "No more data".
    case trailerNoMoreData = "RefreshTrailerNoMoreDataText"
    /// A header or back footer pulled past its second floor's threshold: "Release to open".
    case secondFloorReleaseToOpen = "RefreshSecondFloorReleaseText"
    /// The second floor's default title, while it opens and is open: "Second floor".
    case secondFloorTitle = "RefreshSecondFloorTitleText"
    /// The "N new" pill over a timeline (``NewItemsPill``), `%d` the count: "%d new".
    case newItems = "RefreshNewItemsText"
  }

  /// The languages RefreshKit ships, as BCP 47 codes.
  public static let supportedLanguages = ["en", "zh-Hans", "zh-Hant", "ko", "ru", "uk"]

  /// The language used when nothing else matches.
  public static let fallbackLanguage = "en"

  /// An explicit language that overrides ``preferredLanguages``; `nil` (the default) follows them.
  ///
  /// Setting it re-renders every live component at once. An unsupported code resolves to English
  /// (see the type's discussion).
  public static var language: String? {
    didSet {
      guard language != oldValue else { return }
      settingsDidChange()
    }
  }

  /// The user's preferred languages, most preferred first.
  ///
  /// By default these are `Locale.preferredLanguages`; on Linux, where Foundation does not read the
  /// locale environment, they are preceded by `LANGUAGE` (a colon-separated list) and the first set
  /// of `LC_ALL`, `LC_MESSAGES` and `LANG` (`zh_TW.UTF-8` reads as `zh_TW`). Set it to pin the
  /// order (tests do); setting it re-renders every live component at once.
  public static var preferredLanguages: [String] = systemPreferredLanguages() {
    didSet {
      guard preferredLanguages != oldValue else { return }
      settingsDidChange()
    }
  }

  /// The language in use, one of ``supportedLanguages`` or a language your own ``tableName``
  /// adds, resolved as the type describes.
  public static var currentLanguage: String {
    if let cachedLanguage { return cachedLanguage }
    let resolved: String
    if let language {
      resolved = resolvedLanguage(for: language) ?? fallbackLanguage
    } else {
      resolved =
        preferredLanguages.lazy.compactMap { resolvedLanguage(for: $0) }.first
        ?? fallbackLanguage
    }
    cachedLanguage = resolved
    return resolved
  }

  /// The supported language that `code` names (`"zh-Hant-TW"` → `"zh-Hant"`, `"EN_us"` →
  /// `"en"`), or `nil` when RefreshKit does not ship it (or `code` is empty).
  public nonisolated static func supportedLanguage(for code: String) -> String? {
    let subtags = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let primary = subtags.first else { return nil }
    switch primary {
    case "en": return "en"
    case "ko": return "ko"
    case "ru": return "ru"
    case "uk": return "uk"
    case "zh":
      let rest = subtags.dropFirst()
      if rest.contains("hant") { return "zh-Hant" }
      if rest.contains("hans") { return "zh-Hans" }
      if rest.contains(where: { $0 == "tw" || $0 == "hk" || $0 == "mo" }) { return "zh-Hant" }
      return "zh-Hans"
    default: return nil
    }
  }

  /// The text for `key` in ``currentLanguage``.
  public static func string(for key: Key) -> String {
    string(for: key, language: currentLanguage)
  }

  /// The text for `key` in `language` (any code ``supportedLanguage(for:)`` accepts, or a
  /// language your ``tableName`` adds; others give English).
  ///
  /// Your table is read first. Never the raw key: a missing text falls back to the built-in
  /// text of that language, then to English (yours, then RefreshKit's).
  public static func string(for key: Key, language: String) -> String {
    let resolved = resolvedLanguage(for: language) ?? fallbackLanguage
    if let text = customText(for: key, language: resolved) { return text }
    if let text = table(for: resolved)[key.rawValue] { return text }
    if let text = customText(for: key, language: fallbackLanguage) { return text }
    if let text = table(for: fallbackLanguage)[key.rawValue] { return text }
    return key.englishText
  }

  /// The texts of `language`'s resource table as shipped (empty when there is none).
  ///
  /// Tests use it to prove every key exists in every language.
  public static func table(for language: String) -> [String: String] {
    if let table = tables[language] { return table }
    let table = loadTable(language)
    tables[language] = table
    return table
  }

  /// The process's preferred languages, as ``preferredLanguages`` describes.
  nonisolated static func systemPreferredLanguages() -> [String] {
    #if canImport(Darwin)
      return Locale.preferredLanguages
    #else
      return preferredLanguages(
        environment: ProcessInfo.processInfo.environment, system: Locale.preferredLanguages)
    #endif
  }

  /// `LANGUAGE`'s list, then the first set of `LC_ALL`, `LC_MESSAGES` and `LANG` without
  /// its encoding and modifier, then `system`.
  nonisolated static func preferredLanguages(
    environment: [String: String], system: [String]
  ) -> [String] {
    var languages: [String] = []
    if let list = environment["LANGUAGE"] {
      languages += list.split(separator: ":").map(String.init)
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let code = value.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init)
      if let code, !code.isEmpty { languages.append(code) }
      break
    }
    return languages + system
  }

  // MARK: - Live components

  private static var cachedLanguage: String?
  private static var tables: [String: [String: String]] = [:]
  /// The live components, unretained, in the order they were made: a list threaded through
  /// the components themselves (``RefreshComponent/localizationLinks``).
  ///
  /// Safe without a weak reference: each component links itself in `init` and unlinks itself
  /// in its `deinit`, so no link outlives its component. Threaded through the components, the
  /// list costs no allocation and leaves nothing behind when they go (a dictionary kept its
  /// capacity after a million components were released; a weak list kept their side-table
  /// reference counts alive).
  private static var firstComponent: Unmanaged<RefreshComponent>?
  private static var lastComponent: Unmanaged<RefreshComponent>?
  private static var componentCount = 0

  /// Remembers `component` so that a language change re-renders it, until ``untrack(_:)``.
  static func track(_ component: RefreshComponent) {
    let link = Unmanaged.passUnretained(component)
    component.localizationLinks = LocalizationLinks(previous: lastComponent, next: nil)
    if let last = lastComponent {
      last.takeUnretainedValue().localizationLinks.next = link
    } else {
      firstComponent = link
    }
    lastComponent = link
    componentCount += 1
  }

  /// Forgets a component: its `deinit` calls this.
  static func untrack(_ component: RefreshComponent) {
    let links = component.localizationLinks
    if let previous = links.previous {
      previous.takeUnretainedValue().localizationLinks.next = links.next
    } else {
      firstComponent = links.next
    }
    if let next = links.next {
      next.takeUnretainedValue().localizationLinks.previous = links.previous
    } else {
      lastComponent = links.previous
    }
    component.localizationLinks = LocalizationLinks()
    componentCount -= 1
  }

  /// How many components a language change would re-render now (for tests).
  static var liveComponentCount: Int { componentCount }

  /// The live components in creation order, walked link by link (for tests: it must agree with
  /// ``liveComponentCount``).
  static var linkedComponentCount: Int {
    var count = 0
    var link = firstComponent
    while let current = link {
      count += 1
      link = current.takeUnretainedValue().localizationLinks.next
    }
    return count
  }

  static func settingsDidChange() {
    cachedLanguage = nil
    for component in liveComponents() { component.localizationChanged() }
    NotificationCenter.default.post(name: .refreshLanguageDidChange, object: nil)
  }

  /// The first live component, in creation order, that `predicate` accepts (the predicate
  /// must not create or release components).
  static func firstLiveComponent(
    where predicate: (RefreshComponent) -> Bool
  ) -> RefreshComponent? {
    var link = firstComponent
    while let current = link {
      let component = current.takeUnretainedValue()
      if predicate(component) { return component }
      link = component.localizationLinks.next
    }
    return nil
  }

  /// The live components, in creation order, as strong references: a hook called for each may
  /// create or release components, and each one stays alive until the caller's loop is done.
  static func liveComponents() -> [RefreshComponent] {
    var components: [RefreshComponent] = []
    components.reserveCapacity(componentCount)
    var link = firstComponent
    while let current = link {
      let component = current.takeUnretainedValue()
      components.append(component)
      link = component.localizationLinks.next
    }
    return components
  }

  // MARK: - Loading

  private static func loadTable(_ language: String) -> [String: String] {
    let bundle = Bundle.module
    let directory = bundle.resourceURL ?? bundle.bundleURL
    let wanted = "\(language.lowercased()).lproj"
    guard
      let entries = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil),
      let folder = entries.first(where: { $0.lastPathComponent.lowercased() == wanted }),
      let data = try? Data(contentsOf: folder.appendingPathComponent("Localizable.strings"))
    else { return [:] }
    return decode(data)
  }

  static func decode(_ data: Data) -> [String: String] {
    // A compiled (property list) table, as Apple toolchains may produce.
    if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
      return plist as? [String: String] ?? [:]
    }
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return StringsFile.parse(String(data: data, encoding: .utf16) ?? "")
    }
    return StringsFile.parse(String(decoding: data, as: UTF8.self))
  }
}

extension RefreshLocalization.Key {
  /// The English text, built in: the last resort when the resources cannot be read, so a
  /// label never shows a raw key.
  var englishText: String {
    switch self {
    case .headerIdle: "Pull down to refresh"
    case .headerPulling: "Release to refresh"
    case .headerRefreshing: "Loading..."
    case .headerResultSuccess: "Refresh succeeded"
    case .headerResultFailure: "Refresh failed"
    case .headerUpdated: "Updated"
    case .headerKeyboardHint: "Press F5 or Ctrl+R to refresh"
    case .lastUpdatedPrefix: "Last update: "
    case .lastUpdatedToday: "Today"
    case .lastUpdatedNoRecord: "No record"
    case .autoFooterIdle: "Tap or pull up to load more"
    case .autoFooterRefreshing: "Loading more data..."
    case .autoFooterNoMoreData: "No more data"
    case .backFooterIdle: "Pull up to load more"
    case .backFooterPulling: "Release to load more"
    case .backFooterRefreshing: "Loading more data..."
    case .backFooterNoMoreData: "No more data"
    case .trailerIdle: "Slide left to see more"
    case .trailerLeadingIdle: "Slide right to see more"
    case .trailerPulling: "Release to see more"
    case .trailerRefreshing: "Loading..."
    case .trailerNoMoreData: "No more data"
    case .secondFloorReleaseToOpen: "Release to open"
    case .secondFloorTitle: "Second floor"
    case .newItems: "%d new"
    }
  }
}

/// A component's place in the list of live components a language change re-renders.
///
/// Unretained: see ``RefreshLocalization`` (a component unlinks itself in its `deinit`).
struct LocalizationLinks {
  var previous: Unmanaged<RefreshComponent>?
  var next: Unmanaged<RefreshComponent>?
}
