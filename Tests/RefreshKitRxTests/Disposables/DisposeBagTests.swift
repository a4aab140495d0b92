import RefreshKitRx
import Testing

@MainActor
@Suite struct DisposeBagTests {}

extension DisposeBagTests {
  @Test func disposesInInsertionOrderWhenReleased() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      Disposables.create { log("a") }.disposed(by: bag)
      Disposables.create { log("b") }.disposed(by: bag)
      bag.insert(Disposables.create { log("c") })
    }
    #expect(log.entries == [])
    bag = nil
    #expect(log.entries == ["a", "b", "c"])
  }

  @Test func replacingTheBagDisposesTheOldContents() {
    @MainActor final class Owner {
      var disposeBag = DisposeBag()
    }
    let log = Log()
    let owner = Owner()
    Disposables.create { log("old") }.disposed(by: owner.disposeBag)
    owner.disposeBag = DisposeBag()
    #expect(log.entries == ["old"])
    Disposables.create { log("new") }.disposed(by: owner.disposeBag)
    #expect(log.entries == ["old"])
  }

  @Test func releasedBagEndsSubscriptions() {
    let subject = BehaviorSubject(value: 0)
    let recorder = Log()
    var bag: DisposeBag? = DisposeBag()
    if let bag { subject.subscribe(onNext: { recorder("\($0)") }).disposed(by: bag) }
    subject.onNext(1)
    #expect(subject.hasObservers)
    bag = nil
    #expect(!subject.hasObservers)
    subject.onNext(2)
    #expect(recorder.entries == ["0", "1"])
  }

  @Test func disposedItemsAreDisposedOnlyOnce() {
    let log = Log()
    let disposable = Disposables.create { log("once") }
    var bag: DisposeBag? = DisposeBag()
    if let bag { disposable.disposed(by: bag) }
    disposable.dispose()
    bag = nil
    #expect(log.entries == ["once"])
  }
}
