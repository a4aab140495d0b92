/// A value that changes over time and tells its observers: the latest value is replayed
/// to every new subscriber.
///
/// This is RxSwift's `BehaviorSubject`, with its names and semantics, because it is what
/// an iOS view model would otherwise pull in RxSwift for: a status the view binds to.
///
/// - A new subscriber receives the latest value (the initial one if nothing was sent)
///   synchronously, then every later value. Observers are called in subscription order.
/// - After ``ObserverType/onCompleted()`` or ``ObserverType/onError(_:)`` later events are ignored, and a late
///   subscriber receives only that terminal event.
/// - ``value()`` returns the latest value, also after completion; it throws the error
///   after an error and ``RxError/disposed(object:)`` after ``dispose()``.
/// - An event sent from inside an observer is delivered after the current one has
///   reached every observer, so all observers see the same order; nothing deadlocks.
/// - Nothing reaches an observer after its subscription is disposed; disposing twice
///   (the subscription or the subject) is harmless.
///
/// It is `@MainActor`: events are sent and delivered on the main actor, with the views
/// they drive, so it is safe under Swift 6 strict concurrency without locks and without
/// opting out of the compiler's Sendable checks. Its values need not be `Sendable`.
///
/// ```swift
/// let status = BehaviorSubject(value: RefreshStatus.none)
/// let subscription = status.subscribe(onNext: { print($0) })  // prints none
/// status.onNext(.beginHeaderRefresh)                            // prints beginHeaderRefresh
/// try status.value()                                            // .beginHeaderRefresh
/// subscription.dispose()
/// ```
@MainActor
public final class BehaviorSubject<Element>: ObservableType, ObserverType, Cancelable {
  private var element: Element
  private let observers = ObserverList<Element>()

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { observers.isDisposed }

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    element = value
  }

  /// Whether any observer is subscribed (false after a terminal event or disposal).
  public var hasObservers: Bool { !observers.isEmpty }

  /// The latest value; after completion the last one.
  ///
  /// - Throws: the error the subject ended with, or ``RxError/disposed(object:)`` after
  ///   ``dispose()``.
  public func value() throws -> Element {
    if isDisposed { throw RxError.disposed(object: ObjectIdentifier(self)) }
    if case .error(let error) = observers.stoppedEvent { throw error }
    return element
  }

  /// Sends `event` to the observers; ignored after a terminal event or ``dispose()``.
  public func on(_ event: Event<Element>) {
    guard observers.isAccepting else { return }
    if case .next(let newElement) = event { element = newElement }
    observers.send(event)
  }

  /// Subscribes `observer`: it receives the latest value at once, then later events.
  ///
  /// After a terminal event it receives only that event; after ``dispose()`` an error.
  public func subscribe(_ observer: @escaping @MainActor (Event<Element>) -> Void)
    -> any Disposable
  {
    observers.subscribe(observer, owner: ObjectIdentifier(self), replay: .next(element))
  }

  /// Releases every observer without sending anything more; later events are ignored,
  /// ``value()`` throws, and new subscribers receive ``RxError/disposed(object:)``.
  public func dispose() {
    observers.dispose()
  }
}
