import Foundation

/// Where a look is installed: which behaviour hosts it, on which axis, pulled which way.
///
/// A look written once reads this to fit any edge: the normal look's arrow points away from
/// its ``edge``; on the ``RefreshEdge/Axis/horizontal`` axis (a trailer) text runs vertically;
/// in a right-to-left list (``layoutDirection``) an accessory goes right of the text.
///
/// ```swift
/// func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
///   arrow.rotation = placement.edge == .top ? 0 : .pi
/// }
/// ```
public struct RefreshLookPlacement: Hashable, Sendable {
  /// The behaviour hosting the look.
  public enum Kind: Hashable, Sendable {
    /// A ``RefreshHeader``: pulled down from the top.
    case header
    /// A ``RefreshAutoFooter``: loads when scrolled into view, never pulled past a trigger.
    case autoFooter
    /// A ``RefreshBackFooter``: pulled up past the end.
    case backFooter
    /// A ``RefreshTrailer``: pulled sideways past an edge.
    case trailer
  }

  /// The scroll axis the component is pulled along (``RefreshEdge/Axis``).
  public typealias Axis = RefreshEdge.Axis

  /// The way the user's finger moves the content to expose the component: the ``edge`` said
  /// as a movement (``RefreshLookPlacement/pullDirection``).
  public enum PullDirection: Hashable, Sendable {
    /// Down: a header.
    case down
    /// Up: a footer.
    case up
    /// Left: a trailer on the right side (the trailing edge, left to right).
    case left
    /// Right: a trailer on the left side (the leading edge, left to right).
    case right
  }

  /// The behaviour hosting the look.
  public let kind: Kind
  /// The edge of the content the component sits on.
  public let edge: RefreshEdge
  /// Which way the list's lines run: a right-to-left list puts an accessory right of the text.
  public private(set) var layoutDirection = RefreshLayoutDirection.leftToRight

  /// A header's placement.
  public static let header = RefreshLookPlacement(kind: .header, edge: .top)
  /// An auto footer's placement.
  public static let autoFooter = RefreshLookPlacement(kind: .autoFooter, edge: .bottom)
  /// A back footer's placement.
  public static let backFooter = RefreshLookPlacement(kind: .backFooter, edge: .bottom)
  /// A trailer's at the trailing edge of a left-to-right list (its right side).
  public static let trailingTrailer = RefreshLookPlacement(kind: .trailer, edge: .right)
  /// A trailer's at the leading edge of a left-to-right list (its left side).
  public static let leadingTrailer = RefreshLookPlacement(kind: .trailer, edge: .left)

  /// This placement in a list whose lines run `direction`.
  public func laidOut(_ direction: RefreshLayoutDirection) -> RefreshLookPlacement {
    var placement = self
    placement.layoutDirection = direction
    return placement
  }

  /// The scroll axis: vertical for headers and footers, horizontal for trailers.
  public var axis: Axis { edge.axis }

  /// The way the content moves to expose the component, derived from ``edge``: down for the
  /// top edge, up for the bottom one, left for the right edge, right for the left one.
  public var pullDirection: PullDirection {
    switch edge {
    case .top: .down
    case .bottom: .up
    case .left: .right
    case .right: .left
    }
  }

  /// A placement for the behaviour `kind` on `edge`.
  public init(kind: Kind, edge: RefreshEdge) {
    self.kind = kind
    self.edge = edge
  }

  /// Whether the user pulls the component past a trigger and releases (everything but an auto
  /// footer, which loads as it scrolls into view).
  public var isPulled: Bool { kind != .autoFooter }
}
