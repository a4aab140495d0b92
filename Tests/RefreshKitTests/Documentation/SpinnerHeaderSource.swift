import Foundation
import RefreshKit

/// The spinner header that the DocC article "Writing a custom header" walks through, written as
/// an app writes it: a subclass of the state header using only public hooks.
///
/// `WritingACustomHeaderTests` checks that every line of the article's walk-through is here, and
/// runs it. RefreshKit's own ``RefreshSpinnerHeader`` shows the same with a look.
@MainActor
final class MySpinnerHeader: RefreshStateHeader {
  let animationView = FrameAnimationView(name: "refresh")

  override func prepare() {
    super.prepare()
    stateLabel.isHidden = true
    lastUpdatedTimeLabel.isHidden = true
    height = 56
    animationView.loopMode = .loop
    addSubview(animationView)
  }

  override func placeSubviews() {
    super.placeSubviews()
    animationView.frame = CGRect(
      x: (bounds.width - 24) / 2, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }

  override var state: RefreshState {
    didSet {
      switch state {
      case .pulling, .refreshing: animationView.play()
      case .idle: animationView.stop()
      case .willRefresh, .noMoreData: break
      }
    }
  }
}
