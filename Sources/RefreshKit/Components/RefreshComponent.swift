import Foundation

/// The base of every header, footer and trailer: it watches a ``ScrollView`` and runs a
/// refresh state machine that can never leave its state and the screen out of step.
///
/// A component attaches when it is added to a scroll view (the registry accessors such
/// as ``ScrollView/refreshHeader`` do that) and detaches when removed. While attached it
/// calls the subclass hooks ``scrollViewContentOffsetDidChange(_:)``,
/// ``scrollViewContentSizeDidChange(_:)`` and ``scrollViewPanStateDidChange(_:)``
/// synchronously for every change, and ``placeSubviews()`` at layout.
///
/// Subclasses react to state changes by overriding ``state`` with a `didSet`, as a custom
/// header would:
///
/// ```swift
/// final class DotsHeader: RefreshHeader {
///   let dots = Label(text: "")
///   override func prepare() {
///     super.prepare()
///     addSubview(dots)
///   }
///   override var state: RefreshState {
///     didSet { dots.text = state == .refreshing ? "•••" : "" }
///   }
/// }
/// ```
///
/// ## Ordering guarantees
/// Every request takes effect before it returns, wherever it is made: a refreshing
/// block, a completion, a hook, a handler. A state change applies its geometry (the
/// component's inset contribution) in the same step; animations only move the offset
/// towards that already-decided geometry. The refreshing block runs once per refreshing
/// episode, right after the change is fully applied (all `didSet` observers included);
/// work scheduled for an episode that has ended does nothing. The one exception: a
/// request made from inside a `state` observer while that change is being applied is
/// queued and runs, in order, as soon as the change is complete. See
/// <doc:UnderstandingTheEngine#The-ordering-rule>.
@MainActor
open class RefreshComponent: View {
  /// The scroll view this component is attached to.
  ///
  /// A back-reference the container clears when the component leaves and when it is itself
  /// released, so it never dangles; unowned, since a weak one would make every retain of the
  /// container the slow, side-table kind.
  public internal(set) var scrollView: ScrollView? {
    get { storedScrollView }
    set { storedScrollView = newValue }
  }

  /// The component's state.
  ///
  /// Override it with a `didSet` to follow changes; assign it from the subclass hooks to drive the
  /// machine, or use ``beginRefreshing(completion:)`` and ``endRefreshing(completion:)``.
  ///
  /// The initial ``RefreshState/idle`` reaches observers once, right after ``prepare()``,
  /// so a subclass that renders its idle look in `didSet` shows it from the start.
  ///
  /// > Important: Assigning `state` from outside a hook or observer applies the change
  /// > and runs its refreshing block before subclass observers run. Prefer the methods.
  open var state: RefreshState {
    get { storedState }
    set {
      let oldValue = storedState
      storedState = newValue
      stateDidSet(from: oldValue)
    }
  }

  /// How far the component is exposed, as a fraction of its height (0 hidden, 1 fully exposed; more
  /// when pulled further).
  ///
  /// Non-finite values are ignored.
  open var pullingPercent: CGFloat {
    get { storedPullingPercent }
    set {
      guard newValue.isFinite, newValue != storedPullingPercent else { return }
      storedPullingPercent = newValue
      if isAutomaticallyChangeAlpha && !isRefreshing { alpha = newValue }
      if lookFollowsPullingPercent { tellLookOfPullingPercent(newValue) }
    }
  }

  /// Whether the component's alpha follows ``pullingPercent`` (fully opaque while
  /// refreshing), so it fades in as it is pulled out and out as it collapses.
  public var isAutomaticallyChangeAlpha: Bool {
    get { storedIsAutomaticallyChangeAlpha }
    set {
      storedIsAutomaticallyChangeAlpha = newValue
      alpha = isRefreshing || !newValue ? 1 : pullingPercent
    }
  }

  /// The work to run when a refresh starts: once per refreshing episode, synchronously, after the
  /// refreshing geometry is in place.
  ///
  /// Calling ``endRefreshing(completion:)`` from inside it is fine.
  ///
  /// Capture your view model weakly (`[weak self]`): the component holds this closure
  /// strongly for as long as it lives.
  public var refreshingBlock: (@MainActor () -> Void)?

