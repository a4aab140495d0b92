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
/// Every call takes effect synchronously, in call order. A state change applies its
/// geometry (the component's inset contribution) in the same step; animations only move
/// the offset towards that already-decided geometry. The refreshing block runs once per
/// refreshing episode, right after the change is fully applied (all `didSet` observers
/// included); work scheduled for an episode that has ended does nothing. Calls to
/// ``beginRefreshing(completion:)`` or ``endRefreshing(completion:)`` made from inside a
/// `state` observer are queued and applied, in order, once that change is complete.
@MainActor
open class RefreshComponent: View {
  /// The scroll view this component is attached to. Weak: the container owns its
  /// components, never the other way round.
  public private(set) weak var scrollView: ScrollView?

  /// The component's state. Override it with a `didSet` to follow changes; assign it from
  /// the subclass hooks to drive the machine, or use ``beginRefreshing(completion:)`` and
  /// ``endRefreshing(completion:)``.
  ///
  /// > Important: Assigning `state` from outside a hook or observer applies the change
  /// > and runs its refreshing block before subclass observers run. Prefer the methods.
  open var state: RefreshState = .idle {
    didSet { baseStateDidChange(from: oldValue) }
  }

  /// Whether the component is refreshing or waiting to (``RefreshState/willRefresh``).
  public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

  /// How far the component is exposed, as a fraction of its height (0 hidden, 1 fully
  /// exposed; more when pulled further). Non-finite values are ignored.
  open var pullingPercent: CGFloat = 0 {
    didSet {
      if !pullingPercent.isFinite {
        pullingPercent = oldValue
        return
      }
      if isAutomaticallyChangeAlpha && !isRefreshing { alpha = pullingPercent }
    }
  }

  /// Whether the component's alpha follows ``pullingPercent`` (fully opaque while
  /// refreshing), so it fades in as it is pulled out and out as it collapses.
  public var isAutomaticallyChangeAlpha = false {
    didSet { alpha = isRefreshing || !isAutomaticallyChangeAlpha ? 1 : pullingPercent }
  }

  /// The work to run when a refresh starts: once per refreshing episode, synchronously,
  /// after the refreshing geometry is in place. Calling ``endRefreshing(completion:)``
  /// from inside it is fine.
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

  /// The reveal animation's duration (0.25 s). Set it in ``prepare()`` to change it.
  /// Negative durations count as zero (the reveal lands at once).
  public var fastAnimationDuration: Duration = .milliseconds(250)
  /// The collapse animation's duration (0.4 s). Set it in ``prepare()`` to change it.
  /// Negative durations count as zero (the collapse lands at once).
  public var slowAnimationDuration: Duration = .milliseconds(400)

  /// A counter of refreshing episodes; it moves on each start and each end, so work
  /// scheduled for an earlier episode can tell it is stale.
  public private(set) var episode = 0

  private var transactionDepth = 0
  private var isDraining = false
  private var isInsideStateChange = false
  private var pendingWork: [PendingWork] = []
  private var beginCompletions: [@MainActor () -> Void] = []
  private var endCompletions: [@MainActor () -> Void] = []
  private var delayedBegin: ScheduledAction?
  /// The last episode whose refreshing block ran, and how often a block ran a second
  /// time in one episode (always 0; `RefreshInvariants` reports anything else).
  private var lastEpisodeWithBlock = -1
  private var repeatedBlockCalls = 0
  /// The async refreshing action's task and the `stateChanges` streams; nil until used, so a
  /// component that uses neither pays one nil check per state change and nothing more.
  var asyncSupport: AsyncRefreshSupport?

  private var isDetaching = false

  private enum PendingWork {
    case refreshingBlock(episode: Int)
    case call(@MainActor () -> Void)
    case thresholdCrossing(RefreshThresholdCrossing)
  }

  /// Creates a component; ``prepare()`` runs before this returns.
  public init() {
    super.init(frame: .zero)
    applyDefaults()
    RefreshLocalization.track(self)
    prepare()
  }

