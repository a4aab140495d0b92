import Foundation

/// A trailer that says what is happening in vertical text, one glyph per line: "Slide
/// left to see more" (or "Slide right" at the leading edge), "Release to see more",
/// "Loading...".
///
/// A trailer is too narrow for a line of text, so the title is set as a column: each
/// character (grapheme) gets its own ``Label`` in ``glyphLabels``, ``lineHeight`` points
/// apart, the column centred in the trailer (top-aligned when taller than it).
/// Whitespace gets no line. The titles come from ``RefreshLocalization`` in the current
/// language and follow a language change and an edge change at once; ``setTitle(_:for:)``
/// replaces one.
///
/// ```swift
/// let trailer = RefreshStateTrailer()
/// trailer.setTitle("More", for: .idle)  // M, o, r, e: four lines
/// carousel.refreshTrailer = trailer
/// ```
@MainActor
open class RefreshStateTrailer: RefreshTrailer {
  /// The column that holds one label per glyph of the current title.
  public let textColumn = View()

  /// The title as one label, as MJRefresh's trailer has: its text is the current title, and
  /// its ``Label/font``, ``Label/textColor`` and `isHidden` style the glyph column at once.
  ///
  /// It is not drawn itself (the column is): a trailer is too narrow for a line of text.
  ///
  /// ```swift
  /// trailer.stateLabel.textColor = .darkGray
  /// trailer.stateLabel.font = .systemFont(ofSize: 12)
  /// ```
  public let stateLabel = Label()

  /// The labels of the current title, top to bottom, one glyph each (bold, 14 pt).
  public private(set) var glyphLabels: [Label] = []

  /// The title shown now, as one string.
  public private(set) var stateText = ""

  /// The distance between the tops of two lines, in points: 18 by default.
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var lineHeight: CGFloat {
    get { storedLineHeight }
    set {
      storedLineHeight = newValue.sanitizedLength(replacing: storedLineHeight)
      setNeedsLayout()
    }
  }

  private var storedLineHeight: CGFloat = 18

  private var titles = StateTitles(defaults: [
    .pulling: .trailerPulling, .refreshing: .trailerRefreshing,
    .noMoreData: .trailerNoMoreData,
  ])

  open override func prepare() {
    super.prepare()
    stateLabel.isBold = true
    stateLabel.styleDidChange = { [unowned self] in applyStateLabelStyle() }
    addSubview(textColumn)
    updateStateText()
  }

  /// Copies ``stateLabel``'s style to the glyph column.
  private func applyStateLabelStyle() {
    textColumn.isHidden = stateLabel.isHidden
    for label in glyphLabels {
      label.font = stateLabel.font
      label.textColor = stateLabel.textColor
    }
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
    for label in glyphLabels { label.removeFromSuperview() }
    glyphLabels.removeAll(keepingCapacity: true)
    for glyph in text where !glyph.isWhitespace {
      let label = Label(text: String(glyph))
      StateLabelLayout.addStyled(label, to: textColumn)
      glyphLabels.append(label)
    }
    stateLabel.text = text
    applyStateLabelStyle()
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
    var columnWidth: CGFloat = 0
    for label in glyphLabels { columnWidth = Swift.max(columnWidth, label.textWidth) }
    let columnHeight = lineHeight * CGFloat(glyphLabels.count)
    textColumn.frame = CGRect(
      x: (bounds.width - columnWidth) * 0.5, y: Swift.max(0, (bounds.height - columnHeight) * 0.5),
      width: columnWidth, height: columnHeight)
    for (line, label) in glyphLabels.enumerated() {
      let width = label.textWidth
      label.frame = CGRect(
        x: (columnWidth - width) * 0.5, y: lineHeight * CGFloat(line), width: width,
        height: lineHeight)
    }
  }
}
