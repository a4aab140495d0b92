import Foundation

/// An auto footer that plays a frame animation beside its text while it loads:
/// MJRefresh's GIF auto footer.
///
/// Only the ``RefreshState/refreshing`` animation is shown, looping (a one-frame
/// animation just shows its frame); the animation view is hidden while idle and in
/// ``RefreshState/noMoreData``. The footer grows to the tallest animation set. The
/// animation ends ``RefreshAutoStateFooter/labelLeftInset`` (20 here) left of the
/// centred text, vertically centred; with
/// ``RefreshAutoStateFooter/isRefreshingTitleHidden`` (or a hidden state label) it is
/// centred.
///
/// ```swift
/// let footer = RefreshAutoAnimatedFooter()
/// footer.setAnimation(try FrameAnimation.named(.refresh), for: .refreshing)
/// footer.isRefreshingTitleHidden = true
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshAutoAnimatedFooter: RefreshAutoStateFooter {
  /// The view that shows the loading animation.
  public let animationView = FrameAnimationView()
  /// The view that shows the current state's Lottie animation, when one was set for it.
  public let lottieAnimationView = LottieAnimationView()

  var animations = StateAnimations()

  /// Sets the label inset to 20 and adds the (hidden) animation view.
  ///
  /// Overrides must call super.
  open override func prepare() {
    super.prepare()
    setAnimationsHidden(true)
    addAnimationView()
  }

  /// Sets the animation shown in `state` (`nil` removes it) and grows the footer to the animation's
  /// height if it is taller.
  ///
  /// Applies at once if `state` is the current one.
  ///
  /// Only ``RefreshState/refreshing`` has a look, as in MJRefresh; animations for other
  /// states are kept but not shown.
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

  /// The state; refreshing loops its animation, idle and no-more-data hide it.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      showAnimation(for: state)
    }
  }

  func showAnimation(for state: RefreshState) {
    switch state {
    case .refreshing:
      if playAnimation(for: .refreshing) {
        setAnimationsHidden(false)
        setNeedsLayout()
      }
    case .idle, .noMoreData:
      stopAnimations()
      setAnimationsHidden(true)
    case .pulling, .willRefresh:
      break
    }
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    let isTextHidden = isRefreshingTitleHidden || stateLabel.isHidden
    placeAnimationView(besideTextWidth: isTextHidden ? nil : stateLabel.textWidth)
  }
}

extension RefreshAutoAnimatedFooter: AnimatedLook {}