  /// Creates a component that runs `refreshingBlock` when it starts refreshing.
  public convenience init(refreshingBlock: @escaping @MainActor () -> Void) {
    self.init()
    self.refreshingBlock = refreshingBlock
  }

  // MARK: - Hooks

  /// Sets the component up: add subviews, set the height and durations here.
  /// Runs once, from `init`. Overrides must call super.
  open func prepare() {}

  /// Lays out the subviews for the current frame and state. Runs at layout time.
  /// Overrides must call super.
  open func placeSubviews() {}

  /// The content offset changed. Overrides must call super.
  open func scrollViewContentOffsetDidChange(_ change: ScrollChange<CGPoint>) {}

  /// The content size changed. Overrides must call super.
  open func scrollViewContentSizeDidChange(_ change: ScrollChange<CGSize>) {}

  /// The user's drag changed phase. Overrides must call super.
  open func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {}

  /// The pull crossed the trigger threshold: ``RefreshThresholdCrossing/passed`` when it
  /// went past it (releasing now refreshes), ``RefreshThresholdCrossing/returned`` when it
  /// came back. Called once per crossing, after the state change is complete, then
  /// ``thresholdCrossingHandler`` runs. Play a haptic tick here. Overrides must call super.
  open func pullDidCrossThreshold(_ crossing: RefreshThresholdCrossing) {}

