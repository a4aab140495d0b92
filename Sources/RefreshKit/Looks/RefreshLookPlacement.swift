import Foundation

/// Where a look is installed: which behaviour hosts it, on which axis, pulled which way.
///
/// A look written once reads this to fit any edge: the normal look's arrow points along
/// ``pullDirection``; on the ``Axis/horizontal`` axis (a trailer) text runs vertically; in a
/// right-to-left list (``layoutDirection``) an accessory goes right of the text.
///
/// ```swift
/// func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
///   arrow.rotation = placement.pullDirection == .down ? 0 : .pi
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

  /// The scroll axis the component is pulled along.
  public enum Axis: Hashable, Sendable {
    /// Up and down: headers and footers.
    case vertical
    /// Sideways: trailers.
    case horizontal
  }

  /// The way the user's finger moves the content to expose the component.
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
  /// The way the content moves to expose the component.
  public let pullDirection: PullDirection
  /// Which way the list's lines run: a right-to-left list puts an accessory right of the text.
  public private(set) var layoutDirection = RefreshLayoutDirection.leftToRight

  /// A header's placement.
  public static let header = RefreshLookPlacement(kind: .header, pullDirection: .down)
  /// An auto footer's placement.
  public static let autoFooter = RefreshLookPlacement(kind: .autoFooter, pullDirection: .up)
  /// A back footer's placement.
  public static let backFooter = RefreshLookPlacement(kind: .backFooter, pullDirection: .up)
  /// A trailer's at the trailing edge of a left-to-right list (its right side).
  public static let trailingTrailer = RefreshLookPlacement(kind: .trailer, pullDirection: .left)
  /// A trailer's at the leading edge of a left-to-right list (its left side).
  public static let leadingTrailer = RefreshLookPlacement(kind: .trailer, pullDirection: .right)

  /// This placement in a list whose lines run `direction`.
  public func laidOut(_ direction: RefreshLayoutDirection) -> RefreshLookPlacement {
    var placement = self
    placement.layoutDirection = direction
    return placement
  }

  /// The scroll axis: vertical for headers and footers, horizontal for trailers.
  public var axis: Axis {
    switch pullDirection {
    case .down, .up: .vertical
    case .left, .right: .horizontal
    }
  }

  /// Whether the user pulls the component past a trigger and releases (everything but an auto
  /// footer, which loads as it scrolls into view).
  public var isPulled: Bool { kind != .autoFooter }
}
