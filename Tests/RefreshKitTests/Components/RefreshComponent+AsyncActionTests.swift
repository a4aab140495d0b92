import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshComponentAsyncActionTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RecordingHeader()
  let gate = AsyncGate()
  let log = EventLog()

  /// An action that logs, waits at the gate and logs how it ended.
  func gatedAction(_ name: String = "load") -> @MainActor () async throws -> Void {
    { [log, gate] in
      log("\(name) started")
      do {
        try await gate.wait()
        log("\(name) returned")
      } catch is CancellationError {
        log("\(name) cancelled")
        throw CancellationError()
      } catch {
        log("\(name) threw")
        throw error
      }
    }
  }
}

extension RefreshComponentAsyncActionTests {
  @Test func returningEndsTheRefresh() async {
    header.setRefreshingAction(gatedAction())
    list.refreshHeader = header
    list.pullToRefresh()
    #expect(header.state == .refreshing)
    #expect(log.entries == [])  // starts on the main actor's next turn
    #expect(await yield(until: { gate.isWaiting }))
    scheduler.runUntilIdle()
    #expect(header.state == .refreshing)
    #expect(list.adjustedContentInset.top == 54)
    gate.open()
    #expect(await yield(until: { header.state == .idle }))
    #expect(list.adjustedContentInset.top == 0)
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(log.entries == ["load started", "load returned"])
    #expect(header.states == [.pulling, .refreshing, .idle])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func throwingEndsTheRefreshToo() async {
    header.setRefreshingAction(gatedAction())
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    gate.fail(LoadError())
    #expect(await yield(until: { header.state == .idle }))
    #expect(log.entries == ["load started", "load threw"])
    #expect(header.states == [.refreshing, .idle])
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func successRecordsTheLastUpdatedTimeAndFailureDoesNot() async {
    let stateHeader = RefreshStateHeader()
    let store = InMemoryLastUpdatedTimeStore()
    let day = Date(timeIntervalSince1970: 1_800_000_000)
    stateHeader.lastUpdatedTimeStore = store
    stateHeader.currentDate = { day }
    list.addRefreshHeader(refreshHeader: stateHeader, refreshAction: gatedAction())
    stateHeader.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    gate.fail(LoadError())
    #expect(await yield(until: { stateHeader.state == .idle }))
    #expect(stateHeader.lastUpdatedTime == nil)
    stateHeader.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    gate.open()
    #expect(await yield(until: { stateHeader.state == .idle }))
    #expect(stateHeader.lastUpdatedTime == day)
    // A returning action ends like a plain end: no result display, the inset is back.
    #expect(!stateHeader.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)
    #expect(log.entries == ["load started", "load threw", "load started", "load returned"])
    scheduler.runUntilIdle()
  }

  @Test func theFailureResultCarriesALocalizedErrorsMessage() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "You are offline" }
    }
    let stateHeader = RefreshStateHeader()
    var failures: [any Error] = [Offline(), LoadError()]
    list.addRefreshHeader(refreshHeader: stateHeader) { throw failures.removeFirst() }
    var shown: [RefreshResult?] = []
    for _ in 0..<2 {
      stateHeader.beginRefreshing()
      #expect(await yield(until: { stateHeader.state == .idle }))
      shown.append(stateHeader.shownResult)
      scheduler.runUntilIdle()
    }
    #expect(shown == [.failure(message: "You are offline"), .failure(message: nil)])
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func endingFromElsewhereCancelsTheAction() async {
    header.setRefreshingAction(gatedAction())
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    header.endRefreshing()
    #expect(await yield(until: { log.entries.count == 2 }))
    #expect(log.entries == ["load started", "load cancelled"])
    #expect(header.states == [.refreshing, .idle])
  }

  @Test func aCancelledActionNeverEndsALaterRefresh() async {
    let first = AsyncGate()
    let second = AsyncGate()
    var gates = [first, second]
    header.setRefreshingAction { [log] in
      let gate = gates.removeFirst()
      log("started")
      await gate.waitIgnoringCancellation()  // keeps going after its cancellation
      log("returned")
    }
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(await yield(until: { first.isWaiting }))
    header.endRefreshing()
    header.beginRefreshing()
    #expect(await yield(until: { second.isWaiting }))
    first.open()
    #expect(await yield(until: { log.entries.count == 3 }))
    await yieldSeveralTimes()
    #expect(header.state == .refreshing)  // the second refresh is still running
    second.open()
    #expect(await yield(until: { header.state == .idle }))
    #expect(log.entries == ["started", "started", "returned", "returned"])
    #expect(header.states == [.refreshing, .idle, .refreshing, .idle])
  }

  @Test func endingBeforeTheActionStartsMeansItNeverRuns() async {
    header.setRefreshingAction(gatedAction())
    list.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    await yieldSeveralTimes()
    #expect(log.entries == [])
    #expect(header.state == .idle)
  }

  @Test func replacingTheComponentCancelsTheAction() async {
    header.setRefreshingAction(gatedAction())
    list.refreshHeader = header
    header.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    list.refreshHeader = RefreshHeader()
    #expect(await yield(until: { log.entries.count == 2 }))
    #expect(log.entries == ["load started", "load cancelled"])
    #expect(header.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
  }

  @Test func releasingTheContainerCancelsTheAction() async {
    var container: ScrollView? = ListFixture(scheduler: scheduler).list
    weak let weakContainer = container
    container?.addRefreshHeader(refreshHeader: header, refreshAction: gatedAction())
    header.beginRefreshing()
    #expect(await yield(until: { gate.isWaiting }))
    container = nil
    #expect(weakContainer == nil)
    #expect(await yield(until: { log.entries.count == 2 }))
    #expect(log.entries == ["load started", "load cancelled"])
    scheduler.runUntilIdle()
  }

  @Test func releasingTheComponentCancelsTheAction() async {
    var component: RefreshHeader? = RefreshHeader()
    weak let weakComponent = component
    component?.setRefreshingAction(gatedAction())
    list.refreshHeader = component
    component?.beginRefreshing()
    component = nil
    #expect(await yield(until: { gate.isWaiting }))
    list.refreshHeader = nil
    scheduler.runUntilIdle()
    #expect(weakComponent == nil)
    #expect(await yield(until: { log.entries.count == 2 }))
    #expect(log.entries == ["load started", "load cancelled"])
  }

  @Test func stateChangesStreamsEveryLaterChangeInOrder() async {
    list.refreshHeader = header
    let received = EventLog()
    let stream = header.stateChanges
    let consumer = Task {
      for await state in stream { received("\(state)") }
      received("finished")
    }
    list.pullToRefresh()
    header.endRefreshing()
    header.beginRefreshing()
    #expect(await yield(until: { received.entries.count == 4 }))
    #expect(received.entries == ["pulling", "refreshing", "idle", "refreshing"])
    consumer.cancel()
    await consumer.value
  }

  @Test func stateChangesIgnoreScrollingThatChangesNoState() async {
    list.refreshHeader = header
    let received = EventLog()
    let stream = header.stateChanges
    let consumer = Task {
      for await state in stream { received("\(state)") }
    }
    for step in 1...20 { list.contentOffset = CGPoint(x: 0, y: CGFloat(step * 10)) }
    list.beginDragging()
    list.drag(by: 20)  // not far enough to pull
    list.endDragging()
    scheduler.runUntilIdle()
    header.beginRefreshing()
    #expect(await yield(until: { received.entries.count == 1 }))
    await yieldSeveralTimes()
    #expect(received.entries == ["refreshing"])
    consumer.cancel()
    await consumer.value
  }

  @Test func stateChangesFinishWhenTheComponentIsReleased() async {
    var component: RefreshHeader? = RefreshHeader()
    let received = EventLog()
    let stream = component?.stateChanges
    let consumer = Task {
      guard let stream else { return }
      for await state in stream { received("\(state)") }
      received("finished")
    }
    list.refreshHeader = component
    component?.beginRefreshing()
    list.refreshHeader = nil
    component = nil
    await consumer.value
    #expect(received.entries == ["refreshing", "idle", "finished"])
  }

  @Test func aStoppedConsumerIsForgotten() async {
    list.refreshHeader = header
    let consumer = Task {
      for await _ in header.stateChanges {}
    }
    await yieldSeveralTimes(5)
    consumer.cancel()
    await consumer.value
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.states == [.refreshing, .idle])
  }
}
