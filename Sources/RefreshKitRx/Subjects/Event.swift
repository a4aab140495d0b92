/// One event of a sequence: a value, or the terminal error or completion.
///
/// As in RxSwift, a sequence sends any number of `.next` events and then at most one
/// terminal event; nothing follows a terminal event.
///
/// ```swift
/// subject.subscribe { event in
///   switch event {
///   case .next(let value): print(value)
///   case .error(let error): print("failed:", error)
///   case .completed: print("done")
///   }
/// }
/// ```
public enum Event<Element> {
  /// A value.
  case next(Element)
  /// The sequence failed; nothing follows.
  case error(any Error)
  /// The sequence finished; nothing follows.
  case completed

  /// Whether this is `.error` or `.completed`.
  public var isStopEvent: Bool {
    switch self {
    case .next: false
    case .error, .completed: true
    }
  }
}

extension Event: Sendable where Element: Sendable {}
