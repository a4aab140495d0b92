import Foundation

/// The spinner look: the labels hidden, and one looping animation in the middle that plays while
/// pulling or refreshing and stops when idle; on any edge.
///
/// It is seed code's custom header turned into a look: 56 points deep, the animation 24 × 24
/// and centred. ``RefreshSpinnerLook`` plays a ``FrameAnimationView`` (RefreshKit's built-in
/// `refresh` frames by default) and ``RefreshLottieLook`` a ``LottieAnimationView`` (RefreshKit's
/// own Lottie spinner, or the designer's file):
///
/// ```swift
/// scrollView.refreshHeader = RefreshHeader(look: RefreshSpinnerLook()) { reload() }
/// let lottie = RefreshLottieLook(animationView: LottieAnimationView(name: "refresh", bundle: .module))
/// scrollView.refreshFooter = RefreshBackFooter(look: lottie) { loadMore() }
/// ```
///
/// The labels are there, hidden, and speak only where a spinner would say nothing: in
/// ``RefreshState/noMoreData`` the spinner gives way to the state label's "No more data". On an
/// auto footer, which is never pulled, the spinner shows only while loading (as the animated
/// look's animation does).
@MainActor
open class RefreshPlayingLook<Spinner: RefreshSpinnerAnimating>: RefreshStateLook {
  /// The side of the centred animation, in points.
  public static var spinnerSide: CGFloat { 24 }

  /// The looping animation.
  public let animationView: Spinner

  /// Creates the look around `animationView`.
  public init(animationView: Spinner) {
    self.animationView = animationView
    super.init()
    stateLabel.isHidden = true
    lastUpdatedTimeLabel.isHidden = true
    animationView.loopForever()
  }

  /// 56 points deep.
  open override var preferredExtent: CGFloat? { 56 }

  override func accessories(at placement: RefreshLookPlacement) -> [View] { [animationView] }

  override func stopAccessories() {
    animationView.stop()
  }

  /// Plays while pulling or refreshing, stops when idle; hidden where it would say nothing.
  ///
  /// A Lottie file with refresh markers plays its parts instead (the article "Playing Lottie
  /// animations"): ``LottieAnimationView/introMarker`` follows the pull (idle and pulling),
  /// ``LottieAnimationView/loopMarker`` loops while refreshing, and
  /// ``LottieAnimationView/outroMarker`` plays once when the refresh ends.
  override func showAccessories(
    for state: RefreshState, from oldState: RefreshState, animated: Bool
  ) {
    let scrubs = animationView.scrubsWithPull
    switch state {
    case .pulling where scrubs:
      animationView.scrub(toPullPercent: component?.pullingPercent ?? 1)
    case .pulling: animationView.play()
    case .refreshing: animationView.playRefreshing()
    case .idle where oldState == .refreshing && animationView.playEnding(): break
    case .idle where scrubs && placement.isPulled:
      animationView.stop()
      animationView.scrub(toPullPercent: component?.pullingPercent ?? 0)
    case .idle, .noMoreData: animationView.stop()
    case .willRefresh: break
    }
    animationView.isHidden = state == .noMoreData || (state == .idle && !placement.isPulled)
    if state == .noMoreData || oldState == .noMoreData {
      stateLabel.isHidden = state != .noMoreData
      component?.setNeedsLayout()
    }
  }

  /// Gives the animation the theme: frames take the tint colour; a Lottie animation's `tint` and
  /// `text` slots take the tint and text colours (a file without them keeps its designer's
  /// colours, unless ``LottieAnimationView/tintKeypaths`` names what to recolour).
  ///
  /// Overrides must call super.
  open override func themeDidChange(_ theme: RefreshTheme) {
    super.themeDidChange(theme)
    animationView.follow(theme)
  }

  /// Whether the animation has a part the pull scrubs (read at install: a Lottie file's
  /// ``LottieAnimationView/introMarker``).
  open override var followsPullingPercent: Bool { animationView.scrubsWithPull }

  /// Scrubs the pull's part while idle or pulling.
  ///
  /// Overrides must call super.
  open override func pullingPercentDidChange(_ percent: CGFloat) {
    super.pullingPercentDidChange(percent)
    guard state == .idle || state == .pulling else { return }
    animationView.scrub(toPullPercent: percent)
  }

  /// Centres the 24 × 24 animation.
  ///
  /// Overrides must call super.
  open override func layout(in bounds: CGRect) {
    super.layout(in: bounds)
    let side = Self.spinnerSide
    animationView.frame = CGRect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
  }
}

/// The spinner look with a frame animation: RefreshKit's built-in `refresh` frames by default.
public typealias RefreshSpinnerLook = RefreshPlayingLook<FrameAnimationView>

/// The spinner look with a Lottie animation: RefreshKit's own Lottie spinner by default.
public typealias RefreshLottieLook = RefreshPlayingLook<LottieAnimationView>

extension RefreshPlayingLook where Spinner == FrameAnimationView {
  /// A spinner look playing RefreshKit's built-in `refresh` frames (an empty view, never a
  /// crash, if the resource could not be loaded).
  public convenience init() {
    self.init(animationView: FrameAnimationView(name: "refresh"))
  }
}

extension RefreshPlayingLook where Spinner == LottieAnimationView {
  /// A Lottie look playing `animation`, or RefreshKit's built-in Lottie spinner when it is `nil`.
  public convenience init(animation: LottieAnimation? = nil) {
    self.init(
      animationView: LottieAnimationView(
        animation: animation
          ?? LottieAnimation.named(
            RefreshLottieHeader.builtInAnimationName, bundle: RefreshKitResources.bundle)))
  }
}
