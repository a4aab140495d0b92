import Foundation
import RefreshKit

/// Decides which input RefreshKit takes from a platform scroll view, and feeds it on.
///
/// RefreshKit's ``RefreshKit/ScrollView`` takes only what pushes past an edge that has a
/// component, or what moves content RefreshKit holds past an edge. Everything else stays the
/// platform's.
///
/// ``RefreshScrolledWindow`` calls it from capture-phase controllers, before the scrolled window
/// sees the events; it is plain Swift, so its rules are tested without a display.
///
/// - A **pointer drag** (touch or mouse) is RefreshKit's once it has moved past ``slop`` in a
///   direction that pulls a component out at its edge (or anywhere, while the offset lies past
///   an edge); a tap, or a tap that moves a few pixels, never pulls.
/// - A **touchpad** gesture is a drag from its first touch (the platform's own scrolling in the
///   range counts as the finger's); its movement is RefreshKit's from the moment it pushes past
///   an edge with a component, to its release, which carries the kinetic velocity.
/// - A **mouse wheel**'s clicks are a drag that ends after ``wheelQuietPeriod``; in a gesture
///   that starts at an edge with a component, clicks that push past it pull it (``wheelStep``
///   points a click). A gesture that scrolls the list to its edge stops there.
@MainActor
public final class EdgePullInput {
  /// The scroll view the input moves.
  public unowned let scrollView: ScrollView
  /// How far a pointer moves before a drag can pull: more than a shaking tap, as GTK's own drag
  /// threshold (8 pixels).
  public var slop: CGFloat = 8
  /// How far one wheel click pulls, in points.
  public var wheelStep: CGFloat = 40
  /// How long without a wheel click ends a wheel gesture: a wheel turned by hand clicks every
  /// 50-150 ms.
  public var wheelQuietPeriod: Duration = .milliseconds(250)

  /// Whether the current pointer drag is RefreshKit's.
  public private(set) var isPointerEngaged = false
  /// Whether the current touchpad or wheel gesture is RefreshKit's.
  public private(set) var isScrollEngaged = false
  /// Whether fingers are on the touchpad.
  public private(set) var isTouchpadActive = false

  private var pointerDown = false
  private var isEngagedVertically = true
  private var lastTranslation = CGPoint.zero
  private var tracker = VelocityTracker()
  private var touchpadVelocity = CGPoint.zero
  private var pendingTouchpadEnd: ScheduledAction?
  private var pendingWheelEnd: ScheduledAction?
  private var isWheelAtEdge = false
  private var scrollAxis = Axis.vertical

  /// Creates the input mapping for `scrollView`; keep it as long as the scroll view.
  public init(scrollView: ScrollView) {
    self.scrollView = scrollView
  }

  isolated deinit {
    pendingTouchpadEnd?.cancel()
    pendingWheelEnd?.cancel()
  }

  // MARK: - Edges

  /// The axis a push of `delta` (offset direction) would pull a component out on, if any:
  /// vertical at the top with a header (negative y) or at the bottom with a footer (positive
  /// y), horizontal on the trailer's side; and the axis RefreshKit holds past an edge, whatever
  /// the direction.
  func pullAxis(for delta: CGPoint) -> Axis? {
    let position = scrollView.platformPosition
    if position.overscroll.y != 0 { return .vertical }
    if position.overscroll.x != 0 { return .horizontal }
    let range = scrollView.platformScrollRange
    let tolerance: CGFloat = 0.5
    if delta.y < 0, scrollView.refreshHeader != nil,
      position.contentOffset.y <= range.y.lowerBound + tolerance
    {
      return .vertical
    }
    if delta.y > 0, scrollView.refreshFooter.map({ !$0.isHidden }) ?? false,
      position.contentOffset.y >= range.y.upperBound - tolerance
    {
      return .vertical
    }
    if let trailer = scrollView.refreshTrailer, !trailer.isHidden {
      switch trailer.edge {
      case .trailing:
        if delta.x > 0, position.contentOffset.x >= range.x.upperBound - tolerance {
          return .horizontal
        }
      case .leading:
        if delta.x < 0, position.contentOffset.x <= range.x.lowerBound + tolerance {
          return .horizontal
        }
      }
    }
    return nil
  }

  /// The two axes a pull moves on; a pull is locked to one (it never slides the list sideways).
  public enum Axis: Sendable {
    /// Up and down: headers and footers.
    case vertical
    /// Sideways: trailers.
    case horizontal
  }

  /// `delta` on `axis` only.
  private static func component(of delta: CGPoint, on axis: Axis) -> CGPoint {
    axis == .vertical ? CGPoint(x: 0, y: delta.y) : CGPoint(x: delta.x, y: 0)
  }

  // MARK: - Pointer drag (touch, mouse button)

  /// A button or a finger went down.
  public func pointerPressed() {
    pointerDown = true
    isPointerEngaged = false
    lastTranslation = .zero
    tracker.reset()
  }

