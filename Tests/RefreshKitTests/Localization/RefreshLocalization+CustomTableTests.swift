import Foundation
import RefreshKit
import Testing

/// MJRefresh's custom-localization example, ported: the app ships its own table (with an
/// Arabic one, a language RefreshKit does not ship) and points RefreshKit at it.
@MainActor
@Suite struct RefreshLocalizationCustomTableTests {
  let bundle: Bundle

  init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CustomTable-\(UUID().uuidString)")
    try Self.write(
      ["RefreshHeaderIdleText": "اسحب للتحديث", "RefreshHeaderPullingText": "حرر للتحديث"],
      language: "ar", in: folder)
    // The app's English overrides one key; the rest stay RefreshKit's.
    try Self.write(["RefreshHeaderIdleText": "Pull, friend"], language: "en", in: folder)
    let made: Bundle? = Bundle(path: folder.path)
    bundle = try #require(made)
  }

  /// Puts the process-wide settings back (each test calls it before it returns, so no other
  /// test ever sees this suite's table).
  func restoreSettings() {
    RefreshLocalization.tableName = nil
    RefreshLocalization.bundle = nil
    RefreshLocalization.language = nil
  }

  static func write(_ texts: [String: String], language: String, in folder: URL) throws {
    let lproj = folder.appendingPathComponent("\(language).lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let lines = texts.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";" }
    try Data(lines.joined(separator: "\n").utf8)
      .write(to: lproj.appendingPathComponent("RefreshTexts.strings"))
  }
}

extension RefreshLocalizationCustomTableTests {
  @Test func anAppsTableOverridesKeysAndAddsALanguage() {
    defer { restoreSettings() }
    let header = RefreshNormalHeader()
    RefreshLocalization.language = "en"
    #expect(header.stateLabel.text == "Pull down to refresh")

    RefreshLocalization.bundle = bundle
    RefreshLocalization.tableName = "RefreshTexts"
    // The override shows at once in live components; keys the app left out stay built in.
    #expect(header.stateLabel.text == "Pull, friend")
    #expect(RefreshLocalization.string(for: .headerPulling) == "Release to refresh")
    #expect(RefreshLocalization.availableLanguages.contains("ar"))

    RefreshLocalization.language = "ar-EG"
    #expect(RefreshLocalization.currentLanguage == "ar")
    #expect(header.stateLabel.text == "اسحب للتحديث")
    #expect(RefreshLocalization.string(for: .headerPulling) == "حرر للتحديث")
    // A key the Arabic table lacks falls back to English, the app's first.
    #expect(RefreshLocalization.string(for: .autoFooterNoMoreData) == "No more data")

    // Without the custom table, "ar" is not a language RefreshKit ships: English.
    RefreshLocalization.tableName = nil
    RefreshLocalization.bundle = nil
    #expect(RefreshLocalization.currentLanguage == "en")
    #expect(header.stateLabel.text == "Pull down to refresh")
  }

  @Test func aLanguageChangeIsAnnouncedAfterComponentsReRendered() {
    defer { restoreSettings() }
    let header = RefreshNormalHeader()
    RefreshLocalization.language = "en"
    var seen: [String] = []
    let observer = NotificationCenter.default.addObserver(
      forName: .refreshLanguageDidChange, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated { seen.append(header.stateLabel.text) }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    RefreshLocalization.language = "ko"
    RefreshLocalization.language = "ko"  // unchanged: no announcement
    RefreshLocalization.language = "en"
    #expect(seen == ["아래로 당겨 새로고침", "Pull down to refresh"])
  }
}