  /// The language of the built-in texts changed (``RefreshLocalization/language``):
  /// re-render the texts you localize yourself. Runs at once for every live component,
  /// after the built-in looks have re-rendered their own labels. Overrides must call super.
  open func localizationDidChange() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeBuiltInSubviews()
    placeSubviews()
  }

  // MARK: - Refreshing

  /// Starts refreshing: at once if the container is on screen, otherwise when it is
  /// shown (``RefreshState/willRefresh``). Does nothing but complete while refreshing.
  ///
  /// `completion` runs once: when the refreshing look has finished appearing, or when
  /// the episode ends first.
  public func beginRefreshing(completion: (@MainActor () -> Void)? = nil) {
    if isInsideStateChange {
      pendingWork.append(.call { [weak self] in self?.beginRefreshing(completion: completion) })
      return
    }
    perform {
      cancelDelayedBegin()
      guard canBeginRefreshing else {
        if let completion { pendingWork.append(.call(completion)) }
        return
      }
      if let completion { beginCompletions.append(completion) }
      state = isOnScreen ? .refreshing : .willRefresh
    }
  }

  /// Ends refreshing successfully, synchronously: the state is idle (or what the
  /// subclass ends to) when this returns, the component's inset contribution is gone,
  /// and the collapse animates on the scheduler. It counts as a success (a state header
  /// records its last-updated time) but shows no result text: MJRefresh's plain end.
  /// Use ``endRefreshing(result:completion:)`` to show how the refresh ended.
  ///
  /// `completion` runs once: when the collapse has finished, or at once if there was
  /// nothing to end.
  public func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    end(with: .success, showingResult: false, completion: completion)
  }

  /// Ends refreshing with `result`, synchronously: the state is idle (or what the
  /// subclass ends to) when this returns; the collapse animates on the scheduler.
  ///
  /// A header with a label shows the result for its
  /// ``RefreshHeader/resultDisplayDuration`` before it collapses, and only a success
  /// records the last-updated time (see ``RefreshStateHeader``).
  ///
  /// ```swift
  /// header.endRefreshing(result: .failure(message: "No connection"))
  /// ```
  ///
  /// `completion` runs once: when the collapse has finished, or at once if there was
  /// nothing to end.
  public func endRefreshing(
    result: RefreshResult, completion: (@MainActor () -> Void)? = nil
  ) {
    end(with: result, showingResult: true, completion: completion)
  }

  private func end(
    with result: RefreshResult, showingResult: Bool, completion: (@MainActor () -> Void)?
  ) {
    if isInsideStateChange {
      pendingWork.append(
        .call { [weak self] in
          self?.end(with: result, showingResult: showingResult, completion: completion)
        })
      return
    }
    perform {
      cancelDelayedBegin()
      guard isRefreshing else {
        if let completion { pendingWork.append(.call(completion)) }
        return
      }
      if let completion { endCompletions.append(completion) }
      endingResult = result
      endingShowsResult = showingResult
      state = stateAfterEnding
      endingResult = nil
      endingShowsResult = false
    }
  }

  /// Runs `body` as an entry point, with the ordering ``beginRefreshing(completion:)`` and
  /// ``endRefreshing(completion:)`` have: queued until the current state change is
  /// complete when called from inside one, otherwise applied now as a transaction.
  /// Subclasses use it for their own requests (a footer's no-more-data calls).
  func performRequest(_ body: @escaping @MainActor () -> Void) {
    if isInsideStateChange {
      pendingWork.append(.call(body))
      return
    }
    perform(body)
  }

  /// Schedules ``beginRefreshing(completion:)`` after `delay` on the container's
  /// scheduler. Ending, beginning or detaching first cancels it.
  func beginRefreshing(after delay: Duration) {
    cancelDelayedBegin()
    delayedBegin = scheduler.schedule(after: delay) { [weak self] in
      self?.delayedBegin = nil
      self?.beginRefreshing()
    }
  }

  private func cancelDelayedBegin() {
    delayedBegin?.cancel()
    delayedBegin = nil
  }

  // MARK: - What subclasses in this module decide

  /// Sets the library's defaults (a header's height) before ``prepare()`` runs, so that
  /// an app subclass whose `prepare()` forgets `super` still gets them.
  func applyDefaults() {}
  /// The result of the end request being applied, during its state change; `nil` for
  /// every other change (a detach, a cancelled ``RefreshState/willRefresh``).
  private(set) var endingResult: RefreshResult?

  /// Whether the end request being applied asked to show its result (an explicit
  /// ``endRefreshing(result:completion:)``); a plain end collapses at once.
  private(set) var endingShowsResult = false

  /// Re-renders the built-in texts after a language change, then runs the public hook.
  func localizationChanged() {
    applyLocalization()
    localizationDidChange()
  }

  /// The component is leaving its container: it is idle and its episode has moved on, so
  /// its scheduled work will do nothing. Looks put themselves at rest here.
  func didEndEpisodeForDetach() {}

  /// The built-in looks re-render their localized texts here.
  func applyLocalization() {}

  /// The built-in looks lay out their subviews here, before the public ``placeSubviews()``
  /// hook runs, so an app's override can adjust what they placed (and one that forgets
  /// super cannot break it).
  func placeBuiltInSubviews() {}

  /// Whether a begin request may start refreshing from the current state.
  var canBeginRefreshing: Bool { !isRefreshing }

  /// The state an end request moves to.
  var stateAfterEnding: RefreshState { .idle }

  /// Applies the geometry (inset contribution, offset animation) for a state change.
  /// Overrides call ``revealDidFinish(episode:)`` / ``collapseDidFinish(episode:)`` when
  /// their animations end; this default has no look, so both are done at once.
  func applyState(from oldState: RefreshState) {
    if state == .refreshing {
      revealDidFinish(episode: episode)
    } else if oldState == .refreshing {
      collapseDidFinish(episode: episode)
    }
  }

  /// Internal reactions to container changes, before the public hooks run.
  func offsetDidChange(_ change: ScrollChange<CGPoint>) {}
  func contentSizeDidChange(_ change: ScrollChange<CGSize>) {}
  func panStateDidChange(_ change: ScrollChange<PanState>) {}
  /// The container's insets, frame or visibility changed: re-place the frame.
  func containerGeometryDidChange() {}

  /// Invariant violations of this component's own bookkeeping (see `RefreshInvariants`).
  func collectViolations(into violations: inout [String]) {
    guard let scrollView else { return }
    let contribution = scrollView.refreshInset(of: self)
    if !contribution.isFinite { violations.append("\(self.kindName): contribution is not finite") }
    if state == .willRefresh && isOnScreen {
      violations.append("\(kindName): waits to refresh although its container is on screen")
    }
    if repeatedBlockCalls > 0 {
      violations.append("\(kindName): refreshing block ran more than once in an episode")
    }
  }

  /// A short name for messages: the class name.
  var kindName: String { String(describing: type(of: self)) }

  // MARK: - Geometry helpers for subclasses

  /// Whether the container is attached, visible and has a size.
  var isOnScreen: Bool {
    guard let scrollView, superview === scrollView else { return false }
    return scrollView.isVisible && scrollView.bounds.width > 0 && scrollView.bounds.height > 0
  }

  /// This component's current contribution to the container's inset ledger.
  var refreshInset: EdgeInsets {
    scrollView?.refreshInset(of: self) ?? .zero
  }

  /// The container's adjusted insets without this component's contribution.
  var insetsWithoutSelf: EdgeInsets {
    guard let scrollView else { return .zero }
    return scrollView.adjustedContentInset(excluding: self)
  }

  /// Sets this component's contribution in the container's ledger.
  func setRefreshInset(_ insets: EdgeInsets) {
    scrollView?.setRefreshInset(insets, for: self)
  }

  /// Call when the look that a refreshing start produced has fully appeared.
  func revealDidFinish(episode finishedEpisode: Int) {
    guard finishedEpisode == episode else { return }
    perform { flushBeginCompletions() }
  }

  /// Call when the collapse that an end produced has finished.
  func collapseDidFinish(episode finishedEpisode: Int) {
    guard finishedEpisode == episode else { return }
    perform { flushEndCompletions() }
  }

  private func flushBeginCompletions() {
    for completion in beginCompletions { pendingWork.append(.call(completion)) }
    beginCompletions.removeAll()
  }

  private func flushEndCompletions() {
    for completion in endCompletions { pendingWork.append(.call(completion)) }
    endCompletions.removeAll()
  }

  // MARK: - The state machine's core

  private func baseStateDidChange(from oldState: RefreshState) {
    guard state != oldState else { return }
    if transactionDepth == 0 {
      // An assignment from outside any entry point: apply and drain right here.
      perform { applyTransition(from: oldState) }
    } else {
      applyTransition(from: oldState)
    }
  }

  private func applyTransition(from oldState: RefreshState) {
    isInsideStateChange = true
    if state == .refreshing {
      episode &+= 1
      flushEndCompletions()
      pendingWork.append(.refreshingBlock(episode: episode))
      if isAutomaticallyChangeAlpha { alpha = 1 }
    } else if oldState == .refreshing || oldState == .willRefresh {
      episode &+= 1
      flushBeginCompletions()
      // A refresh that never showed has nothing to collapse: its end is complete now.
      if oldState == .willRefresh { flushEndCompletions() }
    }
    if !isDetaching {
      // Only the user's pull moves between idle and pulling, so these are the crossings.
      if oldState == .idle && state == .pulling {
        pendingWork.append(.thresholdCrossing(.passed))
      } else if oldState == .pulling && state == .idle {
        pendingWork.append(.thresholdCrossing(.returned))
      }
    }
    applyState(from: oldState)
    setNeedsLayout()
    asyncSupport?.stateDidChange(from: oldState, to: state)
  }

  /// Runs `body` as one transaction: queued work (refreshing blocks, completions,
  /// requests made inside a state change) runs in order when the outermost one ends.
  func perform(_ body: () -> Void) {
    transactionDepth += 1
    body()
    transactionDepth -= 1
    if transactionDepth == 0 { drain() }
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    while !pendingWork.isEmpty {
      isInsideStateChange = false
      let work = pendingWork.removeFirst()
      transactionDepth += 1
      switch work {
      case .refreshingBlock(let blockEpisode):
        if blockEpisode == episode && state == .refreshing {
          if lastEpisodeWithBlock == episode { repeatedBlockCalls += 1 }
          lastEpisodeWithBlock = episode
          refreshingBlock?()
        }
      case .call(let body):
        body()
      case .thresholdCrossing(let crossing):
        pullDidCrossThreshold(crossing)
        thresholdCrossingHandler?(crossing)
      }
      transactionDepth -= 1
    }
    isInsideStateChange = false
    isDraining = false
  }

  // MARK: - Container events (called by ScrollView)

  func scrollViewDidChangeContentOffset(_ change: ScrollChange<CGPoint>) {
    perform {
      reactInternally { offsetDidChange(change) }
      scrollViewContentOffsetDidChange(change)
    }
  }

  func scrollViewDidChangeContentSize(_ change: ScrollChange<CGSize>) {
    perform {
      reactInternally { contentSizeDidChange(change) }
      scrollViewContentSizeDidChange(change)
    }
  }

  func scrollViewDidChangePanState(_ change: ScrollChange<PanState>) {
    perform {
      reactInternally { panStateDidChange(change) }
      scrollViewPanStateDidChange(change)
    }
  }

  /// Runs the library's own reaction to a container change. A state change it makes is
  /// complete (every observer has run) when it returns, so the public hook that follows
  /// is outside it: a request the hook makes applies at once, as everywhere else, instead
  /// of waiting for the end of the notification. (Inside an outer state change, which a
  /// synchronous offset change from an observer can be, requests still queue.)
  private func reactInternally(_ reaction: () -> Void) {
    let wasInsideStateChange = isInsideStateChange
    reaction()
    isInsideStateChange = wasInsideStateChange
  }

  func scrollViewDidChangeInsets() {
    perform { containerGeometryDidChange() }
  }

  func scrollViewDidChangeFrame() {
    perform {
      containerGeometryDidChange()
      startIfWaitingAndOnScreen()
    }
  }

  func scrollViewDidChangeVisibility() {
    perform { startIfWaitingAndOnScreen() }
  }

  private func startIfWaitingAndOnScreen() {
    if state == .willRefresh && isOnScreen { state = .refreshing }
  }

  // MARK: - Attaching

  open override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    guard let current = scrollView, newSuperview !== current else { return }
    perform {
      endEpisodeForLeaving(runningCompletions: true)
      current.detach(self)
      current.forgetRegistration(of: self)
      scrollView = nil
    }
  }

  /// Leaving a container (removed, moved, or the container released) ends whatever was
  /// in flight: no refresh survives without the container it was shown in. Pending
  /// completions run when the app removes the component, and are dropped when the
  /// container is released: nothing a released container started calls back.
  private func endEpisodeForLeaving(runningCompletions: Bool) {
    if !runningCompletions {
      beginCompletions.removeAll()
      endCompletions.removeAll()
    }
    cancelDelayedBegin()
    if state == .refreshing || state == .willRefresh || state == .pulling {
      // Leaving the container is not the user's pull coming back: no crossing.
      isDetaching = true
      state = .idle
      isDetaching = false
    }
    episode &+= 1
    didEndEpisodeForDetach()
    flushBeginCompletions()
    flushEndCompletions()
  }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard let newScrollView = superview as? ScrollView, newScrollView !== scrollView else { return }
    perform {
      scrollView = newScrollView
      newScrollView.attach(self)
      containerGeometryDidChange()
      setNeedsLayout()
      startIfWaitingAndOnScreen()
    }
  }

  /// The container is being released: whatever the async action is doing is moot.
  /// An app that still holds the component gets it back idle, never stuck refreshing.
  func containerWillBeReleased() {
    asyncSupport?.cancelTask()
    perform { endEpisodeForLeaving(runningCompletions: false) }
  }

  // MARK: - Checks

  /// Violations of the component's invariants (its inset contribution against its state,
  /// finite geometry); empty when all hold. `RefreshInvariants` collects these.
  public func invariantViolations() -> [String] {
    var violations: [String] = []
    if !frame.isFiniteRect { violations.append("\(kindName): frame is not finite") }
    if !pullingPercent.isFinite { violations.append("\(kindName): pullingPercent is not finite") }
    collectViolations(into: &violations)
    return violations
  }
}
