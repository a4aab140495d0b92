/// The title a state look shows for each state: a custom title set by the app, else the
/// localized default for that state at the look's placement, looked up when shown (so a
/// language change or a new placement applies).
///
/// ```swift
/// var titles = StateTitles()
/// titles.setTitle("Load more", for: .idle)
/// stateLabel.text = titles.title(for: state, at: .autoFooter)
/// ```
@MainActor
struct StateTitles {
  private var custom: [RefreshState: String] = [:]

  /// Sets a custom title for `state`; `nil` restores the localized default.
  mutating func setTitle(_ title: String?, for state: RefreshState) {
    custom[state] = title
  }

  /// The title shown for `state` at `placement`: custom, else localized, else empty.
  ///
  /// ``RefreshState/willRefresh`` without one of its own shows the refreshing title. Never a raw
  /// localization key.
  func title(for state: RefreshState, at placement: RefreshLookPlacement) -> String {
    if let title = ownTitle(for: state, at: placement) { return title }
    if state == .willRefresh, let title = ownTitle(for: .refreshing, at: placement) { return title }
    return ""
  }

  private func ownTitle(for state: RefreshState, at placement: RefreshLookPlacement) -> String? {
    if let title = custom[state] { return title }
    return Self.defaultKey(for: state, at: placement).map(RefreshLocalization.string(for:))
  }

  /// MJRefresh's localized title for `state` on each edge.
  private static func defaultKey(
    for state: RefreshState, at placement: RefreshLookPlacement
  ) -> RefreshLocalization.Key? {
    switch (placement.kind, state) {
    case (.header, .idle): .headerIdle
    case (.header, .pulling): .headerPulling
    case (.header, .refreshing): .headerRefreshing
    case (.autoFooter, .idle): .autoFooterIdle
    case (.autoFooter, .refreshing): .autoFooterRefreshing
    case (.autoFooter, .noMoreData): .autoFooterNoMoreData
    case (.backFooter, .idle): .backFooterIdle
    case (.backFooter, .pulling): .backFooterPulling
    case (.backFooter, .refreshing): .backFooterRefreshing
    case (.backFooter, .noMoreData): .backFooterNoMoreData
    case (.trailer, .idle): placement.edge == .left ? .trailerLeadingIdle : .trailerIdle
    case (.trailer, .pulling): .trailerPulling
    case (.trailer, .refreshing): .trailerRefreshing
    case (.trailer, .noMoreData): .trailerNoMoreData
    default: nil
    }
  }
}
