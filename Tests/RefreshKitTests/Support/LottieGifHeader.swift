import Foundation
import RefreshKit

/// Seed 1's header as its author wrote it over MJRefresh and lottie-ios 3, with the app's own
/// Lottie file: `AnimationView(name:bundle:)` (the deprecated 3.x name, so the class is marked
/// deprecated too, which keeps the build free of warnings).
@available(*, deprecated, message: "writes lottie-ios 3's AnimationView, as seed code does")
@MainActor
final class LottieGifHeader: RefreshStateHeader {
  lazy var gifView: AnimationView? = {
    let view = AnimationView(name: "refresh", bundle: .module)
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
