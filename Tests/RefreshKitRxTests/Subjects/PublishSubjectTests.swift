import RefreshKitRx
import RefreshKitTesting
import Testing

/// RxSwift's PublishSubject tests as timelines on virtual time (milliseconds), in the
/// same scenario as ``BehaviorSubjectTests``: nothing is replayed.
@MainActor
@Suite struct PublishSubjectTests {
  let scheduler = TestScheduler()

  func runScenario(_ source: [(Int, Event<Int>)]) -> [Recorder<Int>] {
    let subject = PublishSubject<Int>()
    let recorders = [Recorder<Int>(scheduler), Recorder<Int>(scheduler), Recorder<Int>(scheduler)]
    var connected = false
    scheduler.schedule(at: 200) { connected = true }
    scheduler.schedule(at: 1000) { connected = false }
    scheduler.hotEvents(source, to: { subject.on($0) }, whileConnected: { connected })
    var subscriptions: [any Disposable] = []
    for (index, (subscribeTime, disposeTime)) in [(300, 600), (400, 700), (900, 950)].enumerated() {
      scheduler.schedule(at: subscribeTime) {
        subscriptions.append(subject.subscribe(recorders[index].observer))
      }
      scheduler.schedule(at: disposeTime) { subscriptions[index].dispose() }
    }
    scheduler.runUntilIdle()
    return recorders
  }

  static let values: [(Int, Event<Int>)] = [
    (70, .next(1)), (110, .next(2)), (220, .next(3)), (270, .next(4)), (340, .next(5)),
    (410, .next(6)), (520, .next(7)),
  ]
}

extension PublishSubjectTests {
  @Test func infiniteDeliversOnlyLaterValues() {
    let later: [(Int, Event<Int>)] = [
      (630, .next(8)), (710, .next(9)), (870, .next(10)), (940, .next(11)), (1020, .next(12)),
    ]
    let results = runScenario(Self.values + later)
    #expect(results[0].events == [.next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(results[1].events == [.next(410, 6), .next(520, 7), .next(630, 8)])
    #expect(results[2].events == [.next(940, 11)])
  }

  @Test func finiteReplaysOnlyTheCompletion() {
    let ending: [(Int, Event<Int>)] = [
      (630, .completed), (640, .next(9)), (650, .completed), (660, .error(TestError())),
    ]
    let results = runScenario(Self.values + ending)
    #expect(results[0].events == [.next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(results[1].events == [.next(410, 6), .next(520, 7), .completed(630)])
    #expect(results[2].events == [.completed(900)])
  }

  @Test func errorIsReplayedAloneToLateSubscribers() {
    let ending: [(Int, Event<Int>)] = [(630, .error(TestError())), (640, .next(9))]
    let results = runScenario(Self.values + ending)
    #expect(results[1].events == [.next(410, 6), .next(520, 7), .error(630, "test error")])
    #expect(results[2].events == [.error(900, "test error")])
  }

  @Test func reentrantOnNextIsDeliveredInOrderToEveryObserver() {
    let subject = PublishSubject<Int>()
    let log = Log()
    let first = subject.subscribe(onNext: { value in
      log("first \(value)")
      if value < 3 { subject.onNext(value + 1) }
    })
    let second = subject.subscribe(onNext: { log("second \($0)") })
    subject.onNext(1)
    #expect(
      log.entries == [
        "first 1", "second 1", "first 2", "second 2", "first 3", "second 3",
      ])
    first.dispose()
    second.dispose()
  }

  @Test func subscriberAddedDuringDeliveryGetsOnlyLaterEvents() {
    let subject = PublishSubject<Int>()
    let log = Log()
    var late: (any Disposable)?
    let first = subject.subscribe(onNext: { value in
      log("first \(value)")
      if late == nil { late = subject.subscribe(onNext: { log("late \($0)") }) }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(log.entries == ["first 1", "first 2", "late 2"])
    first.dispose()
    late?.dispose()
  }

  @Test func hasObserversOverTime() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    #expect(subject.hasObservers)
    first.dispose()
    #expect(subject.hasObservers)
    second.dispose()
    second.dispose()
    #expect(!subject.hasObservers)
    _ = subject.subscribe(onNext: { _ in })
    subject.onError(TestError())
    #expect(!subject.hasObservers)
  }

  @Test func disposedSubjectSendsNothingAndRejectsSubscribers() {
    let subject = PublishSubject<Int>()
    let recorder = Recorder<Int>(scheduler)
    _ = subject.subscribe(recorder.observer)
    subject.onNext(1)
    subject.dispose()
    subject.dispose()
    subject.onNext(2)
    let late = Recorder<Int>(scheduler)
    _ = subject.subscribe(late.observer)
    #expect(recorder.events == [.next(0, 1)])
    #expect(late.events == [.error(0, "Object was used after it was disposed.")])
    #expect(subject.isDisposed)
  }
}
