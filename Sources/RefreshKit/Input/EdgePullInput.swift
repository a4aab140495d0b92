import Foundation

/// The platform-neutral input policy a host feeds its toolkit's raw events to: which of them
/// pull a component out past an edge, and which stay the platform's.
///
/// A platform scroll view (a `GtkScrolledWindow`, a `UIScrollView`) scrolls inside its content
/// by itself and stops at the edges; RefreshKit's ``ScrollView`` takes only what pushes past an
/// edge that has a component, or what moves content RefreshKit holds past an edge. Where that
/// line falls (a slop before a drag pulls, the point where the content met the edge, a wheel
/// gesture that must start at the edge, the touchpad's rate) is the same on every toolkit, so
/// it lives here once and a host only translates events: it calls the pointer, touchpad and
/// wheel entry points from its toolkit's earliest event phase (GTK's capture phase), before the
/// platform scroll view sees the same event, and lets the platform have whatever they decline.
/// Its rules are tested without a display, with recorded event sequences.
///
/// ```swift
/// let input = EdgePullInput(scrollView: list)
/// // A finger went down, moved 40 points down, and lifted (times from the host's clock):
/// input.pointerPressed()
/// if input.pointerMoved(translation: CGPoint(x: 0, y: 40), at: .milliseconds(16)) {
///   // RefreshKit pulls: claim the sequence, so the rows' own gestures are cancelled.
/// }
/// input.pointerReleased(at: .milliseconds(32))
/// // Wheel clicks and touchpad deltas: the platform scrolls only what this declines.
/// let taken = input.scrolled(by: CGPoint(x: 0, y: -1), isDiscrete: true)
/// // A tap (scroll view coordinates) loads an auto footer it lands on.
/// input.tapped(at: CGPoint(x: 10, y: 990))
/// ```
///
/// How a pointer drag, a touchpad, a mouse wheel and a tap each pull is told below, under
/// "How each input pulls".
@MainActor
public final class EdgePullInput {
  /// The scroll view the input moves.
  public unowned let scrollView: ScrollView
  /// How far a pointer moves before a drag can pull: more than a shaking tap, as GTK's own drag
  /// threshold (8 pixels).
  ///
  /// It decides only whether the drag pulls: once it does, the pull counts from where the
  /// finger met the edge (the press, for a drag that starts there), as GTK's own touch scrolling
  /// counts its threshold, so the rows stay with the finger.
  public var slop: CGFloat = 8
  /// How far one wheel click pulls, in points.
  public var wheelStep: CGFloat = 40
  /// How far the content moves per touchpad unit (a smooth scroll event's delta), in points:
  /// 2.5, the rate GTK's scrolled window scrolls at (its `MAGIC_SCROLL_FACTOR` for surface-unit
  /// deltas), so a touchpad pull goes on at the speed the list was scrolling.
  ///
  /// NaN, infinite and negative values are ignored.
  public var touchpadPointsPerUnit: CGFloat {
    get { storedTouchpadPointsPerUnit }
    set { if newValue.isFinite, newValue >= 0 { storedTouchpadPointsPerUnit = newValue } }
  }
  /// How long without a wheel click ends a wheel gesture: a wheel turned by hand clicks every
  /// 50-150 ms.
  public var wheelQuietPeriod: Duration = .milliseconds(250)

  /// Whether the current pointer drag is RefreshKit's.
  public var isPointerEngaged: Bool {
    if case .pulling = pointer { return true }
    return false
  }
  /// Whether the current touchpad or wheel gesture is RefreshKit's.
  public private(set) var isScrollEngaged = false
  /// Whether fingers are on the touchpad.
  public private(set) var isTouchpadActive = false
  /// Whether RefreshKit's drag moves the content now: a pointer drag or a touchpad or wheel
  /// gesture is RefreshKit's, or a finger holds content RefreshKit was moving.
  public var isDriving: Bool {
    isPointerEngaged || isScrollEngaged || pointer == .pressed(holdsContent: true)
  }

  /// Where a pointer (a finger, a mouse button) is in its press.
  private enum PointerPhase: Equatable {
    /// No press.
    case up
    /// Down, not (yet) RefreshKit's; `holdsContent`: the press caught content RefreshKit was
    /// moving, and the scroll view is dragging since.
    case pressed(holdsContent: Bool)
    /// RefreshKit's drag, locked to the axis it pulled on.
    case pulling(RefreshEdge.Axis)
  }

  private var pointer = PointerPhase.up
  private var lastTranslation = CGPoint.zero
  private var edges: DragEdgeTracker?
  private var pressOffset = CGPoint.zero
  private var tracker = VelocityTracker()
  private var storedTouchpadPointsPerUnit: CGFloat = 2.5
  private var touchpadVelocity = CGPoint.zero
  private var pendingTouchpadEnd: ScheduledAction?
  private var pendingWheelEnd: ScheduledAction?
  private var isWheelAtEdge = false
  private var scrollAxis = RefreshEdge.Axis.vertical

