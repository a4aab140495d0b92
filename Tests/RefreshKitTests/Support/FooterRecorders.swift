import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

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
