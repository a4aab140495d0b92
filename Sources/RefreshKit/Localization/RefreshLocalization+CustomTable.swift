import Foundation

extension Notification.Name {
  /// Posted on the main actor after the language or the custom strings table changed and every
  /// live component has re-rendered (MJRefresh's `MJRefreshDidChangeLanguageNotification`).
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(
  ///   forName: .refreshLanguageDidChange, object: nil, queue: .main
  /// ) { _ in MainActor.assumeIsolated { tableView.reloadData() } }
  /// ```
  public static let refreshLanguageDidChange = Notification.Name("RefreshKit.languageDidChange")
}

/// Your own strings table, as MJRefreshConfig's `i18nFilename` and `i18nBundle` give one.
///
/// A table set here is read before RefreshKit's: its texts override the built-in ones key by
/// key, and a language it has that RefreshKit does not ship (say `ar`) becomes available to
/// ``language`` and ``preferredLanguages``. A key your table lacks falls back to the built-in
/// text of that language, then to your English, then to RefreshKit's English.
extension RefreshLocalization {
  /// The name of your strings table, without `.strings` (`nil`: `Localizable` when a
  /// ``bundle`` is set, else no custom table); MJRefresh's `i18nFilename`.
  ///
  /// Setting it re-renders every live component at once.
  ///
  /// ```swift
  /// RefreshLocalization.tableName = "RefreshTexts"  // <lang>.lproj/RefreshTexts.strings
  /// RefreshLocalization.bundle = .module            // in a SwiftPM target's resources
  /// ```
  public static var tableName: String? {
    get { customTable.name }
    set {
      guard newValue != customTable.name else { return }
      customTable = CustomTable(name: newValue, bundle: customTable.bundle)
      settingsDidChange()
    }
  }

  /// The bundle holding your table (`nil`: `Bundle.main` when a ``tableName`` is set);
  /// MJRefresh's `i18nBundle`.
  ///
  /// Setting it re-renders every live component at once.
  public static var bundle: Bundle? {
    get { customTable.bundle }
    set {
      guard newValue !== customTable.bundle else { return }
      customTable = CustomTable(name: customTable.name, bundle: newValue)
      settingsDidChange()
    }
  }

  /// RefreshKit's languages and those your table adds, as their folder names say them.
  public static var availableLanguages: [String] {
    let added = customTable.languages.filter { supportedLanguage(for: $0) == nil }.sorted()
    return supportedLanguages + added
  }

  /// The language `code` resolves to: a shipped one (script-aware, see the type), else one
  /// your table adds (by the whole code, then its primary subtag), else nil.
  static func resolvedLanguage(for code: String) -> String? {
    supportedLanguage(for: code) ?? customTable.language(for: code)
  }

  /// Your table's text for `key` in `language`, if it has one.
  static func customText(for key: Key, language: String) -> String? {
    customTable.text(for: key.rawValue, language: language)
  }

  static var customTable: CustomTable {
    get { storedCustomTable }
    set { storedCustomTable = newValue }
  }

  private static var storedCustomTable = CustomTable(name: nil, bundle: nil)
}

/// An app's strings table: where it is, its languages, and the texts read so far.
@MainActor
struct CustomTable {
  let name: String?
  let bundle: Bundle?
  /// Language folder names (lowercased, without `.lproj`) that hold the table.
  let languages: [String]
  private var folders: [String: URL] = [:]
  private var texts: [String: [String: String]] = [:]

  init(name: String?, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
    guard name != nil || bundle != nil else {
      languages = []
      return
    }
    let file = "\(name ?? "Localizable").strings"
    let source = bundle ?? .main
    let directory = source.resourceURL ?? source.bundleURL
    let entries =
      (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
      ?? []
    for entry in entries where entry.pathExtension.lowercased() == "lproj" {
      let table = entry.appendingPathComponent(file)
      guard FileManager.default.fileExists(atPath: table.path) else { continue }
      folders[entry.deletingPathExtension().lastPathComponent.lowercased()] = table
    }
    languages = folders.keys.sorted()
    for (language, url) in folders {
      texts[language] = (try? Data(contentsOf: url)).map(RefreshLocalization.decode) ?? [:]
    }
  }

  /// The folder language `code` names: the whole code (`pt-BR`, `pt_br`), then its primary
  /// subtag (`ar-EG` → `ar`).
  func language(for code: String) -> String? {
    let normalized = code.lowercased().replacingOccurrences(of: "_", with: "-")
    guard !normalized.isEmpty else { return nil }
    if folders[normalized] != nil { return normalized }
    let primary = normalized.split(separator: "-").first.map(String.init) ?? normalized
    return folders[primary] != nil ? primary : nil
  }

  func text(for key: String, language: String) -> String? {
    texts[language.lowercased()]?[key]
  }
}
