import Foundation

/// A scroll container: content offset, content size, insets and the user's drag.
///
/// `ScrollView` is the headless model of `UIScrollView` that refresh components attach
/// to. A host (a terminal demo, a test, a UIKit bridge) reports gestures through
/// ``beginDragging()``, ``drag(to:)`` or ``drag(by:)``, and ``endDragging(velocity:)``;
/// the scroll view rubber-bands past its edges, bounces back and decelerates on its
/// ``scheduler``, and tells its components about every change synchronously, in the
/// order they were attached.
///
/// Insets are kept apart by owner. ``contentInset`` belongs to the app and components
/// never write it; each component's contribution lives in the inset ledger
/// (``refreshInsets``); ``adjustedContentInset`` is their sum with ``safeAreaInsets``
/// and sets every scrolling limit.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
/// list.contentSize = CGSize(width: 375, height: 2000)
/// list.beginDragging()
/// list.drag(by: 120)  // pull the content down; rubber-banded past the top
/// list.endDragging()
/// scheduler.advance(by: .seconds(1))  // bounced back
/// ```
///
/// > Important: Bad values are ignored, never stored: a NaN or infinite offset, size or
/// > inset leaves the previous value in place, and negative content sizes are clamped
/// > to zero.
@MainActor
open class ScrollView: View {
  /// How long the bounce back to a scrolling limit takes after a release.
  /// Negative durations count as zero (the bounce lands at once).
  public var bounceDuration: Duration = .milliseconds(400)
  /// How long a programmatic ``setContentOffset(_:animated:)`` takes.
  /// Negative durations count as zero.
  public var scrollAnimationDuration: Duration = .milliseconds(300)
  /// How far a release keeps scrolling, as seconds of travel at the release velocity.
  /// Zero, negative, NaN or infinite values turn deceleration off (releases only bounce).
  public var decelerationProjection: CGFloat = 0.3
  /// How long the deceleration after a flick takes. Negative durations count as zero.
  public var decelerationDuration: Duration = .milliseconds(600)

  private let ownScheduler: any Scheduler
  private var components: [RefreshComponent] = []
  private var ledger: [(owner: ObjectIdentifier, insets: EdgeInsets)] = []
  private var offsetAnimation: Animation?
  private var dragStartOffset: CGPoint = .zero
  private var dragTranslation: CGPoint = .zero
  private var storedContentSize: CGSize = .zero

  /// Creates a scroll view whose animations and delays run on `scheduler`.
  public init(frame: CGRect = .zero, scheduler: any Scheduler = MainScheduler.shared) {
    ownScheduler = scheduler
    super.init(frame: frame)
  }

  isolated deinit {
    // A component the app still holds outlives its container: stop its async work.
    for component in components { component.containerWillBeReleased() }
    // Values attached through the registry (the components) go with the container.
    AssociatedObjects.shared.removeValues(ofOwnerWith: ObjectIdentifier(self))
  }

  /// The scheduler that times this scroll view's animations and its components' delays.
  open override var scheduler: any Scheduler { ownScheduler }

  // MARK: - Content geometry

