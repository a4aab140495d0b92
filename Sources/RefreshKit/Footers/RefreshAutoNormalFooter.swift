import Foundation

/// An auto footer with an activity indicator beside its text while it loads.
///
/// The indicator spins only in ``RefreshState/refreshing`` and sits
/// ``RefreshAutoStateFooter/labelLeftInset`` left of the centred text (in the centre when
/// the text is empty, as with ``RefreshAutoStateFooter/isRefreshingTitleHidden``).
///
/// ```swift
/// tableView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) { [weak model] in
///   model?.loadMore()
/// }
/// ```
@MainActor
open class RefreshAutoNormalFooter: RefreshAutoStateFooter {
  /// The spinner shown while loading (20 × 20 pt, hidden when stopped).
  public let loadingView = ActivityIndicatorView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 20))

  /// The spinner's name before it matched the header's ``loadingView``; kept for one release.
  @available(*, deprecated, renamed: "loadingView")
  public var activityIndicator: ActivityIndicatorView { loadingView }

  open override func prepare() {
    super.prepare()
    addSubview(loadingView)
  }

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderAutoNormalFooter(from: oldValue)
    }
  }

  private func renderAutoNormalFooter(from oldState: RefreshState) {
    if state == .refreshing {
      loadingView.startAnimating()
    } else {
      loadingView.stopAnimating()
    }
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    StateLabelLayout.place(
      loadingView, besideTextWidth: stateLabel.isHidden ? 0 : stateLabel.textWidth,
      leftInset: labelLeftInset, in: bounds.size)
  }
}
