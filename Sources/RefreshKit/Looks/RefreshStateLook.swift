import Foundation

/// The state text look: a title per state ("Pull down to refresh", "Release to refresh",
/// "Loading..."), and on a header a last-updated line below it; written once for every edge.
///
/// The titles come from ``RefreshLocalization`` in the current language, for the edge the look
/// is on (a back footer says "Pull up to load more", a trailer "Slide left to see more"), and
/// follow a language change at once; ``setTitle(_:for:)`` replaces one on any edge. On a
/// trailer (the horizontal axis) ``stateLabel`` runs vertically, one glyph per line, drawn by
/// the label itself.
///
/// Layout is MJRefresh's: the state label fills the component when the time label is hidden
/// (or the look is not on a header); otherwise the state label takes the top half and the time
/// label the bottom half. Hiding the state label hides both. After hiding or showing a label,
/// call `setNeedsLayout()` on the component as you would in UIKit.
///
/// On a header, after an end with a result, the state label shows it ("Refresh succeeded",
/// "Refresh failed" or a failure's message) for ``RefreshHeader/shownResultDuration``.
///
/// ``RefreshStateHeader``, ``RefreshAutoStateFooter``, ``RefreshBackStateFooter`` and
/// ``RefreshStateTrailer`` are behaviours built with this look; any behaviour takes it:
///
/// ```swift
/// let look = RefreshStateLook()
/// look.setTitle("Keep pulling", for: .idle)
/// scrollView.refreshFooter = RefreshBackFooter(look: look) { [weak model] in model?.loadMore() }
/// ```
@MainActor
open class RefreshStateLook: RefreshLook {
  /// The label that shows the state's title (bold, 14 pt, centred); vertical on a trailer.
  public let stateLabel = Label()

  /// The label that shows the last-updated time (bold, 14 pt, centred), on a header only.
  ///
  /// Hide it to give the state label the whole header.
  public let lastUpdatedTimeLabel = Label()

  /// The component showing this look, while installed.
  public var component: RefreshComponent? { storedComponent }

  // unowned(unsafe), measured: a weak reference moves the component's counts to a side table,
  // and every retain of it on the scroll path takes the slow way (callgrind, the normal look:
  // 342 → 471 instructions an idle event, 2 361 → 2 490 refreshing). Cleared by the component
  // when it uninstalls the look or is released (`hostWillDeinit()`, which debug builds check).
  private unowned(unsafe) var storedComponent: RefreshComponent?

  /// Where the look is installed (a header's placement until it is).
  public private(set) var placement = RefreshLookPlacement.header

  /// The component's state, as last told.
  public private(set) var state = RefreshState.idle

  /// The result shown in the result phase, or `nil`.
  public private(set) var shownResult: RefreshResult?

  /// The gap between an accessory (an arrow, an indicator, an animation) and the text, in
  /// points: 25 by default (20 for the animated look).
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var labelLeftInset: CGFloat {
    get { storedLabelLeftInset }
    set {
      storedLabelLeftInset = newValue.sanitizedLength(replacing: storedLabelLeftInset)
      component?.setNeedsLayout()
    }
  }

  private var storedLabelLeftInset: CGFloat = 25

  /// Whether the state label is empty while refreshing (the accessory alone shows the load).
  ///
  /// False by default.
  public var isRefreshingTitleHidden = false {
    didSet {
      updateStateText()
      component?.setNeedsLayout()
    }
  }

  private var titles = StateTitles()
  /// The accessories in the component's tree, in the order they were added.
  private var installedAccessories: [View] = []

  // The last-updated line's configuration (see RefreshStateLook+LastUpdated.swift).

  /// The key under which the last-updated time is stored.
  ///
  /// `nil` or empty means ``RefreshStateHeader/defaultLastUpdatedTimeKey``. Re-renders the time label at once.
  public var lastUpdatedTimeKey: String? {
    didSet { updateLastUpdatedTimeText() }
  }

  /// Where the last-updated time is kept: `UserDefaults.standard` by default.
  ///
  /// Re-renders the time label at once.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore = UserDefaultsLastUpdatedTimeStore()
  {
    didSet { updateLastUpdatedTimeText() }
  }

