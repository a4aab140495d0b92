import Foundation

/// A component built with a ``RefreshAnimatedLook``.
///
/// ``RefreshAnimatedHeader``, ``RefreshAutoAnimatedFooter``, ``RefreshBackAnimatedFooter`` and
/// their subclasses; the look's members are exposed here once, under MJRefresh's names.
///
/// A type of your own can conform by providing ``animatedLook`` (and ``RefreshStateLookHosting/stateLook``, usually
/// the same object): see ``RefreshStateLookHosting``.
@MainActor
public protocol RefreshAnimatedLookHosting: RefreshStateLookHosting {
  /// The animated look this component was built with, which the members below reach.
  var animatedLook: RefreshAnimatedLook { get }
}

extension RefreshAnimatedLookHosting {
  /// The look's ``RefreshAnimatedLook/setAnimation(_:for:)-(FrameAnimation?,_)``.
  public func setAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
    animatedLook.setAnimation(animation, for: state)
  }

  /// The look's ``RefreshAnimatedLook/setAnimation(_:for:)-(LottieAnimation?,_)``.
  public func setAnimation(_ animation: LottieAnimation?, for state: RefreshState) {
    animatedLook.setAnimation(animation, for: state)
  }

  /// The look's ``RefreshAnimatedLook/setImages(_:duration:for:)``.
  public func setImages(_ images: [Image], duration: Duration, for state: RefreshState) {
    animatedLook.setImages(images, duration: duration, for: state)
  }

  /// The look's ``RefreshAnimatedLook/setImages(_:for:)``.
  public func setImages(_ images: [Image], for state: RefreshState) {
    animatedLook.setImages(images, for: state)
  }

  /// The look's ``RefreshAnimatedLook/animation(for:)``.
  public func animation(for state: RefreshState) -> FrameAnimation? {
    animatedLook.animation(for: state)
  }

  /// The look's ``RefreshAnimatedLook/animationView``.
  public var animationView: FrameAnimationView { animatedLook.animationView }

  /// The look's ``RefreshAnimatedLook/lottieAnimationView``.
  public var lottieAnimationView: LottieAnimationView { animatedLook.lottieAnimationView }
}