  /// Called once per crossing of the trigger threshold, after
  /// ``pullDidCrossThreshold(_:)``: for a host's haptic feedback.
  ///
  /// ```swift
  /// header.thresholdCrossingHandler = { crossing in
  ///   if crossing == .passed { haptics.tick() }
  /// }
  /// ```
  ///
  /// Capture your own objects weakly: the component keeps this closure.
  public var thresholdCrossingHandler: (@MainActor (RefreshThresholdCrossing) -> Void)?

  /// The reveal animation's duration, 0.25 s unless ``prepare()`` sets it (negative: zero).
  public var fastAnimationDuration: Duration = .milliseconds(250)
  /// The collapse animation's duration, 0.4 s unless ``prepare()`` sets it (negative: zero).
  public var slowAnimationDuration: Duration = .milliseconds(400)

  // Private storage behind the public properties: the offset hot path reads them on every
  // event, and a public stored property costs a dynamic exclusivity check on each access.
  // The scroll view is unowned(unsafe): a weak reference to it gives it a side table, and
  // every retain of it on the scroll path takes the slow way (callgrind, measured through
  // `View.superview`, which points at the same scroll view: 130 instructions a refreshing
  // event). The scroll view clears it in `containerWillBeReleased()` from its `deinit`, and
  // debug builds check that none is left.
  private unowned(unsafe) var storedScrollView: ScrollView?
  private var storedState: RefreshState = .idle
  private var storedIsAutomaticallyChangeAlpha = false
  private var storedPullingPercent: CGFloat = 0

  /// The state, read without dynamic dispatch: the engine's hot paths use it (``state`` is
  /// open, so each read of it is a virtual call).
  final var currentState: RefreshState { storedState }

  /// ``pullingPercent`` as stored, read without dynamic dispatch.
  final var currentPullingPercent: CGFloat { storedPullingPercent }
  /// The identity of the container this component is attached to: a strong value the
  /// container compares on every notification, where a weak load would cost an atomic.
  var containerID: ObjectIdentifier?
  /// A number no other component of this process has: how the container's motion
  /// completions find this component again without a weak reference (see
  /// `RefreshComponent+OffsetAnimations.swift`).
  let serial = RefreshComponent.takeSerial()
  /// The engine's bookkeeping of transitions, follow-up work and completions.
  let engine = ComponentEngine(rules: RefreshStateMachine.Rules())
  /// The async refreshing action's task and the `stateChanges` streams; nil until used, so a
  /// component that uses neither pays one nil check per state change and nothing more.
  var asyncSupport: AsyncRefreshSupport?
  /// This component's place in the list a language change walks (see ``RefreshLocalization``).
  var localizationLinks = LocalizationLinks()
  /// The installed look (see ``look``); stored here so the hot path reads it without an
  /// exclusivity check.
  var storedLook: (any RefreshLook)?
  /// The placement the look was last told of.
  var installedPlacement = RefreshLookPlacement.header
  /// The look this class is built with (``makeBuiltInLook()``), which the MJRefresh-named
  /// classes' members reach even after ``look`` is replaced.
  let builtInLook: (any RefreshLook)?
  /// Whether the look asked to follow the percent: read once, at install, so a look that does
  /// not costs one flag test per scroll event.
  var lookFollowsPullingPercent = false
  /// The theme bookkeeping, out of line: most components never see a theme, and two themes
  /// inline would add some 350 bytes to every component.
  var themeRecord: ThemeRecord?

  /// Creates a component; ``prepare()`` runs before this returns, then the initial
  /// ``RefreshState/idle`` reaches `state` observers.
  public init() {
    builtInLook = Self.makeBuiltInLook()
    super.init(frame: .zero)
    applyDefaults()
    RefreshLocalization.track(self)
    installLook(builtInLook, isNew: true)
    prepare()
    // MJRefresh sets Idle after `prepare`: a subclass that draws its idle look from
    // `state` didSet must see it. The base observer ignores an unchanged state.
    announceInitialState()
  }

