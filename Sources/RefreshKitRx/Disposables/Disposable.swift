/// Something that can be released: a subscription, a binding, a resource.
///
/// RxSwift calls this `Disposable` too; RefreshKitRx keeps its names so code written
/// against RxSwift (the library an iOS team would otherwise reach for) reads the same.
/// Everything in RefreshKitRx is `@MainActor`, like the views it drives: subscriptions
/// are made, events are sent and disposables are disposed on the main actor, which is
/// what makes the types safe under Swift 6 strict concurrency without locks.
///
/// ```swift
/// let subscription = subject.subscribe(onNext: { print($0) })
/// subscription.dispose()  // no more values reach the closure
/// ```
@MainActor
public protocol Disposable: AnyObject {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}
