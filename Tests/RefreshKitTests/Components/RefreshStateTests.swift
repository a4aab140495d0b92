import RefreshKit
import Testing

@Suite struct RefreshStateTests {}

extension RefreshStateTests {
  @Test func descriptionsAreTheCaseNames() {
    #expect(
      [RefreshState.idle, .pulling, .refreshing, .willRefresh, .noMoreData].map(\.description)
        == ["idle", "pulling", "refreshing", "willRefresh", "noMoreData"])
  }
}
