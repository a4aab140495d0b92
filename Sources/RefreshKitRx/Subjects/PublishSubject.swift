/// A stream of events sent to whoever is subscribed at the time: nothing is replayed.
///
/// RxSwift's `PublishSubject`, with its names and semantics: use it for actions (a
/// "reload" request) rather than state (use ``BehaviorSubject`` for state).
///
/// - A subscriber receives the events sent after it subscribed, in order; observers are
///   called in subscription order.
/// - After ``onCompleted()`` or ``onError(_:)`` later events are ignored, and a late
///   subscriber receives only that terminal event.
/// - An event sent from inside an observer is delivered after the current one has
///   reached every observer; nothing reaches an observer after its disposal.
///
/// `@MainActor`, like ``BehaviorSubject`` and for the same reason.
///
/// ```swift
/// let reload = PublishSubject<Bool>()  // true = load the next page
/// reload.subscribe(onNext: { loadMore in model.load(more: loadMore) }).disposed(by: bag)
/// reload.onNext(false)
/// ```
@MainActor
public final class PublishSubject<Element>: ObservableType, ObserverType, Cancelable {
  private var stoppedEvent: Event<Element>?
  private let observers = ObserverList<Element>()

  /// Whether ``dispose()`` has been called.
  public private(set) var isDisposed = false

  /// Creates a subject with no observers.
  public init() {}

  /// Whether any observer is subscribed (false after a terminal event or disposal).
  public var hasObservers: Bool { !observers.isEmpty }

  /// Sends `event` to the observers; ignored after a terminal event or ``dispose()``.
  public func on(_ event: Event<Element>) {
    guard !isDisposed, stoppedEvent == nil else { return }
    if event.isStopEvent { stoppedEvent = event }
    observers.send(event)
  }

  /// Subscribes `observer` to later events. After a terminal event it receives only that
  /// event; after ``dispose()`` an error.
  public func subscribe(_ observer: @escaping @MainActor (Event<Element>) -> Void)
    -> any Disposable
  {
    if isDisposed {
      observer(.error(RxError.disposed(object: ObjectIdentifier(self))))
      return Disposables.create()
    }
    if let stoppedEvent {
      observer(stoppedEvent)
      return Disposables.create()
    }
    return observers.insert(observer).subscription
  }

  /// Releases every observer without sending anything more; later events are ignored and
  /// new subscribers receive ``RxError/disposed(object:)``.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    stoppedEvent = nil
    observers.removeAll()
  }
}
