import Foundation

/// What the animated looks (``RefreshAnimatedHeader``, ``RefreshAutoAnimatedFooter``,
/// ``RefreshBackAnimatedFooter``) share: storing an animation per state, scrubbing the
/// idle one by pulling percent, and placing the animation view beside the text.
///
/// Each look keeps its own ``showAnimation(for:)``: which states show, loop or hide the
/// animation is what tells the three apart (MJRefresh's GIF header and footers).
///
/// ```swift
/// public func setAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
///   storeAnimation(animation, for: state)
/// }
/// ```
@MainActor
protocol AnimatedLook: RefreshComponent {
  /// The view that shows the current state's animation.
  var animationView: FrameAnimationView { get }
  /// The view that shows the current state's Lottie animation.
  var lottieAnimationView: LottieAnimationView { get }
  /// The animations set per state.
  var animations: StateAnimations { get set }
  /// The component's height, grown to fit the tallest animation.
  var height: CGFloat { get set }
  /// The gap between the animation and the text.
  var labelLeftInset: CGFloat { get set }
  /// Shows `state`'s look in ``animationView``.
  func showAnimation(for state: RefreshState)
}

extension AnimatedLook {
  /// MJRefresh's GIF-look set-up: a 20-point gap to the text and the animation view added.
  func addAnimationView() {
    labelLeftInset = 20
    addSubview(animationView)
  }

  /// Sets `state`'s animation (`nil` removes it), grows the component to the animation's
  /// height if it is taller, and applies it at once if `state` is the current one.
  func storeAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
    animations[state] = animation
    if let animation, animation.size.height > height {
      height = animation.size.height
    }
    if state == self.state { showAnimation(for: state) }
    setNeedsLayout()
  }

  /// Sets `state`'s Lottie animation (`nil` removes it), at once if `state` is the current one.
  ///
  /// The component keeps its height: a Lottie canvas is the designer's, not the size to show
  /// it at.
  func storeLottieAnimation(_ animation: LottieAnimation?, for state: RefreshState) {
    // Joins the tree with the first Lottie animation: a look of frames only draws as before.
    if animation != nil, lottieAnimationView.superview == nil { addSubview(lottieAnimationView) }
    animations.setLottie(animation, for: state)
    if state == self.state { showAnimation(for: state) }
    setNeedsLayout()
  }

  /// Plays `state`'s animation, frames or Lottie, looping from its start; false without one.
  @discardableResult
  func playAnimation(for state: RefreshState) -> Bool {
    animations.play(state, in: animationView, lottie: lottieAnimationView)
  }

  /// Shows `state`'s animation paused at `percent`; false without one.
  @discardableResult
  func scrubAnimation(for state: RefreshState, percent: CGFloat) -> Bool {
    animations.scrub(state, in: animationView, lottie: lottieAnimationView, percent: percent)
  }

  /// Stops both animation views.
  func stopAnimations() {
    animationView.stop()
    lottieAnimationView.stop()
  }

  /// Hides or shows both animation views.
  func setAnimationsHidden(_ isHidden: Bool) {
    animationView.isHidden = isHidden
    lottieAnimationView.isHidden = isHidden
  }

  /// Sets `state`'s animation to an image sequence lasting `duration` (an empty list removes
  /// it); see ``storeAnimation(_:for:)``.
  func storeImages(_ images: [Image], duration: Duration, for state: RefreshState) {
    storeAnimation(
      images.isEmpty ? nil : FrameAnimation(images: images, duration: duration), for: state)
  }

  /// Picks the idle frame by pulling percent; no work, let alone allocation, beyond that.
  func scrubIdleAnimation() {
    guard state == .idle, animations.hasAnimation(for: .idle) else { return }
    if animations.hasLottie(for: .idle) {
      lottieAnimationView.currentProgress = pullingPercent
    } else {
      animationView.progress = pullingPercent
    }
  }

  /// Places the animation view left of centred text `textWidth` wide (`nil`: no visible
  /// text, so the animation is centred).
  func placeAnimationView(besideTextWidth textWidth: CGFloat?) {
    animationView.frame = StateAnimations.frame(
      for: animationView.animation?.size ?? .zero, in: bounds, textWidth: textWidth,
      labelLeftInset: labelLeftInset)
    let side = lottieAnimationView.animation == nil ? 0 : bounds.height
    lottieAnimationView.frame = StateAnimations.frame(
      for: CGSize(width: side, height: side), in: bounds, textWidth: textWidth,
      labelLeftInset: labelLeftInset)
  }
}
