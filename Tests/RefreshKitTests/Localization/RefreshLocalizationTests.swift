import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct RefreshLocalizationTests {}

extension RefreshLocalizationTests {
  @Test func everyKeyInEveryLanguage() {
    let keys = Set(RefreshLocalization.Key.allCases.map(\.rawValue))
    for language in RefreshLocalization.supportedLanguages {
      let table = RefreshLocalization.table(for: language)
      #expect(Set(table.keys) == keys, "\(language) has a different key set")
      for (key, text) in table {
        #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language): \(key) empty")
        #expect(!keys.contains(text), "\(language): \(key) shows a raw key")
      }
    }
  }

  @Test func noLookupReturnsARawKey() {
    let rawKeys = Set(RefreshLocalization.Key.allCases.map(\.rawValue))
    for language in RefreshLocalization.supportedLanguages + ["fr", "", "xx-YY"] {
      for key in RefreshLocalization.Key.allCases {
        let text = RefreshLocalization.string(for: key, language: language)
        #expect(!text.isEmpty)
        #expect(!rawKeys.contains(text), "\(language): \(key) shows its key")
      }
    }
  }

  @Test func englishAndChineseTexts() {
    let english = RefreshLocalization.Key.allCases.map {
      RefreshLocalization.string(for: $0, language: "en")
    }
    #expect(
      english == [
        "Pull down to refresh", "Release to refresh", "Loading...", "Refresh succeeded",
        "Refresh failed", "Updated", "Press F5 or Ctrl+R to refresh", "Last update: ", "Today",
        "No record",
        "Tap or pull up to load more", "Loading more data...", "No more data",
        "Pull up to load more", "Release to load more", "Loading more data...", "No more data",
        "Slide left to see more", "Slide right to see more", "Release to see more",
        "Loading...", "No more data", "Release to open", "Second floor", "%d new",
      ])
    #expect(RefreshLocalization.string(for: .secondFloorTitle, language: "zh-Hans") == "二楼")
    #expect(RefreshLocalization.string(for: .headerIdle, language: "zh-Hans") == "下拉可以刷新")
    #expect(RefreshLocalization.string(for: .headerPulling, language: "zh-Hant") == "鬆開立即刷新")
    #expect(RefreshLocalization.string(for: .headerIdle, language: "ko") == "아래로 당겨 새로고침")
    #expect(
      RefreshLocalization.string(for: .headerIdle, language: "ru")
        == "Потяните вниз для обновления")
    #expect(
      RefreshLocalization.string(for: .headerIdle, language: "uk")
        == "Потягніть вниз для оновлення")
  }

  @Test(arguments: [
    ("zh-Hant-TW", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"),
    ("zh-HK", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"),
    ("zh_CN", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"), ("en", "en"), ("en-GB", "en"),
    ("EN_us", "en"), ("ko-KR", "ko"), ("ru_RU", "ru"), ("uk-UA", "uk"),
  ])
  func supportedLanguageMatching(code: String, expected: String) {
    #expect(RefreshLocalization.supportedLanguage(for: code) == expected)
  }

  @Test(arguments: ["fr", "de-DE", "", "-", "zz-Hant", "english"])
  func unsupportedCodes(code: String) {
    #expect(RefreshLocalization.supportedLanguage(for: code) == nil)
  }

  @Test func resolutionOrder() {
    RefreshLocalization.pinned(nil, preferred: ["fr-FR", "zh-Hant-TW", "ko"]) {
      #expect(RefreshLocalization.currentLanguage == "zh-Hant")
      RefreshLocalization.language = "ru"
      #expect(RefreshLocalization.currentLanguage == "ru")
      #expect(RefreshLocalization.string(for: .headerRefreshing) == "Обновление...")
      // An explicit code RefreshKit does not ship pins English, not the device order.
      RefreshLocalization.language = "fr"
      #expect(RefreshLocalization.currentLanguage == "en")
      RefreshLocalization.language = nil
      #expect(RefreshLocalization.currentLanguage == "zh-Hant")
    }
    RefreshLocalization.pinned(nil, preferred: []) {
      #expect(RefreshLocalization.currentLanguage == "en")
    }
    RefreshLocalization.pinned(nil, preferred: ["de", "es"]) {
      #expect(RefreshLocalization.currentLanguage == "en")
      #expect(RefreshLocalization.string(for: .headerIdle) == "Pull down to refresh")
    }
  }

  @Test func pinningRestoresTheSettings() {
    let before = (RefreshLocalization.language, RefreshLocalization.preferredLanguages)
    RefreshLocalization.pinned("ko", preferred: ["uk"]) {
      #expect(RefreshLocalization.currentLanguage == "ko")
    }
    #expect(RefreshLocalization.language == before.0)
    #expect(RefreshLocalization.preferredLanguages == before.1)
  }

  @Test func changeReRendersEveryLiveComponentOnce() {
    RefreshLocalization.pinned("en") {
      let first = HookCountingHeader()
      let second = HookCountingHeader()
      RefreshLocalization.language = "zh-Hans"
      #expect(first.calls == ["zh-Hans"])
      #expect(second.calls == ["zh-Hans"])
      // Setting the same language again is not a change.
      RefreshLocalization.language = "zh-Hans"
      #expect(first.calls == ["zh-Hans"])
      // Changing the preferred languages while an override pins one still re-renders.
      RefreshLocalization.preferredLanguages = ["ko"]
      #expect(first.calls == ["zh-Hans", "zh-Hans"])
      #expect(second.calls == ["zh-Hans", "zh-Hans"])
    }
  }
}

/// A header that records, in its public hook, the language its label was rendered in.
@MainActor
final class HookCountingHeader: RefreshStateHeader {
  var calls: [String] = []

  override func localizationDidChange() {
    super.localizationDidChange()
    // The built-in look has already re-rendered when the hook runs.
    let language =
      RefreshLocalization.supportedLanguages.first {
        RefreshLocalization.string(for: .headerIdle, language: $0) == stateLabel.text
      } ?? "?"
    calls.append(language)
  }
}
