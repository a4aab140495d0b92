import Foundation
import RefreshKit

extension ScrollView {
  /// Drags the content up to its resting end plus `overshoot` points (rubber band ignored, as a
  /// host reports offsets), in `steps` even moves, then releases unless `release` is false.
  ///
  /// Starts from the current offset.
  ///
  /// ```swift
  /// list.scrollToEnd()  // an auto footer at the end loads now
  /// ```
  public func scrollToEnd(overshoot: CGFloat = 0, steps: Int = 10, release: Bool = true) {
    let target = maximumContentOffset.y + overshoot
    push(by: target - contentOffset.y, steps: steps, release: release)
  }

  /// Pulls the content up past its resting end by `distance` points and releases: the
  /// gesture that reveals a back footer.
  public func pullUp(by distance: CGFloat, steps: Int = 10, release: Bool = true) {
    scrollToEnd(overshoot: distance, steps: steps, release: release)
  }

  /// Performs a whole horizontal drag from the current offset: `distance` points, positive
  /// pulling the content right (revealing a leading trailer), negative pulling it left
  /// (towards a trailing trailer); exact offsets, then a release unless `release` is false.
  public func pullHorizontally(by distance: CGFloat, steps: Int = 10, release: Bool = true) {
    beginDragging()
    let start = contentOffset.x
    let count = Swift.max(1, steps)
    for step in 1...count {
      drag(to: CGPoint(x: start - distance * CGFloat(step) / CGFloat(count), y: contentOffset.y))
    }
    if release { endDragging() }
  }

  /// Pulls the content left past its resting trailing end by `distance` points and
  /// releases: the gesture that reveals a trailing trailer.
  public func pullLeft(pastEndBy distance: CGFloat, steps: Int = 10, release: Bool = true) {
    let target = maximumContentOffset.x + distance
    pullHorizontally(by: contentOffset.x - target, steps: steps, release: release)
  }

  /// Pulls the content right past its resting leading edge by `distance` points and
  /// releases: the gesture that reveals a leading trailer.
  public func pullRight(pastStartBy distance: CGFloat, steps: Int = 10, release: Bool = true) {
    let target = minimumContentOffset.x - distance
    pullHorizontally(by: contentOffset.x - target, steps: steps, release: release)
  }
}
