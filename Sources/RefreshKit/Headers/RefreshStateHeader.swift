import Foundation

/// A header that says what is happening: a state label ("Pull down to refresh",
/// "Release to refresh", "Loading...") and a last-updated label below it.
///
/// The titles come from ``RefreshLocalization`` in the current language and follow a
/// language change at once; ``setTitle(_:for:)`` replaces one. The last-updated label
/// shows when this header (or every header sharing its ``lastUpdatedTimeKey``) last
/// refreshed successfully: "Last update: Today 14:05" on the same calendar day,
/// "Last update: 03-05 09:10" within the same year, "Last update: 2025-03-05 09:10"
/// before, and "Last update: No record" when there is none. The date comes from
/// ``currentDate`` in ``calendar`` and ``timeZone``, and is kept in
/// ``lastUpdatedTimeStore`` (`UserDefaults` by default), so tests can fix all of them.
///
/// Layout is MJRefresh's: the state label fills the header when the time label is
/// hidden; otherwise the state label takes the top half and the time label the bottom
/// half. Hiding the state label hides both. After hiding or showing a label, call
/// `setNeedsLayout()` as you would in UIKit.
///
/// After an end, the state label shows the result ("Refresh succeeded", "Refresh
/// failed" or a failure's message) for ``RefreshHeader/resultDisplayDuration`` while the
/// header stays open; see ``RefreshHeader`` for the result phase.
///
/// ```swift
/// let header = RefreshStateHeader()
/// header.setTitle("Pull to sync", for: .idle)
/// header.lastUpdatedTimeKey = "inbox"          // its own record
/// header.lastUpdatedTimeText = { date in       // its own format
///   date == nil ? "Never synced" : ""          // "" keeps the built-in text
/// }
/// scrollView.addRefreshHeader(refreshHeader: header) { [weak model] in model?.sync() }
/// ```
@MainActor
open class RefreshStateHeader: RefreshHeader {
  /// The key headers share unless they set their own ``lastUpdatedTimeKey``.
  public static let defaultLastUpdatedTimeKey = "RefreshKit.RefreshHeader.lastUpdatedTime"

  /// The label that shows the state's title (bold, 14 pt, centred).
  public let stateLabel = Label()

  /// The label that shows the last-updated time (bold, 14 pt, centred).
  ///
  /// Hide it to give the state label the whole header.
  public let lastUpdatedTimeLabel = Label()

  /// The gap between an accessory (the normal header's arrow) and the text, in points: 25 by
  /// default.
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

