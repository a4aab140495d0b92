import Foundation

extension View {
  /// Converts `point` from this view's bounds coordinates to `view`'s; nil means the host's
  /// window coordinates (where the root's frame places the tree, as `UIWindow`'s are).
  ///
  /// A scroll view's bounds coordinates are its content's: they move with the scroll
  /// position. Between unrelated trees the point goes through window coordinates, as if the
  /// trees shared a window.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inWindow = pointInWindow(point)
    guard let view else { return inWindow }
    let origin = view.pointInWindow(.zero)
    return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// Converts `point` from `view`'s bounds coordinates (nil: window coordinates) to this
  /// view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inWindow = view?.pointInWindow(point) ?? point
    let origin = pointInWindow(.zero)
    return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// The frontmost view of this subtree that contains `point` (in this view's bounds
  /// coordinates) and takes touches, or nil.
  ///
  /// Hidden, fully transparent and non-interactive views (``isUserInteractionEnabled``
  /// off) are skipped with their subviews, as in UIKit; subviews are asked front to back, so
  /// the last added wins; a view is hit inside its bounds only (subviews outside it are not).
  public func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, alpha > 0, isUserInteractionEnabled, point.isFinite else { return nil }
    guard bounds.contains(point) else { return nil }
    for child in subviews.reversed() {
      let local = CGPoint(
        x: point.x - child.frame.minX + child.bounds.minX,
        y: point.y - child.frame.minY + child.bounds.minY)
      if let hit = child.hitTest(local) { return hit }
    }
    return self
  }

  /// `point` (in this view's bounds coordinates) in window coordinates.
  private func pointInWindow(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: View? = self
    while let current = view {
      result.x += current.frame.minX - current.bounds.minX
      result.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return result
  }
}
