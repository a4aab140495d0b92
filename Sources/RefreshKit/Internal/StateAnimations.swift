import Foundation

/// The frame animations of an animated look (header or footer), one per state, and
/// MJRefresh's GIF-look rules for showing them in a ``FrameAnimationView``.
@MainActor
struct StateAnimations {
  private var animations: [RefreshState: FrameAnimation] = [:]
  /// Lottie animations; a state has one kind or the other.
  private var lotties: [RefreshState: LottieAnimation] = [:]

  /// The animation for `state`, if one was set.
  subscript(state: RefreshState) -> FrameAnimation? {
    get { animations[state] }
    set {
      animations[state] = newValue
      if newValue != nil { lotties[state] = nil }
    }
  }

  /// The Lottie animation for `state`, if one was set.
  func lottie(for state: RefreshState) -> LottieAnimation? { lotties[state] }

  /// Sets `state`'s Lottie animation, replacing a frame animation.
  mutating func setLottie(_ animation: LottieAnimation?, for state: RefreshState) {
    lotties[state] = animation
    if animation != nil { animations[state] = nil }
  }

  /// Whether an animation of either kind is set for `state`; a cheap check for the scroll hot
  /// path.
  func hasAnimation(for state: RefreshState) -> Bool {
    animations[state] != nil || lotties[state] != nil
  }

  /// The largest width and the largest height among the frame animations (zero without one).
  var largestFrameSize: CGSize {
    animations.values.reduce(CGSize.zero) { size, animation in
      CGSize(
        width: Swift.max(size.width, animation.size.width),
        height: Swift.max(size.height, animation.size.height))
    }
  }

  /// Whether any state has a Lottie animation.
  var hasAnyLottie: Bool { !lotties.isEmpty }

  /// Whether `state`'s animation is a Lottie one.
  func hasLottie(for state: RefreshState) -> Bool { lotties[state] != nil }

  /// Shows `state`'s animation in `view`, looping from its first frame (a one-frame animation just
  /// shows that frame).
  ///
  /// Returns false, changing nothing, without one.
  @discardableResult
  func play(
    _ state: RefreshState, in view: FrameAnimationView, lottie lottieView: LottieAnimationView
  ) -> Bool {
    if let lottie = lotties[state] {
      view.animation = nil
      lottieView.animation = lottie
      lottieView.loopMode = .loop
      lottieView.play()
      return true
    }
    guard let animation = animations[state] else { return false }
    lottieView.animation = nil
    view.stop()
    view.animation = animation
    view.loopMode = .loop
    view.play()
    return true
  }

  /// Shows `state`'s animation in `view`, paused on frame `⌊percent × count⌋` (the last frame from
  /// 100 % on).
  ///
  /// Returns false, changing nothing, without one.
  @discardableResult
  func scrub(
    _ state: RefreshState, in view: FrameAnimationView, lottie lottieView: LottieAnimationView,
    percent: CGFloat
  ) -> Bool {
    if let lottie = lotties[state] {
      if view.animation != nil { view.animation = nil }
      if lottieView.animation != lottie { lottieView.animation = lottie }
      lottieView.currentProgress = percent
      return true
    }
    guard let animation = animations[state] else { return false }
    if lottieView.animation != nil { lottieView.animation = nil }
    if view.animation != animation { view.animation = animation }
    view.progress = percent
    return true
  }

  /// MJRefresh's GIF-look layout: the animation, at its own size and vertically centred, ends
  /// `labelLeftInset` left of centred text `textWidth` wide; with no text it is centred.
  ///
  /// It never starts left of the view's edge; in a right-to-left list the layout is mirrored
  /// (right of the text).
  static func frame(
    for size: CGSize, in bounds: CGRect, textWidth: CGFloat?, labelLeftInset: CGFloat,
    layoutDirection: RefreshLayoutDirection = .leftToRight
  ) -> CGRect {
    var centerX = bounds.width * 0.5
    if let textWidth {
      let rightEdge = bounds.width * 0.5 - textWidth * 0.5 - labelLeftInset
      centerX = Swift.max(size.width * 0.5, rightEdge - size.width * 0.5)
    }
    centerX = StateLabelLayout.mirrored(centerX, in: bounds.width, layoutDirection)
    return StateLabelLayout.frame(
      centeredAt: CGPoint(x: centerX, y: bounds.height * 0.5), size: size)
  }
}
