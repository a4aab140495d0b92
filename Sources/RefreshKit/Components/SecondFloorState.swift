/// Where a component's second floor is: the page a pull past a second threshold opens
/// (Taobao's 二楼, SmartRefreshLayout's two-level header).
///
/// It moves `closed` → ``releaseToOpen`` (pulled past
/// ``RefreshComponent/secondFloorTriggerPercent``) → ``opening`` (released, and the app did not
/// veto it) → ``open`` → ``closing`` → ``closed``. A pull back under the second threshold
/// returns ``releaseToOpen`` to `closed`. Every way out of the floor (a pull back, a fling,
/// ``RefreshComponent/closeSecondFloor()``, an end, a begin, hiding or leaving the container)
/// ends in `closed`: nothing is left open.
public enum SecondFloorState: Equatable, Hashable, Sendable {
  /// No floor shows (a pull may still be past the refresh trigger).
  case closed
  /// Pulled past the second threshold: releasing now opens the floor.
  case releaseToOpen
  /// Released (or asked to open): the floor scrolls into view.
  case opening
  /// The floor owns the list's space; the rows beneath wait.
  case open
  /// The floor scrolls away; it is `closed` when the motion ends.
  case closing

  /// Whether the floor holds the list's space (opening or open).
  public var holdsSpace: Bool { self == .opening || self == .open }
}

extension SecondFloorState: CustomStringConvertible {
  /// The case name, for messages and test output.
  public var description: String {
    switch self {
    case .closed: "closed"
    case .releaseToOpen: "releaseToOpen"
    case .opening: "opening"
    case .open: "open"
    case .closing: "closing"
    }
  }
}
