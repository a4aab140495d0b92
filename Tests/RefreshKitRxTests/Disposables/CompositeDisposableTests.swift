import RefreshKitRx
import Testing

@MainActor
@Suite struct CompositeDisposableTests {}

extension CompositeDisposableTests {
  @Test func disposesEverythingInInsertionOrderOnce() {
    let log = Log()
    let group = CompositeDisposable(
      Disposables.create { log("a") }, Disposables.create { log("b") })
    group.insert(Disposables.create { log("c") })
    #expect(group.count == 3)
    #expect(log.entries == [])
    group.dispose()
    group.dispose()
    #expect(log.entries == ["a", "b", "c"])
    #expect(group.isDisposed)
    #expect(group.count == 0)
  }

  @Test func insertAfterDisposeDisposesAtOnceAndReturnsNoKey() {
    let log = Log()
    let group = CompositeDisposable()
    group.dispose()
    let key = group.insert(Disposables.create { log("late") })
    #expect(key == nil)
    #expect(log.entries == ["late"])
    #expect(group.count == 0)
  }

  @Test func removeDisposesOnlyThatOne() throws {
    let log = Log()
    let group = CompositeDisposable()
    let first = try #require(group.insert(Disposables.create { log("first") }))
    group.insert(Disposables.create { log("second") })
    group.remove(for: first)
    #expect(log.entries == ["first"])
    #expect(group.count == 1)
    group.remove(for: first)  // unknown now: ignored
    group.dispose()
    #expect(log.entries == ["first", "second"])
  }

  @Test func insertFromInsideDisposeIsDisposedAtOnce() {
    let log = Log()
    let group = CompositeDisposable()
    group.insert(
      Disposables.create {
        log("outer")
        group.insert(Disposables.create { log("inserted while disposing") })
      })
    group.dispose()
    #expect(log.entries == ["outer", "inserted while disposing"])
    #expect(group.count == 0)
  }

  @Test func endsSubscriptionsItHolds() {
    let subject = PublishSubject<Int>()
    let received = Log()
    let group = CompositeDisposable()
    group.insert(subject.subscribe(onNext: { received("a\($0)") }))
    group.insert(subject.subscribe(onNext: { received("b\($0)") }))
    subject.onNext(1)
    group.dispose()
    subject.onNext(2)
    #expect(received.entries == ["a1", "b1"])
    #expect(!subject.hasObservers)
  }
}
