/// A disposable that runs a closure the first time it is disposed, and never again.
///
/// This is what `Disposables.create(with:)` returns; use it to tie any clean-up to a
/// ``DisposeBag`` or a ``CompositeDisposable``. The closure is released once it has run,
/// so whatever it captured is freed with it.
///
/// ```swift
/// let disposable = AnonymousDisposable { timer.cancel() }
/// disposable.dispose()  // cancels the timer
/// disposable.dispose()  // does nothing
/// ```
@MainActor
public final class AnonymousDisposable: Cancelable {
  private var action: (@MainActor () -> Void)?

  /// Whether the disposable has been disposed.
  public private(set) var isDisposed = false

  /// Creates a disposable that runs `action` on its first ``dispose()``.
  public init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Runs the action if this is the first call; later calls do nothing.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    // Cleared before running, so a re-entrant dispose from inside the action is a no-op.
    let action = self.action
    self.action = nil
    action?()
  }
}
