import Foundation

/// A pull-up-to-load footer: hidden below the content until the user pulls past the end
/// and releases.
///
/// The footer sits right after the content, or at the bottom of the view when the content
/// is shorter than the view, so it is always just out of sight at rest. Let `e` be the
/// offset at which the content rests at its end (`max(c + B − V, −T)` for content height
/// `c`, view height `V`, and the top and bottom insets `T` and `B` without the footer's
/// own):
///
/// - ``RefreshComponent/pullingPercent`` is `(y − e) / height` while it is exposed.
/// - While dragging, idle becomes pulling when `y > e + height` (strictly), and pulling
///   becomes idle again when the pull comes back.
/// - Releasing while pulling starts refreshing: the footer contributes its height, plus
///   the gap below short content, to the bottom inset, and the offset animates to
///   `e + height` over ``RefreshComponent/fastAnimationDuration``.
/// - Ending removes the contribution at once and the offset settles back inside the new
///   limits over ``RefreshComponent/slowAnimationDuration``. When the load appended rows
///   (the content grew by at least the footer's height), the offset is already inside
///   and stays where the footer was, so the new rows are in view.
/// - ``RefreshState/noMoreData`` keeps the footer's space, so "No more data" stays in
///   view at the end (``keepsVisibleWhenNoMoreData``; MJRefresh hid it).
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshBackNormalFooter()) { [weak model] in
///   model?.loadMore()
/// }
/// ```
@MainActor
open class RefreshBackFooter: RefreshFooter {
  /// Whether the footer keeps its space (and so stays in view at the end) in
  /// ``RefreshState/noMoreData``.
  ///
  /// True by default; false hides it below the content as MJRefresh did, shown only when pulled.
  public var keepsVisibleWhenNoMoreData = true {
    didSet {
      guard keepsVisibleWhenNoMoreData != oldValue else { return }
      perform { updateContributionAndSettle(duration: slowAnimationDuration) }
    }
  }

  /// A back footer's: pulled up past the end.
  public override var lookPlacement: RefreshLookPlacement {
    RefreshLookPlacement.backFooter.laidOut(layoutDirection)
  }

  // MARK: - Geometry

  /// The empty space between short content and the bottom of the view (0 otherwise).
  func shortContentGap(in scrollView: ScrollView) -> CGFloat {
    Swift.max(0, visibleHeightWithoutSelf(in: scrollView) - scrollView.contentSize.height)
  }

  override func restingTop(in scrollView: ScrollView) -> CGFloat {
    Swift.max(scrollView.contentSize.height, visibleHeightWithoutSelf(in: scrollView))
  }

  /// The offset at which the content rests at its end, where the footer starts to show.
  func appearOffsetY(in scrollView: ScrollView) -> CGFloat {
    restingTop(in: scrollView) + insetsWithoutSelf(in: scrollView).bottom
      - scrollView.bounds.height
  }

  override func impliedBottomInset(in scrollView: ScrollView) -> CGFloat {
    switch state {
    case .refreshing: height + shortContentGap(in: scrollView)
    case .noMoreData where keepsVisibleWhenNoMoreData: height + shortContentGap(in: scrollView)
    default: 0
    }
  }

  // MARK: - State

  override func applyState(from oldState: RefreshState) {
    if state == .refreshing || oldState == .refreshing {
      updateBottomInset()
    } else {
      updateContributionAndSettle(duration: slowAnimationDuration)
    }
  }

  override func pulledEdge(in scrollView: ScrollView) -> (
    edge: RefreshEdge, restingOffset: CGFloat
  )? {
    (.bottom, appearOffsetY(in: scrollView))
  }

  // MARK: - Reacting to the container

  override func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    guard change.newValue.y != change.oldValue.y, state != .refreshing else { return }
    // An open floor owns the space: a drag moves it, and only its release decides.
    let hasFloor = engine.secondFloor != nil
    if hasFloor && engine.machine.secondFloor.holdsSpace { return }
    let exposed = RefreshEdge.bottom.exposure(
      at: change.newValue, restingAt: appearOffsetY(in: scrollView))
    followPull(
      exposed: exposed, extent: height, triggerDistance: height, in: scrollView,
      canStart: !isHidden && !isBlockedByHeader)
    if hasFloor { followSecondFloor(exposed: exposed, in: scrollView) }
  }

  override func handlePanStateDidChange(_ change: ScrollChange<PanState>) {
    if engine.secondFloor != nil, let scrollView, !isHidden,
      releaseSecondFloor(change, in: scrollView)
    {
      return
    }
    releasePull(change, canRefresh: !isHidden && !isBlockedByHeader)
  }
}
