import RefreshKitTesting

extension TestScheduler {
  /// Reads `value` `count` times, advancing virtual time by `interval` after each reading:
  /// what an animation shows frame by frame.
  ///
  /// ```swift
  /// #expect(scheduler.sample(3, every: .milliseconds(100)) { shownText } == ["p0", "p1", "p0"])
  /// ```
  func sample<Value>(
    _ count: Int, every interval: Duration, _ value: () -> Value
  ) -> [Value] {
    var readings: [Value] = []
    for _ in 0..<count {
      readings.append(value())
      advance(by: interval)
    }
    return readings
  }
}
