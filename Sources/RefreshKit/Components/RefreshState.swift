/// The state of a refresh component.
///
/// A pull moves a header from ``idle`` to ``pulling`` when it passes the trigger and back
/// when it returns; releasing while ``pulling`` starts ``refreshing``; ending returns to
/// ``idle``. ``willRefresh`` waits for an off-screen container to be shown, and
/// ``noMoreData`` is a footer's sticky "everything is loaded".
public enum RefreshState: Equatable, Hashable, Sendable {
  /// At rest, or pulled less than the trigger distance.
  case idle
  /// Pulled past the trigger; releasing now starts a refresh.
  case pulling
  /// Refreshing: the component is held open and its refreshing block has run.
  case refreshing
  /// Asked to refresh while the container is not on screen; refreshes once it is.
  case willRefresh
  /// A footer that has loaded everything; only a reset brings it back.
  case noMoreData
}

extension RefreshState: CustomStringConvertible {
  /// The case name, for messages and test output.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .pulling: "pulling"
    case .refreshing: "refreshing"
    case .willRefresh: "willRefresh"
    case .noMoreData: "noMoreData"
    }
  }
}
