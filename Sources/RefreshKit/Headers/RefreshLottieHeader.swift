import Foundation

/// The spinner header with a Lottie animation: the labels hidden, 56 points high, and a
/// ``LottieAnimationView`` in the middle that loops while pulling or refreshing and rests on
/// its first frame when idle.
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
  public let animationView: LottieAnimationView

  /// Creates a header playing `animation`, or the built-in spinner when it is nil.
  public init(animation: LottieAnimation? = nil) {
    animationView = LottieAnimationView(
      animation: animation
        ?? LottieAnimation.named(Self.builtInAnimationName, bundle: Self.builtInBundle))
    super.init()
  }

  /// Creates a header playing the built-in spinner (and so `init(refreshingBlock:)` too).
  public override convenience init() {
    self.init(animation: nil)
  }

  /// Hides both labels, sets the height to 56 and adds the looping animation.
  ///
  /// Overrides must call super.
  open override func prepare() {
    super.prepare()
    stateLabel.isHidden = true
    lastUpdatedTimeLabel.isHidden = true
    height = 56
    animationView.loopMode = .loop
    addSubview(animationView)
  }

  /// Centres the 24 × 24 animation.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    animationView.frame = CGRect(
      x: (bounds.width - 24) / 2, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }

  /// The state; the animation loops while pulling or refreshing and rests when idle.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      switch state {
      case .pulling, .refreshing: animationView.play()
      case .idle: animationView.stop()
      case .willRefresh, .noMoreData: break
      }
    }
  }
}
