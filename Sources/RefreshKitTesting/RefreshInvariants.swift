import Foundation
import RefreshKit

/// The state machine's invariants, checked on a live scroll view.
///
/// Call ``violations(in:)`` at any quiescent moment (nothing pending on the scheduler, or
/// between steps of a test) and expect an empty list:
///
/// ```swift
/// #expect(RefreshInvariants.violations(in: scrollView) == [])
/// ```
///
/// It checks that the inset ledger matches the components' states (a component
/// contributes only while its state calls for it, to its own edge, never a negative
/// amount and never more than its size, and the ledger's total equals the sum of the
/// attached components' contributions), that no geometry is NaN or infinite, and each
/// component's own bookkeeping: a header sits where its container puts it and is pulling
/// only while a drag is on, a refresh never waits (`RefreshState.willRefresh`)
/// on a container that is on screen, and no refreshing block ran twice in one episode.
///
/// The checks hold at every step boundary, not only when the scheduler is idle: state
/// and insets change together, synchronously; animations only move the offset.
@MainActor
public enum RefreshInvariants {
  /// Every violated invariant, as a readable sentence; empty when all hold.
  public static func violations(in scrollView: ScrollView) -> [String] {
    var found: [String] = []
    if !scrollView.contentOffset.x.isFinite || !scrollView.contentOffset.y.isFinite {
      found.append("contentOffset is not finite: \(scrollView.contentOffset)")
    }
    let size = scrollView.contentSize
    if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
      found.append("contentSize is not a finite, non-negative size: \(size)")
    }
    for (name, insets) in [
      ("contentInset", scrollView.contentInset), ("safeAreaInsets", scrollView.safeAreaInsets),
      ("refreshInsets", scrollView.refreshInsets),
    ] where !insets.isFinite {
      found.append("\(name) is not finite: \(insets)")
    }
    var total = EdgeInsets.zero
    for component in scrollView.refreshComponents {
      let contribution = scrollView.refreshInset(of: component)
      if contribution.top < 0 || contribution.left < 0 || contribution.bottom < 0
        || contribution.right < 0
      {
        found.append("\(type(of: component)) has a negative contribution: \(contribution)")
      }
      total = total + contribution
      if component.scrollView !== scrollView {
        found.append("\(type(of: component)) is listed but not attached")
      }
      found += component.invariantViolations()
    }
    if !approximatelyEqual(total, scrollView.refreshInsets) {
      found.append(
        "refreshInsets \(scrollView.refreshInsets) differ from the sum of contributions \(total)")
    }
    return found
  }

  private static func approximatelyEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    abs(a.top - b.top) < 0.001 && abs(a.left - b.left) < 0.001
      && abs(a.bottom - b.bottom) < 0.001 && abs(a.right - b.right) < 0.001
  }
}