  /// The key under which this header's last-updated time is stored.
  ///
  /// Headers with the same key share a record. `nil` or an empty string (the default) mean
  /// ``defaultLastUpdatedTimeKey``. Setting it re-renders the time label at once.
  public var lastUpdatedTimeKey: String? {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The key actually used: ``lastUpdatedTimeKey``, or ``defaultLastUpdatedTimeKey``
  /// when that is `nil` or empty.
  public var effectiveLastUpdatedTimeKey: String {
    if let lastUpdatedTimeKey, !lastUpdatedTimeKey.isEmpty { return lastUpdatedTimeKey }
    return RefreshStateHeader.defaultLastUpdatedTimeKey
  }

  /// Where the last-updated time is kept: `UserDefaults.standard` by default.
  ///
  /// Setting it re-renders the time label at once.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore = UserDefaultsLastUpdatedTimeStore()
  {
    didSet { updateLastUpdatedTimeText() }
  }

  /// When this header's key last recorded a successful refresh, or `nil`.
  public var lastUpdatedTime: Date? {
    lastUpdatedTimeStore.date(forKey: effectiveLastUpdatedTimeKey)
  }

  /// Formats the time label's text from ``lastUpdatedTime`` (`nil` when there is no record) instead
  /// of the built-in format; re-renders at once when set.
  ///
  /// An empty result falls back to the built-in text; to show nothing, hide
  /// ``lastUpdatedTimeLabel``.
  ///
  /// Capture your own objects weakly: the header keeps this closure.
  public var lastUpdatedTimeText: (@MainActor (Date?) -> String)? {
    didSet { updateLastUpdatedTimeText() }
  }

  /// Sets ``lastUpdatedTimeText`` and returns the header, for chaining (MJRefresh 3.7's
  /// `modifyLastUpdatedTimeText`).
  ///
  /// ```swift
  /// RefreshNormalHeader { [weak self] in self?.reload() }
  ///   .modifyLastUpdatedTimeText { date in date.map { "Synced \($0.formatted())" } ?? "Never synced" }
  ///   .link(to: tableView)
  /// ```
  @discardableResult
  public func modifyLastUpdatedTimeText(_ text: @escaping @MainActor (Date?) -> String) -> Self {
    lastUpdatedTimeText = text
    return self
  }

  /// The current date, for recording a successful refresh and for "Today": `Date()` by default.
  ///
  /// Tests fix it. Re-renders the time label at once when set.
  public var currentDate: @MainActor () -> Date = { Date() } {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The calendar that decides "the same day" and "the same year" (the user's by default).
  ///
  /// Re-renders the time label at once when set.
  public var calendar: Calendar = .autoupdatingCurrent {
    didSet { updateLastUpdatedTimeText() }
  }

  /// The time zone the time is shown in (the user's by default; it overrides the ``calendar``'s
  /// own).
  ///
  /// Re-renders the time label at once when set.
  public var timeZone: TimeZone = .autoupdatingCurrent {
    didSet { updateLastUpdatedTimeText() }
  }

  private var titles = StateTitles(defaults: [
    .idle: .headerIdle, .pulling: .headerPulling, .refreshing: .headerRefreshing,
  ])

  open override func prepare() {
    super.prepare()
    StateLabelLayout.addStyled(stateLabel, to: self)
    StateLabelLayout.addStyled(lastUpdatedTimeLabel, to: self)
    updateStateText()
    updateLastUpdatedTimeText()
  }

  // MARK: - Titles

  /// Sets the title shown in `state`; `nil` restores the localized default.
  ///
  /// Applies at once if `state` is the current state. An empty title shows an empty label.
  ///
  /// ``RefreshState/willRefresh`` shows the refreshing title unless it has its own.
  public func setTitle(_ title: String?, for state: RefreshState) {
    titles.setTitle(title, for: state)
    updateStateText()
  }

  /// The title shown in `state` (custom or localized).
  public func title(for state: RefreshState) -> String {
    titles.title(for: state)
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

  /// The text the state label shows now: the result while one is shown, else the
  /// state's title.
  var displayedStateText: String {
    if let displayedResult { return title(for: displayedResult) }
    return titles.title(for: state)
  }

  func updateStateText() {
    stateLabel.text = displayedStateText
  }

  // MARK: - Last updated

  /// The built-in last-updated text for `date` ("Last update: Today 14:05", "Last update: 03-05
  /// 09:10", "Last update: 2025-03-05 09:10", "Last update: No record"), in the current language,
  /// ``calendar`` and ``timeZone``, relative to ``currentDate``.
  ///
  /// A custom ``lastUpdatedTimeText`` can call it for the cases it does not handle.
  public func defaultLastUpdatedTimeText(for date: Date?) -> String {
    let prefix = RefreshLocalization.string(for: .lastUpdatedPrefix)
    guard let date, date.timeIntervalSinceReferenceDate.isFinite else {
      return prefix + RefreshLocalization.string(for: .lastUpdatedNoRecord)
    }
    var calendar = self.calendar
    calendar.timeZone = timeZone
    let then = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
    let time = Self.twoDigits(then.hour) + ":" + Self.twoDigits(then.minute)
    let today = currentDate()
    let now =
      today.timeIntervalSinceReferenceDate.isFinite
      ? calendar.dateComponents([.era, .year, .month, .day], from: today) : DateComponents()
    let sameYear = then.era == now.era && then.year == now.year
    if sameYear && then.month == now.month && then.day == now.day {
      return prefix + RefreshLocalization.string(for: .lastUpdatedToday) + " " + time
    }
    let monthDay = Self.twoDigits(then.month) + "-" + Self.twoDigits(then.day)
    if sameYear { return prefix + monthDay + " " + time }
    return prefix + Self.fourDigits(then.year) + "-" + monthDay + " " + time
  }

  /// Re-renders the time label from the store, the formatter and the clock.
  func updateLastUpdatedTimeText() {
    let date = lastUpdatedTime
    let custom = lastUpdatedTimeText?(date) ?? ""
    lastUpdatedTimeLabel.text = custom.isEmpty ? defaultLastUpdatedTimeText(for: date) : custom
  }

  private static func twoDigits(_ value: Int?) -> String {
    let value = value ?? 0
    return value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }

  private static func fourDigits(_ value: Int?) -> String {
    let text = "\(value ?? 0)"
    return String(repeating: "0", count: Swift.max(0, 4 - text.count)) + text
  }

  // MARK: - Reacting

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderStateHeader(from: oldValue)
    }
  }

  private func renderStateHeader(from oldState: RefreshState) {
    if oldState == .refreshing && state == .idle && endingResult?.isSuccess == true {
      lastUpdatedTimeStore.setDate(currentDate(), forKey: effectiveLastUpdatedTimeKey)
      updateLastUpdatedTimeText()
    }
    updateStateText()
  }

  /// Whether a result can be shown: while the state label is visible.
  open override var canDisplayResult: Bool { !stateLabel.isHidden }

  /// Re-renders the look for the result display starting or ending.
  ///
  /// Overrides must call super.
  open override func resultDisplayDidChange() {
    super.resultDisplayDidChange()
    updateStateText()
  }

  /// Re-renders the built-in texts in the new language.
  ///
  /// Overrides must call super.
  open override func localizationDidChange() {
    super.localizationDidChange()
    updateStateText()
    updateLastUpdatedTimeText()
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    StateLabelLayout.placeLabels(
      stateLabel: stateLabel, timeLabel: lastUpdatedTimeLabel, in: bounds)
  }
}
