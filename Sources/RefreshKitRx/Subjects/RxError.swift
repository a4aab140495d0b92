/// Errors that RefreshKitRx's own types report, named as in RxSwift.
///
/// ```swift
/// subject.dispose()
/// do { _ = try subject.value() } catch RxError.disposed { /* used after dispose() */ }
/// ```
public enum RxError: Error, Equatable {
  /// The object (identified by `object`) was used after its `dispose()`.
  case disposed(object: ObjectIdentifier)
}

extension RxError: CustomStringConvertible {
  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .disposed: "Object was used after it was disposed."
    }
  }
}
