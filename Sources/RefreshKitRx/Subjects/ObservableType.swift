/// A source of ``Event``s that observers subscribe to.
///
/// Conformers implement ``subscribe(_:)``; the RxSwift-style
/// ``subscribe(onNext:onError:onCompleted:onDisposed:)`` comes with the protocol.
///
/// ```swift
/// let subscription = subject.subscribe(onNext: { value in print(value) })
/// ```
@MainActor
public protocol ObservableType: AnyObject {
  /// The type of the values the sequence sends.
  associatedtype Element

  /// Subscribes `observer` to the sequence's events; disposing the result stops delivery.
  func subscribe(_ observer: @escaping @MainActor (Event<Element>) -> Void) -> any Disposable
}

extension ObservableType {
  /// Subscribes closures for each kind of event, as RxSwift's `subscribe(onNext:...)`.
  ///
  /// Nothing is delivered once the returned disposable is disposed. `onDisposed` runs
  /// once: when the subscription is disposed, or right after a terminal event.
  /// The closures are kept until then: capture owners weakly (`[weak self]`).
  ///
  /// ```swift
  /// model.items.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: disposeBag)
  /// ```
  public func subscribe(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    let disposed = Disposables.create { onDisposed?() }
    let subscription = subscribe { event in
      guard !disposed.isDisposed else { return }
      switch event {
      case .next(let value):
        onNext?(value)
      case .error(let error):
        onError?(error)
        disposed.dispose()
      case .completed:
        onCompleted?()
        disposed.dispose()
      }
    }
    return Disposables.create(subscription, disposed)
  }
}
