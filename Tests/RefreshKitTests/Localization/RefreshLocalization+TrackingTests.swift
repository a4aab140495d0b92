import Testing

@testable import RefreshKit

@MainActor
@Suite struct RefreshLocalizationTrackingTests {}

extension RefreshLocalizationTrackingTests {
  @Test func releasedComponentsDoNotAccumulate() {
    let before = RefreshLocalization.liveComponentCount
    for _ in 0..<10_000 { _ = RefreshStateHeader() }
    // Amortized compaction: the list stays within about twice the live components.
    #expect(RefreshLocalization.trackedEntryCount <= Swift.max(128, 2 * before + 64))
    let kept = (0..<3).map { _ in RefreshHeader() }
    #expect(RefreshLocalization.liveComponentCount == before + kept.count)
  }
}
