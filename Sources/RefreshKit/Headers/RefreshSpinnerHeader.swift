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
  /// The spinner's size, in points.
  public static let spinnerSize = CGSize(width: 24, height: 24)

  /// The header's height, in points.
  public static let spinnerHeaderHeight: CGFloat = 56

  /// The spinner: the built-in `refresh` animation, looping. (If the resource could not
  /// be loaded it is an empty view, never a crash.)
  public let animationView = (try? FrameAnimationView(name: "refresh")) ?? FrameAnimationView()

  open override func prepare() {
    super.prepare()
    stateLabel.isHidden = true
    lastUpdatedTimeLabel.isHidden = true
    height = RefreshSpinnerHeader.spinnerHeaderHeight
    animationView.loopMode = .loop
    addSubview(animationView)
  }

  open override func placeSubviews() {
    super.placeSubviews()
    let size = RefreshSpinnerHeader.spinnerSize
    animationView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  open override var state: RefreshState {
    didSet {
      switch state {
      case .pulling, .refreshing:
        animationView.play()
      case .idle:
        animationView.stop()
      case .willRefresh, .noMoreData:
        break
      }
    }
  }
}
