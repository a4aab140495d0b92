import Foundation

/// A component built with a ``RefreshAnimatedLook``.
///
/// ``RefreshAnimatedHeader``, ``RefreshAutoAnimatedFooter``, ``RefreshBackAnimatedFooter`` and
/// their subclasses; the look's members are exposed here once, under MJRefresh's names.
///
/// Conform only RefreshKit's own classes (see ``RefreshStateLookHosting``).
@MainActor
public protocol RefreshAnimatedLookHosting: RefreshStateLookHosting {}

extension RefreshAnimatedLookHosting {
  /// The animated look this component was built with.
  public var animatedLook: RefreshAnimatedLook { builtInLook(as: RefreshAnimatedLook.self) }

  /// The view that shows the current state's frame animation.
  public var animationView: FrameAnimationView { animatedLook.animationView }

  /// The view that shows the current state's Lottie animation, when one was set for it.
  public var lottieAnimationView: LottieAnimationView { animatedLook.lottieAnimationView }

  /// Sets the animation shown in `state` (`nil` removes it) and grows the component to fit it.
  public func setAnimation(_ animation: FrameAnimation?, for state: RefreshState) {
    animatedLook.setAnimation(animation, for: state)
  }

  /// Sets the Lottie animation shown in `state` (`nil` removes it), in place of a frame
  /// animation.
  public func setAnimation(_ animation: LottieAnimation?, for state: RefreshState) {
    animatedLook.setAnimation(animation, for: state)
  }

  /// Sets the images shown in `state`, played through once in `duration` (MJRefresh's
  /// `setImages:duration:forState:`); an empty list removes them.
  public func setImages(_ images: [Image], duration: Duration, for state: RefreshState) {
    animatedLook.setImages(images, duration: duration, for: state)
  }

  /// Sets the images shown in `state` at 0.1 s each (MJRefresh's `setImages:forState:`).
  public func setImages(_ images: [Image], for state: RefreshState) {
    animatedLook.setImages(images, for: state)
  }

  /// The frame animation shown in `state`, if one was set.
  public func animation(for state: RefreshState) -> FrameAnimation? {
    animatedLook.animation(for: state)
  }
}