  private static var lastSerial: UInt64 = 0

  private static func takeSerial() -> UInt64 {
    lastSerial &+= 1
    return lastSerial
  }

  isolated deinit {
    RefreshLocalization.untrack(self)
    // A built-in look's back-reference is unowned: it must not outlive this component.
    (storedLook as? RefreshStateLook)?.hostWillDeinit()
    #if DEBUG
      // The look this class was built with may outlive it (an app keeps it): it must not
      // point here any more.
      if let look = builtInLook as? RefreshStateLook, look.component === self {
        preconditionFailure("Internal inconsistency: a released component's look points at it")
      }
    #endif
  }

  // MARK: - Hooks

  /// Sets the component up: add subviews, set the height and durations here.
  ///
  /// Runs once, from `init`. Overrides must call super.
  open func prepare() {}

  /// Lays out the subviews for the current frame and state.
  ///
  /// Runs at layout time. Overrides must call super.
  open func placeSubviews() {}

  /// The content offset changed.
  ///
  /// Overrides must call super.
  open func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {}

  /// The content size changed.
  ///
  /// Overrides must call super.
  open func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {}

  /// The user's drag changed phase.
  ///
  /// Overrides must call super.
  open func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {}

  /// The pull crossed the trigger threshold: ``RefreshThresholdCrossing/passed`` when it went past
  /// it (releasing now refreshes), ``RefreshThresholdCrossing/returned`` when it came back.
  ///
  /// Called once per crossing, after the state change is complete, then
  /// ``thresholdCrossingHandler`` runs. Play a haptic tick here. Overrides must call super.
  open func pullDidCrossThreshold(_ crossing: RefreshThresholdCrossing) {}

