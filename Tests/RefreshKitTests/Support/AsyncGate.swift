import RefreshKit

/// A point an async action waits at until the test opens it (or makes it fail): async
/// work driven step by step, with no real time passing.
@MainActor
final class AsyncGate {
  private var continuation: CheckedContinuation<Void, any Error>?
  private var isCancelled = false

  /// Whether an action is waiting here.
  var isWaiting: Bool { continuation != nil }

  /// Waits until ``open()`` or ``fail(_:)``; throws `CancellationError` if the task is
  /// cancelled while waiting.
  func wait() async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if isCancelled || Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      // Tasks in these tests are cancelled from the main actor, synchronously.
      MainActor.assumeIsolated { self.cancel() }
    }
  }

  /// Waits until ``open()`` or ``fail(_:)``, ignoring cancellation (a careless action).
  func waitIgnoringCancellation() async {
    try? await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      self.continuation = continuation
    }
  }

  func open() { resume(with: .success(())) }

  func fail(_ error: any Error) { resume(with: .failure(error)) }

  private func cancel() {
    isCancelled = true
    resume(with: .failure(CancellationError()))
  }

  private func resume(with result: Result<Void, any Error>) {
    let waiting = continuation
    continuation = nil
    waiting?.resume(with: result)
  }
}

/// Lets main-actor tasks run until `condition` holds, yielding at most `maximumYields` times;
/// returns whether it held.
///
/// No real time passes.
@MainActor
func yield(until condition: () -> Bool, maximumYields: Int = 200) async -> Bool {
  for _ in 0..<maximumYields {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// Lets pending main-actor tasks run for a while (to show that something does NOT happen).
@MainActor
func yieldSeveralTimes(_ count: Int = 50) async {
  for _ in 0..<count { await Task.yield() }
}

/// A list of what happened, in order.
@MainActor
final class EventLog {
  var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}

struct LoadError: Error, Equatable {}
