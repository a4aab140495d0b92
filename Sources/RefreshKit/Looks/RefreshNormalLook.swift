import Foundation

/// The classic look: an arrow and an activity indicator beside the state text, on any edge.
///
/// The arrow points the way the content is pulled (away from ``RefreshLookPlacement/edge``):
/// down on a header, up on a back footer, left or right on a trailer. It turns round over
/// ``RefreshComponent/fastAnimationDuration`` once the pull passes the trigger ("release"),
/// and gives way to the spinning indicator while refreshing (and while waiting to, in
/// ``RefreshState/willRefresh``). An auto footer is never pulled, so
/// it shows no arrow. In ``RefreshState/noMoreData`` neither shows.
///
/// After a header's end the indicator fades out over
/// ``RefreshComponent/slowAnimationDuration`` while the header collapses, and the arrow comes
/// back when the fade is over only if the header is still idle and not showing a result (a fade
/// that a new refresh overtook does nothing); a footer or trailer stops its indicator at once.
///
/// On a header or footer both sit where MJRefresh puts them: centred vertically,
/// ``RefreshStateLook/labelLeftInset`` left of the widest visible label's text (centred when no
/// text is shown), never off the left edge; in a right-to-left list as far right of the text
/// (``RefreshLookPlacement/layoutDirection``). On a trailer they sit above the vertical text,
/// 8 points from it, the two centred together.
///
/// ```swift
/// let look = RefreshNormalLook()
/// look.arrowView.image = Image(named: "arrow", bundle: .module)
/// scrollView.refreshFooter = RefreshBackFooter(look: look) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshNormalLook: RefreshStateLook {
  /// The arrow's size (MJRefresh's arrow image: 15 × 40 pt).
  public static let arrowSize = CGSize(width: 15, height: 40)
  /// The activity indicator's size (20 × 20 pt, UIKit's medium indicator).
  public static let indicatorSize = CGSize(width: 20, height: 20)

  /// The arrow: pointing the way to pull while idle, turned round while pulling.
  public let arrowView = ArrowView(frame: CGRect(origin: .zero, size: arrowSize))

  /// The activity indicator that spins while refreshing (hidden when stopped).
  public let loadingView = ActivityIndicatorView(frame: CGRect(origin: .zero, size: indicatorSize))

  /// Creates the look.
  public override init() {
    super.init()
    loadingView.hidesWhenStopped = true
  }

  /// The arrow's rotation while idle: pointing the way the content is pulled (rotation 0
  /// points down; +π/2 turns it to point left).
  public var idleArrowRotation: CGFloat {
    switch placement.edge {
    case .top: 0
    case .bottom: .pi
    case .right: .pi / 2
    case .left: -.pi / 2
    }
  }

  /// The arrow's rotation once the pull passes the trigger: turned round (anticlockwise on the
  /// vertical axis, clockwise on the horizontal one, as MJRefresh's arrows turn).
  public var pulledArrowRotation: CGFloat {
    idleArrowRotation + (placement.axis == .vertical ? -.pi : .pi)
  }

  // MARK: - Following the component

  override func accessories(at placement: RefreshLookPlacement) -> [View] {
    // An auto footer is never pulled: no arrow to point the way.
    placement.isPulled ? [arrowView, loadingView] : [loadingView]
  }

  override func stopAccessories() {
    stopIndicator()
  }

  override func showAccessories(
    for newState: RefreshState, from oldState: RefreshState, animated: Bool
  ) {
    let turn = animated ? component?.fastAnimationDuration ?? .zero : .zero
    switch newState {
    case .refreshing, .willRefresh:
      // A fade from the previous end may still run: it is overtaken, not finished.
      stopIndicator()
      loadingView.startAnimating()
      arrowView.isHidden = true
    case .pulling:
      stopIndicator()
      arrowView.isHidden = false
      arrowView.setRotation(pulledArrowRotation, duration: turn)
    case .idle where oldState == .refreshing && placement.kind == .header && animated:
      arrowView.setRotation(idleArrowRotation, duration: .zero)
      fadeIndicatorOut()
    case .idle:
      stopIndicator()
      arrowView.isHidden = false
      arrowView.setRotation(idleArrowRotation, duration: oldState == .pulling ? turn : .zero)
    case .noMoreData:
      stopIndicator()
      arrowView.isHidden = true
    }
  }

  private func stopIndicator() {
    loadingView.stopAlphaAnimation()
    loadingView.alpha = 1
    loadingView.stopAnimating()
  }

  private func fadeIndicatorOut() {
    guard let component else { return stopIndicator() }
    let ending = component.episode
    loadingView.animateAlpha(to: 0, duration: component.slowAnimationDuration) {
      [weak self] finished in
      self?.indicatorFadeDidFinish(finished: finished, episode: ending)
    }
  }

  private func indicatorFadeDidFinish(finished: Bool, episode ending: Int) {
    guard finished, let component, ending == component.episode, state == .idle else { return }
    stopIndicator()
    arrowView.isHidden = shownResult != nil
  }

  /// Puts the idle look in place at once (the fade's completion belongs to an episode that is
  /// over).
  override func hostDidLeaveContainer() {
    guard state == .idle else { return }
    stopIndicator()
    arrowView.setRotation(idleArrowRotation, duration: .zero)
    arrowView.isHidden = false
  }

  /// Brings the arrow back when the display ends while idle and the fade is over.
  ///
  /// Overrides must call super.
  open override func resultPhaseDidEnd() {
    super.resultPhaseDidEnd()
    if state == .idle && !loadingView.isAnimating { arrowView.isHidden = false }
  }

  /// Hides the arrow while the second floor opens and is open (the strip shows the floor's
  /// title), and brings it back once the floor closes while idle.
  ///
  /// Overrides must call super.
  open override func secondFloorStateDidChange(_ floorState: SecondFloorState) {
    super.secondFloorStateDidChange(floorState)
    if floorState.holdsSpace {
      arrowView.isHidden = true
    } else if floorState == .closed && state == .idle && !loadingView.isAnimating
      && shownResult == nil
    {
      arrowView.isHidden = false
    }
  }

  /// Tints the arrow and the indicator with the theme's tint colour (`nil`: MJRefresh's grey).
  ///
  /// Overrides must call super.
  open override func themeDidChange(_ theme: RefreshTheme) {
    super.themeDidChange(theme)
    arrowView.tintColor = theme.tintColor ?? .refreshText
    loadingView.color = theme.tintColor ?? .refreshText
  }

  /// Places the arrow and the indicator beside (or, on a trailer, above) the text.
  ///
  /// Overrides must call super.
  open override func layout(in bounds: CGRect) {
    super.layout(in: bounds)
    let center: CGPoint
    switch placement.axis {
    case .vertical:
      center = StateLabelLayout.accessoryCenter(
        in: bounds.size, textWidth: visibleTextWidth, leftInset: labelLeftInset,
        accessoryWidth: Swift.max(arrowView.frame.width, loadingView.frame.width),
        layoutDirection: placement.layoutDirection)
    case .horizontal:
      // The arrow lies sideways here, so its footprint is as tall as its frame is wide.
      center = placeAboveVerticalText(footprintHeight: arrowView.frame.width, in: bounds)
    }
    arrowView.frame = StateLabelLayout.frame(centeredAt: center, size: arrowView.frame.size)
    loadingView.frame = StateLabelLayout.frame(centeredAt: center, size: loadingView.frame.size)
  }
}
