import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ScrollViewAsyncRefreshTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
}

extension ScrollViewAsyncRefreshTests {
  @Test func attachesTheHeaderWithAnAsyncAction() async throws {
    let header = RefreshHeader()
    let gate = AsyncGate()
    let loads = EventLog()
    let returned = list.addRefreshHeader(refreshHeader: header) {
      loads("reload")
      try await gate.wait()
    }
    #expect(returned === list)
    #expect(list.refreshHeader === header)
    list.triggerRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    gate.open()
    #expect(await yield(until: { header.state == .idle }))
    list.pullToRefresh()
    #expect(await yield(until: { gate.isWaiting }))
    #expect(loads.entries == ["reload", "reload"])
    list.endRefreshing()
    #expect(await yield(until: { !gate.isWaiting }))
    scheduler.runUntilIdle()
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aSynchronousBlockStillUsesTheBlockOverload() {
    let header = RefreshHeader()
    let log = EventLog()
    list.addRefreshHeader(refreshHeader: header) { log("block") }
    header.beginRefreshing()
    #expect(log.entries == ["block"])  // ran synchronously: no task involved
  }
}

extension ScrollViewAsyncRefreshTests {
  @Test func attachesTheFooterWithAnAsyncAction() async {
    let footer = RecordingAutoFooter()
    let gate = AsyncGate()
    let returned = list.addRefreshFooter(refreshFooter: footer) { try await gate.wait() }
    #expect(returned === list)
    #expect(list.refreshFooter === footer)
    list.scrollToEnd()
    #expect(footer.state == .refreshing)
    #expect(await yield(until: { gate.isWaiting }))
    gate.open()
    #expect(await yield(until: { footer.state == .idle }))
    scheduler.runUntilIdle()
    #expect(footer.states == [.refreshing, .idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func aFooterActionCanEndWithNoMoreData() async {
    let footer = RecordingAutoFooter()
    let gate = AsyncGate()
    list.addRefreshFooter(refreshFooter: footer) { [weak list] in
      try await gate.wait()
      list?.refreshFooter?.endRefreshingWithNoMoreData()
    }
    footer.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    gate.open()
    #expect(await yield(until: { footer.state == .noMoreData }))
    await yieldSeveralTimes()
    #expect(footer.states == [.refreshing, .noMoreData])
  }

  @Test func replacingTheFooterCancelsItsAction() async {
    let footer = RecordingAutoFooter()
    let gate = AsyncGate()
    let log = EventLog()
    list.addRefreshFooter(refreshFooter: footer) {
      do { try await gate.wait() } catch { log("cancelled") }
    }
    footer.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    list.refreshFooter = RefreshAutoFooter()
    #expect(await yield(until: { log.entries == ["cancelled"] }))
    #expect(footer.states == [.refreshing, .idle])
    #expect(list.adjustedContentInset.bottom == 44)  // only the new footer's reservation
  }
}
