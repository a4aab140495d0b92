import RefreshKitTesting
import Testing

extension TestScheduler {
  /// Runs all pending work and records a test issue if some of it never finishes: an
  /// animation or a timer left running when the test ends.
  ///
  /// Call it at the end of a test, or in a suite's `deinit` to check every test, as
  /// swift-clocks checks for leftover suspensions in a teardown:
  ///
  /// ```swift
  /// @MainActor @Suite final class ListTests {
  ///   let scheduler = TestScheduler()
  ///   isolated deinit { scheduler.expectNoPendingWork() }
  /// }
  /// ```
  public func expectNoPendingWork(
    maximumSteps: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let leftover = leftoverWorkAfterRunning(maximumSteps: maximumSteps) else { return }
    Issue.record(Comment(rawValue: leftover), sourceLocation: sourceLocation)
  }
}
