/// A component's async side: the task running its async refreshing action, and the
/// continuations of its `stateChanges` streams.
///
/// The component owns it; it holds nothing back (the task holds the component weakly),
/// so releasing the component cancels the task and finishes the streams.
@MainActor
final class AsyncRefreshSupport {
  /// The task running the current episode's action, if any.
  var task: Task<Void, Never>?

  private var continuations: [AsyncStream<RefreshState>.Continuation] = []

  func cancelTask() {
    task?.cancel()
    task = nil
  }

  /// A new stream of the component's later state changes.
  func makeStateStream() -> AsyncStream<RefreshState> {
    let (stream, continuation) = AsyncStream<RefreshState>.makeStream(
      bufferingPolicy: .unbounded)
    continuations.append(continuation)
    return stream
  }

  /// Called once per state change (never per offset change): ends the async action when
  /// its episode ended, and tells the streams.
  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    let wasRefreshing = oldState == .refreshing || oldState == .willRefresh
    let isRefreshing = newState == .refreshing || newState == .willRefresh
    if wasRefreshing && !isRefreshing { cancelTask() }
    guard !continuations.isEmpty else { return }
    // A stream whose consumer went away reports `.terminated`: forget it here rather than
    // from `onTermination`, which may run on any thread.
    continuations.removeAll { continuation in
      if case .terminated = continuation.yield(newState) { return true }
      return false
    }
  }

  isolated deinit {
    task?.cancel()
    for continuation in continuations { continuation.finish() }
  }
}
