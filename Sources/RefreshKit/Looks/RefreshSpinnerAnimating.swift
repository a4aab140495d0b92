import Foundation

/// A view the spinner look can loop: ``FrameAnimationView`` and ``LottieAnimationView``.
///
/// Conform your own animated view to play it in a ``RefreshPlayingLook``.
@MainActor
public protocol RefreshSpinnerAnimating: View {
  /// Makes the animation loop from now on (`loopMode = .loop`).
  func loopForever()
  /// Plays the animation from where it is.
  func play()
  /// Stops the animation and shows its first frame.
  func stop()
  /// Draws in `color`, the theme's tint, where the view has one colour to give.
  func tint(with color: Color)
}

extension RefreshSpinnerAnimating {
  /// Keeps the view's own colours.
  public func tint(with color: Color) {}
}

extension FrameAnimationView: RefreshSpinnerAnimating {
  /// Sets ``loopMode`` to ``LoopMode/loop``.
  public func loopForever() { loopMode = .loop }

  /// Sets ``tintColor``: a vector frame's shapes take the theme's tint.
  public func tint(with color: Color) { tintColor = color }
}

extension LottieAnimationView: RefreshSpinnerAnimating {
  /// Sets ``loopMode`` to ``LottieLoopMode/loop``.
  public func loopForever() { loopMode = .loop }

  /// Plays the animation from where it is, with no completion.
  public func play() { play(completion: nil) }

  // A Lottie animation keeps its designer's colours: the default `tint(with:)` leaves them.
}
