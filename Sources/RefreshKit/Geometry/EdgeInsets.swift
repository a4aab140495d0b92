import Foundation

/// The distances by which a rectangle is inset on each side.
///
/// RefreshKit keeps the insets of a ``ScrollView`` apart by owner: the app's
/// ``ScrollView/contentInset``, the safe area, and each refresh component's contribution.
/// Sums of these values give the scrolling limits.
///
/// ```swift
/// scrollView.contentInset = EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Hashable, Sendable {
  /// The inset at the top edge, in points.
  public var top: CGFloat
  /// The inset at the left edge, in points.
  public var left: CGFloat
  /// The inset at the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset at the right edge, in points.
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// Whether every edge is a finite number (not NaN, not infinite).
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The edge-by-edge sum of two insets.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// The edge-by-edge difference of two insets.
  public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// The four edges, for messages and test output.
  public var description: String {
    "(top: \(top.formatted), left: \(left.formatted), bottom: \(bottom.formatted), right: \(right.formatted))"
  }
}
