import Foundation
import RefreshKit

/// A visible view of a tree with its place on the canvas: the flattened form renderers
/// draw from (the text renderer here, a host's Cairo or Core Graphics renderer).
///
/// ```swift
/// for item in PlacedView.flatten(list) {   // back to front
///   context.clip(to: item.clip)
///   draw(item.view, in: item.rect, alpha: item.alpha)
/// }
/// ```
@MainActor
public struct PlacedView {
  /// The view.
  public let view: View
  /// The view's frame in the root's coordinates (the root's own frame origin ignored).
  public let rect: CGRect
  /// The area the view may draw into: the intersection of the root's bounds and every
  /// enclosing scroll view's visible region.
  public let clip: CGRect
  /// The product of the alphas from the root down to this view.
  public let alpha: CGFloat

  /// Every visible view under (and including) `root`, back to front, depth first.
  ///
  /// Hidden and fully transparent views and their subtrees are skipped.
  public static func flatten(_ root: View) -> [PlacedView] {
    var placed: [PlacedView] = []
    let rootRect = CGRect(origin: .zero, size: root.bounds.size)
    visit(root, rect: rootRect, clip: rootRect, alpha: 1, into: &placed)
    return placed
  }

  private static func visit(
    _ view: View, rect: CGRect, clip: CGRect, alpha: CGFloat, into placed: inout [PlacedView]
  ) {
    let alpha = alpha * view.alpha
    guard !view.isHidden, alpha > 0 else { return }
    let clip = view is ScrollView ? clip.intersection(rect) : clip
    guard !clip.isNull, !clip.isEmpty else { return }
    placed.append(PlacedView(view: view, rect: rect, clip: clip, alpha: alpha))
    let origin = CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
    for subview in view.subviews {
      let frame = subview.frame
      let childRect = CGRect(
        x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width,
        height: frame.height)
      visit(subview, rect: childRect, clip: clip, alpha: alpha, into: &placed)
    }
  }
}
