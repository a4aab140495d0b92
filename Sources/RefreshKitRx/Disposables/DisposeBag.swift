/// Holds disposables for as long as its owner lives, and disposes them when it goes.
///
/// A view model or controller keeps one bag in a stored property; every subscription it
/// makes is added with ``Disposable/disposed(by:)``. When the owner is released, the bag
/// is released and disposes everything it holds, in insertion order. There is no public
/// `dispose()` (as in RxSwift): to end the subscriptions early, replace the bag.
///
/// ```swift
/// final class ListController {
///   var disposeBag = DisposeBag()
///   func bind(to model: ListViewModel) {
///     model.refreshStatus.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
///   }
///   func unbind() { disposeBag = DisposeBag() }  // the old bag disposes its contents
/// }
/// ```
///
/// > Important: The bag is `@MainActor` and disposes in an isolated `deinit`: released
/// > on the main actor, it disposes before the release returns; released elsewhere, it
/// > disposes on the main actor shortly after.
@MainActor
public final class DisposeBag {
  private var disposables: [any Disposable] = []

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`, to be disposed when the bag is released.
  public func insert(_ disposable: any Disposable) {
    disposables.append(disposable)
  }

  isolated deinit {
    for disposable in disposables { disposable.dispose() }
  }
}
