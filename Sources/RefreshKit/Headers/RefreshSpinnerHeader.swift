import Foundation

/// A header that shows only a looping spinner: RefreshKit's reference for writing a
/// custom header.
///
/// It is written the way an app writes its own header — a subclass of
/// ``RefreshStateHeader`` that uses nothing but public API and the public hooks — so
/// its source doubles as the example that <doc:WritingACustomHeader> walks through:
///
/// - ``prepare()`` hides both labels, sets the height to 56 and adds a looping
///   ``FrameAnimationView`` showing the built-in `refresh` animation;
/// - ``placeSubviews()`` centres the 24 × 24 spinner;
/// - the ``state`` observer plays the spinner while pulling or refreshing and stops it
///   when idle.
///
/// ```swift
/// scrollView.addRefreshHeader(refreshHeader: RefreshSpinnerHeader()) { [weak model] in
///   model?.reload()
/// }
/// ```
@MainActor
open class RefreshSpinnerHeader: RefreshStateHeader {
  /// The spinner: the built-in `refresh` animation, looping. (If the resource could not
  /// be loaded it is an empty view, never a crash.)
  public let animationView = FrameAnimationView(name: "refresh")

  /// Hides both labels, sets the height to 56 and adds the looping spinner.
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

  /// Centres the 24 × 24 spinner.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    animationView.frame = CGRect(
      x: (bounds.width - 24) / 2, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }

  /// The state; the spinner plays while pulling or refreshing and stops when idle.
  open override var state: RefreshState {
    didSet {
      switch state {
      case .pulling, .refreshing: animationView.play()
      case .idle: animationView.stop()
      case .willRefresh, .noMoreData: break
      }
    }
  }
}
