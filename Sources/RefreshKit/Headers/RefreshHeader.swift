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

  /// Extra distance between the header and the content's top, for apps whose own
  /// top inset should not count. Applied to the frame at once. NaN/infinity are ignored.
  public var ignoredScrollViewContentInsetTop: CGFloat = 0 {
    didSet {
      if !ignoredScrollViewContentInsetTop.isFinite {
        ignoredScrollViewContentInsetTop = oldValue
        return
      }
      placeFrame()
    }
  }

  /// How far past the top the content must be pulled before releasing refreshes.
  /// Defaults to the header's height; negative values clamp to 0, NaN/infinity are ignored.
  public var triggerDistance: CGFloat {
    get { customTriggerDistance ?? height }
    set {
      guard newValue.isFinite else { return }
      customTriggerDistance = Swift.max(0, newValue)
    }
  }

  /// The header's height: its frame's. Set it in ``RefreshComponent/prepare()``; a change
  /// later moves the header so it stays right above the content. Negative values clamp
  /// to 0; NaN and infinity are ignored.
  public var height: CGFloat {
    get { frame.height }
    set { frame.size.height = newValue }
  }

  private var customTriggerDistance: CGFloat?

  override func applyDefaults() {
    super.applyDefaults()
    frame.size.height = RefreshHeader.defaultHeight
  }

  open override func frameDidChange(from oldFrame: CGRect) {
    super.frameDidChange(from: oldFrame)
    guard oldFrame.height != frame.height else { return }
    // A header that grows or shrinks while refreshing keeps its contribution equal to
    // its height.
    if state == .refreshing {
      let current = refreshInset.top
      let fullyOpen = current >= oldFrame.height
      setRefreshInset(EdgeInsets(top: fullyOpen ? height : Swift.min(current, height)))
    }
    // Its top edge moves with the height, so it stays right above the content.
    placeFrame()
  }

  // MARK: - Geometry

  /// The top inset without this header's contribution (`T`).
  var topInsetWithoutSelf: CGFloat { insetsWithoutSelf.top }

  private func placeFrame() {
    guard let expected = expectedFrame else { return }
    frame = expected
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
    let exposed = -topInsetWithoutSelf - scrollView.contentOffset.y
    pullingPercent = height > 0 ? Swift.max(0, exposed) / height : (exposed > 0 ? 1 : 0)
  }

  override func containerGeometryDidChange() {
    placeFrame()
  }

  override func applyState(from oldState: RefreshState) {
    guard let scrollView else { return }
    if state == .refreshing {
      setRefreshInset(EdgeInsets(top: height))
      let target = CGPoint(x: scrollView.contentOffset.x, y: -(topInsetWithoutSelf + height))
      let revealing = episode
      if scrollView.isDragging {
        revealDidFinish(episode: revealing)
      } else {
        scrollView.animateContentOffset(to: target, duration: fastAnimationDuration) {
          [weak self] _ in self?.revealDidFinish(episode: revealing)
        }
      }
    } else if oldState == .refreshing {
      setRefreshInset(.zero)
      // The percent froze while refreshing; from here on it (and an automatic alpha)
      // follows the offset again, so a header scrolled out of sight ends fully faded.
      updatePullingPercent()
      let collapsing = episode
      scrollView.settleContentOffset(duration: slowAnimationDuration) { [weak self] _ in
        self?.collapseDidFinish(episode: collapsing)
      }
    }
  }

  // MARK: - Reacting to the container

  override func offsetDidChange(_ change: ScrollChange<CGPoint>) {
    guard let scrollView else { return }
    let y = change.newValue.y
    let top = topInsetWithoutSelf
    if state == .refreshing {
      // The shrink-while-scrolled-up rule, for user-driven movement only: the reveal
      // animation itself starts below the final offset and must not shrink the inset.
      if scrollView.isDragging || scrollView.isDecelerating {
        let exposed = (-y - top).clamped(to: 0...Swift.max(0, height))
        if exposed != refreshInset.top { setRefreshInset(EdgeInsets(top: exposed)) }
      }
      return
    }
    updatePullingPercent()
    if scrollView.isDragging {
      let beyondTrigger = y < -top - triggerDistance
      if state == .idle && beyondTrigger {
        state = .pulling
      } else if state == .pulling && !beyondTrigger {
        state = .idle
      }
    }
  }

  override func panStateDidChange(_ change: ScrollChange<PanState>) {
    if change.newValue == .ended && state == .pulling {
      state = .refreshing
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
    let contribution = refreshInset
    if contribution.left != 0 || contribution.right != 0 || contribution.bottom != 0 {
      violations.append("\(kindName): contributes to an edge other than the top: \(contribution)")
    }
    if state == .refreshing {
      if contribution.top > height + 0.001 {
        violations.append(
          "\(kindName): refreshing contribution \(contribution.top.formatted) exceeds height \(height.formatted)"
        )
      }
    } else if contribution.top != 0 {
      violations.append(
        "\(kindName): state \(state) but contributes \(contribution.top.formatted) to the top inset"
      )
    }
  }
}