  /// The point of the content at the top-left corner of the view (the bounds origin).
  ///
  /// Setting it stops a running scroll animation. NaN and infinite values are ignored.
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      stopOffsetAnimation()
      applyContentOffset(newValue)
    }
  }

  /// The size of the content. NaN/infinite values are ignored; negative dimensions
  /// clamp to 0 (and components hear about the clamped size).
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      // Sanitized before it is stored: resetting a property inside its own `didSet`
      // would skip the notification, and components would miss the change.
      guard newValue.isFinite else { return }
      let clean = newValue.clampedToNonNegative
      guard clean != storedContentSize else { return }
      let change = ScrollChange(oldValue: storedContentSize, newValue: clean)
      storedContentSize = clean
      forEachComponent { $0.scrollViewDidChangeContentSize(change) }
    }
  }

  /// The app's own insets around the content. Components never write it.
  /// Non-finite values are ignored.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      if !contentInset.isFinite {
        contentInset = oldValue
        return
      }
      if contentInset != oldValue { insetsDidChange() }
    }
  }

  /// Insets the host's safe area imposes (a notch, a home indicator).
  /// Non-finite values are ignored.
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet {
      if !safeAreaInsets.isFinite {
        safeAreaInsets = oldValue
        return
      }
      if safeAreaInsets != oldValue { insetsDidChange() }
    }
  }

  /// The sum of the refresh components' contributions: the inset ledger's total.
  public private(set) var refreshInsets: EdgeInsets = .zero

  /// The insets that set the scrolling limits: ``contentInset`` + ``safeAreaInsets`` +
  /// ``refreshInsets``.
  public var adjustedContentInset: EdgeInsets {
    contentInset + safeAreaInsets + refreshInsets
  }

  /// Whether the scroll view is on screen. A component asked to refresh while it is not
  /// waits in ``RefreshState/willRefresh`` until it is. True by default.
  public var isVisible = true {
    didSet {
      guard isVisible != oldValue else { return }
      forEachComponent { $0.scrollViewDidChangeVisibility() }
    }
  }

  // MARK: - Drag state

  /// Whether a finger is on the content.
  public private(set) var isDragging = false
  /// Whether the content is moving on its own after a release (bounce or deceleration).
  public private(set) var isDecelerating = false
  /// The phase of the current or last drag.
  public private(set) var panState: PanState = .possible {
    didSet {
      guard panState != oldValue else { return }
      let change = ScrollChange(oldValue: oldValue, newValue: panState)
      forEachComponent { $0.scrollViewDidChangePanState(change) }
    }
  }

  /// Whether an animation (programmatic scroll, bounce, deceleration) moves the offset.
  public var isAnimatingContentOffset: Bool { offsetAnimation?.isRunning ?? false }

  // MARK: - Limits

  /// The smallest offset at rest: the top-left scrolling limit.
  public var minimumContentOffset: CGPoint {
    let insets = adjustedContentInset
    return CGPoint(x: -insets.left, y: -insets.top)
  }

  /// The largest offset at rest: the bottom-right scrolling limit (never above the
  /// minimum, so short content rests at the top).
  public var maximumContentOffset: CGPoint {
    let insets = adjustedContentInset
    let minimum = minimumContentOffset
    return CGPoint(
      x: Swift.max(minimum.x, contentSize.width + insets.right - bounds.width),
      y: Swift.max(minimum.y, contentSize.height + insets.bottom - bounds.height))
  }

  /// `offset` moved inside the scrolling limits.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    return CGPoint(
      x: offset.x.clamped(to: minimum.x...maximum.x),
      y: offset.y.clamped(to: minimum.y...maximum.y))
  }

  // MARK: - Programmatic scrolling

  /// Scrolls to `offset`, at once or animated over ``scrollAnimationDuration``.
  /// NaN and infinite offsets are ignored.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFinite else { return }
    if animated {
      animateContentOffset(to: offset, duration: scrollAnimationDuration)
    } else {
      contentOffset = offset
    }
  }

  /// Animates the offset to a fixed `target` (ease in-out), superseding any running
  /// scroll animation; `completion` receives whether it ran to the end.
  /// A target equal to the current offset completes at once.
  public func animateContentOffset(
    to target: CGPoint, duration: Duration,
    completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    stopOffsetAnimation()
    guard target.isFinite else {
      completion?(false)
      return
    }
    guard target != contentOffset else {
      completion?(true)
      return
    }
    let start = contentOffset
    runOffsetAnimation(duration: duration, curve: .easeInOut, completion: completion) {
      [weak self] progress in
      self?.applyContentOffset(start.interpolated(to: target, by: progress))
    }
  }

  /// Moves the offset back inside the scrolling limits over `duration`, retargeting each
  /// frame to the limits as they are then (so an inset change mid-way is followed, not
  /// fought, and never makes the offset jump). Completes at once when the offset is
  /// already inside or a drag is on.
  public func settleContentOffset(
    duration: Duration, completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    guard !isDragging else {
      completion?(true)
      return
    }
    guard clampedContentOffset(contentOffset) != contentOffset else {
      stopOffsetAnimation()
      completion?(true)
      return
    }
    stopOffsetAnimation()
    isDecelerating = true
    runRetargetingOffsetAnimation(duration: duration, completion: completion) { scrollView in
      scrollView.clampedContentOffset(scrollView.contentOffset)
    }
  }

  // MARK: - Gestures

  /// A finger touches the content: stops any scroll animation where it is and starts a
  /// drag. Calling it during a drag does nothing.
  public func beginDragging() {
    guard !isDragging else { return }
    stopOffsetAnimation()
    isDragging = true
    dragStartOffset = contentOffset
    dragTranslation = .zero
    panState = .began
  }

  /// The finger has moved the content to `offset`, as a host that tracks the finger
  /// reports it (no rubber band is applied). Begins a drag first if none is on.
  /// NaN and infinite offsets are ignored.
  public func drag(to offset: CGPoint) {
    guard offset.isFinite else { return }
    if !isDragging { beginDragging() }
    applyContentOffset(offset)
    panState = .changed
  }

  /// The finger moved `distance` points vertically; positive pulls the content down.
  /// Past the scrolling limits the movement is rubber-banded, as in UIKit.
  /// Begins a drag first if none is on; NaN and infinite distances are ignored.
  public func drag(by distance: CGFloat) {
    drag(byTranslation: CGPoint(x: 0, y: distance))
  }

  /// The finger moved horizontally by `distance` points; positive pulls the content
  /// right. Rubber-banded past the limits; begins a drag first if none is on.
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
        y: ScrollView.rubberBanded(free.y, minimum.y, maximum.y, dimension: bounds.height)))
    panState = .changed
  }

  /// The finger lifts. Components see the pan state `.ended` first (a header may start
  /// refreshing and move the offset); then, unless a component started a scroll
  /// animation, the content bounces back inside the limits or decelerates by `velocity`
  /// (points per second, in offset direction). Does nothing when no drag is on.
  /// A NaN or infinite velocity is ignored (treated as zero: no deceleration).
  public func endDragging(velocity: CGPoint = .zero) {
    guard isDragging else { return }
    isDragging = false
    panState = .ended
    guard !isAnimatingContentOffset, !isDragging else { return }
    if clampedContentOffset(contentOffset) != contentOffset {
      settleContentOffset(duration: bounceDuration)
    } else if velocity.isFinite, velocity != .zero {
      decelerate(velocity: velocity)
    }
  }

  private func decelerate(velocity: CGPoint) {
    guard decelerationProjection.isFinite, decelerationProjection > 0 else { return }
    let start = contentOffset
    let projected = CGPoint(
      x: start.x + velocity.x * decelerationProjection,
      y: start.y + velocity.y * decelerationProjection)
    guard projected.isFinite, clampedContentOffset(projected) != start else { return }
    isDecelerating = true
    // Towards the projection as the limits allow *now*: if the content shrinks or an inset
    // grows mid-way, the flick ends at the new limit (bouncing back if it is already past
    // it) instead of coming to rest outside the limits.
    runRetargetingOffsetAnimation(duration: decelerationDuration) { scrollView in
      scrollView.clampedContentOffset(projected)
    }
  }

  /// An ease-out animation towards a target recomputed every frame. Each frame covers the
  /// curve's share of the *remaining* way from wherever the offset is, so a target that
  /// moves mid-way (a component changed the insets) is followed without a jump, and the
  /// last frame lands exactly on it.
  private func runRetargetingOffsetAnimation(
    duration: Duration, completion: (@MainActor (Bool) -> Void)? = nil,
    target: @escaping @MainActor (ScrollView) -> CGPoint
  ) {
    var previousProgress = 0.0
    runOffsetAnimation(duration: duration, curve: .easeOut, completion: completion) {
      [weak self] progress in
      guard let self else { return }
      let current = self.contentOffset
      let remaining = 1 - previousProgress
      let fraction = remaining > 0 ? (progress - previousProgress) / remaining : 1
      previousProgress = progress
      self.applyContentOffset(current.interpolated(to: target(self), by: fraction))
    }
  }

  /// UIKit's rubber band: movement past a limit shrinks the further it goes.
  static func rubberBanded(
    _ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, dimension: CGFloat
  ) -> CGFloat {
    func band(_ overshoot: CGFloat) -> CGFloat {
      guard dimension > 0 else { return 0 }
      return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }
    if value < minimum { return minimum - band(minimum - value) }
    if value > maximum { return maximum + band(value - maximum) }
    return value
  }

  // MARK: - The inset ledger

  /// The attached refresh components, in attach order.
  public var refreshComponents: [RefreshComponent] { components }

  /// ``adjustedContentInset`` as it would be without `component`'s contribution.
  ///
  /// Summed from the other owners rather than subtracted from the total, so it does not
  /// depend on the component's own contribution even by a rounding error: a component
  /// that derives its contribution from it (a footer filling a short view) reaches a
  /// fixed point instead of changing its contribution, and so the insets, forever.
  public func adjustedContentInset(excluding component: RefreshComponent) -> EdgeInsets {
    let id = ObjectIdentifier(component)
    var others = EdgeInsets.zero
    for entry in ledger where entry.owner != id { others = others + entry.insets }
    return contentInset + safeAreaInsets + others
  }

  /// The contribution `component` makes to ``refreshInsets`` (zero if none).
  public func refreshInset(of component: RefreshComponent) -> EdgeInsets {
    let id = ObjectIdentifier(component)
    for entry in ledger where entry.owner == id { return entry.insets }
    return .zero
  }

  /// Sets `component`'s contribution to the inset ledger. Non-finite edges are ignored
  /// and negative edges clamp to zero, so the ledger never holds a negative amount.
  /// A component that is not attached to this scroll view cannot contribute (ignored):
  /// nothing would ever remove its entry.
  public func setRefreshInset(_ insets: EdgeInsets, for component: RefreshComponent) {
    guard insets.isFinite else { return }
    let clean = EdgeInsets(
      top: Swift.max(0, insets.top), left: Swift.max(0, insets.left),
      bottom: Swift.max(0, insets.bottom), right: Swift.max(0, insets.right))
    // Only attached components own a share; a stale write from a leaving one is ignored.
    guard clean == .zero || components.contains(where: { $0 === component }) else { return }
    let id = ObjectIdentifier(component)
    if let index = ledger.firstIndex(where: { $0.owner == id }) {
      guard ledger[index].insets != clean else { return }
      if clean == .zero {
        ledger.remove(at: index)
      } else {
        ledger[index].insets = clean
      }
    } else {
      guard clean != .zero else { return }
      ledger.append((id, clean))
    }
    var total = EdgeInsets.zero
    for entry in ledger { total = total + entry.insets }
    refreshInsets = total
    insetsDidChange()
  }

  // MARK: - Components

  func attach(_ component: RefreshComponent) {
    guard !components.contains(where: { $0 === component }) else { return }
    components.append(component)
  }

  func detach(_ component: RefreshComponent) {
    // Unlisted first: the inset change below notifies the listed components, and one
    // still listed would re-apply its own contribution while leaving.
    components.removeAll { $0 === component }
    setRefreshInset(.zero, for: component)
  }

  private func forEachComponent(_ body: (RefreshComponent) -> Void) {
    // Iterating a copy: a component may detach itself (or another) while notified.
    let current = components
    for component in current where component.scrollView === self {
      body(component)
    }
  }

  private func insetsDidChange() {
    forEachComponent { $0.scrollViewDidChangeInsets() }
  }

  open override func frameDidChange(from oldFrame: CGRect) {
    super.frameDidChange(from: oldFrame)
    forEachComponent { $0.scrollViewDidChangeFrame() }
  }

  // MARK: - Offset plumbing

  private func applyContentOffset(_ offset: CGPoint) {
    guard offset.isFinite, offset != boundsOrigin else { return }
    let change = ScrollChange(oldValue: boundsOrigin, newValue: offset)
    boundsOrigin = offset
    forEachComponent { $0.scrollViewDidChangeContentOffset(change) }
  }

  private func runOffsetAnimation(
    duration: Duration, curve: Animation.Curve,
    completion: (@MainActor (Bool) -> Void)? = nil,
    update: @escaping @MainActor (Double) -> Void
  ) {
    let animation = Animation(
      duration: duration, curve: curve, scheduler: scheduler, update: update,
      completion: { [weak self] finished in
        // A newer animation may have started from inside the last frame; it owns the flag.
        if let self, !self.isAnimatingContentOffset { self.isDecelerating = false }
        completion?(finished)
      })
    offsetAnimation = animation
    animation.start()
  }

  private func stopOffsetAnimation() {
    guard let animation = offsetAnimation else { return }
    offsetAnimation = nil
    isDecelerating = false
    animation.stop()
  }
}

extension CGPoint {
  fileprivate func interpolated(to target: CGPoint, by progress: Double) -> CGPoint {
    let t = CGFloat(progress)
    return CGPoint(x: x + (target.x - x) * t, y: y + (target.y - y) * t)
  }
}
