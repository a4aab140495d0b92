/// Factory functions for disposables, named as in RxSwift.
///
/// ```swift
/// let subscription = Disposables.create { source.stop() }
/// let both = Disposables.create(subscription, otherSubscription)
/// let nothing = Disposables.create()  // for subscriptions that hold no resource
/// ```
@MainActor
public enum Disposables {
  /// A disposable that does nothing when disposed.
  public static func create() -> any Cancelable {
    AnonymousDisposable {}
  }

  /// A disposable that runs `dispose` once, on its first disposal.
  public static func create(with dispose: @escaping @MainActor () -> Void) -> any Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes `first`, then `second`, once.
  public static func create(_ first: any Disposable, _ second: any Disposable) -> any Cancelable {
    AnonymousDisposable {
      first.dispose()
      second.dispose()
    }
  }
}
