import Foundation
import RefreshKit

/// Seed 1's header as its author wrote it over MJRefresh and Lottie, with its own Lottie file.
///
/// The file is in the target's resources. The DocC article "Migrating from MJRefresh" shows the
/// same code; seed code's lottie-ios 3 spelling, `AnimationView`, is the same type.
@MainActor
final class LottieGifHeader: RefreshStateHeader {
  lazy var gifView: LottieAnimationView? = {
    let view = LottieAnimationView(name: "refresh", bundle: .module)
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
