/// The title a state look shows for each state: a custom title set by the app, else the
/// localized default for that state, looked up when shown (so a language change applies).
///
/// Shared by the state headers, footers and trailers:
///
/// ```swift
/// var titles = StateTitles(defaults: [.idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing])
/// titles.setTitle("Load more", for: .idle)
/// stateLabel.text = titles.title(for: state)
/// ```
@MainActor
struct StateTitles {
  private var custom: [RefreshState: String] = [:]
  private let defaults: [RefreshState: RefreshLocalization.Key]
  /// The state whose title a state without one of its own shows (willRefresh shows the
  /// refreshing title; a state with neither shows an empty label).
  private let fallbacks: [RefreshState: RefreshState]

  /// Titles with localized `defaults`; `.willRefresh` falls back to `.refreshing`'s title
  /// unless `fallbacks` says otherwise.
  init(
    defaults: [RefreshState: RefreshLocalization.Key],
    fallbacks: [RefreshState: RefreshState] = [.willRefresh: .refreshing]
  ) {
    self.defaults = defaults
    self.fallbacks = fallbacks
  }

  /// Sets a custom title for `state`; `nil` restores the localized default.
  mutating func setTitle(_ title: String?, for state: RefreshState) {
    custom[state] = title
  }

  /// Whether `state` has a custom title.
  func hasCustomTitle(for state: RefreshState) -> Bool { custom[state] != nil }

  /// The title shown for `state`: custom, else localized, else its fallback state's, else empty.
  ///
  /// Never a raw localization key.
  func title(for state: RefreshState) -> String {
    if let title = ownTitle(for: state) { return title }
    if let standIn = fallbacks[state], let title = ownTitle(for: standIn) { return title }
    return ""
  }

  private func ownTitle(for state: RefreshState) -> String? {
    if let title = custom[state] { return title }
    if let key = defaults[state] { return RefreshLocalization.string(for: key) }
    return nil
  }
}