  /// Creates the input mapping for `scrollView`; keep it as long as the scroll view.
  public init(scrollView: ScrollView) {
    self.scrollView = scrollView
  }

  isolated deinit {
    pendingTouchpadEnd?.cancel()
    pendingWheelEnd?.cancel()
  }

  // MARK: - Edges

  /// The axis a push of `delta` (offset direction) from the current offset pulls a component
  /// out on, if any: vertical when it reaches or crosses the top with a header (negative y) or
  /// the bottom with a footer (positive y), horizontal on a trailer's side; and the axis
  /// RefreshKit holds past an edge, whatever the direction.
  ///
  /// `crossing`: a push that carries the content from inside the range past an edge counts
  /// (the scroll view then moves it to the edge one to one and pulls the rest); otherwise the
  /// content must be at the edge already.
  private func pullAxis(for delta: CGPoint, crossing: Bool = false) -> RefreshEdge.Axis? {
    let position = scrollView.platformPosition
    if position.overscroll.y != 0 { return .vertical }
    if position.overscroll.x != 0 { return .horizontal }
    let range = scrollView.platformScrollRange
    let tolerance = DragEdgeTracker.tolerance
    let reach = crossing ? delta : .zero
    let offset = position.contentOffset
    if delta.y < 0, scrollView.hasPullableComponent(on: .top),
      offset.y + reach.y <= range.y.lowerBound + tolerance
    {
      return .vertical
    }
    if delta.y > 0, scrollView.hasPullableComponent(on: .bottom),
      offset.y + reach.y >= range.y.upperBound - tolerance
    {
      return .vertical
    }
    if delta.x < 0, scrollView.hasPullableComponent(on: .left),
      offset.x + reach.x <= range.x.lowerBound + tolerance
    {
      return .horizontal
    }
    if delta.x > 0, scrollView.hasPullableComponent(on: .right),
      offset.x + reach.x >= range.x.upperBound - tolerance
    {
      return .horizontal
    }
    return nil
  }

  /// `delta` on `axis` only.
  private static func component(of delta: CGPoint, on axis: RefreshEdge.Axis) -> CGPoint {
    axis == .vertical ? CGPoint(x: 0, y: delta.y) : CGPoint(x: delta.x, y: 0)
  }

  // MARK: - Pointer drag (touch, mouse button)

  /// A button or a finger went down.
  ///
  /// Content RefreshKit is moving (a bounce back past an edge, a reveal or collapse, its own
  /// deceleration) stops under the finger, as under a finger in UIKit: a drag then moves it on
  /// from there, and a tap lets it go on. Content at rest is left alone until the drag pulls.
  public func pointerPressed() {
    lastTranslation = .zero
    let holdsContent = scrollView.isAnimatingContentOffset
    if holdsContent { scrollView.beginDragging() }
    pointer = .pressed(holdsContent: holdsContent)
    pressOffset = scrollView.platformPosition.contentOffset
    edges = DragEdgeTracker(offset: pressOffset, range: scrollView.platformScrollRange)
    tracker.reset()
  }

  /// The pointer moved to `translation` from where it went down (content direction: positive
  /// y drags the content down); returns whether the drag is RefreshKit's (claim it then).
  ///
  /// Call it before the platform handles the same motion (GTK's capture phase): the content's
  /// position it reads is the platform's answer to the motion before.
  @discardableResult
  public func pointerMoved(translation: CGPoint, at time: Duration) -> Bool {
    guard pointer != .up, translation.x.isFinite, translation.y.isFinite else { return false }
    let axis: RefreshEdge.Axis
    if case .pulling(let pulled) = pointer {
      axis = pulled
    } else {
      guard let start = engagement(at: translation) else {
        lastTranslation = translation
        return false
      }
      // Locked to the axis it pulled on: a vertical pull never slides the list sideways.
      axis = start.axis
      pointer = .pulling(axis)
      lastTranslation = start.translation
      scrollView.beginDragging()
      tracker.addSample(at: time, position: lastTranslation)
    }
    let delta = CGPoint(x: translation.x - lastTranslation.x, y: translation.y - lastTranslation.y)
    lastTranslation = translation
    switch axis {
    case .vertical:
      if delta.y != 0 { scrollView.drag(by: delta.y) }
    case .horizontal:
      if delta.x != 0 { scrollView.drag(horizontallyBy: delta.x) }
    }
    tracker.addSample(at: time, position: translation)
    return true
  }

