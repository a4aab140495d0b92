import Foundation

/// Geometry the subclasses share, and the component's invariant checks.
extension RefreshComponent {
  /// Whether the container is attached, visible and has a size.
  var isOnScreen: Bool {
    guard let scrollView, superview === scrollView else { return false }
    return scrollView.isVisible && scrollView.bounds.width > 0 && scrollView.bounds.height > 0
  }

  /// This component's current contribution to the container's inset ledger.
  var refreshInset: EdgeInsets {
    scrollView?.refreshInset(of: self) ?? .zero
  }

  /// The container's adjusted insets without this component's contribution.
  var insetsWithoutSelf: EdgeInsets {
    guard let scrollView else { return .zero }
    return scrollView.adjustedContentInset(excluding: self)
  }

  /// Writes ``expectedContribution`` to the container's ledger.
  func updateContribution() {
    scrollView?.setRefreshInset(expectedContribution, for: self)
  }

  /// Writes ``expectedContribution`` and, when that gives space back on any edge, settles the
  /// container inside its new limits over `duration` (unless a finger is on the content), so the
  /// content never rests past an edge the component no longer holds open.
  func updateContributionAndSettle(duration: Duration) {
    guard let scrollView else { return }
    let old = scrollView.refreshInset(of: self)
    updateContribution()
    let new = scrollView.refreshInset(of: self)
    if new.top < old.top || new.left < old.left || new.bottom < old.bottom
      || new.right < old.right
    {
      scrollView.settleContentOffset(duration: duration)
    }
  }

  /// A short name for messages: the class name.
  var kindName: String { String(describing: type(of: self)) }

  /// Violations of the component's invariants (its inset contribution against its state, finite
  /// geometry); empty when all hold.
  ///
  /// `RefreshInvariants` collects these.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    if !frame.isFiniteRect { violations.append("\(kindName): frame is not finite") }
    if !pullingPercent.isFinite { violations.append("\(kindName): pullingPercent is not finite") }
    collectViolations(into: &violations)
    return violations
  }
}
