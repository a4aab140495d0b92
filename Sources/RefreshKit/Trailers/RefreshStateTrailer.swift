import Foundation

/// A trailer that says what is happening in vertical text, one glyph per line: "Slide
/// left to see more" (or "Slide right" at the leading edge), "Release to see more",
/// "Loading...".
///
/// A trailer is too narrow for a line of text, so ``stateLabel`` runs vertically
/// (``Label/Orientation/vertical``): each character (grapheme) on its own line,
/// ``lineHeight`` points apart, the column centred in the trailer (top-aligned when taller
/// than it). Whitespace gets no line. The titles come from ``RefreshLocalization`` in the
/// current language and follow a language change and an edge change at once;
/// ``setTitle(_:for:)`` replaces one.
///
/// ```swift
/// let trailer = RefreshStateTrailer()
/// trailer.setTitle("More", for: .idle)  // M, o, r, e: four lines
/// carousel.refreshTrailer = trailer
/// ```
@MainActor
open class RefreshStateTrailer: RefreshTrailer {
  /// The label that shows the title, as MJRefresh's trailer has: a subview of the trailer,
  /// its text the current title, drawn vertically.
  ///
  /// Style, place or hide it as a `UILabel`: its frame is set in ``placeSubviews()`` (tight
  /// around the column, centred), so an override that calls super may move it.
  ///
  /// ```swift
  /// trailer.stateLabel.textColor = .darkGray
  /// trailer.stateLabel.font = .systemFont(ofSize: 12)
  /// ```
  public let stateLabel = Label()

  /// The view that holds the title: ``stateLabel`` itself now.
  @available(*, deprecated, renamed: "stateLabel", message: "the state label draws the column")
  public var textColumn: View { stateLabel }

  /// One label per glyph of the title, placed as the column's lines (copies, not in the tree).
  @available(
    *, deprecated, message: "the state label draws the title; read stateLabel.verticalGlyphs"
  )
  public var glyphLabels: [Label] {
    stateLabel.verticalGlyphs.enumerated().map { line, glyph in
      let label = Label(text: glyph)
      label.font = stateLabel.font
      label.textColor = stateLabel.textColor
      let width = label.textWidth
      label.frame = CGRect(
        x: (stateLabel.bounds.width - width) * 0.5, y: lineHeight * CGFloat(line), width: width,
        height: lineHeight)
      return label
    }
  }

  /// The title shown now, as one string.
  public private(set) var stateText = ""

  /// The distance between the tops of two lines, in points: 18 by default (the state label's
  /// ``Label/lineHeight``).
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var lineHeight: CGFloat {
    get { stateLabel.lineHeight }
    set {
      stateLabel.lineHeight = newValue
      setNeedsLayout()
    }
  }

  private var titles = StateTitles(defaults: [
    .pulling: .trailerPulling, .refreshing: .trailerRefreshing,
    .noMoreData: .trailerNoMoreData,
  ])

  open override func prepare() {
    super.prepare()
    stateLabel.orientation = .vertical
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

  /// The title shown in `state` (custom or localized; the idle default depends on the
  /// ``RefreshTrailer/edge``).
  public func title(for state: RefreshState) -> String {
    if state == .idle && !titles.hasCustomTitle(for: .idle) {
      return RefreshLocalization.string(for: edge == .leading ? .trailerLeadingIdle : .trailerIdle)
    }
    return titles.title(for: state)
  }

  func updateStateText() {
    let text = title(for: state)
    guard text != stateText else { return }
    stateText = text
    stateLabel.text = text
    setNeedsLayout()
  }

  // MARK: - Reacting

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderStateTrailer(from: oldValue)
    }
  }

  private func renderStateTrailer(from oldState: RefreshState) {
    updateStateText()
  }

  /// Re-renders the edge-dependent texts and arrow.
  ///
  /// Overrides must call super.
  open override func edgeDidChange() {
    super.edgeDidChange()
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
    let column = stateLabel.textSize
    stateLabel.frame = CGRect(
      x: (bounds.width - column.width) * 0.5,
      y: Swift.max(0, (bounds.height - column.height) * 0.5),
      width: column.width, height: column.height)
  }
}