  /// Formats the time label's text from the last-updated date (`nil` when there is none).
  ///
  /// An empty result falls back to the built-in text. Re-renders at once.
  ///
  /// Capture your own objects weakly: the look keeps this closure.
  public var lastUpdatedTimeText: (@MainActor (Date?) -> String)? {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The current date, for recording a successful refresh and for "Today".
  ///
  /// `Date()` by default; tests fix it. Re-renders the time label at once.
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The calendar that decides "the same day" and "the same year" (the user's by default).
  ///
  /// Re-renders the time label at once.
  public var calendar: Calendar = .autoupdatingCurrent {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The time zone the time is shown in (the user's by default).
  ///
  /// It overrides the ``calendar``'s own. Re-renders the time label at once.
  public var timeZone: TimeZone = .autoupdatingCurrent {
    didSet { updateLastUpdatedTimeText() }
  }

  /// Creates the look; it shows nothing until a component installs it.
  public init() {
    for label in [stateLabel, lastUpdatedTimeLabel] {
      label.isBold = true
      label.textAlignment = .center
    }
  }

  // MARK: - Titles

  /// Sets the title shown in `state`; `nil` restores the localized default.
  ///
  /// Applies at once if `state` is the current state. An empty title shows an empty label.
  /// ``RefreshState/willRefresh`` shows the refreshing title unless it has its own.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.setTitle(title, for: state)
    updateStateText()
  }

  /// The title shown in `state` (custom, or localized for the look's placement).
  public func title(for state: RefreshState) -> String {
    titles.title(for: state, at: placement)
  }

  /// The text shown for `result` during the result phase: "Refresh succeeded",
  /// "Refresh failed", or a failure's own non-empty message.
  public func title(for result: RefreshResult) -> String {
    switch result {
    case .success:
      return RefreshLocalization.string(for: .headerResultSuccess)
    case .failure(let message):
      if let message, !message.isEmpty { return message }
      return RefreshLocalization.string(for: .headerResultFailure)
    }
  }

  /// The text the state label shows now: the result while one is shown, else the state's title
  /// (empty while refreshing with ``isRefreshingTitleHidden``).
  public var displayedStateText: String {
    if let floorText = secondFloorText { return floorText }
    if let shownResult { return title(for: shownResult) }
    if isRefreshingTitleHidden && (state == .refreshing || state == .willRefresh) { return "" }
    return title(for: state)
  }

  /// The floor's text while it is past its threshold, opening or open; `nil` otherwise.
  private var secondFloorText: String? {
    guard let component else { return nil }
    switch component.secondFloorState {
    case .releaseToOpen: return RefreshLocalization.string(for: .secondFloorReleaseToOpen)
    case .opening, .open:
      return component.secondFloorTitle ?? RefreshLocalization.string(for: .secondFloorTitle)
    case .closed, .closing: return nil
    }
  }

  func updateStateText() {
    let text = displayedStateText
    guard text != stateLabel.text else { return }
    stateLabel.text = text
    // Accessories sit beside the text: a new width moves them.
    component?.setNeedsLayout()
  }

  /// Whether the look shows the last-updated line: on a header.
  var showsLastUpdatedTime: Bool { placement.kind == .header }

  /// The width of the widest visible label's text (0 when the state label is hidden).
  var visibleTextWidth: CGFloat {
    StateLabelLayout.visibleTextWidth(
      stateLabel: stateLabel, timeLabel: showsLastUpdatedTime ? lastUpdatedTimeLabel : nil)
  }

  // MARK: - RefreshLook

  /// No wish: the edge's default extent.
  open var preferredExtent: CGFloat? { nil }

  /// Whether a result can be shown: while the state label is visible.
  open var canShowResult: Bool { !stateLabel.isHidden }

  /// Adds the labels (the time label on a header only) and renders the current state.
  ///
  /// Overrides must call super.
  open func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    storedComponent = component
    state = component.state
    component.addSubview(stateLabel)
    applyPlacement(placement)
    updateLastUpdatedTimeText()
  }

  /// Removes the labels and the accessories.
  ///
  /// Overrides must call super.
  open func willUninstall(from component: RefreshComponent) {
    stopAccessories()
    for view in [stateLabel, lastUpdatedTimeLabel] + installedAccessories {
      view.removeFromSuperview()
    }
    installedAccessories = []
    storedComponent = nil
  }

  /// Re-renders the titles and the accessories for the new edge.
  ///
  /// Overrides must call super.
  open func placementDidChange(_ placement: RefreshLookPlacement) {
    applyPlacement(placement)
  }

  private func applyPlacement(_ placement: RefreshLookPlacement) {
    self.placement = placement
    stateLabel.orientation = placement.axis == .horizontal ? .vertical : .horizontal
    if showsLastUpdatedTime, lastUpdatedTimeLabel.superview == nil {
      component?.addSubview(lastUpdatedTimeLabel)
    } else if !showsLastUpdatedTime {
      lastUpdatedTimeLabel.removeFromSuperview()
    }
    let wanted = accessories(at: placement)
    for view in installedAccessories where !wanted.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    installedAccessories.removeAll { view in !wanted.contains { $0 === view } }
    for view in wanted { addAccessory(view) }
    updateStateText()
    showAccessories(for: state, from: state, animated: false)
    component?.setNeedsLayout()
  }

  // MARK: - What the built-in looks add

  /// The views a built-in look shows beside the labels at `placement`, in drawing order.
  func accessories(at placement: RefreshLookPlacement) -> [View] { [] }

  /// Shows `newState` in the accessories; not `animated` when re-rendering at once (install, a
  /// new edge).
  func showAccessories(for newState: RefreshState, from oldState: RefreshState, animated: Bool) {}

  /// Stops whatever the accessories play: the look is leaving its component.
  func stopAccessories() {}

  /// Puts `view` into the component's tree after the labels, once.
  func addAccessory(_ view: View) {
    guard let component, !installedAccessories.contains(where: { $0 === view }) else { return }
    installedAccessories.append(view)
    component.addSubview(view)
  }

  /// Shows the new state's title; on a header, records a successful end's time.
  ///
  /// Overrides must call super.
  open func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    state = newState
    if showsLastUpdatedTime && oldState == .refreshing && newState == .idle
      && component?.endingResult?.isSuccess == true
    {
      lastUpdatedTimeStore.setDate(currentDate(), forKey: effectiveLastUpdatedTimeKey)
      updateLastUpdatedTimeText()
    }
    updateStateText()
    showAccessories(for: newState, from: oldState, animated: true)
  }

  /// False: the text does not follow the percent (a subclass that does returns true).
  open var followsPullingPercent: Bool { false }

  /// Does nothing: the text does not follow the percent.
  open func pullingPercentDidChange(_ percent: CGFloat) {}

  /// Places the labels: see the layout rules above.
  ///
  /// Overrides must call super.
  open func layout(in bounds: CGRect) {
    switch placement.axis {
    case .vertical:
      StateLabelLayout.placeLabels(
        stateLabel: stateLabel, timeLabel: showsLastUpdatedTime ? lastUpdatedTimeLabel : nil,
        in: bounds)
    case .horizontal:
      // A tight column, centred (top-aligned when taller than the trailer).
      let column = stateLabel.textSize
      stateLabel.frame = CGRect(
        x: (bounds.width - column.width) * 0.5,
        y: Swift.max(0, (bounds.height - column.height) * 0.5),
        width: column.width, height: column.height)
    }
  }

  /// Re-renders the built-in texts in the new language.
  ///
  /// Overrides must call super.
  open func localizationDidChange() {
    updateStateText()
    updateLastUpdatedTimeText()
  }

  /// Shows the result in the state label.
  ///
  /// Overrides must call super.
  open func resultPhaseDidBegin(_ result: RefreshResult) {
    shownResult = result
    updateStateText()
  }

  /// Shows the state's title again.
  ///
  /// Overrides must call super.
  open func resultPhaseDidEnd() {
    shownResult = nil
    updateStateText()
  }

  /// Shows "Release to open" past the floor's threshold and the floor's title while it opens
  /// and is open; the state's title again once it closes.
  ///
  /// Overrides must call super.
  open func secondFloorStateDidChange(_ state: SecondFloorState) {
    updateStateText()
  }

  /// Colours the title with the theme's text colour, the last-updated line with its secondary
  /// text colour, and both in its font (each field `nil`: MJRefresh's grey, bold 14 pt).
  ///
  /// Overrides must call super.
  open func themeDidChange(_ theme: RefreshTheme) {
    stateLabel.textColor = theme.textColor ?? .refreshText
    lastUpdatedTimeLabel.textColor = theme.secondaryTextColor ?? .refreshText
    let font = theme.font ?? .boldSystemFont(ofSize: 14)
    stateLabel.font = font
    lastUpdatedTimeLabel.font = font
  }

  /// The gap between an accessory and the vertical text on a trailer, in points.
  public static let verticalTextGap: CGFloat = 8

  /// Moves the vertical text down to make room for an accessory `footprintHeight` tall above
  /// it, the two centred together, and returns the accessory's centre.
  func placeAboveVerticalText(footprintHeight: CGFloat, in bounds: CGRect) -> CGPoint {
    let gap = RefreshStateLook.verticalTextGap
    var column = stateLabel.frame
    let top = Swift.max(0, (bounds.height - footprintHeight - gap - column.height) * 0.5)
    column.origin.y = top + footprintHeight + gap
    stateLabel.frame = column
    return CGPoint(x: bounds.width * 0.5, y: top + footprintHeight * 0.5)
  }

  /// The component left its container: work scheduled for the episode that ended is void.
  func hostDidLeaveContainer() {}

  /// The component is being released without uninstalling the look (an app may keep the look).
  func hostWillDeinit() {
    storedComponent = nil
  }
}
