import Foundation

/// A pull-down-to-refresh header: the state machine and geometry, without a look.
///
/// The header sits above the content at `y = -height - ignoredScrollViewContentInsetTop`,
/// as wide as the container minus its horizontal insets. Let `T` be the container's top
/// inset without the header's own contribution and `y` the content offset:
///
/// - ``RefreshComponent/pullingPercent`` is `(-T - y) / height` while it is exposed.
/// - While dragging, idle becomes pulling when `y < -T - triggerDistance` (strictly), and
///   pulling becomes idle again when the pull comes back.
/// - Releasing while pulling starts refreshing: the header contributes its height to the
///   top inset through the ledger, and the offset animates to `-(T + height)` over
///   ``RefreshComponent/fastAnimationDuration``.
/// - While refreshing and the user scrolls the content up, the contribution shrinks to
///   how much of the header is still exposed (clamped to `0...height`), so pinned
///   section headers sit at the real top; it grows back as the user scrolls down.
/// - Ending removes the contribution at once and the offset settles back over
///   ``RefreshComponent/slowAnimationDuration``.
///
/// ## The result phase
/// A header that can show text (``RefreshStateHeader`` and its subclasses, while their
/// state label is visible) and is ended with an explicit result
/// (``RefreshComponent/endRefreshing(result:completion:)``) shows how the refresh ended
/// for ``shownResultDuration`` before it collapses. A plain
/// ``RefreshComponent/endRefreshing(completion:)`` collapses at once, as MJRefresh does,
/// so the inset is back to `T` the moment it returns. The state machine stays clean: the state is ``RefreshState/idle``
/// from the moment ``RefreshComponent/endRefreshing(result:completion:)`` returns (the
/// episode is over, queries and bindings see the end at once), and only the geometry
/// lingers: the header keeps its contribution to the top inset while
/// ``isShowingResult`` is true, and removes it when the display ends. The invariant
/// check knows this phase: idle may contribute (up to the height) only while showing a
/// result. A pull past the trigger or a begin during the display ends it at once and
/// starts a new episode cleanly; the display's timer carries its episode, so a stale one
/// does nothing. The end's completion runs when the collapse after the display has
/// finished (or when a pull takes over).
///
/// Subclass it for a custom look (see ``RefreshStateHeader``), or attach it as it is:
///
/// ```swift
/// scrollView.addRefreshHeader(refreshHeader: RefreshHeader()) { [weak model] in
///   model?.reload()
/// }
/// ```
@MainActor
open class RefreshHeader: RefreshComponent {
  /// The default header height, in points (MJRefresh's 54).
  public static let defaultHeight: CGFloat = 54

  /// Extra distance between the header and the content's top, for apps whose own top inset should
  /// not count.
  ///
  /// Applied to the frame at once. NaN/infinity are ignored.
  public var ignoredScrollViewContentInsetTop: CGFloat {
    get { storedIgnoredInsetTop }
    set {
      guard newValue.isFinite else { return }
      storedIgnoredInsetTop = newValue
      placeFrame()
    }
  }

  private var storedIgnoredInsetTop: CGFloat = 0

  /// How far past the top the content must be pulled before releasing refreshes.
  ///
  /// Defaults to the header's height; negative values clamp to 0, NaN/infinity are ignored.
  public var triggerDistance: CGFloat {
    get { customTriggerDistance ?? height }
    set {
      guard newValue.isFinite else { return }
      customTriggerDistance = Swift.max(0, newValue)
    }
  }

  /// The header's height: its frame's.
  ///
  /// Set it in ``RefreshComponent/prepare()``; a change later moves the header so it stays right
  /// above the content. Negative values clamp to 0; NaN and infinity are ignored.
  public var height: CGFloat {
    get { frame.height }
    set { frame.size.height = newValue }
  }

  /// How long a header that shows text stays open with the result ("Refresh succeeded", "Refresh
  /// failed" or your message) after an explicit
  /// ``RefreshComponent/endRefreshing(result:completion:)``, before collapsing: 0.5 s by default;
  /// zero collapses at once.
  ///
  /// Negative values clamp to zero. A header without a visible label (a bare ``RefreshHeader``)
  /// never shows a result.
  public var shownResultDuration: Duration {
    get { storedShownResultDuration }
    set { storedShownResultDuration = Swift.max(.zero, newValue) }
  }

