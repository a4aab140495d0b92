import Foundation

/// An infinite-scrolling footer: it loads more by itself when the user scrolls to the end.
///
/// The footer sits right after the content (following content-size changes in the same
/// update) and reserves its height in the bottom inset while it is visible, so the user
/// can always scroll it fully into view. Hiding it gives the space back; showing it takes
/// it again. Its refreshing block runs synchronously on entering
/// ``RefreshState/refreshing``; there is no reveal animation, the footer is already there.
///
/// ## When it triggers
/// Let `B` be the container's bottom inset without the footer's own height, `V` the
/// container's height, `c` the content height and `p` the
/// ``triggerAutomaticallyRefreshPercent``. The footer is "visible by `p`" at content
/// offset `y` when `y ≥ c + p × height + B − V`. That one threshold serves both paths:
///
/// - **Scrolling:** from ``RefreshState/idle``, while the user scrolls towards the end
///   (offset increasing, during a drag or its deceleration) and the content is longer
///   than the view, crossing the threshold starts a load (only if
///   ``isAutomaticallyRefresh``).
/// - **Release:** when the finger lifts past the threshold after moving towards the end,
///   a load starts (also with ``isAutomaticallyRefresh`` off). When the content is
///   shorter than the view the footer is visible at rest, so the release must also be
///   *past the content's end* (pulled up beyond the resting offset): a tap never loads.
///
/// It never triggers while the content is pulled down past its top, while the header is
/// refreshing (see ``RefreshFooter/allowsRefreshWhileHeaderRefreshing``), while hidden,
/// or in ``RefreshState/noMoreData``. A drag may start at most ``autoTriggerTimes``
/// loads; the budget resets when a new drag begins. After a load ends the footer waits
/// for new scrolling towards the end: the content growing (or shrinking) under a
/// resting finger never starts a load.
///
/// ```swift
/// let footer = RefreshAutoFooter()
/// footer.triggerAutomaticallyRefreshPercent = -1  // preload one footer height early
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshAutoFooter: RefreshFooter {
  /// Where the footer sits when the content is shorter than the view.
  public enum ShortContentPlacement: Equatable, Sendable {
    /// Right after the content, as with long content (the default).
    case afterContent
    /// At the bottom of the view, above the bottom inset.
    case bottomOfView
  }

  /// Whether scrolling to the threshold starts a load by itself.
  ///
  /// When false the footer loads only on a release past the threshold, a tap, or a programmatic
  /// begin.
  public var isAutomaticallyRefresh: Bool {
    get { storedIsAutomaticallyRefresh }
    set { storedIsAutomaticallyRefresh = newValue }
  }

  // Private storage: the offset hot path reads it (a public stored property would cost a
  // dynamic exclusivity check per event).
  private var storedIsAutomaticallyRefresh = true

  /// How much of the footer's height must be visible before scrolling loads more: 1
  /// (the default) when fully visible; smaller values trigger earlier, and negative values
  /// preload before the footer appears (-1 starts one footer height before the content's
  /// end reaches the bottom of the view).
  ///
  /// NaN and infinity are ignored; values clamp to `-1000...1` (above 1 the footer could
  /// only be reached by rubber-banding past the end).
  public var triggerAutomaticallyRefreshPercent: CGFloat {
    get { storedTriggerPercent }
    set {
      guard newValue.isFinite else { return }
      storedTriggerPercent = newValue.clamped(to: -1000...1)
    }
  }

  private var storedTriggerPercent: CGFloat = 1

  /// How many loads one drag (with its deceleration) may start: 1 by default, -1 for no limit.
  ///
  /// The budget resets when a new drag begins; taps and programmatic begins do not use it.
  ///
  /// Values below -1 clamp to -1 (no limit); 0 clamps to 1: a budget of zero would
  /// silently stop release loads too, use ``isAutomaticallyRefresh`` to stop scrolling
  /// loads.
  public var autoTriggerTimes: Int {
    get { storedAutoTriggerTimes }
    set {
      storedAutoTriggerTimes = newValue == 0 ? 1 : Swift.max(-1, newValue)
      remainingTriggers = storedAutoTriggerTimes
    }
  }

  private var storedAutoTriggerTimes = 1

  /// Where the footer sits when the content is shorter than the view (right after it by default).
  ///
  /// Short content loads on a release past its end either way.
  public var shortContentPlacement: ShortContentPlacement = .afterContent {
    didSet { perform { geometryDidChange() } }
  }

  /// Loads the current drag may still start; -1 for no limit.
  private var remainingTriggers = 1
  /// Whether the latest movement of the content was the user scrolling towards the end.
  ///
  /// Any movement back, a load starting or ending, and showing the footer clear it.
  private var isArmedByUser = false

  /// An auto footer's: loads as it scrolls into view.
  public override var lookPlacement: RefreshLookPlacement {
    RefreshLookPlacement.autoFooter.laidOut(layoutDirection)
  }

  // MARK: - Geometry

  override func impliedBottomInset(in scrollView: ScrollView) -> CGFloat { height }

  override func restingTop(in scrollView: ScrollView) -> CGFloat {
    let contentHeight = scrollView.contentSize.height
    guard shortContentPlacement == .bottomOfView else { return contentHeight }
    // The bottom of the visible area at rest, in content coordinates.
    let bottomOfView = visibleHeightWithoutSelf(in: scrollView) - height
    return Swift.max(contentHeight, bottomOfView)
  }

  /// The offset at which the footer is visible by the trigger percent (the one threshold
  /// for scrolling and release).
  func triggerOffsetY(in scrollView: ScrollView) -> CGFloat {
    restingTop(in: scrollView) + triggerAutomaticallyRefreshPercent * height
      + insetsWithoutSelf(in: scrollView).bottom - scrollView.bounds.height
  }

  /// Whether the content and the footer fit in the view without scrolling.
  func isContentShort(in scrollView: ScrollView) -> Bool {
    scrollView.maximumContentOffset.y <= scrollView.minimumContentOffset.y
  }

  // MARK: - State

  override func applyState(from oldState: RefreshState) {
    updateBottomInset()
    // A load starting or ending, or leaving no-more-data, waits for new user scrolling.
    if state == .refreshing || oldState == .refreshing || oldState == .willRefresh
      || oldState == .noMoreData
    {
      isArmedByUser = false
    }
  }

  override func visibilityDidChange() {
    isArmedByUser = false
    geometryDidChange()
  }

  /// Starts a load for a tap: from idle only, regardless of the drag budget.
  func beginRefreshingFromTap() {
    guard state == .idle, !isHidden, !isBlockedByHeader else { return }
    beginRefreshing()
  }

  // MARK: - Triggers

  override func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    let newY = change.newValue.y
    let oldY = change.oldValue.y
    if newY < oldY {
      isArmedByUser = false
      return
    }
    guard newY > oldY else { return }
    // Only the finger's own movement arms the footer, and only user-driven movement (the
    // finger's, or the flick after its release) loads: never a programmatic scroll, even
    // under a resting finger.
    if source.isFingerMovement { isArmedByUser = true }
    guard isAutomaticallyRefresh, state == .idle, isArmedByUser, source.isUserDriven else {
      return
    }
    guard !isContentShort(in: scrollView), newY >= triggerOffsetY(in: scrollView) else { return }
    triggerByUser(in: scrollView)
  }

  override func handlePanStateDidChange(_ change: ScrollChange<PanState>) {
    switch change.newValue {
    case .began:
      remainingTriggers = autoTriggerTimes
    case .ended:
      guard let scrollView, state == .idle, isArmedByUser else { return }
      let y = scrollView.contentOffset.y
      guard y >= triggerOffsetY(in: scrollView) else { return }
      if isContentShort(in: scrollView) && !(y > scrollView.maximumContentOffset.y) { return }
      triggerByUser(in: scrollView)
    default:
      break
    }
  }

  private func triggerByUser(in scrollView: ScrollView) {
    guard remainingTriggers != 0, !isHidden, isOnScreen, !isBlockedByHeader,
      scrollView.contentOffset.y >= scrollView.minimumContentOffset.y
    else { return }
    if remainingTriggers > 0 { remainingTriggers -= 1 }
    beginRefreshing()
  }
}