  /// The language of the built-in texts changed (``RefreshLocalization/language``): re-render the
  /// texts you localize yourself.
  ///
  /// Runs at once for every live component, after the built-in looks have re-rendered their own
  /// labels. Overrides must call super.
  open func localizationDidChange() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    storedLook?.layout(in: bounds)
    placeSubviews()
  }

  // MARK: - What subclasses in this module decide

  /// Sets the library's defaults (a header's height) before ``prepare()`` runs, so that
  /// an app subclass whose `prepare()` forgets `super` still gets them.
  func applyDefaults() {}

  /// The look a built-in class is built with, installed before ``prepare()`` runs (the state
  /// classes' state looks); none here.
  class func makeBuiltInLook() -> (any RefreshLook)? { nil }

  /// Where a look installed here sits: which behaviour, axis and pull direction, in its
  /// scroll view's ``ScrollView/layoutDirection``.
  public var lookPlacement: RefreshLookPlacement {
    RefreshLookPlacement.header.laidOut(layoutDirection)
  }

  /// The scroll view's ``ScrollView/layoutDirection`` (left to right while detached).
  var layoutDirection: RefreshLayoutDirection { scrollView?.layoutDirection ?? .leftToRight }

  /// The container's lines turned the other way (a trailer changes sides); nothing here.
  func layoutDirectionDidChange() {}

  /// Whether the component accepts a begin request now (a hidden footer does not).
  var canBeginRefreshing: Bool { true }

  /// Whether an explicit result can be shown before collapsing (a header with a label).
  var endingShowsResult: Bool { false }

  /// Applies the geometry a state implies (the inset contribution) and re-renders the look.
  func applyState(from oldState: RefreshState) {}

  /// The contribution to the container's insets that the state and geometry imply now.
  ///
  /// A pure function: ``updateContribution()`` writes it to the ledger, and the invariant
  /// check recomputes and compares it, in one place. None by default.
  var expectedContribution: EdgeInsets { .zero }

  /// The edge a component that scrolls itself into view sits on, and the offset at which the
  /// content rests against it; `nil` (this default, and an auto footer) for one that does not.
  ///
  /// Header, back footer and trailers are one model here (see `RefreshEdge`): the reveal lands
  /// ``extent`` past the resting offset, and the collapse settles back.
  func pulledEdge(in scrollView: ScrollView) -> (edge: RefreshEdge, restingOffset: CGFloat)? {
    nil
  }

  /// Scrolls the refreshing look into view, then reports ``revealDidFinish(episode:)`` (at once
  /// for a component with no ``pulledEdge(in:)``).
  func revealLook(episode revealing: Int) {
    guard let scrollView, let (edge, resting) = pulledEdge(in: scrollView) else {
      return revealDidFinish(episode: revealing)
    }
    let target = edge.revealTarget(restingAt: resting, extent: extent)
    revealRefreshing(in: scrollView, on: edge.axis, to: target)
  }

  /// Settles back after an end, then reports ``collapseDidFinish(episode:)`` (at once for a
  /// component with no ``pulledEdge(in:)``).
  func collapseLook(episode collapsing: Int) {
    guard let scrollView, pulledEdge(in: scrollView) != nil else {
      return collapseDidFinish(episode: collapsing)
    }
    settleAfterCollapse(in: scrollView)
  }

  /// Shows `result` (a header's result phase); it ends with a `shownResultFinished` event.
  func showResult(_ result: RefreshResult, episode showing: Int) {}

  /// Stops showing the result at once.
  func stopShowingResult() {}

  /// Internal reactions to container changes, before the public hooks run; `source` says who
  /// moved the offset.
  func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {}
  func handlePanStateDidChange(_ change: ScrollChange<PanState>) {}

  /// Puts the frame where the container wants it (nothing here).
  func placeFrame() {}

  /// Whether the contribution depends on the geometry (a footer's and a trailer's do: they hold
  /// the gap of short content; an open second floor is as deep as the list), so a geometry
  /// change re-reserves it.
  var contributionFollowsGeometry: Bool {
    // The settings' presence first: a component that never had a floor pays one nil check.
    engine.secondFloor != nil && engine.machine.secondFloor.holdsSpace
  }

  /// The container's insets, frame or visibility, the content size or the component's extent
  /// changed: re-place the frame and, where it follows the geometry, the contribution.
  func geometryDidChange() {
    placeFrame()
    if contributionFollowsGeometry { updateContributionAndSettle(duration: fastAnimationDuration) }
    refitSecondFloor()
  }

  /// The container's insets, frame or visibility changed.
  func handleInsetsDidChange() { geometryDidChange() }

  /// The content size changed.
  func handleContentSizeDidChange(_ change: ScrollChange<CGSize>) { geometryDidChange() }

  /// The extent (height, or a trailer's width) changed from `oldExtent`.
  func extentDidChange(from oldExtent: CGFloat) { geometryDidChange() }

  /// Re-places the component when its extent (height, or a trailer's width) changed.
  ///
  /// Overrides must call super.
  open override func frameDidChange(from oldFrame: CGRect) {
    super.frameDidChange(from: oldFrame)
    let oldExtent = lookPlacement.axis == .horizontal ? oldFrame.width : oldFrame.height
    if oldExtent != extent { extentDidChange(from: oldExtent) }
  }

  // MARK: - Attaching (see RefreshComponent+Attachment.swift)

  open override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    leaveContainer(movingTo: newSuperview)
  }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    joinContainer()
  }

  /// Invariant violations of this component's own bookkeeping (see `RefreshInvariants`).
  func collectViolations(into violations: inout [String]) {
    guard let scrollView else { return }
    let contribution = scrollView.refreshInset(of: self)
    if !contribution.isFinite { violations.append("\(self.kindName): contribution is not finite") }
    // The one contribution check: the ledger holds what the state and geometry imply.
    let expected = expectedContribution
    if !contribution.isApproximately(expected) {
      violations.append(
        "\(kindName): state \(state)\(isHidden ? " (hidden)" : "") implies a contribution of "
          + "\(expected) but it is \(contribution)")
    }
    if state == .willRefresh && isOnScreen {
      violations.append("\(kindName): waits to refresh although its container is on screen")
    }
    if engine.repeatedBlockCalls > 0 {
      violations.append("\(kindName): refreshing block ran more than once in an episode")
    }
  }
}
