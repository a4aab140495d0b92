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
  ///
  /// Negative durations count as zero (the bounce lands at once).
  public var bounceDuration: Duration = .milliseconds(400)
  /// How long a programmatic ``setContentOffset(_:animated:)`` takes.
  ///
  /// Negative durations count as zero.
  public var scrollAnimationDuration: Duration = .milliseconds(300)
  /// How far a release keeps scrolling, as seconds of travel at the release velocity.
  ///
  /// Zero, negative, NaN or infinite values turn deceleration off (releases only bounce).
  public var decelerationProjection: CGFloat = 0.3
  /// How long the deceleration after a flick takes.
  ///
  /// Negative durations count as zero.
  public var decelerationDuration: Duration = .milliseconds(600)

  private let ownScheduler: any Scheduler
  private var components: [RefreshComponent] = []
  /// This scroll view's values in ``AssociatedObjects`` (its components live there), kept in
  /// the scroll view itself: they leave with it, so they can never be stale.
  ///
  /// Unchecked exclusivity, because a dynamic check costs more than the rest of a read. Safe:
  /// its only modifying accesses are this file's registry section (keep it so), and they run no
  /// code of anyone else's while they last. A value they replace or remove is still retained by
  /// them and released only after the access has ended, so no deinit (the one way back into
  /// this property) can run inside one. Usable from inlinable code for the component getters
  /// (see ``AssociationValues``).
  @usableFromInline @exclusivity(unchecked) final var associationValues = AssociationValues()
  private var ledger: [(owner: ObjectIdentifier, insets: EdgeInsets)] = []
  /// The running motion of each axis; the container composes what components ask for.
  var verticalMotion: OffsetMotion?
  var horizontalMotion: OffsetMotion?
  var dragStartOffset: CGPoint = .zero
  var dragTranslation: CGPoint = .zero
  // Private storage behind public reads: the offset hot path reads these on every event,
  // and a public stored property costs a dynamic exclusivity check on each access.
  private var storedIsDragging = false
  private var storedPanState: PanState = .possible
  /// The velocity the last drag ended with (offset direction, points per second; zero when
  /// none was given): components read it while they hear the pan state `.ended`.
  var releaseVelocity = CGPoint.zero
  private var storedIsVisible = true
  private var storedLayoutDirection = RefreshLayoutDirection.leftToRight
  private var storedRefreshInsets: EdgeInsets = .zero
  private var storedContentSize: CGSize = .zero
  private var storedContentInset: EdgeInsets = .zero
  private var storedSafeAreaInsets: EdgeInsets = .zero
  /// This list's own motion preference (see ``motionPreference``).
  var storedMotionPreference: MotionPreference?
  /// Behind ``platformScrollHandler`` (ScrollView+PlatformHost.swift); private, as the others,
  /// so the read on every offset change costs no dynamic exclusivity check.
  private var storedPlatformScrollHandler: (@MainActor (PlatformScrollPosition) -> Void)?
  var platformScrollHandlerStorage: (@MainActor (PlatformScrollPosition) -> Void)? {
    get { storedPlatformScrollHandler }
    set { storedPlatformScrollHandler = newValue }
  }

  /// Creates a scroll view whose animations and delays run on `scheduler`.
  public init(frame: CGRect = .zero, scheduler: any Scheduler = MainScheduler.shared) {
    ownScheduler = scheduler
    super.init(frame: frame)
  }

  isolated deinit {
    // A component the app still holds outlives its container: stop its async work.
    for component in components { component.containerWillBeReleased() }
    #if DEBUG
      // A component's back-reference here is unowned(unsafe): none may outlive this.
      for component in components where component.scrollView != nil {
        preconditionFailure("Internal inconsistency: a component still points at a released list")
      }
    #endif
    // Values attached through the registry (the components) go before the rest of the
    // container, in the order a removal would release them.
    removeAllAssociatedValues()
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
      guard newValue.isFinite else { return }
      stopAllMotion()
      applyContentOffset(newValue, source: .program)
    }
  }

  /// The size of the content.
  ///
  /// NaN/infinite values are ignored; negative dimensions clamp to 0 (and components hear about the
  /// clamped size).
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
      forEachComponent { $0.notifyContentSizeDidChange(change) }
    }
  }

  /// The app's own insets around the content.
  ///
  /// Components never write it. Non-finite values are ignored.
  public var contentInset: EdgeInsets {
    get { storedContentInset }
    set {
      guard newValue.isFinite, newValue != storedContentInset else { return }
      storedContentInset = newValue
      insetsDidChange()
    }
  }

  /// Insets the host's safe area imposes (a notch, a home indicator).
  ///
  /// Non-finite values are ignored.
  public var safeAreaInsets: EdgeInsets {
    get { storedSafeAreaInsets }
    set {
      guard newValue.isFinite, newValue != storedSafeAreaInsets else { return }
      storedSafeAreaInsets = newValue
      insetsDidChange()
    }
  }

  /// The sum of the refresh components' contributions: the inset ledger's total.
  public var refreshInsets: EdgeInsets { storedRefreshInsets }

  /// The insets that set the scrolling limits: ``contentInset`` + ``safeAreaInsets`` +
  /// ``refreshInsets``.
  public var adjustedContentInset: EdgeInsets {
    contentInset + safeAreaInsets + refreshInsets
  }

  /// Whether the scroll view is on screen.
  ///
  /// A component asked to refresh while it is not waits in ``RefreshState/willRefresh`` until it
  /// is. True by default.
  public var isVisible: Bool {
    get { storedIsVisible }
    set {
      guard newValue != storedIsVisible else { return }
      storedIsVisible = newValue
      forEachComponent { $0.scrollViewDidChangeVisibility() }
    }
  }

  /// Which way the list's lines run: where its leading and trailing trailers sit, and which
  /// side of the text looks put an accessory (see ``RefreshLayoutDirection``).
  ///
  /// A host sets it from its toolkit; the attached components follow at once.
  public var layoutDirection: RefreshLayoutDirection {
    get { storedLayoutDirection }
    set {
      guard newValue != storedLayoutDirection else { return }
      storedLayoutDirection = newValue
      forEachComponent { $0.scrollViewDidChangeLayoutDirection() }
    }
  }

  // MARK: - Drag state

  /// Whether a finger is on the content.
  public internal(set) var isDragging: Bool {
    get { storedIsDragging }
    set { storedIsDragging = newValue }
  }
  /// The phase of the current or last drag.
  public internal(set) var panState: PanState {
    get { storedPanState }
    set {
      guard newValue != storedPanState else { return }
      let change = ScrollChange(oldValue: storedPanState, newValue: newValue)
      storedPanState = newValue
      forEachComponent { $0.notifyPanStateDidChange(change) }
    }
  }

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

  /// Sets `component`'s contribution to the inset ledger.
  ///
  /// Non-finite edges are ignored and negative edges clamp to zero, so the ledger never holds a
  /// negative amount. A component that is not attached to this scroll view cannot contribute
  /// (ignored): nothing would ever remove its entry.
  func setRefreshInset(_ insets: EdgeInsets, for component: RefreshComponent) {
    guard insets.isFinite else { return }
    let clean = EdgeInsets(
      top: Swift.max(0, insets.top), left: Swift.max(0, insets.left),
      bottom: Swift.max(0, insets.bottom), right: Swift.max(0, insets.right))
    // Only attached components own a share; a stale write from a leaving one is ignored.
    guard clean == .zero || isAttached(component) else { return }
    let id = ObjectIdentifier(component)
    // Changed on a local copy and written back whole: every access to the stored list is
    // instantaneous, so the compiler can drop its exclusivity checks on the hot reads.
    // Taken out (leaving the list empty) so the copy is unique and changes in place, then
    // written back whole before anyone hears of the change.
    var entries = ledger
    ledger = []
    let changed = Self.update(&entries, owner: id, to: clean)
    ledger = entries
    guard changed else { return }
    var total = EdgeInsets.zero
    for entry in entries { total = total + entry.insets }
    storedRefreshInsets = total
    insetsDidChange()
  }

  /// Sets `owner`'s entry in `entries` to `insets` (zero removes it); whether anything changed.
  private static func update(
    _ entries: inout [(owner: ObjectIdentifier, insets: EdgeInsets)], owner: ObjectIdentifier,
    to insets: EdgeInsets
  ) -> Bool {
    // Loops, not `firstIndex(where:)`: a closure formed here is main-actor isolated, and
    // each call of one checks the executor (some 220 instructions on the scroll path).
    for index in entries.indices where entries[index].owner == owner {
      guard entries[index].insets != insets else { return false }
      if insets == .zero {
        entries.remove(at: index)
      } else {
        entries[index].insets = insets
      }
      return true
    }
    guard insets != .zero else { return false }
    entries.append((owner, insets))
    return true
  }

  // MARK: - Components

  /// Whether `component` is attached here (a loop: see `update(_:owner:to:)`).
  private func isAttached(_ component: RefreshComponent) -> Bool {
    for attached in components where attached === component { return true }
    return false
  }

  /// The attached component whose ``RefreshComponent/serial`` is `serial`, if any.
  func attachedComponent(serial: UInt64) -> RefreshComponent? {
    for attached in components where attached.serial == serial { return attached }
    return nil
  }

  func attach(_ component: RefreshComponent) {
    guard !isAttached(component) else { return }
    // Taken out, changed, written back: never modified in place (see `setRefreshInset`).
    var list = components
    components = []
    list.append(component)
    components = list
  }

  func detach(_ component: RefreshComponent) {
    // Unlisted first: the inset change below notifies the listed components, and one
    // still listed would re-apply its own contribution while leaving.
    var list = components
    components = []
    list.removeAll { $0 === component }
    components = list
    setRefreshInset(.zero, for: component)
  }

  private func forEachComponent(_ body: (RefreshComponent) -> Void) {
    // Iterating a copy: a component may detach itself (or another) while notified.
    let current = components
    let id = ObjectIdentifier(self)
    for component in current where component.containerID == id {
      body(component)
    }
  }

  private func insetsDidChange() {
    forEachComponent { $0.notifyInsetsDidChange() }
  }

  open override func frameDidChange(from oldFrame: CGRect) {
    super.frameDidChange(from: oldFrame)
    forEachComponent { $0.scrollViewDidChangeFrame() }
  }

  // MARK: - Offset plumbing

  /// Moves the offset and tells the components, in attach order, who moved it.
  func applyContentOffset(_ offset: CGPoint, source: OffsetChangeSource) {
    guard offset.isFinite, offset != boundsOrigin else { return }
    let change = ScrollChange(oldValue: boundsOrigin, newValue: offset)
    boundsOrigin = offset
    // By index over a copy: a component may detach itself (or another) while notified,
    // and the attachment check reads a strong identifier instead of the weak reference.
    let current = components
    let id = ObjectIdentifier(self)
    for component in current where component.containerID == id {
      component.notifyContentOffsetDidChange(change, source: source, in: self)
    }
    // A platform host shows the new offset (ScrollView+PlatformHost.swift).
    if let handler = storedPlatformScrollHandler { handler(platformPosition) }
  }
}
