import Foundation
import RefreshKit

extension ScrollView {
  /// Performs a whole downward pull: begin a drag, move the content `distance` points
  /// past its resting top in `steps` even moves, then release (unless `release` is false).
  ///
  /// Offsets are reported as a host would (``ScrollView/drag(to:)``), so thresholds are
  /// exact: a pull by 55 passes a 54-point trigger, a pull by 54 does not.
  public func pull(by distance: CGFloat, steps: Int = 10, release: Bool = true) {
    let restTop =
      -(refreshHeader.map { adjustedContentInset(excluding: $0) } ?? adjustedContentInset).top
    beginDragging()
    let count = Swift.max(1, steps)
    for step in 1...count {
      let y = restTop - distance * CGFloat(step) / CGFloat(count)
      drag(to: CGPoint(x: contentOffset.x, y: y))
    }
    if release { endDragging() }
  }

  /// Pulls past the header's trigger distance by 20 points and releases: the gesture
  /// that starts a refresh.
  public func pullToRefresh() {
    pull(by: (refreshHeader?.triggerDistance ?? RefreshHeader.defaultHeight) + 20)
  }

  /// Pulls to half the header's trigger distance and releases: not enough to refresh.
  public func pullShort() {
    pull(by: (refreshHeader?.triggerDistance ?? RefreshHeader.defaultHeight) / 2)
  }

  /// Performs a whole upward drag: begin, move the content `distance` points further
  /// (towards its end) in `steps`, then release.
  public func push(by distance: CGFloat, steps: Int = 10, release: Bool = true) {
    beginDragging()
    let start = contentOffset.y
    let count = Swift.max(1, steps)
    for step in 1...count {
      drag(to: CGPoint(x: contentOffset.x, y: start + distance * CGFloat(step) / CGFloat(count)))
    }
    if release { endDragging() }
  }
}
