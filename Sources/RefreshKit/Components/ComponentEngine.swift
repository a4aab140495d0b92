/// A component's engine bookkeeping: the state change being applied, the follow-up work
/// it produced, and the completions waiting for a reveal or a collapse.
///
/// A final class the component holds with `let`: the offset hot path reads its flags on
/// every event, and plain fields of a final class behind a constant reference need no
/// dynamic exclusivity checks. Lists are taken out, changed and written back whole for the
/// same reason (see ``appendFollowUp(_:)``).
@MainActor
final class ComponentEngine {
  /// Work that runs once the current state change is complete, in order.
  enum FollowUp {
    case refreshingBlock(episode: Int)
    case call(@MainActor () -> Void)
    case thresholdCrossing(RefreshThresholdCrossing)
  }

  private var followUps: [FollowUp] = []
  /// How many follow-ups wait: the hot path checks this count, not the list.
  private(set) var followUpCount = 0
  var beginCompletions: [@MainActor () -> Void] = []
  var endCompletions: [@MainActor () -> Void] = []
  var delayedBegin: ScheduledAction?
  /// The kept callbacks (MJRefresh's), run on every episode; see `RefreshComponent+Callbacks`.
  var keptCallbacks = KeptCallbacks()
  /// The result of the end request being applied, while its state change runs.
  var endingResult: RefreshResult?
  /// How the last refresh ended; nil before one ended and while one runs.
  var lastResult: RefreshResult?
  /// The refresh logic: state, episode, result phase (see ``RefreshStateMachine``).
  var machine: RefreshStateMachine
  /// How deep the application of the machine's effects is nested; follow-ups wait for 0.
  var effectDepth = 0
  /// True while the state the machine decided is being set (the base observer applies
  /// only geometry then; any other change is a direct assignment the machine follows).
  var isSettingMachineState = false
  /// True while a state change runs its observers: requests made then are queued.
  var isApplyingStateChange = false
  /// A direct `state` assignment inside a notification: its observers may still be
  /// running, so the change counts as being applied until the notification returns.
  var hasOpenDirectChange = false
  /// How deep the container's notifications (and so the public hooks) are nested.
  var notificationDepth = 0
  /// The last episode whose refreshing block ran, and how often a block ran a second time in
  /// one episode (always 0; `RefreshInvariants` reports anything else).
  var lastEpisodeWithBlock = -1
  var repeatedBlockCalls = 0

  init(rules: RefreshStateMachine.Rules) {
    machine = RefreshStateMachine(rules: rules)
  }

  /// Queues `work` after what is already waiting.
  func appendFollowUp(_ work: FollowUp) {
    var list = followUps
    followUps = []  // so `list` is unique and grows in place
    list.append(work)
    followUps = list
    followUpCount = list.count
  }

  /// Takes the oldest waiting follow-up, if any.
  func takeFollowUp() -> FollowUp? {
    guard followUpCount > 0 else { return nil }
    var list = followUps
    followUps = []
    let first = list.removeFirst()
    followUps = list
    followUpCount = list.count
    return first
  }

  /// Moves the waiting begin (or end) completions to the follow-ups, in order.
  func flushCompletions(begin: Bool) {
    let completions = begin ? beginCompletions : endCompletions
    if begin { beginCompletions = [] } else { endCompletions = [] }
    for completion in completions { appendFollowUp(.call(completion)) }
  }
}
