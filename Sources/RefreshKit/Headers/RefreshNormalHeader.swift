import Foundation

/// The classic header: an arrow and an activity indicator beside the state and
/// last-updated labels.
///
/// The arrow points down while idle and turns up when the pull passes the trigger
/// (animated over ``RefreshComponent/fastAnimationDuration``). While refreshing the arrow
/// hides and the indicator spins. After the end the indicator fades out over
/// ``RefreshComponent/slowAnimationDuration``; the arrow comes back when the fade is over
/// only if the header is still idle and no longer showing the result (a fade that a new
/// refresh overtook does nothing). The indicator is hidden whenever it is not spinning.
///
/// Both sit where MJRefresh puts them: centred vertically, `labelLeftInset` left of the
/// widest visible label's text (centred when no text is shown), and never off the
/// header's left edge however long the text is.
///
/// ```swift
/// let header = RefreshNormalHeader()
/// header.labelLeftInset = 16
/// header.lastUpdatedTimeLabel.isHidden = true
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshNormalHeader: RefreshStateHeader {
  /// The arrow's size (MJRefresh's arrow image: 15 × 40 pt).
  public static let arrowSize = CGSize(width: 15, height: 40)
  /// The activity indicator's size (20 × 20 pt, UIKit's medium indicator).
  public static let indicatorSize = CGSize(width: 20, height: 20)

  /// The arrow: points down (rotation 0) while idle, up (rotation -π) while pulling.
  public let arrowView = ArrowView()

  /// The activity indicator that spins while refreshing.
  public let loadingView = ActivityIndicatorView()

  open override func prepare() {
    super.prepare()
    arrowView.frame.size = RefreshNormalHeader.arrowSize
    loadingView.frame.size = RefreshNormalHeader.indicatorSize
    loadingView.hidesWhenStopped = true
    addSubview(arrowView)
    addSubview(loadingView)
  }

  // MARK: - Reacting

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderNormalHeader(from: oldValue)
    }
  }

  private func renderNormalHeader(from oldState: RefreshState) {
    switch state {
    case .refreshing:
      // A fade from the previous end may still run: it is overtaken, not finished.
      loadingView.stopAlphaAnimation()
      loadingView.alpha = 1
      loadingView.startAnimating()
      arrowView.isHidden = true
    case .pulling:
      stopIndicator()
      arrowView.isHidden = false
      arrowView.setRotation(-.pi, duration: fastAnimationDuration)
    case .idle where oldState == .refreshing:
      arrowView.setRotation(0, duration: .zero)
      let ending = episode
      loadingView.animateAlpha(to: 0, duration: slowAnimationDuration) { [weak self] finished in
        self?.indicatorFadeDidFinish(finished: finished, episode: ending)
      }
    case .idle:
      stopIndicator()
      arrowView.isHidden = false
      arrowView.setRotation(0, duration: fastAnimationDuration)
    case .willRefresh, .noMoreData:
      break
    }
  }

  private func stopIndicator() {
    loadingView.stopAlphaAnimation()
    loadingView.alpha = 1
    loadingView.stopAnimating()
  }

  private func indicatorFadeDidFinish(finished: Bool, episode ending: Int) {
    guard finished, ending == episode, state == .idle else { return }
    loadingView.alpha = 1
    loadingView.stopAnimating()
    arrowView.isHidden = isShowingResult
  }

  /// Puts the idle look in place at once when the header leaves its container (the fade's
  /// completion belongs to an episode that is over).
  ///
  /// Overrides must call super.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if scrollView == nil && state == .idle {
      stopIndicator()
      arrowView.setRotation(0, duration: .zero)
      arrowView.isHidden = false
    }
  }

  /// Re-renders the look for the result display starting or ending.
  ///
  /// Overrides must call super.
  open override func resultDisplayDidChange() {
    super.resultDisplayDidChange()
    // The display ended while idle and the fade is over: bring the arrow back.
    if !isShowingResult && state == .idle && !loadingView.isAnimating {
      arrowView.isHidden = false
    }
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    let center = StateLabelLayout.accessoryCenter(
      in: bounds.size,
      textWidth: StateLabelLayout.visibleTextWidth(
        stateLabel: stateLabel, timeLabel: lastUpdatedTimeLabel),
      leftInset: labelLeftInset,
      accessoryWidth: Swift.max(arrowView.frame.width, loadingView.frame.width))
    arrowView.frame = StateLabelLayout.frame(centeredAt: center, size: arrowView.frame.size)
    loadingView.frame = StateLabelLayout.frame(centeredAt: center, size: loadingView.frame.size)
  }
}
