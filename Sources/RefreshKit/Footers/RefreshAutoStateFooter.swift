import Foundation

/// An auto footer that says what is happening: "Tap or pull up to load more", "Loading
/// more data...", "No more data"; tapping it loads more.
///
/// The titles come from ``RefreshLocalization`` in the current language and follow a
/// language change at once; ``setTitle(_:for:)`` replaces one. The state label fills the
/// footer, bold, 14 pt, centred. A host calls ``tap()`` when the user taps the footer:
/// from idle it starts a load even when the drag's budget is spent; in
/// ``RefreshState/noMoreData`` it does nothing.
///
/// ```swift
/// let footer = RefreshAutoStateFooter()
/// footer.setTitle("Load more posts", for: .idle)
/// footer.isRefreshingTitleHidden = true
/// tableView.addRefreshFooter(refreshFooter: footer) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshAutoStateFooter: RefreshAutoFooter {
  /// The label that shows the state's title (bold, 14 pt, centred).
  public let stateLabel = Label()

  /// The gap between an accessory (the normal footer's activity indicator) and the text, in points:
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

  /// Whether the state label is empty while refreshing (the spinner alone shows the load).
  ///
  /// False by default.
  public var isRefreshingTitleHidden = false {
    didSet {
      updateStateText()
      setNeedsLayout()
    }
  }

  private var titles = StateTitles(defaults: [
    .idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing,
    .noMoreData: .autoFooterNoMoreData,
  ])

  open override func prepare() {
    super.prepare()
    StateLabelLayout.addStyled(stateLabel, to: self)
    updateStateText()
  }

  /// The user tapped the footer: from ``RefreshState/idle`` it starts a load regardless of the
  /// drag's ``RefreshAutoFooter/autoTriggerTimes`` budget.
  ///
  /// It does nothing in any other state (``RefreshState/noMoreData`` included), while hidden, or
  /// while the header refreshes (unless ``RefreshFooter/allowsRefreshWhileHeaderRefreshing``).
  public func tap() {
    beginRefreshingFromTap()
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
    stateLabel.text = isRefreshingTitleHidden && isRefreshing ? "" : titles.title(for: state)
  }

  // MARK: - Reacting

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderAutoStateFooter(from: oldValue)
    }
  }

  private func renderAutoStateFooter(from oldState: RefreshState) {
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