  /// Whether the drag at `translation` is RefreshKit's from now: the axis it pulls on, and the
  /// translation the pull counts from (where the content met the edge).
  private func engagement(at translation: CGPoint) -> (
    axis: RefreshEdge.Axis, translation: CGPoint
  )? {
    let position = scrollView.platformPosition
    let range = scrollView.platformScrollRange
    // Where the content stood after the platform handled the motion before this one.
    edges?.follow(offset: position.contentOffset, range: range, translation: lastTranslation)
    let dominantY = abs(translation.y) >= abs(translation.x)
    let distance = dominantY ? abs(translation.y) : abs(translation.x)
    guard distance >= slop, let edges else { return nil }
    let axis: RefreshEdge.Axis = dominantY ? .vertical : .horizontal
    let overscroll = dominantY ? position.overscroll.y : position.overscroll.x
    if overscroll != 0 {
      // Content RefreshKit holds past an edge is dragged anywhere, from where the finger went
      // down (the platform did not move it: this claims first), or from the last motion if the
      // platform moved it since.
      let moved = position.contentOffset != pressOffset
      return (axis, moved ? lastTranslation : .zero)
    }
    // The finger pulls past the lower edge (top, left) at translations above the one where
    // the content met it, past the upper edge (bottom, right) below.
    let along = { (point: CGPoint) in dominantY ? point.y : point.x }
    let axisRange = dominantY ? range.y : range.x
    let offset = along(position.contentOffset)
    let finger = along(translation)
    let pullsLower = scrollView.hasPullableComponent(on: dominantY ? .top : .left)
    let pullsUpper = scrollView.hasPullableComponent(on: dominantY ? .bottom : .right)
    let edge: CGFloat
    if pullsLower, finger > along(edges.lowerEdge),
      offset <= axisRange.lowerBound + DragEdgeTracker.tolerance
    {
      edge = along(edges.lowerEdge)
    } else if pullsUpper, finger < along(edges.upperEdge),
      offset >= axisRange.upperBound - DragEdgeTracker.tolerance
    {
      edge = along(edges.upperEdge)
    } else {
      return nil
    }
    var start = translation
    if dominantY { start.y = edge } else { start.x = edge }
    return (axis, start)
  }

  /// The button or finger lifted.
  public func pointerReleased(at time: Duration) {
    defer { resetPointer() }
    guard case .pulling(let axis) = pointer else {
      // A tap on content RefreshKit held: it goes on to where it was going.
      if pointer == .pressed(holdsContent: true) { scrollView.endDragging() }
      return
    }
    let velocity = tracker.velocity(at: time)
    scrollView.endDragging(
      velocity: axis == .vertical ? CGPoint(x: 0, y: -velocity.y) : CGPoint(x: -velocity.x, y: 0))
  }

  /// The platform took the sequence away (another gesture claimed it).
  public func pointerCancelled() {
    defer { resetPointer() }
    guard isPointerEngaged || pointer == .pressed(holdsContent: true) else { return }
    scrollView.endDragging()
  }

  private func resetPointer() {
    pointer = .up
    lastTranslation = .zero
    edges = nil
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

  /// `decelerate`: the fling's velocity in touchpad units per second, offset direction (it
  /// moves the content ``touchpadPointsPerUnit`` times as many points).
  public func touchpadDecelerates(velocity: CGPoint) {
    guard velocity.x.isFinite, velocity.y.isFinite else { return }
    touchpadVelocity = CGPoint(
      x: velocity.x * touchpadPointsPerUnit, y: velocity.y * touchpadPointsPerUnit)
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
  /// `isDiscrete` (`delta` in clicks), other deltas are touchpad units
  /// (``touchpadPointsPerUnit`` points each).
  ///
  /// A touchpad event that would carry the content from inside the range past an edge with a
  /// component is taken whole: the scroll view moves the content to the edge one to one and
  /// pulls the rest, so nothing the fingers did is lost at the edge or counted twice.
  @discardableResult
  public func scrolled(by delta: CGPoint, isDiscrete: Bool) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return false }
    let rate = isDiscrete ? wheelStep : touchpadPointsPerUnit
    let points = CGPoint(x: delta.x * rate, y: delta.y * rate)
    if isTouchpadActive {
      if !isScrollEngaged {
        guard let axis = pullAxis(for: points, crossing: true) else { return false }
        isScrollEngaged = true
        scrollAxis = axis
      }
      scrollView.scrollWheel(by: Self.component(of: points, on: scrollAxis), phase: .changed)
      return true
    }
    // A wheel (or a smooth wheel without touch phases): a drag until it goes quiet.
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

  // MARK: - Taps

  /// A tap (a press and release that never pulled) at `point`, in the scroll view's
  /// coordinates (``View/convert(_:from:)`` from the window's); returns whether it started a load.
  ///
  /// A tap on the scroll view's auto footer loads it, as ``RefreshAutoFooter/handleTap(at:)``
  /// decides; any other footer, or none, leaves the tap to the platform.
  @discardableResult
  public func tapped(at point: CGPoint) -> Bool {
    guard let footer = scrollView.refreshFooter as? RefreshAutoFooter else { return false }
    return footer.handleTap(at: point)
  }
}
