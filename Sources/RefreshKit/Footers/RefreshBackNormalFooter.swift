import Foundation

/// A back footer with an arrow and an activity indicator beside its text.
///
/// The arrow points up while idle ("pull up"), turns down over
/// ``RefreshComponent/fastAnimationDuration`` once the pull passes the trigger ("release"),
/// and gives way to the spinning indicator while loading. In ``RefreshState/noMoreData``
/// neither shows. Both sit ``RefreshBackStateFooter/labelLeftInset`` left of the centred
/// text.
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshBackNormalFooter()) { [weak model] in
///   model?.loadMore()
/// }
/// ```
@MainActor
open class RefreshBackNormalFooter: RefreshBackStateFooter {
  /// The arrow (15 × 40 pt): up while idle, down while pulling, hidden otherwise.
  public let arrowView = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))

  /// The spinner shown while loading (20 × 20 pt, hidden when stopped).
  public let loadingView = ActivityIndicatorView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 20))

  /// The spinner's name before it matched the header's ``loadingView``; kept for one release.
  @available(*, deprecated, renamed: "loadingView")
  public var activityIndicator: ActivityIndicatorView { loadingView }

  open override func prepare() {
    super.prepare()
    arrowView.rotation = .pi
    addSubview(arrowView)
    addSubview(loadingView)
  }

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderBackNormalFooter(from: oldValue)
    }
  }

  private func renderBackNormalFooter(from oldState: RefreshState) {
    switch state {
    case .idle:
      arrowView.isHidden = false
      loadingView.stopAnimating()
      if oldState == .pulling {
        arrowView.setRotation(.pi, duration: fastAnimationDuration)
      } else {
        arrowView.setRotation(.pi, duration: .zero)
      }
    case .pulling:
      arrowView.isHidden = false
      loadingView.stopAnimating()
      arrowView.setRotation(0, duration: fastAnimationDuration)
    case .refreshing, .willRefresh:
      arrowView.isHidden = true
      loadingView.startAnimating()
    case .noMoreData:
      arrowView.isHidden = true
      loadingView.stopAnimating()
    }
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    let textWidth = stateLabel.isHidden ? 0 : stateLabel.textWidth
    StateLabelLayout.place(
      arrowView, besideTextWidth: textWidth, leftInset: labelLeftInset, in: bounds.size)
    StateLabelLayout.place(
      loadingView, besideTextWidth: textWidth, leftInset: labelLeftInset, in: bounds.size)
  }
}
