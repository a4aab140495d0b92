import Foundation

/// The edge of the content a pulled component sits on, and the geometry every such edge
/// shares: how far a pull exposes the component, where its reveal lands, which inset it
/// contributes to.
///
/// Header (top), back footer (bottom) and both trailers (left, right) are one model
/// with a different axis and sign, so the pull, the trigger and the release are written
/// once. Let `a` be the offset at which the content rests against the edge (the
/// component just hidden) and `x` the offset on the edge's axis:
/// - the exposure is `a − x` at the top and left edges, `x − a` at the bottom and
///   right ones;
/// - the reveal of a component `extent` deep lands at `a − extent` or `a + extent`.
struct RefreshEdge: Equatable, Sendable {
  /// The top edge: pulled down, the header's.
  static let top = RefreshEdge(isVertical: true, sign: -1)
  /// The bottom edge: pulled up, the back footer's.
  static let bottom = RefreshEdge(isVertical: true, sign: 1)
  /// The left edge: pulled right (a leading trailer's in a left-to-right list).
  static let left = RefreshEdge(isVertical: false, sign: -1)
  /// The right edge: pulled left (MJRefresh's trailer's in a left-to-right list).
  static let right = RefreshEdge(isVertical: false, sign: 1)

  /// Whether the edge's axis is vertical.
  let isVertical: Bool
  /// +1 when exposing the component moves the offset up the axis (bottom, right).
  let sign: CGFloat

  /// The scroll axis the edge is on.
  var axis: OffsetMotion.Axis { isVertical ? .vertical : .horizontal }

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
    switch (isVertical, sign < 0) {
    case (true, true): EdgeInsets(top: amount)
    case (true, false): EdgeInsets(bottom: amount)
    case (false, true): EdgeInsets(left: amount)
    case (false, false): EdgeInsets(right: amount)
    }
  }
}
