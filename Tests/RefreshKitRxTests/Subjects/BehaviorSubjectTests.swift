import RefreshKitRx
import RefreshKitTesting
import Testing

/// RxSwift's BehaviorSubject tests as timelines on virtual time (milliseconds): a hot
/// source is connected to the subject from 200 to 1000, observers subscribe at 300, 400
/// and 900 and are disposed at 600, 700 and 950.
@MainActor
@Suite struct BehaviorSubjectTests {
  let scheduler = TestScheduler()

  /// Runs RxSwift's standard scenario with `source` and returns the three observers.
  func runScenario(_ source: [(Int, Event<Int>)]) -> [Recorder<Int>] {
    let subject = BehaviorSubject(value: 100)
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

extension BehaviorSubjectTests {
  @Test func infiniteReplaysTheLatestValueToEachSubscriber() {
    let later: [(Int, Event<Int>)] = [
      (630, .next(8)), (710, .next(9)), (870, .next(10)), (940, .next(11)), (1020, .next(12)),
    ]
    let results = runScenario(Self.values + later)
    #expect(results[0].events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(results[1].events == [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
    #expect(results[2].events == [.next(900, 10), .next(940, 11)])
  }

  @Test func finiteReplaysOnlyTheCompletionToLateSubscribers() {
    let ending: [(Int, Event<Int>)] = [
      (630, .completed), (640, .next(9)), (650, .completed), (660, .error(TestError())),
    ]
    let results = runScenario(Self.values + ending)
    #expect(results[0].events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(
      results[1].events == [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
    #expect(results[2].events == [.completed(900)])
  }

  @Test func errorIsReplayedAloneToLateSubscribers() {
    let ending: [(Int, Event<Int>)] = [
      (630, .error(TestError())), (640, .next(9)), (650, .completed),
      (660, .error(TestError("second"))),
    ]
    let results = runScenario(Self.values + ending)
    #expect(results[0].events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(
      results[1].events == [
        .next(400, 5), .next(410, 6), .next(520, 7), .error(630, "test error"),
      ])
    #expect(results[2].events == [.error(900, "test error")])
  }

  @Test func canceledSourceLeavesTheInitialValue() {
    let ending: [(Int, Event<Int>)] = [
      (630, .completed), (640, .next(9)), (650, .completed), (660, .error(TestError())),
    ]
    let results = runScenario(ending)
    #expect(results[0].events == [.next(300, 100)])
    #expect(results[1].events == [.next(400, 100), .completed(630)])
    #expect(results[2].events == [.completed(900)])
  }

  @Test func newSubscriberGetsTheInitialValueSynchronously() {
    let subject = BehaviorSubject(value: "initial")
    let recorder = Recorder<String>(scheduler)
    _ = subject.subscribe(recorder.observer)
    #expect(recorder.events == [.next(0, "initial")])
  }

  @Test func observersAreCalledInSubscriptionOrder() {
    let subject = BehaviorSubject(value: 0)
    let log = Log()
    let first = subject.subscribe(onNext: { log("first \($0)") })
    let second = subject.subscribe(onNext: { log("second \($0)") })
    subject.onNext(1)
    #expect(log.entries == ["first 0", "second 0", "first 1", "second 1"])
    first.dispose()
    second.dispose()
  }

  @Test func noDeliveryAfterAnObserversDisposalAndDoubleDisposeIsHarmless() {
    let subject = BehaviorSubject(value: 0)
    let recorder = Recorder<Int>(scheduler)
    let log = Log()
    var subscription: (any Disposable)?
    scheduler.schedule(at: 100) {
      subscription = subject.subscribe(
        onNext: { recorder.record(.next($0)) }, onDisposed: { log("disposed") })
    }
    scheduler.schedule(at: 200) { subject.onNext(1) }
    scheduler.schedule(at: 300) { subscription?.dispose() }
    scheduler.schedule(at: 310) { subscription?.dispose() }
    scheduler.schedule(at: 400) { subject.onNext(2) }
    scheduler.runUntilIdle()
    #expect(recorder.events == [.next(100, 0), .next(200, 1)])
    #expect(log.entries == ["disposed"])
    subject.dispose()
    subject.dispose()
    #expect(subject.isDisposed)
  }

  @Test func observerDisposedByAnotherDuringDeliveryGetsNothingMore() {
    let subject = BehaviorSubject(value: 0)
    let log = Log()
    var second: (any Disposable)?
    let first = subject.subscribe(onNext: { value in
      log("first \(value)")
      if value == 1 { second?.dispose() }
    })
    second = subject.subscribe(onNext: { log("second \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    #expect(log.entries == ["first 0", "second 0", "first 1", "first 2"])
    first.dispose()
  }

  @Test func hasObserversOverTime() {
    let subject = BehaviorSubject(value: 0)
    var timeline: [(Int, Bool)] = []
    var subscriptions: [any Disposable] = []
    func sample() { timeline.append((scheduler.milliseconds, subject.hasObservers)) }
    sample()
    scheduler.schedule(at: 100) { subscriptions.append(subject.subscribe(onNext: { _ in })) }
    scheduler.schedule(at: 150) { sample() }
    scheduler.schedule(at: 200) { subscriptions.append(subject.subscribe(onNext: { _ in })) }
    scheduler.schedule(at: 300) { subscriptions[0].dispose() }
    scheduler.schedule(at: 350) { sample() }
    scheduler.schedule(at: 400) { subscriptions[1].dispose() }
    scheduler.schedule(at: 450) { sample() }
    scheduler.schedule(at: 500) { subscriptions.append(subject.subscribe(onNext: { _ in })) }
    scheduler.schedule(at: 550) { sample() }
    scheduler.schedule(at: 600) { subject.onCompleted() }
    scheduler.schedule(at: 650) { sample() }
    scheduler.runUntilIdle()
    #expect(timeline.map(\.0) == [0, 150, 350, 450, 550, 650])
    #expect(timeline.map(\.1) == [false, true, true, false, true, false])
  }

  @Test func reentrantOnNextIsDeliveredInOrderToEveryObserver() throws {
    let subject = BehaviorSubject(value: 0)
    let log = Log()
    let first = subject.subscribe(onNext: { value in
      log("first \(value)")
      if value == 1 { subject.onNext(2) }
    })
    let second = subject.subscribe(onNext: { log("second \($0)") })
    subject.onNext(1)
    #expect(
      log.entries == ["first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])
    #expect(try subject.value() == 2)
    first.dispose()
    second.dispose()
  }

  @Test func reentrantOnNextFromTheReplayComesAfterIt() {
    let subject = BehaviorSubject(value: 0)
    let log = Log()
    let subscription = subject.subscribe(onNext: { value in
      log("got \(value)")
      if value == 0 { subject.onNext(1) }
    })
    #expect(log.entries == ["got 0", "got 1"])
    subscription.dispose()
  }

  @Test func completionFromInsideAnObserverStopsLaterEvents() {
    let subject = BehaviorSubject(value: 0)
    let recorder = Recorder<Int>(scheduler)
    let subscription = subject.subscribe { event in
      recorder.record(event)
      if case .next(1) = event {
        subject.onCompleted()
        subject.onNext(99)
      }
    }
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events == [.next(0, 0), .next(0, 1), .completed(0)])
    #expect(!subject.hasObservers)
    subscription.dispose()
  }

  @Test func valueInEveryState() throws {
    let fresh = BehaviorSubject(value: 1)
    #expect(try fresh.value() == 1)
    fresh.onNext(2)
    #expect(try fresh.value() == 2)
    fresh.onCompleted()
    fresh.onNext(3)
    #expect(try fresh.value() == 2)

    let failed = BehaviorSubject(value: 1)
    failed.onError(TestError("boom"))
    #expect(throws: TestError.self) { try failed.value() }

    let disposed = BehaviorSubject(value: 1)
    disposed.dispose()
    #expect(throws: RxError.disposed(object: ObjectIdentifier(disposed))) {
      try disposed.value()
    }
    failed.dispose()
    #expect(throws: RxError.self) { try failed.value() }
  }

  @Test func disposedSubjectSendsNothingAndRejectsSubscribers() {
    let subject = BehaviorSubject(value: 0)
    let recorder = Recorder<Int>(scheduler)
    _ = subject.subscribe(recorder.observer)
    subject.dispose()
    subject.onNext(1)
    subject.onCompleted()
    #expect(!subject.hasObservers)
    let late = Recorder<Int>(scheduler)
    _ = subject.subscribe(late.observer)
    #expect(recorder.events == [.next(0, 0)])
    #expect(late.events == [.error(0, "Object was used after it was disposed.")])
  }

  @Test func onDisposedRunsOnceAfterTheTerminalEvent() {
    let subject = BehaviorSubject(value: 0)
    let log = Log()
    let subscription = subject.subscribe(
      onNext: { log("next \($0)") }, onError: { _ in log("error") },
      onCompleted: { log("completed") }, onDisposed: { log("disposed") })
    subject.onCompleted()
    subscription.dispose()
    #expect(log.entries == ["next 0", "completed", "disposed"])
    _ = subject.subscribe(
      onCompleted: { log("late completed") }, onDisposed: { log("late disposed") })
    #expect(log.entries.suffix(2) == ["late completed", "late disposed"])
  }

  @Test func releasesObserversOnCompletion() {
    final class Owner {}
    let subject = BehaviorSubject(value: 0)
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    _ = subject.subscribe(onNext: { [owner] _ in _ = owner })
    owner = nil
    #expect(weakOwner != nil)
    subject.onCompleted()
    #expect(weakOwner == nil)
  }
}

extension BehaviorSubjectTests {
  @Test func aReleasedSubjectReleasesItsObserversEvenUndisposed() {
    final class Owner {}
    var subject: BehaviorSubject<Int>? = BehaviorSubject(value: 0)
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subscription = subject?.subscribe(onNext: { [owner] _ in _ = owner })
    owner = nil
    #expect(weakOwner != nil)
    subject = nil
    #expect(weakOwner == nil)
    subscription?.dispose()  // still harmless
  }
}