  private var storedShownResultDuration: Duration = .milliseconds(500)

  /// The result being shown after an end, while the header stays open; `nil` otherwise.
  public var shownResult: RefreshResult? { storedShownResult }

  // Private storage behind the public reads: the offset hot path reads it on every event, and
  // a public stored property would cost a dynamic exclusivity check each time.
  private var storedShownResult: RefreshResult?

  /// Whether the header is showing a result: idle, still open, its collapse pending.
  public var isShowingResult: Bool { shownResult != nil }

  /// Renamed: one word, "show", names the result phase everywhere.
  @available(*, deprecated, renamed: "shownResultDuration")
  public var resultDisplayDuration: Duration {
    get { shownResultDuration }
    set { shownResultDuration = newValue }
  }

  /// Renamed: one word, "show", names the result phase everywhere.
  @available(*, deprecated, renamed: "shownResult")
  public var displayedResult: RefreshResult? { shownResult }

  /// Renamed: override ``canShowResult`` instead (an override of the old name would never be
  /// asked, so it does not compile).
  @available(*, unavailable, renamed: "canShowResult")
  open var canDisplayResult: Bool { canShowResult }

  /// Renamed: override ``shownResultDidChange()`` instead (an override of the old name would
  /// never be called, so it does not compile).
  @available(*, unavailable, renamed: "shownResultDidChange()")
  open func resultDisplayDidChange() {}

  private var customTriggerDistance: CGFloat?
  private var shownResultTimer: ScheduledAction?
  /// How much of the header's height it holds open while refreshing or showing a result:
  /// its height, less what the user scrolled out of view (the shrink rule).
  private var openHeight: CGFloat = 0

  /// Whether the header holds space open: refreshing, or showing its result.
  private var isOpen: Bool { state == .refreshing || engine.machine.isShowingResult }

  override var expectedContribution: EdgeInsets {
    if let floor = secondFloorContribution { return floor }
    return isOpen ? EdgeInsets(top: openHeight) : .zero
  }

  override func applyDefaults() {
    super.applyDefaults()
    frame.size.height = RefreshHeader.defaultHeight
  }

  override func extentDidChange(from oldHeight: CGFloat) {
    // A header that grows or shrinks while refreshing (or showing its result) keeps its
    // contribution equal to its height.
    if isOpen {
      openHeight = openHeight >= oldHeight ? height : Swift.min(openHeight, height)
      updateContributionAndSettle(duration: fastAnimationDuration)
    }
    // Its top edge moves with the height, so it stays right above the content.
    placeFrame()
  }

  // MARK: - Geometry

  /// The top inset without this header's contribution (`T`).
  var topInsetWithoutSelf: CGFloat { insetsWithoutSelf.top }

  override func placeFrame() {
    guard let expected = expectedFrame else { return }
    frame = expected
    placeSecondFloorView()
  }

  /// Where the container puts the header: above the content, as wide as the container
  /// minus its horizontal insets.
  private var expectedFrame: CGRect? {
    guard let scrollView else { return nil }
    let insets = scrollView.adjustedContentInset
    return CGRect(
      x: 0, y: -height - ignoredScrollViewContentInsetTop,
      width: Swift.max(0, scrollView.bounds.width - insets.left - insets.right), height: height)
  }

  /// Recomputes ``RefreshComponent/pullingPercent`` from the current offset.
  private func updatePullingPercent() {
    guard let scrollView else { return }
    setPullingPercent(
      exposed: -scrollView.adjustedContentInset(excluding: self).top - scrollView.contentOffset.y,
      extent: height)
  }

  /// Whether this header has a visible way to show a result: its look's
  /// ``RefreshLook/canShowResult`` (a state look with its label visible); false without a look.
  ///
  /// When true, an explicit ``RefreshComponent/endRefreshing(result:completion:)`` keeps the
  /// header open for ``shownResultDuration`` before it collapses.
  open var canShowResult: Bool { storedLook?.canShowResult ?? false }

  /// Showing a result started or ended (see ``shownResult``): re-render the look here.
  ///
  /// Overrides must call super.
  open func shownResultDidChange() {}

  override var endingShowsResult: Bool { shownResultDuration > .zero && canShowResult }

  override func applyState(from oldState: RefreshState) {
    if state == .refreshing {
      openHeight = height
      updateContribution()
    } else if oldState == .refreshing && !engine.machine.isShowingResult {
      closeContribution()
    }
  }

