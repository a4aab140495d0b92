extension Disposable {
  /// Adds this disposable to `bag`, so it is disposed when the bag is released.
  ///
  /// ```swift
  /// subject.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
