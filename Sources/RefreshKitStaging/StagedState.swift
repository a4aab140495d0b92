/// A moment in a component's life that a picture of it shows: the states the gallery and
/// the renderer snapshots draw.
public enum StagedState: String, CaseIterable, Sendable {
  /// At rest, nothing pulled.
  case idle
  /// Pulled out to half of its trigger distance (still idle).
  case pull50 = "pull-50"
  /// Pulled just past its trigger distance (pulling: "release to refresh").
  case pull100 = "pull-100"
  /// Refreshing, the reveal animation finished.
  case refreshing
  /// Just after a refresh ended, while the collapse is under way (a result look shows
  /// here when the component has one).
  case result
  /// Ended with no more data (footers).
  case noMoreData = "no-more-data"

  /// A caption for pictures of this state.
  public var caption: String {
    switch self {
    case .idle: return "idle"
    case .pull50: return "pulled 50%"
    case .pull100: return "pulled 100%"
    case .refreshing: return "refreshing"
    case .result: return "result"
    case .noMoreData: return "no more data"
    }
  }
}
