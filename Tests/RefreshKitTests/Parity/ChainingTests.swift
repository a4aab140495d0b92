import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// MJRefresh 3.7's chaining API as its example app uses it, ported line for line.
@MainActor
@Suite final class ChainingTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  var log: [String] = []

  isolated deinit { scheduler.expectNoPendingWork() }
}

extension ChainingTests {
  @Test func keptCallbacksRunOnEveryEpisodeInOrder() {
    let header = RefreshNormalHeader { [unowned self] in log.append("block") }
      .autoChangeTransparency(true)
      .afterBeginningAction { [unowned self] in log.append("began") }
      .endingAnimationBeginningAction { [unowned self] in log.append("collapse starts") }
      .afterEndingAction { [unowned self] in log.append("ended") }
      .link(to: list)
    #expect(list.refreshHeader === header)
    #expect(header.isAutomaticallyChangeAlpha)

    for episode in 1...2 {
      log = []
      header.beginRefreshing()
      #expect(log == ["block"])
      scheduler.advance(by: header.fastAnimationDuration)
      #expect(log == ["block", "began"], "episode \(episode)")
      header.endRefreshing()
      #expect(log == ["block", "began", "collapse starts"])
      scheduler.advance(by: header.slowAnimationDuration)
      #expect(log == ["block", "began", "collapse starts", "ended"])
    }
  }

  @Test func perCallCompletionsRunOnceAndBeforeTheKeptOnes() {
    let header = RefreshNormalHeader {}
      .afterBeginningAction { [unowned self] in log.append("kept begin") }
      .afterEndingAction { [unowned self] in log.append("kept end") }
      .link(to: list)
    header.beginRefreshing { [unowned self] in log.append("call begin") }
    scheduler.runUntilIdle()
    header.endRefreshing { [unowned self] in log.append("call end") }
    scheduler.runUntilIdle()
    header.beginRefreshing()
    scheduler.runUntilIdle()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(log == ["call begin", "kept begin", "call end", "kept end", "kept begin", "kept end"])
  }

  @Test func anEndBeforeTheRevealFinishesStillRunsEachCallbackOnce() {
    let header = RefreshNormalHeader {}
      .afterBeginningAction { [unowned self] in log.append("began") }
      .endingAnimationBeginningAction { [unowned self] in log.append("collapse starts") }
      .afterEndingAction { [unowned self] in log.append("ended") }
      .link(to: list)
    header.beginRefreshing()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(log == ["began", "collapse starts", "ended"])
    // A refresh that never showed (the list was off screen) never began, nor ended.
    log = []
    list.isVisible = false
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(log == [])
  }

  @Test func animationDisabledLandsAtTheNextTurn() {
    let header = RefreshNormalHeader {}.setAnimationDisabled().link(to: list)
    #expect(header.fastAnimationDuration == .zero)
    #expect(header.slowAnimationDuration == .zero)
    header.beginRefreshing()
    scheduler.advance(by: .zero)
    #expect(list.contentOffset.y == -header.frame.height)
    header.endRefreshing()
    scheduler.advance(by: .zero)
    #expect(list.contentOffset.y == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func linkAttachesEachKindInItsOwnSlot() {
    let footer = RefreshAutoNormalFooter {}.link(to: list)
    let trailer = RefreshNormalTrailer {}.link(to: list)
    #expect(list.refreshFooter === footer)
    #expect(list.refreshTrailer === trailer)
    #expect(trailer.edge == .trailing)
    #expect(list.refreshHeader == nil)
    // A trailer that sits on the leading edge stays there when linked to another list.
    let leading = RefreshNormalTrailer {}
    list.refreshLeadingTrailer = leading
    let other = ScrollView(frame: list.frame, scheduler: scheduler)
    leading.link(to: other)
    #expect(other.refreshLeadingTrailer === leading)
    #expect(list.refreshLeadingTrailer == nil)
  }

  @Test func theLastUpdatedTextCanBeModifiedInTheChain() {
    let header = RefreshNormalHeader {}
      .modifyLastUpdatedTimeText { date in date == nil ? "Never synced" : "Synced" }
      .link(to: list)
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    #expect(header.lastUpdatedTimeLabel.text == "Never synced")
    header.beginRefreshing()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(header.lastUpdatedTimeLabel.text == "Synced")
  }
}
