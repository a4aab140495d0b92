/// A ``Disposable`` that can tell whether it has been disposed.
///
/// RxSwift's `Cancelable`: useful when the owner must check before doing work that
/// a disposal should have stopped.
///
/// ```swift
/// let disposable = Disposables.create { print("released") }
/// disposable.dispose()
/// disposable.isDisposed  // true
/// ```
@MainActor
public protocol Cancelable: Disposable {
  /// Whether ``Disposable/dispose()`` has been called.
  var isDisposed: Bool { get }
}