  override func pulledEdge(in scrollView: ScrollView) -> (
    edge: RefreshEdge, restingOffset: CGFloat
  )? {
    (.top, -topInsetWithoutSelf)
  }

  override func collapseLook(episode collapsing: Int) {
    closeContribution()
    super.collapseLook(episode: collapsing)
  }

  /// Gives the header's space back, unless it is refreshing.
  private func closeContribution() {
    guard state != .refreshing else { return }
    updateContribution()
    // The percent froze while refreshing; from here on it (and an automatic alpha)
    // follows the offset again, so a header scrolled out of sight ends fully faded.
    updatePullingPercent()
  }

  // MARK: - The result phase

  override func showResult(_ result: RefreshResult, episode showing: Int) {
    // The contribution stays as it is (the header is open); only the display is timed.
    storedShownResult = result
    // Held strongly, not weakly: a weak reference would give the header a side table for good,
    // and every retain of it on the scroll path would take the slow path. No leak: the display
    // only runs while the header is attached, and every way it ends (its time, a pull, a begin,
    // leaving the container) cancels this work, which the scheduler then releases.
    shownResultTimer = scheduler.schedule(after: shownResultDuration) {
      self.send(.shownResultFinished(episode: showing))
    }
    storedLook?.resultPhaseDidBegin(result)
    shownResultDidChange()
  }

  /// The display ended (its time is up, a pull or a begin took over, or the header left):
  /// the new state's geometry replaces it.
  override func stopShowingResult() {
    shownResultTimer?.cancel()
    shownResultTimer = nil
    storedShownResult = nil
    closeContribution()
    storedLook?.resultPhaseDidEnd()
    shownResultDidChange()
  }

  // MARK: - Reacting to the container

  override func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    // The hot path: the container comes as an argument (no weak load), insets read once.
    let y = change.newValue.y
    let top = scrollView.adjustedContentInset(excluding: self).top
    // An open floor owns the space: a drag moves it, and only its release decides.
    let hasFloor = engine.secondFloor != nil
    if hasFloor && engine.machine.secondFloor.holdsSpace { return }
    let state = currentState
    if state == .refreshing || isShowingResult {
      // The shrink-while-scrolled-up rule, for the user's movement of the vertical axis
      // only: the reveal itself starts below the final offset and must not shrink the inset,
      // nor may momentum on the other axis (or momentum the reveal superseded).
      if scrollView.isUserDriven(.vertical) {
        let exposed = (-y - top).clamped(to: 0...Swift.max(0, height))
        if exposed != openHeight {
          openHeight = exposed
          scrollView.setRefreshInset(EdgeInsets(top: exposed), for: self)
        }
      }
      // While showing a result the header is idle: a pull past the trigger still counts.
      if state == .refreshing { return }
    }
    followPull(
      exposed: -top - y, extent: height, triggerDistance: triggerDistance, in: scrollView,
      canStart: true)
    if hasFloor { followSecondFloor(exposed: -top - y, in: scrollView) }
  }

  override func handlePanStateDidChange(_ change: ScrollChange<PanState>) {
    if engine.secondFloor != nil, let scrollView, releaseSecondFloor(change, in: scrollView) {
      return
    }
    // The header refreshes on release wherever it is (an app may pull an off-screen list).
    if change.newValue == .ended && state == .pulling {
      send(.released(.allowed))
    }
  }

  override func collectViolations(into violations: inout [String]) {
    super.collectViolations(into: &violations)
    guard let scrollView, let expected = expectedFrame else { return }
    if !frame.isApproximately(expected) {
      violations.append(
        "\(kindName): frame \(frame.shortDescription) is not where the container puts it \(expected.shortDescription)"
      )
    }
    if state == .pulling && !scrollView.isDragging {
      violations.append("\(kindName): pulling while no drag is on")
    }
    if secondFloorState.holdsSpace && state != .idle {
      violations.append("\(kindName): the second floor is \(secondFloorState) in state \(state)")
    }
    if isShowingResult && state != .idle {
      violations.append("\(kindName): shows a result in state \(state)")
    }
    if openHeight > height + 0.001 && isOpen {
      violations.append(
        "\(kindName): holds \(openHeight.formatted) open, more than its height \(height.formatted)")
    }
  }
}
