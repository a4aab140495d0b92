import Foundation

/// Where a wheel or touchpad scroll event is in its gesture.
public enum ScrollWheelPhase: Sendable, Equatable {
  /// Fingers touched the touchpad (or a wheel gesture starts).
  case began
  /// The content should move by the event's delta.
  case changed
  /// The fingers lifted (or a wheel went quiet).
  case ended
  /// Kinetic scrolling after the gesture ended: the host's momentum, not the user's hand.
  case momentum
}

/// The wheel and touchpad entry point, for hosts with a mouse or a touchpad.
///
/// The rule for pulling to refresh with a wheel: a wheel gesture is a drag. ``ScrollWheelPhase/began``
/// touches the content (motion stops, as under a finger), each ``ScrollWheelPhase/changed`` moves it
/// as a finger would (rubber-banded past the limits, so scrolling up past the top pulls the header
/// out), and ``ScrollWheelPhase/ended`` lifts the finger: a header pulled past its trigger refreshes
/// then, exactly as after a drag. ``ScrollWheelPhase/momentum`` events only scroll inside the limits:
/// momentum never pulls a header out or loads a footer, as a fling's deceleration does not. A
/// mouse wheel has no phases: ``ScrollWheelGesture`` turns its clicks into a gesture that ends after
/// a quiet period.
extension ScrollView {
  /// Applies a wheel or touchpad event: `delta` is how far the content moves, in offset
  /// direction (positive y scrolls towards the end of the content).
  ///
  /// `velocity` (points per second, offset direction) is used at ``ScrollWheelPhase/ended`` for the
  /// deceleration. A `changed` event without `began` begins the gesture. NaN and infinite values
  /// are ignored.
  public func scrollWheel(by delta: CGPoint, phase: ScrollWheelPhase, velocity: CGPoint = .zero) {
    switch phase {
    case .began:
      beginDragging()
    case .changed:
      guard delta.isFinite else { return }
      if delta.y != 0 { drag(by: -delta.y) }
      if delta.x != 0 { drag(horizontallyBy: -delta.x) }
    case .ended:
      endDragging(velocity: velocity.isFinite ? velocity : .zero)
    case .momentum:
      guard delta.isFinite, !isDragging else { return }
      let target = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
      setContentOffset(clampedContentOffset(target), animated: false)
    }
  }
}

/// Turns a mouse wheel's clicks into a wheel gesture: the first click begins it, each moves the
/// content, and a quiet period (150 ms by default) ends it, on the scroll view's scheduler.
///
/// ```swift
/// let wheel = ScrollWheelGesture(scrollView: list)
/// // in the host's wheel handler:
/// wheel.scroll(by: CGPoint(x: 0, y: -40))  // up: past the top, it pulls the header
/// ```
@MainActor
public final class ScrollWheelGesture {
  /// The scroll view the clicks move.
  public unowned let scrollView: ScrollView
  /// How long without a click ends the gesture (negative: zero).
  public var quietPeriod: Duration {
    didSet { if quietPeriod < .zero { quietPeriod = .zero } }
  }

  private var pendingEnd: ScheduledAction?

  /// Whether a wheel gesture is on (a click came within the quiet period).
  public var isActive: Bool { pendingEnd != nil }

  /// Creates a gesture for `scrollView`; keep it as long as the scroll view.
  public init(scrollView: ScrollView, quietPeriod: Duration = .milliseconds(150)) {
    self.scrollView = scrollView
    self.quietPeriod = quietPeriod < .zero ? .zero : quietPeriod
  }

  /// One click (or a smooth-scrolling delta) of `delta` points, in offset direction.
  public func scroll(by delta: CGPoint) {
    guard delta.isFinite else { return }
    if pendingEnd == nil { scrollView.scrollWheel(by: .zero, phase: .began) }
    scrollView.scrollWheel(by: delta, phase: .changed)
    pendingEnd?.cancel()
    pendingEnd = scrollView.scheduler.schedule(after: quietPeriod) { [weak self] in
      self?.end()
    }
  }

  /// Ends the gesture now (the host saw the wheel stop), if one is on.
  public func end() {
    guard pendingEnd != nil else { return }
    pendingEnd?.cancel()
    pendingEnd = nil
    scrollView.scrollWheel(by: .zero, phase: .ended)
  }

  isolated deinit {
    pendingEnd?.cancel()
  }
}
