import RefreshKitRx
import RefreshKitTesting

/// One recorded event at a virtual time in milliseconds, as RxSwift's `.next(300, 4)`.
enum Recorded<Value: Equatable>: Equatable {
  case next(Int, Value)
  case error(Int, String)
  case completed(Int)
}

/// An error with a readable description, so timelines can compare errors as text.
struct TestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String = "test error") { self.description = description }
}

/// Records every event it observes with the scheduler's current time.
@MainActor
final class Recorder<Value: Equatable> {
  let scheduler: TestScheduler
  private(set) var events: [Recorded<Value>] = []

  init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

  var observer: @MainActor (Event<Value>) -> Void { { [self] event in record(event) } }

  var values: [Value] {
    events.compactMap { if case .next(_, let value) = $0 { value } else { nil } }
  }

  func record(_ event: Event<Value>) {
    let time = scheduler.milliseconds
    switch event {
    case .next(let value): events.append(.next(time, value))
    case .error(let error): events.append(.error(time, String(describing: error)))
    case .completed: events.append(.completed(time))
    }
  }
}

extension TestScheduler {
  /// The virtual time in whole milliseconds.
  var milliseconds: Int { Int(now / .milliseconds(1)) }

  /// Schedules `action` at the absolute virtual time `time` (milliseconds).
  func schedule(at time: Int, _ action: @escaping @MainActor () -> Void) {
    schedule(after: .milliseconds(time) - now, action)
  }

  /// A hot source: each event is sent to `observer` at its time while `isConnected`.
  func hotEvents<Value>(
    _ events: [(Int, Event<Value>)], to observer: @escaping @MainActor (Event<Value>) -> Void,
    whileConnected isConnected: @escaping @MainActor () -> Bool
  ) {
    for (time, event) in events {
      schedule(at: time) { if isConnected() { observer(event) } }
    }
  }
}

/// Records what happened, in order, as text.
@MainActor
final class Log {
  var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}
