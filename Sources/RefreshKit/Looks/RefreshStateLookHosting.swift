import Foundation

/// A component built with a ``RefreshStateLook``: ``RefreshStateHeader``,
/// ``RefreshAutoStateFooter``, ``RefreshBackStateFooter``, ``RefreshStateTrailer`` and their
/// subclasses.
///
/// The look's members are exposed here once, under MJRefresh's names, for every class that
/// carries the look, so ported code reads `header.stateLabel` and `footer.setTitle(_:for:)` as
/// it did. Each forwards to ``stateLook``, the look the class was built with (which stays the
/// same object when ``RefreshComponent/look`` is replaced).
///
/// Conform only RefreshKit's own classes: a component outside RefreshKit is not built with a
/// state look. Take one as a ``RefreshLook`` instead.
@MainActor
public protocol RefreshStateLookHosting: RefreshComponent {}

extension RefreshStateLookHosting {
  /// The state look this component was built with.
  public var stateLook: RefreshStateLook { builtInLook(as: RefreshStateLook.self) }

  /// The label that shows the state's title (bold, 14 pt, centred; vertical on a trailer).
  public var stateLabel: Label { stateLook.stateLabel }

  /// The gap between an accessory (an arrow, an indicator, an animation) and the text, in points.
  ///
  /// 25 by default (20 for the animated look). Negative values clamp to 0; NaN and infinity are
  /// ignored.
  public var labelLeftInset: CGFloat {
    get { stateLook.labelLeftInset }
    set { stateLook.labelLeftInset = newValue }
  }

  /// Whether the state label is empty while refreshing (the accessory alone shows the load).
  public var isRefreshingTitleHidden: Bool {
    get { stateLook.isRefreshingTitleHidden }
    set { stateLook.isRefreshingTitleHidden = newValue }
  }

  /// Sets the title shown in `state`; `nil` restores the localized default.
  ///
  /// Applies at once if `state` is the current state.
  public func setTitle(_ title: String?, for state: RefreshState) {
    stateLook.setTitle(title, for: state)
  }

  /// The title shown in `state` (custom, or localized for this edge).
  public func title(for state: RefreshState) -> String {
    stateLook.title(for: state)
  }
}

/// The last-updated line, which a state look shows on a header.
extension RefreshStateLookHosting where Self: RefreshHeader {
  /// The label that shows the last-updated time (bold, 14 pt, centred).
  ///
  /// Hide it to give the state label the whole header.
  public var lastUpdatedTimeLabel: Label { stateLook.lastUpdatedTimeLabel }

  /// The key under which this header's last-updated time is stored.
  ///
  /// Headers with the same key share a record. `nil` or empty (the default) mean
  /// ``RefreshStateHeader/defaultLastUpdatedTimeKey``. Re-renders the time label at once.
  public var lastUpdatedTimeKey: String? {
    get { stateLook.lastUpdatedTimeKey }
    set { stateLook.lastUpdatedTimeKey = newValue }
  }

  /// The key actually used: ``lastUpdatedTimeKey``, or the default key when that is `nil` or
  /// empty.
  public var effectiveLastUpdatedTimeKey: String { stateLook.effectiveLastUpdatedTimeKey }

  /// Where the last-updated time is kept: `UserDefaults.standard` by default.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore {
    get { stateLook.lastUpdatedTimeStore }
    set { stateLook.lastUpdatedTimeStore = newValue }
  }

  /// When this header's key last recorded a successful refresh, or `nil`.
  public var lastUpdatedTime: Date? { stateLook.lastUpdatedTime }

  /// Formats the time label's text from ``lastUpdatedTime`` instead of the built-in format.
  ///
  /// An empty result falls back to it. Capture your own objects weakly: the look keeps it.
  public var lastUpdatedTimeText: (@MainActor (Date?) -> String)? {
    get { stateLook.lastUpdatedTimeText }
    set { stateLook.lastUpdatedTimeText = newValue }
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
  public var currentDate: @MainActor () -> Date {
    get { stateLook.currentDate }
    set { stateLook.currentDate = newValue }
  }

  /// The calendar that decides "the same day" and "the same year" (the user's by default).
  public var calendar: Calendar {
    get { stateLook.calendar }
    set { stateLook.calendar = newValue }
  }

  /// The time zone the time is shown in (the user's by default).
  public var timeZone: TimeZone {
    get { stateLook.timeZone }
    set { stateLook.timeZone = newValue }
  }

  /// The built-in last-updated text for `date` ("Last update: Today 14:05", "Last update: No
  /// record", ...); a custom ``lastUpdatedTimeText`` can call it for the cases it leaves.
  public func defaultLastUpdatedTimeText(for date: Date?) -> String {
    stateLook.defaultLastUpdatedTimeText(for: date)
  }

  /// The text shown for `result` during the result phase: "Refresh succeeded", "Refresh
  /// failed", or a failure's own non-empty message.
  public func title(for result: RefreshResult) -> String {
    stateLook.title(for: result)
  }
}
