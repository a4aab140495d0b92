import Foundation

/// A header that shows a frame animation per state beside its labels: MJRefresh's GIF
/// header.
///
/// Give it frames with ``setAnimation(_:for:)-(FrameAnimation?,_)``. While idle it scrubs the idle
/// animation by ``RefreshComponent/pullingPercent`` (frame `⌊percent × count⌋`, the last
/// one from 100 % on), so the picture follows the finger; while pulling and while
/// refreshing it loops that state's animation (a one-frame animation just shows its
/// frame). A state without an animation keeps showing what was there.
///
/// The header grows to the tallest animation set. The animation view sits left of the
/// labels, its right edge ``RefreshStateHeader/labelLeftInset`` (20 here) from the
/// widest visible text, vertically centred; with the labels hidden (hiding the state
/// label hides both) it is centred.
///
/// ```swift
/// let header = RefreshAnimatedHeader()
/// let frames = try FrameAnimation.named(.refresh)
/// header.setAnimation(frames, for: .idle)
/// header.setAnimation(frames, for: .pulling)
/// header.setAnimation(frames, for: .refreshing)
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshAnimatedHeader: RefreshStateHeader {
  /// The view that shows the current state's animation.
  public let animationView = FrameAnimationView()
  /// The view that shows the current state's Lottie animation, when one was set for it.
  public let lottieAnimationView = LottieAnimationView()

  var animations = StateAnimations()

  /// Sets the label inset to 20 and adds the animation view.
  ///
  /// Overrides must call super.
  open override func prepare() {
    super.prepare()
    addAnimationView()
  }

  /// Sets the animation shown in `state` (`nil` removes it) and grows the header to the animation's
  /// height if it is taller.
  ///
  /// Applies at once if `state` is the current one.
  ///
  /// Only ``RefreshState/idle``, ``RefreshState/pulling`` and ``RefreshState/refreshing``
  /// have looks, as in MJRefresh; animations for other states are kept but not shown.
  public func setAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
    storeAnimation(animation, for: state)
  }

  /// Sets the Lottie animation shown in `state` (`nil` removes it), in place of a frame
  /// animation; it plays where a frame animation would and fits a square as tall as the view.
  public func setAnimation(_ animation: LottieAnimation?, for state: RefreshState) {
    storeLottieAnimation(animation, for: state)
  }
  /// Sets the images shown in `state`, played through once in `duration` (the whole
  /// sequence, as MJRefresh's `setImages:duration:forState:`); an empty list removes them.
  ///
  /// ```swift
  /// let idle = (1...60).compactMap { Image(named: "dropdown_anim__000\($0)", bundle: .module) }
  /// header.setImages(idle, for: .idle)
  /// header.setImages(refreshingImages, duration: .seconds(0.6), for: .refreshing)
  /// ```
  public func setImages(_ images: [Image], duration: Duration, for state: RefreshState) {
    storeImages(images, duration: duration, for: state)
  }

  /// Sets the images shown in `state` at 0.1 s each (MJRefresh's `setImages:forState:`).
  public func setImages(_ images: [Image], for state: RefreshState) {
    storeImages(images, duration: .milliseconds(100) * images.count, for: state)
  }

  /// The animation shown in `state`, if one was set.
  public func animation(for state: RefreshState) -> FrameAnimation? {
    animations[state]
  }

  /// How far the header is exposed; while idle it picks the idle animation's frame.
  open override var pullingPercent: CGFloat {
    didSet { scrubIdleAnimation() }
  }

  /// The state; pulling and refreshing loop their animations, idle scrubs its own.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      showAnimation(for: state)
    }
  }

  func showAnimation(for state: RefreshState) {
    switch state {
    case .idle:
      if !scrubAnimation(for: .idle, percent: pullingPercent) {
        stopAnimations()
      }
    case .pulling, .refreshing:
      if playAnimation(for: state) { setNeedsLayout() }
    case .willRefresh, .noMoreData:
      break
    }
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    // A hidden state label hides both labels (see RefreshStateHeader's layout).
    let textWidth =
      stateLabel.isHidden
      ? nil
      : StateLabelLayout.visibleTextWidth(stateLabel: stateLabel, timeLabel: lastUpdatedTimeLabel)
    placeAnimationView(besideTextWidth: textWidth)
  }
}

extension RefreshAnimatedHeader: AnimatedLook {}
