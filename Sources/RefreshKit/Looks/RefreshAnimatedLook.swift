import Foundation

/// The animated look: a frame animation, an image sequence or a Lottie animation per state
/// beside the state text, on any edge (MJRefresh's GIF header and footers, written once).
///
/// Give it animations with ``setAnimation(_:for:)-(FrameAnimation?,_)``. While idle on a pulled
/// edge it scrubs the idle animation by ``RefreshComponent/pullingPercent`` (frame
/// `⌊percent × count⌋`, the last one from 100 % on), so the picture follows the finger; while
/// pulling and while refreshing it loops that state's animation (a one-frame animation just
/// shows its frame). An auto footer, never pulled, shows only its refreshing animation and
/// hides the view otherwise; ``RefreshState/noMoreData`` hides it everywhere. A state without an
/// animation keeps showing what was there.
///
/// The component grows to the tallest animation set (the widest on a trailer). The animation
/// sits left of the text, its right edge ``RefreshStateLook/labelLeftInset`` (20 here) from the
/// widest visible text, vertically centred (right of it in a right-to-left list); with no
/// visible text it is centred. On a trailer it sits above the vertical text.
///
/// ```swift
/// let look = RefreshAnimatedLook()
/// let frames = try FrameAnimation.named(.refresh)
/// for state in [RefreshState.idle, .pulling, .refreshing] { look.setAnimation(frames, for: state) }
/// scrollView.refreshHeader = RefreshHeader(look: look) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshAnimatedLook: RefreshStateLook {
  /// The view that shows the current state's frame animation.
  public let animationView = FrameAnimationView()
  /// The view that shows the current state's Lottie animation, when one was set for it.
  public let lottieAnimationView = LottieAnimationView()

  var animations = StateAnimations()

  /// What a change of the pulling percent scrubs now: decided when the state, the edge or the
  /// animations change, so a scroll event does no dictionary lookup.
  private var idleScrub = IdleScrub.nothing

  private enum IdleScrub {
    case nothing, frames, lottie
  }

  /// Creates the look, with a 20-point gap between the animation and the text.
  public override init() {
    super.init()
    labelLeftInset = 20
  }

  // MARK: - Animations

  /// Sets the animation shown in `state` (`nil` removes it).
  ///
  /// Grows the component to the animation's size if it is larger; applies at once if `state` is
  /// the current one.
  ///
  /// Only ``RefreshState/idle``, ``RefreshState/pulling`` and ``RefreshState/refreshing``
  /// have looks, as in MJRefresh (an auto footer shows only the refreshing one); animations for
  /// other states are kept but not shown.
  public func setAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
    animations[state] = animation
    if let animation { growComponent(toFit: animation.size) }
    animationsDidChange(for: state)
  }

  /// Sets the Lottie animation shown in `state` (`nil` removes it), in place of a frame
  /// animation; it plays where a frame animation would and fits a square as tall as the view.
  ///
  /// The component keeps its size: a Lottie canvas is the designer's, not the size to show it at.
  public func setAnimation(_ animation: LottieAnimation?, for state: RefreshState) {
    // Joins the tree with the first Lottie animation: a look of frames only draws as before.
    if animation != nil { addAccessory(lottieAnimationView) }
    animations.setLottie(animation, for: state)
    animationsDidChange(for: state)
  }

  /// Sets the images shown in `state`, played through once in `duration` (the whole
  /// sequence, as MJRefresh's `setImages:duration:forState:`); an empty list removes them.
  ///
  /// ```swift
  /// let idle = (1...60).compactMap { Image(named: "dropdown_anim__000\($0)", bundle: .module) }
  /// look.setImages(idle, for: .idle)
  /// look.setImages(refreshingImages, duration: .seconds(0.6), for: .refreshing)
  /// ```
  public func setImages(_ images: [Image], duration: Duration, for state: RefreshState) {
    setAnimation(
      images.isEmpty ? nil : FrameAnimation(images: images, duration: duration), for: state)
  }

  /// Sets the images shown in `state` at 0.1 s each (MJRefresh's `setImages:forState:`).
  public func setImages(_ images: [Image], for state: RefreshState) {
    setImages(images, duration: .milliseconds(100) * images.count, for: state)
  }

  /// The frame animation shown in `state`, if one was set.
  public func animation(for state: RefreshState) -> FrameAnimation? {
    animations[state]
  }

  private func animationsDidChange(for changed: RefreshState) {
    if changed == state { showAccessories(for: state, from: state, animated: false) }
    updateIdleScrub()
    component?.setNeedsLayout()
  }

  private func growComponent(toFit size: CGSize) {
    guard let component, let needed = extent(toFit: size, in: component) else { return }
    component.extent = needed
  }

  /// The extent `size` needs on the look's axis, when it is more than `component` has.
  private func extent(toFit size: CGSize, in component: RefreshComponent) -> CGFloat? {
    let needed = placement.axis == .horizontal ? size.width : size.height
    return needed > component.extent ? needed : nil
  }

  /// The extent of the largest frame animation set before the look was installed, when it is
  /// more than the edge's default: the component grows to it, as it does for one set later.
  open override var preferredExtent: CGFloat? {
    component.flatMap { extent(toFit: animations.largestFrameSize, in: $0) }
  }

  // MARK: - Following the component

  override func showAccessories(
    for state: RefreshState, from oldState: RefreshState, animated: Bool
  ) {
    defer { updateIdleScrub() }
    switch state {
    case .idle where placement.isPulled:
      setAnimationsHidden(false)
      if !animations.scrub(
        .idle, in: animationView, lottie: lottieAnimationView, percent: currentPercent)
      {
        stopAnimations()
      }
    case .pulling, .refreshing:
      if animations.play(state, in: animationView, lottie: lottieAnimationView) {
        setAnimationsHidden(false)
        component?.setNeedsLayout()
      }
    case .idle, .noMoreData:
      stopAnimations()
      setAnimationsHidden(true)
    case .willRefresh:
      break
    }
  }

  private var currentPercent: CGFloat { component?.pullingPercent ?? 0 }

  override func accessories(at placement: RefreshLookPlacement) -> [View] {
    // The Lottie view joins with the first Lottie animation: frames alone draw as before.
    animations.hasAnyLottie ? [animationView, lottieAnimationView] : [animationView]
  }

  override func stopAccessories() {
    stopAnimations()
  }

  private func stopAnimations() {
    animationView.stop()
    lottieAnimationView.stop()
  }

  private func setAnimationsHidden(_ isHidden: Bool) {
    animationView.isHidden = isHidden
    lottieAnimationView.isHidden = isHidden
  }

  // MARK: - RefreshLook

  /// True: the idle animation follows the finger.
  open override var followsPullingPercent: Bool { true }

  /// While idle on a pulled edge, picks the idle animation's frame; no work, let alone
  /// allocation, beyond that.
  open override func pullingPercentDidChange(_ percent: CGFloat) {
    switch idleScrub {
    case .nothing: break
    case .frames: animationView.progress = percent
    case .lottie: lottieAnimationView.currentProgress = percent
    }
  }

  private func updateIdleScrub() {
    guard state == .idle, placement.isPulled, animations.hasAnimation(for: .idle) else {
      idleScrub = .nothing
      return
    }
    idleScrub = animations.hasLottie(for: .idle) ? .lottie : .frames
  }

  /// Tints frame animations' shapes with the theme's tint colour (`nil`: MJRefresh's grey) and
  /// gives Lottie animations' `tint` and `text` slots the theme's colours.
  ///
  /// Overrides must call super.
  open override func themeDidChange(_ theme: RefreshTheme) {
    super.themeDidChange(theme)
    animationView.tintColor = theme.tintColor ?? .refreshText
    lottieAnimationView.follow(theme)
  }

  /// Places the animation beside (or, on a trailer, above) the text.
  ///
  /// Overrides must call super.
  open override func layout(in bounds: CGRect) {
    super.layout(in: bounds)
    let frameSize = animationView.animation?.size ?? .zero
    let side = lottieAnimationView.animation == nil ? 0 : bounds.height
    let lottieSize = CGSize(width: side, height: side)
    switch placement.axis {
    case .vertical:
      let hasText = !stateLabel.isHidden && !stateLabel.text.isEmpty
      let textWidth = hasText ? visibleTextWidth : nil
      let direction = placement.layoutDirection
      animationView.frame = StateAnimations.frame(
        for: frameSize, in: bounds, textWidth: textWidth, labelLeftInset: labelLeftInset,
        layoutDirection: direction)
      lottieAnimationView.frame = StateAnimations.frame(
        for: lottieSize, in: bounds, textWidth: textWidth, labelLeftInset: labelLeftInset,
        layoutDirection: direction)
    case .horizontal:
      let lottieSide = Swift.min(bounds.width, side)
      let footprint = Swift.max(frameSize.height, animations.hasAnyLottie ? lottieSide : 0)
      let center = placeAboveVerticalText(footprintHeight: footprint, in: bounds)
      animationView.frame = StateLabelLayout.frame(centeredAt: center, size: frameSize)
      lottieAnimationView.frame = StateLabelLayout.frame(
        centeredAt: center, size: CGSize(width: lottieSide, height: lottieSide))
    }
  }
}
