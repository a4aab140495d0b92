import Foundation
import RefreshKit
import RefreshKitStaging
import RefreshKitTesting
import Testing

// RefreshKitTesting's staging is tested here, beside the snapshots that rely on it.
@MainActor
@Suite struct ComponentStageTests {
  func kind(_ name: String) throws -> ComponentKind {
    try #require(ComponentKind.all.first { $0.name == name })
  }
}

extension ComponentStageTests {
  @Test func everyKindHasAUniqueNameAndAtLeastIdle() {
    let names = ComponentKind.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(ComponentKind.all.allSatisfy { $0.states.first == .idle })
    #expect(names.contains("normal-header") && names.contains("auto-normal-footer"))
  }

  @Test func headerStatesAreReachedAsNamed() throws {
    let normal = try kind("normal-header")
    let half = ComponentStage(kind: normal, state: .pull50)
    #expect(half.component.state == .idle)
    #expect(half.component.pullingPercent == 0.5)
    // Each stage is kept in a constant: a released list puts its component back to idle.
    let full = ComponentStage(kind: normal, state: .pull100)
    #expect(full.component.state == .pulling)
    let refreshing = ComponentStage(kind: normal, state: .refreshing)
    #expect(refreshing.component.state == .refreshing)
    #expect(refreshing.scrollView.contentOffset.y == -54)
    let result = ComponentStage(kind: normal, state: .result)
    #expect((result.component as? RefreshHeader)?.shownResult == .success)
  }

  @Test func footerAndTrailerStatesAreReachedAsNamed() throws {
    let auto = try kind("auto-normal-footer")
    let loading = ComponentStage(kind: auto, state: .refreshing)
    #expect(loading.component.state == .refreshing)
    let none = ComponentStage(kind: try kind("back-normal-footer"), state: .noMoreData)
    #expect(none.component.state == .noMoreData)
    #expect(none.scrollView.contentOffset == none.scrollView.maximumContentOffset)
    let back = ComponentStage(kind: try kind("back-normal-footer"), state: .pull100)
    #expect(back.component.state == .pulling)
    let trailer = ComponentStage(kind: try kind("normal-trailer"), state: .pull100)
    #expect(trailer.component.state == .pulling)
    let leading = ComponentStage(kind: try kind("normal-leading-trailer"), state: .refreshing)
    #expect(leading.component.state == .refreshing)
    #expect((leading.component as? RefreshTrailer)?.edge == .leading)
  }

  @Test func datesArePinned() throws {
    let stage = ComponentStage(kind: try kind("state-header"), state: .idle)
    let header = try #require(stage.component as? RefreshStateHeader)
    #expect(header.currentDate() == ComponentStage.pinnedDate)
    #expect(header.lastUpdatedTime == ComponentStage.pinnedDate.addingTimeInterval(-71 * 60))
    #expect(header.timeZone.secondsFromGMT() == 0)
  }
}

// The look grid: every built-in look staged on every edge.
extension ComponentStageTests {
  @Test func lookKindsAreEveryLookOnEveryEdgeWithNamesOfTheirOwn() {
    let names = ComponentKind.looks.map(\.name)
    #expect(names.count == StagedLook.allCases.count * StagedEdge.allCases.count)
    #expect(names.allSatisfy { $0.hasPrefix("look-") })
    let everyName = names + ComponentKind.all.map(\.name)
    #expect(Set(everyName).count == everyName.count)
    #expect(
      names.prefix(5) == [
        "look-state-header", "look-state-auto-footer", "look-state-back-footer",
        "look-state-trailer", "look-state-leading-trailer",
      ])
    #expect(
      ComponentKind(look: .normal, on: .backFooter).typeName
        == "RefreshBackFooter(look: RefreshNormalLook())")
  }

  @Test(arguments: StagedLook.allCases, StagedEdge.allCases)
  func lookIsHostedOnItsEdgeAndEveryStateIsReached(look: StagedLook, edge: StagedEdge) throws {
    let kind = ComponentKind(look: look, on: edge)
    let placements: [StagedEdge: RefreshLookPlacement] = [
      .header: .header, .autoFooter: .autoFooter, .backFooter: .backFooter,
      .trailer: .trailingTrailer, .leadingTrailer: .leadingTrailer,
    ]
    let expected: [StagedState: RefreshState] = [
      .idle: .idle, .pull50: .idle, .pull100: .pulling, .refreshing: .refreshing,
      .result: .idle, .noMoreData: .noMoreData,
    ]
    for state in kind.states {
      let stage = ComponentStage(kind: kind, state: state)
      #expect(stage.component.lookPlacement == placements[edge])
      #expect(stage.component.look != nil)
      #expect(stage.component.state == expected[state], "\(kind.name) \(state.rawValue)")
    }
  }

  @Test func resultIsStagedOnlyForHeadersWhoseLookShowsText() {
    for look in StagedLook.allCases {
      let header = ComponentKind(look: look, on: .header)
      let showsText = [.state, .normal, .animated].contains(look)
      #expect(header.states.contains(.result) == showsText, "\(look)")
      #expect(!ComponentKind(look: look, on: .backFooter).states.contains(.result))
    }
  }

  @Test func theAnimatedLookGetsTheBuiltInFramesAndTheStateLookAPinnedClock() throws {
    let animated = ComponentStage(kind: ComponentKind(look: .animated, on: .trailer), state: .idle)
    let frames = try #require(animated.component.look as? RefreshAnimatedLook)
    #expect(frames.animation(for: .idle) != nil && frames.animation(for: .refreshing) != nil)
    let state = ComponentStage(kind: ComponentKind(look: .state, on: .header), state: .idle)
    let look = try #require(state.component.look as? RefreshStateLook)
    #expect(look.currentDate() == ComponentStage.pinnedDate)
    #expect(look.lastUpdatedTime == ComponentStage.pinnedDate.addingTimeInterval(-71 * 60))
  }
}
