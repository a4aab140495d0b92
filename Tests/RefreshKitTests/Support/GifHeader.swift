import Foundation
import RefreshKit

/// Seed 1's header, line for line as its author wrote it over MJRefresh and Lottie.
///
/// A lazy optional animation view made with a non-throwing `FrameAnimationView(name:)`, over
/// RefreshKit's own frame format (``LottieGifHeader`` is the same header with a Lottie file).
@MainActor
final class GifHeader: RefreshStateHeader {
  lazy var gifView: FrameAnimationView? = {
    let view = FrameAnimationView(name: "refresh")
    view.loopMode = .loop
    view.isUserInteractionEnabled = false
    addSubview(view)
    return view
  }()

  override func prepare() {
    super.prepare()
    lastUpdatedTimeLabel.isHidden = true
    stateLabel.isHidden = true
    height = 56
  }

  override func placeSubviews() {
    super.placeSubviews()
    gifView?.frame = CGRect(x: bounds.width / 2, y: bounds.height / 2, width: 24, height: 24)
  }

  override var state: RefreshState {
    didSet {
      switch state {
      case .pulling, .refreshing:
        gifView?.stop()
        gifView?.play()
      case .idle:
        gifView?.stop()
      default:
        break
      }
    }
  }
}
