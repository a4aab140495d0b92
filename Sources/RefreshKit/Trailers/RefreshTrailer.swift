import Foundation

/// A pull-sideways-to-refresh component for horizontal lists: the back footer turned on
/// its side, at the trailing edge like MJRefresh's trailer, or at the leading edge, which
/// MJRefresh never added.
///
/// The edges are the list's own: in a left-to-right list the trailing edge is the right one,
/// in a right-to-left list (``ScrollView/layoutDirection``) the left one, and the trailer's
/// ``side`` follows. The trailer is ``defaultWidth`` (60 pt) wide and as tall as the container
/// minus its vertical insets. Let `L` and `R` be the container's left and right insets
/// without the trailer's own, `W` its width, `c` the content width and `x` the content offset:
///
/// - **On the right:** the trailer sits right after the content, or at the right of the
///   view when the content is narrower. The content rests at its end at
///   `e = max(c + R − W, −L)`; pulling left past `e + width` (strictly) and releasing
///   refreshes. While refreshing it contributes its width plus the gap right of narrow
///   content to the right inset, and the offset animates to `e + width`.
/// - **On the left:** the trailer sits left of the content at `x = −width`; pulling right
///   past `−L − width` (strictly) and releasing refreshes. While refreshing it contributes its
///   width to the left inset, and the offset animates to `−(L + width)`.
///
/// Ending removes the contribution at once and the offset settles back over
/// ``RefreshComponent/slowAnimationDuration``. A trailer only reads and writes the
/// horizontal axis, so it never changes what a vertical header or footer does.
///
/// ```swift
/// carousel.refreshTrailer = RefreshNormalTrailer { [weak model] in model?.openAll() }
/// carousel.refreshLeadingTrailer = RefreshNormalTrailer { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshTrailer: RefreshComponent {
  /// The edge of the content a trailer sits on, in the list's own direction.
  public enum Edge: Equatable, Sendable {
    /// Where the list's lines start: left of the content in a left-to-right list, right of it
    /// in a right-to-left one.
    case leading
    /// Where the list's lines end (MJRefresh's trailer): right of the content in a
    /// left-to-right list, left of it in a right-to-left one.
    case trailing
  }

  /// Renamed: a trailer's side is a ``RefreshEdge`` (``RefreshEdge/left`` or
  /// ``RefreshEdge/right``), the one edge type.
  @available(*, deprecated, renamed: "RefreshEdge")
  public typealias Side = RefreshEdge

  /// The side the trailer is on, ``RefreshEdge/left`` or ``RefreshEdge/right``: its ``edge``
  /// in its scroll view's ``ScrollView/layoutDirection`` (left to right while detached).
  public var side: RefreshEdge { Self.side(of: edge, in: layoutDirection) }

  /// The side `edge` is on in a list whose lines run `direction`.
  static func side(of edge: Edge, in direction: RefreshLayoutDirection) -> RefreshEdge {
    (edge == .trailing) == (direction == .leftToRight) ? .right : .left
  }

  /// The side in `scrollView` (the geometry helpers take it: see below).
  private func side(in scrollView: ScrollView) -> RefreshEdge {
    Self.side(of: edge, in: scrollView.layoutDirection)
  }

  /// The default trailer width, in points (MJRefresh's 60).
  public static let defaultWidth: CGFloat = 60

  /// The edge the trailer sits on.
  ///
  /// The scroll view's slot decides it: ``ScrollView/refreshTrailer`` holds a trailing one,
  /// ``ScrollView/refreshLeadingTrailer`` a leading one.
  public internal(set) var edge: Edge {
    get { storedEdge }
    // A setter, not an observer: `init(edge:)` sets it from an initializer, where Swift runs
    // no observers, and the look and the texts must follow there too.
    set {
      guard newValue != storedEdge else { return }
      storedEdge = newValue
      sideDidChange()
    }
  }

  private var storedEdge = Edge.trailing

  /// Extra distance between the content's right end and a trailer on the right, for apps
  /// whose own right inset should not count (MJRefresh's trailer has it).
  ///
  /// Applies while the trailer is on the right side only, to the frame, at once. NaN/infinity
  /// are ignored; negative values clamp to 0 (a trailer never overlaps the content).
  public var ignoredScrollViewContentInsetRight: CGFloat {
    get { storedIgnoredInsetRight }
    set { if storedIgnoredInsetRight.assignLength(newValue) { placeFrame() } }
  }

  /// Extra distance between the content's left end and a trailer on the left.
  ///
  /// Applies while the trailer is on the left side only, as
  /// ``ignoredScrollViewContentInsetRight`` does on the right.
  public var ignoredScrollViewContentInsetLeft: CGFloat {
    get { storedIgnoredInsetLeft }
    set { if storedIgnoredInsetLeft.assignLength(newValue) { placeFrame() } }
  }

  private var storedIgnoredInsetRight: CGFloat = 0
  private var storedIgnoredInsetLeft: CGFloat = 0

  /// The trailer's width: its frame's.
  ///
  /// Set it in ``RefreshComponent/prepare()``; negative values clamp to 0, NaN/infinity are
  /// ignored.
  public var width: CGFloat {
    get { frame.width }
    set { frame.size.width = newValue }
  }

  /// Creates a trailer for `edge` that runs `refreshingBlock` when it starts refreshing.
  ///
  /// The edge changes to the slot's when it is attached through the registry.
  public convenience init(edge: Edge, refreshingBlock: (@MainActor () -> Void)? = nil) {
    self.init()
    self.edge = edge
    self.refreshingBlock = refreshingBlock
  }

  /// Creates a trailer for `edge` showing `look` (installed at that edge's placement).
  ///
  /// ```swift
  /// carousel.refreshLeadingTrailer = RefreshTrailer(edge: .leading, look: RefreshNormalLook())
  /// ```
  public convenience init(
    edge: Edge, look: any RefreshLook, refreshingBlock: (@MainActor () -> Void)? = nil
  ) {
    self.init(edge: edge, refreshingBlock: refreshingBlock)
    self.look = look
  }

  override func applyDefaults() {
    super.applyDefaults()
    frame.size.width = RefreshTrailer.defaultWidth
  }

  /// The edge or the side changed (the slot it is in moved it, or the list's lines turned the
  /// other way): re-render side-dependent texts and arrows.
  ///
  /// Overrides must call super.
  open func edgeDidChange() {}

  /// A trailer's on its ``side``: pulled left on the right side, right on the left one.
  public override var lookPlacement: RefreshLookPlacement {
    (side == .left ? RefreshLookPlacement.leadingTrailer : .trailingTrailer)
      .laidOut(layoutDirection)
  }

  override func layoutDirectionDidChange() {
    sideDidChange()
  }

  /// The trailer moved to the other side (or its edge changed): another pull.
  private func sideDidChange() {
    perform {
      // The other side is another pull: whatever this one was doing ends.
      send(.hidden)
      geometryDidChange()
      lookPlacementMayHaveChanged()
      edgeDidChange()
    }
    setNeedsLayout()
  }

  // MARK: - Geometry

  // The geometry helpers take the scroll view as a parameter: they run on every offset
  // change, and each read of the weak `scrollView` costs an atomic load and a retain.

  /// The container's adjusted insets without this trailer's own contribution.
  private func insetsWithoutSelf(in scrollView: ScrollView) -> EdgeInsets {
    scrollView.adjustedContentInset(excluding: self)
  }

  /// The usable width without the horizontal insets other than the trailer's own.
  private func visibleWidthWithoutSelf(in scrollView: ScrollView) -> CGFloat {
    let insets = insetsWithoutSelf(in: scrollView)
    return scrollView.bounds.width - insets.left - insets.right
  }

  /// The empty space right of narrow content (on the right side only; 0 otherwise).
  func narrowContentGap(in scrollView: ScrollView) -> CGFloat {
    guard side(in: scrollView) == .right else { return 0 }
    return Swift.max(0, visibleWidthWithoutSelf(in: scrollView) - scrollView.contentSize.width)
  }

  /// The offset at which the content rests against the trailer's edge.
  func appearOffsetX(in scrollView: ScrollView) -> CGFloat {
    let insets = insetsWithoutSelf(in: scrollView)
    guard side(in: scrollView) == .right else { return -insets.left }
    return Swift.max(
      scrollView.contentSize.width + insets.right - scrollView.bounds.width, -insets.left)
  }

  /// The contribution the state implies on the trailer's edge.
  override var expectedContribution: EdgeInsets {
    guard let scrollView, state == .refreshing else { return .zero }
    let side = side(in: scrollView)
    return side.insets(side == .left ? width : width + narrowContentGap(in: scrollView))
  }

  /// A trailer holds the gap of narrow content: its contribution follows the geometry.
  override var contributionFollowsGeometry: Bool { true }

  override func placeFrame() {
    guard let scrollView else { return }
    let insets = scrollView.adjustedContentInset
    let x =
      side(in: scrollView) == .left
      ? -width - ignoredScrollViewContentInsetLeft
      : Swift.max(scrollView.contentSize.width, visibleWidthWithoutSelf(in: scrollView))
        + ignoredScrollViewContentInsetRight
    frame = CGRect(
      x: x, y: 0, width: width, height: scrollView.bounds.height - insets.top - insets.bottom)
  }

  // MARK: - State

  override func applyState(from oldState: RefreshState) {
    updateContribution()
  }

  override func pulledEdge(in scrollView: ScrollView) -> (
    edge: RefreshEdge, restingOffset: CGFloat
  )? {
    (side(in: scrollView), appearOffsetX(in: scrollView))
  }

  override func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    // Vertical scrolling never concerns a trailer: leave before touching the container.
    guard change.newValue.x != change.oldValue.x, state != .refreshing else { return }
    let exposed = side(in: scrollView).exposure(
      at: change.newValue, restingAt: appearOffsetX(in: scrollView))
    followPull(
      exposed: exposed, extent: width, triggerDistance: width, in: scrollView,
      canStart: !isHidden)
  }

  override func handlePanStateDidChange(_ change: ScrollChange<PanState>) {
    releasePull(change, canRefresh: !isHidden)
  }
}
