import Foundation

/// The spinner header with a Lottie animation, built with a ``RefreshLottieLook``: the labels
/// hidden, 56 points high, and a ``LottieAnimationView`` in the middle that loops while pulling
/// or refreshing and rests on its first frame when idle.
///
/// It plays RefreshKit's built-in Lottie spinner unless given the app's own animation, the way
/// seed code plays its designer's file:
///
/// ```swift
/// let header = RefreshLottieHeader(animation: .named("refresh", bundle: .module))
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.reload() }
/// ```
@MainActor
open class RefreshLottieHeader: RefreshStateHeader {
  /// The name of RefreshKit's built-in Lottie spinner, in ``builtInBundle``.
  public static let builtInAnimationName = "refresh-spinner"

  /// The bundle of RefreshKit's built-in animations.
  public static var builtInBundle: Bundle { RefreshKitResources.bundle }

  /// The animation view: 24 × 24, centred, looping.
  public var animationView: LottieAnimationView {
    builtInLook(as: RefreshLottieLook.self).animationView
  }

  /// Creates a header playing `animation`, or the built-in spinner when it is nil.
  public init(animation: LottieAnimation? = nil) {
    super.init()
    if let animation { animationView.animation = animation }
  }

  /// Creates a header playing the built-in spinner (and so `init(refreshingBlock:)` too).
  public override convenience init() {
    self.init(animation: nil)
  }

  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshLottieLook() }
}
