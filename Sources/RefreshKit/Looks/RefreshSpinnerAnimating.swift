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
  /// Follows the theme the look was given.
  func follow(_ theme: RefreshTheme)
  /// Whether the animation has a part to scrub by the pulling percent (read at install).
  var scrubsWithPull: Bool { get }
  /// Shows the pull's part at `percent` (0…1).
  func scrub(toPullPercent percent: CGFloat)
  /// Plays what shows while refreshing (the whole animation, looping, by default).
  func playRefreshing()
  /// Plays what shows when a refresh ends; false when there is no such part (the look stops).
  func playEnding() -> Bool
}

extension RefreshSpinnerAnimating {
  /// Keeps the view's own colours.
  public func tint(with color: Color) {}

  /// No part to scrub.
  public var scrubsWithPull: Bool { false }
  /// Nothing to scrub.
  public func scrub(toPullPercent percent: CGFloat) {}
  /// Plays the whole animation.
  public func playRefreshing() { play() }
  /// No ending part.
  public func playEnding() -> Bool { false }

  /// Tints the view with the theme's tint (MJRefresh's grey without one).
  public func follow(_ theme: RefreshTheme) {
    tint(with: theme.tintColor ?? .refreshText)
  }
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

  /// Whether the file has an ``LottieAnimationView/introMarker`` range.
  public var scrubsWithPull: Bool {
    animation?.frameTime(forMarker: Self.introMarker) != nil
  }

  /// Shows the intro at `percent` of its range; nothing while a segment plays (the outro, as
  /// the header closes).
  public func scrub(toPullPercent percent: CGFloat) {
    guard !isAnimationPlaying, let animation,
      let start = animation.frameTime(forMarker: Self.introMarker)
    else { return }
    let length = animation.durationFrameTime(forMarker: Self.introMarker) ?? 0
    let clamped = percent.isFinite ? Swift.min(Swift.max(percent, 0), 1) : 0
    currentFrame = start + length * clamped
  }

  /// Loops the ``LottieAnimationView/loopMarker`` range, or the whole animation without one.
  public func playRefreshing() {
    guard animation?.frameTime(forMarker: Self.loopMarker) != nil else {
      play(completion: nil)
      return
    }
    play(marker: Self.loopMarker, loopMode: .loop)
  }

  /// Plays the ``LottieAnimationView/outroMarker`` range once; false without one.
  public func playEnding() -> Bool {
    guard animation?.frameTime(forMarker: Self.outroMarker) != nil else { return false }
    play(marker: Self.outroMarker, loopMode: .playOnce)
    return true
  }

  /// Gives the file's ``LottieAnimationView/tintSlot`` (or ``LottieAnimationView/tintKeypaths``)
  /// `color`; a file with neither keeps its designer's colours.
  public func tint(with color: Color) {
    follow(RefreshTheme(tintColor: color))
  }
}
