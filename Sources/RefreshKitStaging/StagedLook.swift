import RefreshKit
import RefreshKitTesting

/// A built-in look, as the gallery's look grid and the look snapshots name it: each one is
/// staged on every ``StagedEdge``.
///
/// ```swift
/// let look = StagedLook.normal.makeLook()
/// let footer = StagedEdge.backFooter.makeComponent(hosting: look)
/// ```
public enum StagedLook: String, CaseIterable, Sendable {
  /// ``/RefreshKit/RefreshStateLook``: the state text.
  case state
  /// ``/RefreshKit/RefreshNormalLook``: an arrow and an activity indicator beside the text.
  case normal
  /// ``/RefreshKit/RefreshAnimatedLook``, with the built-in `refresh` frames.
  case animated
  /// ``/RefreshKit/RefreshSpinnerLook``: the built-in frames, centred, no text.
  case spinner
  /// ``/RefreshKit/RefreshLottieLook``: the built-in Lottie spinner, centred, no text.
  case lottie
  /// ``/RefreshKit/RefreshAdwaitaLook``: an arc that grows with the pull and spins, no text.
  case adwaita
  /// The article "Writing a look"'s own look: a ``/RefreshKit/ShapeView`` ring that fills with
  /// the pull, written against the public API only.
  case ring

  /// The expression that makes the look, for captions ("RefreshNormalLook()").
  public var typeName: String {
    switch self {
    case .state: "RefreshStateLook()"
    case .normal: "RefreshNormalLook()"
    case .animated: "RefreshAnimatedLook()"
    case .spinner: "RefreshSpinnerLook()"
    case .lottie: "RefreshLottieLook()"
    case .adwaita: "RefreshAdwaitaLook()"
    case .ring: "RingLook() (the article's)"
    }
  }

  /// Makes a fresh look of this kind, not installed anywhere yet.
  @MainActor
  public func makeLook() -> any RefreshLook {
    switch self {
    case .state: RefreshStateLook()
    case .normal: RefreshNormalLook()
    case .animated: RefreshAnimatedLook()
    case .spinner: RefreshSpinnerLook()
    case .lottie: RefreshLottieLook()
    case .adwaita: RefreshAdwaitaLook()
    case .ring: RingLook()
    }
  }

  /// Gives an installed look what an app would: the animated look gets the built-in `refresh`
  /// frames for idle, pulling and refreshing, as the animated kinds in ``ComponentKind/all`` do.
  ///
  /// It runs after the look is installed because that is when a look can grow its component to
  /// an animation's size; the animated classes set theirs on a built component too.
  @MainActor
  public func configure(_ look: any RefreshLook) {
    guard let animated = look as? RefreshAnimatedLook else { return }
    let frames = try? FrameAnimation.named(.refresh)
    for state in [RefreshState.idle, .pulling, .refreshing] {
      animated.setAnimation(frames, for: state)
    }
  }
}
