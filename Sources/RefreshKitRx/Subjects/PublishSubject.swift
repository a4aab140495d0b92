/// A stream of events sent to whoever is subscribed at the time: nothing is replayed.
///
/// RxSwift's `PublishSubject`, with its names and semantics: use it for actions (a
/// "reload" request) rather than state (use ``BehaviorSubject`` for state).
///
/// - A subscriber receives the events sent after it subscribed, in order; observers are
///   called in subscription order.
/// - After ``ObserverType/onCompleted()`` or ``ObserverType/onError(_:)`` later events are ignored, and a late
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
  private let observers = ObserverList<Element>()

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { observers.isDisposed }

  /// Creates a subject with no observers.
  public init() {}

  /// Whether any observer is subscribed (false after a terminal event or disposal).
  public var hasObservers: Bool { !observers.isEmpty }

  /// Sends `event` to the observers; ignored after a terminal event or ``dispose()``.
  public func on(_ event: Event<Element>) {
    observers.send(event)
  }

  /// Subscribes `observer` to later events.
  ///
  /// After a terminal event it receives only that event; after ``dispose()`` an error.
  public func subscribe(_ observer: @escaping @MainActor (Event<Element>) -> Void)
    -> any Disposable
  {
    observers.subscribe(observer, owner: ObjectIdentifier(self))
  }

  /// Releases every observer without sending anything more; later events are ignored and
  /// new subscribers receive ``RxError/disposed(object:)``.
  public func dispose() {
    observers.dispose()
  }
}
