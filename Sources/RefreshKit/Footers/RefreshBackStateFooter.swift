import Foundation

/// A back footer that says what is happening: "Pull up to load more", "Release to load
/// more", "Loading more data...", "No more data".
///
/// The titles come from ``RefreshLocalization`` in the current language and follow a
/// language change at once; ``setTitle(_:for:)`` replaces one and ``title(for:)`` reads
/// one. The state label fills the footer, bold, 14 pt, centred.
///
/// ```swift
/// let footer = RefreshBackStateFooter()
/// footer.setTitle("Keep pulling", for: .idle)
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshBackStateFooter: RefreshBackFooter {
  /// The label that shows the state's title (bold, 14 pt, centred).
  public let stateLabel = Label()

  /// The gap between an accessory (the normal footer's arrow or indicator) and the text, in points:
  /// 25 by default.
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var labelLeftInset: CGFloat {
    get { storedLabelLeftInset }
    set {
      storedLabelLeftInset = newValue.sanitizedLength(replacing: storedLabelLeftInset)
      setNeedsLayout()
    }
  }

  private var storedLabelLeftInset: CGFloat = 25

  private var titles = StateTitles(defaults: [
    .idle: .backFooterIdle, .pulling: .backFooterPulling, .refreshing: .backFooterRefreshing,
    .noMoreData: .backFooterNoMoreData,
  ])

  open override func prepare() {
    super.prepare()
    StateLabelLayout.addStyled(stateLabel, to: self)
    updateStateText()
  }

  // MARK: - Titles

  /// Sets the title shown in `state`; `nil` restores the localized default.
  ///
  /// Applies at once if `state` is the current state.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.setTitle(title, for: state)
    updateStateText()
  }

  /// The title shown in `state` (custom or localized).
  public func title(for state: RefreshState) -> String {
    titles.title(for: state)
  }

  func updateStateText() {
    stateLabel.text = titles.title(for: state)
  }

  // MARK: - Reacting

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderBackStateFooter(from: oldValue)
    }
  }

  private func renderBackStateFooter(from oldState: RefreshState) {
    updateStateText()
  }

  /// Re-renders the built-in texts in the new language.
  ///
  /// Overrides must call super.
  open override func localizationDidChange() {
    super.localizationDidChange()
    updateStateText()
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = bounds
  }
}
