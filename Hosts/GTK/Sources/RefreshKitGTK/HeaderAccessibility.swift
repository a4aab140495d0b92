import RefreshKit

/// What assistive technologies hear about a list's header: a label naming its state and
/// whether the list is busy (refreshing).
///
/// ``RefreshScrolledWindow`` sets it as its widget's accessible label and busy state.
public struct HeaderAccessibility: Equatable, Sendable {
  /// The accessible label: the header's state in the user's language ("Pull down to refresh",
  /// "Release to refresh", "Loading...").
  public var label: String
  /// Whether the header refreshes (or waits to, on screen).
  public var isBusy: Bool

  /// Creates a description.
  public init(label: String, isBusy: Bool) {
    self.label = label
    self.isBusy = isBusy
  }

  /// The accessibility of `header`'s current state (no header: an empty, idle label).
  @MainActor
  public init(header: RefreshHeader?) {
    guard let header else {
      label = ""
      isBusy = false
      return
    }
    let state = header.state
    isBusy = state == .refreshing || state == .willRefresh
    // Any state look says its own title, whichever header class shows it.
    if let stateLook = header.look as? RefreshStateLook {
      label = stateLook.title(for: state)
      return
    }
    switch state {
    case .pulling: label = RefreshLocalization.string(for: .headerPulling)
    case .refreshing, .willRefresh: label = RefreshLocalization.string(for: .headerRefreshing)
    case .idle, .noMoreData: label = RefreshLocalization.string(for: .headerIdle)
    }
  }
}
