import Foundation

/// A component built with a ``RefreshStateLook``.
///
/// ``RefreshStateHeader``, ``RefreshAutoStateFooter``, ``RefreshBackStateFooter``,
/// ``RefreshStateTrailer`` and their subclasses are. The look's members are exposed here once,
/// under MJRefresh's names, for every class that carries the look, so ported code reads
/// `header.stateLabel` and `footer.setTitle(_:for:)` as it did. Each forwards to
/// ``stateLook``, the look the class was built with (which stays the same object when
/// ``RefreshComponent/look`` is replaced).
///
/// A component class of your own can conform too: it says which look the members reach by
/// providing ``stateLook``, and a type that does not cannot conform (it does not compile).
///
/// ```swift
/// final class BannerHeader: RefreshHeader, RefreshStateLookHosting {
///   let stateLook = RefreshStateLook()
///   override func prepare() {
///     super.prepare()
///     look = stateLook
///     setTitle("Pull for news", for: .idle)
///   }
/// }
/// ```
@MainActor
public protocol RefreshStateLookHosting: RefreshComponent {
  /// The state look this component was built with, which the members below reach.
  var stateLook: RefreshStateLook { get }
}

extension RefreshStateLookHosting {
  /// The look's ``RefreshStateLook/stateLabel``.
  public var stateLabel: Label { stateLook.stateLabel }

  /// The look's ``RefreshStateLook/labelLeftInset``.
  public var labelLeftInset: CGFloat {
    get { stateLook.labelLeftInset }
    set { stateLook.labelLeftInset = newValue }
  }

  /// The look's ``RefreshStateLook/isRefreshingTitleHidden``.
  public var isRefreshingTitleHidden: Bool {
    get { stateLook.isRefreshingTitleHidden }
    set { stateLook.isRefreshingTitleHidden = newValue }
  }

  /// The look's ``RefreshStateLook/setTitle(_:for:)``.
  public func setTitle(_ title: String?, for state: RefreshState) {
    stateLook.setTitle(title, for: state)
  }

  /// The look's ``RefreshStateLook/title(for:)-(RefreshState)``.
  public func title(for state: RefreshState) -> String {
    stateLook.title(for: state)
  }
}

/// The last-updated line, which a state look shows on a header.
extension RefreshStateLookHosting where Self: RefreshHeader {
  /// The look's ``RefreshStateLook/lastUpdatedTimeLabel``.
  public var lastUpdatedTimeLabel: Label { stateLook.lastUpdatedTimeLabel }

  /// The look's ``RefreshStateLook/lastUpdatedTimeKey``.
  public var lastUpdatedTimeKey: String? {
    get { stateLook.lastUpdatedTimeKey }
    set { stateLook.lastUpdatedTimeKey = newValue }
  }

  /// The look's ``RefreshStateLook/effectiveLastUpdatedTimeKey``.
  public var effectiveLastUpdatedTimeKey: String { stateLook.effectiveLastUpdatedTimeKey }

  /// The look's ``RefreshStateLook/lastUpdatedTimeStore``.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore {
    get { stateLook.lastUpdatedTimeStore }
    set { stateLook.lastUpdatedTimeStore = newValue }
  }

  /// The look's ``RefreshStateLook/lastUpdatedTime``.
  public var lastUpdatedTime: Date? { stateLook.lastUpdatedTime }

  /// The look's ``RefreshStateLook/lastUpdatedTimeText``.
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

  /// The look's ``RefreshStateLook/currentDate``.
  public var currentDate: @MainActor () -> Date {
    get { stateLook.currentDate }
    set { stateLook.currentDate = newValue }
  }

  /// The look's ``RefreshStateLook/calendar``.
  public var calendar: Calendar {
    get { stateLook.calendar }
    set { stateLook.calendar = newValue }
  }

  /// The look's ``RefreshStateLook/timeZone``.
  public var timeZone: TimeZone {
    get { stateLook.timeZone }
    set { stateLook.timeZone = newValue }
  }

  /// The look's ``RefreshStateLook/defaultLastUpdatedTimeText(for:)``.
  public func defaultLastUpdatedTimeText(for date: Date?) -> String {
    stateLook.defaultLastUpdatedTimeText(for: date)
  }

  /// The look's ``RefreshStateLook/title(for:)-(RefreshResult)``.
  public func title(for result: RefreshResult) -> String {
    stateLook.title(for: result)
  }
}
