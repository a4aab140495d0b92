import Testing

@testable import RefreshKit

@MainActor
@Suite struct RefreshLocalizationTrackingTests {}

extension RefreshLocalizationTrackingTests {
  @Test func releasedComponentsDoNotAccumulate() {
    let before = RefreshLocalization.liveComponentCount
    for _ in 0..<10_000 { _ = RefreshStateHeader() }
    // Each component leaves the list in its deinit: nothing released stays behind.
    #expect(RefreshLocalization.liveComponentCount == before)
    #expect(RefreshLocalization.linkedComponentCount == before)
    let kept = (0..<3).map { _ in RefreshHeader() }
    var released = (0..<3).map { _ in RefreshHeader() }
    // Unlinking from the middle, the end and the start keeps the list whole.
    released.remove(at: 1)
    released.removeLast()
    released.removeFirst()
    #expect(RefreshLocalization.liveComponentCount == before + kept.count)
    #expect(RefreshLocalization.linkedComponentCount == before + kept.count)
  }
}

extension RefreshLocalizationTrackingTests {
  @Test func preferredLanguagesFromTheLocaleEnvironment() {
    #expect(
      RefreshLocalization.preferredLanguages(
        environment: ["LANGUAGE": "ko:en", "LANG": "zh_TW.UTF-8"], system: ["en-001"])
        == ["ko", "en", "zh_TW", "en-001"])
    #expect(
      RefreshLocalization.preferredLanguages(
        environment: ["LC_ALL": "ru_RU.UTF-8@euro", "LANG": "uk_UA.UTF-8"], system: [])
        == ["ru_RU"])
    #expect(
      RefreshLocalization.preferredLanguages(
        environment: ["LC_ALL": "", "LANG": "C.UTF-8"], system: ["en-001"])
        == ["C", "en-001"])
    #expect(RefreshLocalization.preferredLanguages(environment: [:], system: ["fr"]) == ["fr"])
    // "C" is no language: resolution goes on to the next one.
    #expect(RefreshLocalization.supportedLanguage(for: "C") == nil)
  }
}
