import Foundation

/// An edge of a list's content, where a pulled component sits: the one edge vocabulary of
/// RefreshKit.
///
/// A header sits on the ``top`` edge, a back or auto footer on the ``bottom`` one, trailers on
/// ``left`` or ``right`` (a ``RefreshTrailer``'s ``RefreshTrailer/side``). A look reads its
/// edge from ``RefreshLookPlacement/edge``; hosts read the ``axis`` a pull runs along (the
/// ``EdgePullInput`` a host feeds locks a pull to one).
///
/// ```swift
/// func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
///   arrow.rotation = placement.edge == .top ? 0 : .pi
/// }
/// ```
///
/// Header, back footer and both trailers are one model with a different axis and sign, so the
/// pull, the trigger and the release are written once. Let `a` be the offset at which the
/// content rests against the edge (the component just hidden) and `x` the offset on the edge's
/// axis: the exposure is `a − x` at the top and left edges, `x − a` at the bottom and right
/// ones; the reveal of a component `extent` deep lands at `a − extent` or `a + extent`.
public enum RefreshEdge: Hashable, Sendable, CaseIterable {
  /// The top edge, pulled down: a header's.
  case top
  /// The bottom edge, pulled up: a footer's.
  case bottom
  /// The left edge, pulled right: a leading trailer's in a left-to-right list.
  case left
  /// The right edge, pulled left: MJRefresh's trailer's in a left-to-right list.
  case right

  /// A scroll axis.
  public enum Axis: Hashable, Sendable {
    /// Up and down: the top and bottom edges'.
    case vertical
    /// Sideways: the left and right edges'.
    case horizontal
  }

  /// The axis a pull on this edge runs along.
  public var axis: Axis { isVertical ? .vertical : .horizontal }

  /// Whether the edge's axis is vertical.
  var isVertical: Bool { self == .top || self == .bottom }

  /// +1 when exposing the component moves the offset up the axis (bottom, right), −1 otherwise.
  var sign: CGFloat { self == .bottom || self == .right ? 1 : -1 }

  /// The offset on the edge's axis.
  func value(of offset: CGPoint) -> CGFloat {
    isVertical ? offset.y : offset.x
  }

  /// How many points of the component show at `offset` when the content rests against
  /// the edge at `resting` (negative while the content has not reached the edge).
  func exposure(at offset: CGPoint, restingAt resting: CGFloat) -> CGFloat {
    sign * (value(of: offset) - resting)
  }

  /// Where the offset lands when a component `extent` deep is revealed.
  func revealTarget(restingAt resting: CGFloat, extent: CGFloat) -> CGFloat {
    resting + sign * extent
  }

  /// An inset of `amount` on this edge.
  func insets(_ amount: CGFloat) -> EdgeInsets {
    switch self {
    case .top: EdgeInsets(top: amount)
    case .bottom: EdgeInsets(bottom: amount)
    case .left: EdgeInsets(left: amount)
    case .right: EdgeInsets(right: amount)
    }
  }
}
