import Foundation

/// The gesture entry points a host or a test calls.
extension ScrollView {
  /// A finger touches the content: stops all motion where it is and starts a drag.
  ///
  /// Content caught past a limit (mid-bounce, or a pull the finger let go of a moment ago)
  /// stays where it is, and the finger moves it on from there through the same rubber band,
  /// so the rows never jump ahead of the finger. Calling it during a drag does nothing.
  public func beginDragging() {
    guard !isDragging else { return }
    stopAllMotion()
    isDragging = true
    dragStartOffset = fingerOffset(showing: contentOffset)
    dragTranslation = .zero
    panState = .began
  }

  /// The finger has moved the content to `offset`, as a host that tracks the finger reports it (no
  /// rubber band is applied).
  ///
  /// Begins a drag first if none is on. NaN and infinite offsets are ignored.
  public func drag(to offset: CGPoint) {
    guard offset.isFinite else { return }
    if !isDragging { beginDragging() }
    applyContentOffset(offset, source: .finger)
    panState = .changed
  }

  /// The finger moved `distance` points vertically; positive pulls the content down.
  ///
  /// Past the scrolling limits the movement is rubber-banded, as in UIKit. Begins a drag first if
  /// none is on; NaN and infinite distances are ignored.
  public func drag(by distance: CGFloat) {
    drag(byTranslation: CGPoint(x: 0, y: distance))
  }

  /// The finger moved horizontally by `distance` points; positive pulls the content right.
  ///
  /// Rubber-banded past the limits; begins a drag first if none is on.
  public func drag(horizontallyBy distance: CGFloat) {
    drag(byTranslation: CGPoint(x: distance, y: 0))
  }

  private func drag(byTranslation delta: CGPoint) {
    guard delta.isFinite else { return }
    if !isDragging { beginDragging() }
    dragTranslation.x += delta.x
    dragTranslation.y += delta.y
    let free = CGPoint(
      x: dragStartOffset.x - dragTranslation.x, y: dragStartOffset.y - dragTranslation.y)
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    applyContentOffset(
      CGPoint(
        x: ScrollView.rubberBanded(free.x, minimum.x, maximum.x, dimension: bounds.width),
        y: ScrollView.rubberBanded(free.y, minimum.y, maximum.y, dimension: bounds.height)),
      source: .finger)
    panState = .changed
  }

  /// The finger lifts.
  ///
  /// Components see the pan state `.ended` first (a header may start refreshing and reveal itself);
  /// then each axis that no component set moving bounces back inside the limits, or decelerates by
  /// `velocity` (points per second, in offset direction). Does nothing when no drag is on. A NaN or
  /// infinite velocity is ignored (treated as zero: no deceleration).
  public func endDragging(velocity: CGPoint = .zero) {
    guard isDragging else { return }
    let clean = velocity.isFinite ? velocity : .zero
    releaseVelocity = clean
    isDragging = false
    panState = .ended
    // A component may have started a new drag from its hook; then the finger rules.
    guard !isDragging else { return }
    release(.vertical, velocity: clean.y)
    release(.horizontal, velocity: clean.x)
  }

  private func release(_ axis: OffsetMotion.Axis, velocity: CGFloat) {
    guard motion(on: axis) == nil else { return }
    let current = axis.value(of: contentOffset)
    if axis.value(of: clampedContentOffset(contentOffset)) != current {
      settleOffset(axis, duration: bounceDuration, isMomentum: true)
    } else if velocity != 0, decelerationProjection.isFinite, decelerationProjection > 0 {
      decelerate(axis, towards: current + velocity * decelerationProjection)
    }
  }

  /// UIKit's rubber band: movement past a limit shrinks the further it goes.
  static func rubberBanded(
    _ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, dimension: CGFloat
  ) -> CGFloat {
    func band(_ overshoot: CGFloat) -> CGFloat {
      guard dimension > 0 else { return 0 }
      return (1 - 1 / (overshoot * rubberBandStiffness / dimension + 1)) * dimension
    }
    if value < minimum { return minimum - band(minimum - value) }
    if value > maximum { return maximum + band(value - maximum) }
    return value
  }

  /// The rubber band's coefficient (UIKit's 0.55).
  static let rubberBandStiffness: CGFloat = 0.55

  /// Where the finger's unbanded position is when the rubber band shows `offset`: `offset`
  /// itself inside the limits, the position the band maps to it past them.
  func fingerOffset(showing offset: CGPoint) -> CGPoint {
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    return CGPoint(
      x: ScrollView.unbanded(offset.x, minimum.x, maximum.x, dimension: bounds.width),
      y: ScrollView.unbanded(offset.y, minimum.y, maximum.y, dimension: bounds.height))
  }

  /// The inverse of ``rubberBanded(_:_:_:dimension:)``: the value whose band shows `shown`.
  ///
  /// The band never reaches `dimension` past a limit; content put further out than that (by the
  /// app) is taken as the finger's position as it is.
  static func unbanded(
    _ shown: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, dimension: CGFloat
  ) -> CGFloat {
    func unband(_ overshoot: CGFloat) -> CGFloat {
      guard dimension > 0, overshoot < dimension else { return overshoot }
      // band(x) = (1 − 1 / (k·x/d + 1))·d, so x = band·d / (k·(d − band)).
      return overshoot * dimension / (rubberBandStiffness * (dimension - overshoot))
    }
    if shown < minimum { return minimum - unband(minimum - shown) }
    if shown > maximum { return maximum + unband(shown - maximum) }
    return shown
  }
}
