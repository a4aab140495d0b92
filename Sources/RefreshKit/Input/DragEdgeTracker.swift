import Foundation

/// Where a drag's finger stands when the content is at each edge of the platform's range, so a
/// pull starts from there and the rows never run ahead of the finger.
///
/// Inside its range the platform moves the content with the finger, one to one (GTK's touch
/// scrolling), or not at all (a mouse drag); at an edge it stops. A drag that scrolls the list
/// up to its top and carries on must pull from the point where the content reached the top, not
/// from where the finger went down: what lies before that point the platform already used.
///
/// Translations are the finger's movement since it went down, in content direction (positive
/// y drags the content down); offsets are the platform's, inside its range. The tracker is told
/// where the content stood after the platform handled each motion:
///
/// - strictly inside the range, the content followed the finger: the finger reaches the lower
///   edge (top, left) at `translation + (offset - lower)` and the upper edge (bottom, right) at
///   `translation - (upper - offset)`, exactly;
/// - at an edge, the content stopped there: the finger passed that edge no later than now (the
///   edge's translation moves to the finger if the finger is behind it), and the other edge lies
///   the range's length beyond;
/// - a range of zero length (a short list) is at both edges: each is kept on its own.
///
/// A platform that never moves the content (a mouse drag over a list) leaves the edges where the
/// finger was when it met them, so a pull starts where the finger turns towards the edge.
struct DragEdgeTracker: Equatable {
  /// The translation at which the content is at the lower edge (top, left), per axis: the
  /// finger pulls past it at larger translations.
  private(set) var lowerEdge: CGPoint
  /// The translation at which the content is at the upper edge (bottom, right), per axis: the
  /// finger pulls past it at smaller translations.
  private(set) var upperEdge: CGPoint

  /// How close to an edge counts as at it, in points (the platform rounds its positions).
  static let tolerance: CGFloat = 0.5

  /// A drag that starts with the content at `offset` in `range`.
  init(offset: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) {
    let x = Self.edges(at: offset.x, in: range.x)
    let y = Self.edges(at: offset.y, in: range.y)
    lowerEdge = CGPoint(x: x.lower, y: y.lower)
    upperEdge = CGPoint(x: x.upper, y: y.upper)
  }

  /// The platform showed the content at `offset` after the finger moved to `translation`.
  mutating func follow(
    offset: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>),
    translation: CGPoint
  ) {
    let x = Self.follow(
      (lowerEdge.x, upperEdge.x), offset: offset.x, range: range.x, translation: translation.x)
    let y = Self.follow(
      (lowerEdge.y, upperEdge.y), offset: offset.y, range: range.y, translation: translation.y)
    lowerEdge = CGPoint(x: x.lower, y: y.lower)
    upperEdge = CGPoint(x: x.upper, y: y.upper)
  }

  /// The edges of a drag that starts (translation zero) with the content at `offset`.
  private static func edges(at offset: CGFloat, in range: ClosedRange<CGFloat>) -> (
    lower: CGFloat, upper: CGFloat
  ) {
    follow((.infinity, -.infinity), offset: offset, range: range, translation: 0)
  }

  private static func follow(
    _ edges: (lower: CGFloat, upper: CGFloat), offset: CGFloat, range: ClosedRange<CGFloat>,
    translation: CGFloat
  ) -> (lower: CGFloat, upper: CGFloat) {
    guard offset.isFinite, translation.isFinite else { return edges }
    let length = range.upperBound - range.lowerBound
    let atLower = offset <= range.lowerBound + tolerance
    let atUpper = offset >= range.upperBound - tolerance
    switch (atLower, atUpper) {
    case (false, false):
      // The content follows the finger: both edges are known exactly.
      return (
        translation + (offset - range.lowerBound), translation - (range.upperBound - offset)
      )
    case (true, true):
      // A short list sits at both edges: each keeps where the finger last met it.
      return (Swift.min(edges.lower, translation), Swift.max(edges.upper, translation))
    case (true, false):
      let lower = Swift.min(edges.lower, translation)
      return (lower, lower - length)
    case (false, true):
      let upper = Swift.max(edges.upper, translation)
      return (upper + length, upper)
    }
  }
}
