/// A group of disposables that are disposed together, in insertion order.
///
/// Use it when several subscriptions share one lifetime that you end by hand; a
/// ``DisposeBag`` is the same idea tied to an owner's lifetime. Once the group is
/// disposed, anything inserted later is disposed at once (RxSwift's rule), so a late
/// subscription can never outlive the group.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subject.subscribe(onNext: { show($0) }))
/// group.remove(for: key!)  // disposes just that one
/// group.dispose()          // disposes the rest
/// ```
@MainActor
public final class CompositeDisposable: Cancelable {
  /// Identifies a disposable inside the group, for ``remove(for:)``.
  public struct DisposeKey: Hashable, Sendable {
    let rawValue: Int
  }

  private var entries: [(key: DisposeKey, disposable: any Disposable)] = []
  private var nextKey = 0

  /// Whether the group has been disposed.
  public private(set) var isDisposed = false

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding `disposables`.
  public init(disposables: [any Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Creates a group holding `disposables`.
  public convenience init(_ disposables: any Disposable...) {
    self.init(disposables: disposables)
  }

  /// How many disposables the group holds (0 once disposed).
  public var count: Int { entries.count }

  /// Adds `disposable` and returns its key; if the group is already disposed, disposes
  /// `disposable` at once and returns nil.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    guard !isDisposed else {
      disposable.dispose()
      return nil
    }
    let key = DisposeKey(rawValue: nextKey)
    nextKey += 1
    entries.append((key, disposable))
    return key
  }

  /// Removes the disposable stored under `key` and disposes it.
  ///
  /// Unknown keys are ignored.
  public func remove(for key: DisposeKey) {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    let removed = entries.remove(at: index)
    removed.disposable.dispose()
  }

  /// Disposes every disposable in insertion order; later calls do nothing.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    // Taken out first: a disposable that inserts into the group while being disposed
    // sees a disposed group and is disposed at once.
    let current = entries
    entries.removeAll()
    for entry in current { entry.disposable.dispose() }
  }
}
