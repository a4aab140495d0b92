/// A component's engine bookkeeping: the state change being applied, the follow-up work
/// it produced, and the completions waiting for a reveal or a collapse.
///
/// Kept apart from ``RefreshComponent`` so the component's own file reads as its public
/// contract, and so the bookkeeping is one value that is easy to inspect in a debugger.
struct ComponentEngine {
  /// What the end request being applied asked for.
  struct Ending {
    var result: RefreshResult
    var showsResult: Bool
  }

  /// Work that runs once the current state change is complete, in order.
  enum FollowUp {
    case refreshingBlock(episode: Int)
    case call(@MainActor () -> Void)
    case thresholdCrossing(RefreshThresholdCrossing)
  }

  var followUps: [FollowUp] = []
  var beginCompletions: [@MainActor () -> Void] = []
  var endCompletions: [@MainActor () -> Void] = []
  var delayedBegin: ScheduledAction?
  var ending: Ending?
  /// True while a state change runs its observers: requests made then are queued.
  var isApplyingStateChange = false
  /// A direct `state` assignment inside a notification: its observers may still be
  /// running, so the change counts as being applied until the notification returns.
  var hasOpenDirectChange = false
  /// How deep the container's notifications (and so the public hooks) are nested.
  var notificationDepth = 0
  /// The last episode whose refreshing block ran, and how often a block ran a second
  /// time in one episode (always 0; `RefreshInvariants` reports anything else).
  var lastEpisodeWithBlock = -1
  var repeatedBlockCalls = 0
  /// True while the component leaves its container: that idle is not a pull returning.
  var isDetaching = false
}
