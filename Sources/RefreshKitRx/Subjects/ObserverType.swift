/// Something that receives ``Event``s: both subjects are observers you send events to.
///
/// ```swift
/// subject.onNext(1)
/// subject.onCompleted()
/// ```
@MainActor
public protocol ObserverType: AnyObject {
  /// The type of the values it receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends a value.
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends the terminal error.
  public func onError(_ error: any Error) {
    on(.error(error))
  }

  /// Sends the terminal completion.
  public func onCompleted() {
    on(.completed)
  }
}
