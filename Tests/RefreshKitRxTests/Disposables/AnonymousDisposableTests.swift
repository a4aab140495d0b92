import RefreshKitRx
import Testing

@MainActor
@Suite struct AnonymousDisposableTests {}

extension AnonymousDisposableTests {
  @Test func runsItsActionOnceOnFirstDispose() {
    let log = Log()
    let disposable = AnonymousDisposable { log("disposed") }
    #expect(!disposable.isDisposed)
    #expect(log.entries == [])
    disposable.dispose()
    disposable.dispose()
    #expect(disposable.isDisposed)
    #expect(log.entries == ["disposed"])
  }

  @Test func reentrantDisposeFromTheActionRunsNothingMore() {
    let log = Log()
    var disposable: AnonymousDisposable?
    disposable = AnonymousDisposable {
      log("disposed")
      disposable?.dispose()
    }
    disposable?.dispose()
    #expect(log.entries == ["disposed"])
  }

  @Test func releasesWhatTheActionCapturedOnceItRan() {
    final class Resource {}
    var resource: Resource? = Resource()
    weak let weakResource = resource
    let disposable = Disposables.create { [resource] in _ = resource }
    resource = nil
    #expect(weakResource != nil)
    disposable.dispose()
    #expect(weakResource == nil)
  }

  @Test func binaryDisposableDisposesBothInOrderOnce() {
    let log = Log()
    let both = Disposables.create(
      Disposables.create { log("first") }, Disposables.create { log("second") })
    both.dispose()
    both.dispose()
    #expect(log.entries == ["first", "second"])
    #expect(both.isDisposed)
  }
}
