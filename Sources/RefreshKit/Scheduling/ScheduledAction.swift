import Foundation

/// A handle to work scheduled on a ``Scheduler``; cancelling it keeps the work from running.
///
/// Schedulers create these with a cancellation handler that forgets the work, so a
/// cancelled action stops counting as pending at once.
@MainActor
public final class ScheduledAction {
  /// Whether ``cancel()`` was called before the work ran.
  public private(set) var isCancelled = false

  private var onCancel: (@MainActor () -> Void)?
  private var hasCompleted = false

  /// Creates a handle whose ``cancel()`` calls `onCancel` once.
  public init(onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Cancels the work if it has not run yet.
  ///
  /// Calling it again, or after the work ran, does nothing.
  public func cancel() {
    guard !isCancelled, !hasCompleted else { return }
    isCancelled = true
    let handler = onCancel
    onCancel = nil
    handler?()
  }

  /// Drops the cancellation handler once the work has run, so nothing is retained.
  ///
  /// Schedulers call it just before the work runs.
  public func markCompleted() {
    hasCompleted = true
    onCancel = nil
  }
}