  /// The pointer moved to `translation` from where it went down (content direction: positive
  /// y drags the content down); returns whether the drag is RefreshKit's (claim it then).
  @discardableResult
  public func pointerMoved(translation: CGPoint, at time: Duration) -> Bool {
    guard pointerDown, translation.x.isFinite, translation.y.isFinite else { return false }
    if !isPointerEngaged {
      let dominantY = abs(translation.y) >= abs(translation.x)
      let distance = dominantY ? abs(translation.y) : abs(translation.x)
      guard distance >= slop else { return false }
      // The offset moves against the finger.
      let push =
        dominantY ? CGPoint(x: 0, y: -translation.y) : CGPoint(x: -translation.x, y: 0)
      guard pullAxis(for: push) != nil else { return false }
      // Engaged from the slop point on: the slop itself is not pulled, as a pan begins after
      // its slop, and what lies beyond it is (however GTK coalesced the motion before).
      isPointerEngaged = true
      // Locked to the axis it pulled on: a vertical pull never slides the list sideways.
      isEngagedVertically = dominantY
      lastTranslation =
        dominantY
        ? CGPoint(x: translation.x, y: translation.y < 0 ? -slop : slop)
        : CGPoint(x: translation.x < 0 ? -slop : slop, y: translation.y)
      scrollView.beginDragging()
      tracker.addSample(at: time, position: lastTranslation)
    }
    let delta = CGPoint(x: translation.x - lastTranslation.x, y: translation.y - lastTranslation.y)
    lastTranslation = translation
    if isEngagedVertically {
      if delta.y != 0 { scrollView.drag(by: delta.y) }
    } else if delta.x != 0 {
      scrollView.drag(horizontallyBy: delta.x)
    }
    tracker.addSample(at: time, position: translation)
    return true
  }

  /// The button or finger lifted.
  public func pointerReleased(at time: Duration) {
    defer { resetPointer() }
    guard isPointerEngaged else { return }
    let velocity = tracker.velocity(at: time)
    scrollView.endDragging(
      velocity: isEngagedVertically ? CGPoint(x: 0, y: -velocity.y) : CGPoint(x: -velocity.x, y: 0))
  }

  /// The platform took the sequence away (another gesture claimed it).
  public func pointerCancelled() {
    defer { resetPointer() }
    guard isPointerEngaged else { return }
    scrollView.endDragging()
  }

  private func resetPointer() {
    pointerDown = false
    isPointerEngaged = false
    lastTranslation = .zero
  }

  // MARK: - Touchpad

  /// `scroll-begin`: fingers touched the touchpad; the gesture is a drag from here.
  public func touchpadBegan() {
    finishTouchpadEnd()
    endWheelGesture()
    isTouchpadActive = true
    isScrollEngaged = false
    touchpadVelocity = .zero
    scrollView.beginDragging()
  }

  /// `scroll-end`: the fingers lifted; the release waits one turn for `decelerate`.
  public func touchpadEnded() {
    guard isTouchpadActive else { return }
    isTouchpadActive = false
    pendingTouchpadEnd = scrollView.scheduler.schedule(after: .zero) { [weak self] in
      self?.finishTouchpadEnd()
    }
  }

  /// `decelerate`: the fling's velocity in points per second, offset direction.
  public func touchpadDecelerates(velocity: CGPoint) {
    guard velocity.x.isFinite, velocity.y.isFinite else { return }
    touchpadVelocity = velocity
  }

  private func finishTouchpadEnd() {
    guard let pending = pendingTouchpadEnd else { return }
    pending.cancel()
    pendingTouchpadEnd = nil
    // The platform flings what it scrolled itself; RefreshKit's release carries the velocity
    // only when the gesture was RefreshKit's.
    let velocity =
      isScrollEngaged ? Self.component(of: touchpadVelocity, on: scrollAxis) : .zero
    isScrollEngaged = false
    touchpadVelocity = .zero
    scrollView.endDragging(velocity: velocity)
  }

  // MARK: - Scroll events (touchpad deltas, wheel clicks)

  /// A scroll event; returns whether RefreshKit took it (the platform must not scroll it then).
  ///
  /// `delta` is in offset direction (positive y scrolls towards the end); a wheel's clicks are
  /// `isDiscrete` (`delta` in clicks).
  @discardableResult
  public func scrolled(by delta: CGPoint, isDiscrete: Bool) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return false }
    if isTouchpadActive {
      if !isScrollEngaged {
        guard let axis = pullAxis(for: delta) else { return false }
        isScrollEngaged = true
        scrollAxis = axis
      }
      scrollView.scrollWheel(by: Self.component(of: delta, on: scrollAxis), phase: .changed)
      return true
    }
    // A wheel (or a smooth wheel without touch phases): a drag until it goes quiet.
    let points = isDiscrete ? CGPoint(x: delta.x * wheelStep, y: delta.y * wheelStep) : delta
    let isNewGesture = pendingWheelEnd == nil
    if isNewGesture {
      isScrollEngaged = false
      // Only a gesture that starts at the edge pulls: a brisk turn that scrolls the list up to
      // its top stops there, and the next turn pulls.
      isWheelAtEdge = pullAxis(for: points) != nil
      scrollView.beginDragging()
    }
    pendingWheelEnd?.cancel()
    pendingWheelEnd = scrollView.scheduler.schedule(after: wheelQuietPeriod) { [weak self] in
      self?.endWheelGesture()
    }
    if !isScrollEngaged {
      guard isWheelAtEdge, let axis = pullAxis(for: points) else { return false }
      isScrollEngaged = true
      scrollAxis = axis
    }
    scrollView.scrollWheel(by: Self.component(of: points, on: scrollAxis), phase: .changed)
    return true
  }

  /// Whether a wheel gesture is on (a click came within the quiet period).
  public var isWheelActive: Bool { pendingWheelEnd != nil }

  /// Ends the wheel gesture now, if one is on.
  public func endWheelGesture() {
    guard let pending = pendingWheelEnd else { return }
    pending.cancel()
    pendingWheelEnd = nil
    isScrollEngaged = false
    scrollView.endDragging()
  }
}
