import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// An auto footer that records every state it enters (transitions only).
@MainActor
final class RecordingAutoFooter: RefreshAutoFooter {
  var states: [RefreshState] = []
  override var state: RefreshState {
    // Transitions only: the initial idle that reaches observers after `prepare()` is
    // covered by its own test.
    didSet { if state != oldValue { states.append(state) } }
  }
}

/// A back footer that records every state it enters (transitions only).
@MainActor
final class RecordingBackFooter: RefreshBackFooter {
  var states: [RefreshState] = []
  override var state: RefreshState {
    // Transitions only: the initial idle that reaches observers after `prepare()` is
    // covered by its own test.
    didSet { if state != oldValue { states.append(state) } }
  }
}

/// A trailer that records every state it enters (transitions only).
@MainActor
final class RecordingTrailer: RefreshTrailer {
  var states: [RefreshState] = []
  override var state: RefreshState {
    // Transitions only: the initial idle that reaches observers after `prepare()` is
    // covered by its own test.
    didSet { if state != oldValue { states.append(state) } }
  }
}

/// Counts calls of a refreshing block.
@MainActor
final class LoadCounter {
  var count = 0
}

/// Expects the scroll view's refresh invariants to hold (call it at quiescent moments).
@MainActor
func expectSound(
  _ scrollView: ScrollView, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(RefreshInvariants.violations(in: scrollView) == [], sourceLocation: sourceLocation)
}

/// Whether two rectangles agree to a thousandth of a point (text widths are sums of
/// 0.6 em steps, so layout math carries rounding noise).
func approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
    && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}
