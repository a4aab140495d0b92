/// A component's engine bookkeeping: the state change being applied, the follow-up work
/// it produced, and the completions waiting for a reveal or a collapse.
///
/// A final class the component holds with `let`: the offset hot path reads its phase on
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
  /// The second floor's settings; `nil` (the hot path's one check) until one is set.
  var secondFloor: SecondFloorSettings?
  /// What the engine is in the middle of (see ``Phase``).
  private(set) var phase = Phase.steady
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

  // MARK: - The phase

  /// What the engine is in the middle of: whether a request takes effect at once, whether
  /// queued follow-ups may run, and how a direct `state` assignment is closed.
  ///
  /// Nesting lives on the call stack, not in counters: each step that changes the phase
  /// returns the phase it found, and gives it back when it ends (`end…(restoring:)`).
  enum Phase: Equatable {
    /// Nothing is being applied: a request takes effect at once, and follow-ups run.
    case steady
    /// The container is telling the hooks of a change, nothing else: a direct `state`
    /// assignment made now stays open until they return.
    case notifying
    /// The machine's effects are being applied: follow-ups wait until the outermost
    /// application ends.
    case applyingEffects
    /// As ``applyingEffects``, inside a container notification.
    case applyingEffectsInHooks
    /// The machine's own `state` assignment, on its way to the base observer.
    case settingMachineState
    /// A state change's observers are running: requests are queued until it is complete.
    case changingState(Closing)
  }

  /// When a state change being applied is complete.
  enum Closing: Equatable {
    /// When the step that made it ends (the machine's own change, a direct one outside any
    /// notification).
    case withItsStep
    /// When the container notification it was made in returns: the subclass observers of a
    /// direct assignment a hook made run after the base one, and its follow-ups after them.
    case whenHooksReturn
  }

  /// What the base `state` observer does with the assignment it sees.
  enum Assignment {
    /// The machine's own: apply its geometry only.
    case machine
    /// A direct one inside another change: the machine follows it; it closes with that one.
    case directNested
    /// A direct one that closes when the observer is done: give back `outer`, then run the
    /// follow-ups.
    case direct(restoring: Phase)
    /// A direct one a hook made: it stays open until the notification returns.
    case directInHooks
  }

  /// Whether a request made now is queued (a state change is being applied).
  var queuesRequests: Bool {
    switch phase {
    case .settingMachineState, .changingState: true
    case .steady, .notifying, .applyingEffects, .applyingEffectsInHooks: false
    }
  }

  /// Whether queued follow-ups may run now (nothing is being applied).
  var mayRunFollowUps: Bool {
    switch phase {
    case .steady, .notifying: true
    case .applyingEffects, .applyingEffectsInHooks, .settingMachineState, .changingState: false
    }
  }

  /// A container notification starts; returns the phase to give back when it ends.
  func beginNotification() -> Phase {
    let outer = phase
    switch outer {
    case .steady: phase = .notifying
    case .applyingEffects: phase = .applyingEffectsInHooks
    case .notifying, .applyingEffectsInHooks, .settingMachineState, .changingState: break
    }
    return outer
  }

  /// The notification ended: a direct change a hook left open closes with it.
  func endNotification(restoring outer: Phase) {
    if phase == .steady {
      preconditionFailure("Internal inconsistency: a notification ended that never began")
    }
    phase = outer
  }

  /// The machine's effects start being applied; returns the phase to give back after.
  func beginEffects() -> Phase {
    let outer = phase
    switch outer {
    case .steady: phase = .applyingEffects
    case .notifying: phase = .applyingEffectsInHooks
    // Already applying, or a change is open: follow-ups wait either way.
    case .applyingEffects, .applyingEffectsInHooks, .settingMachineState, .changingState: break
    }
    return outer
  }

  /// The effects are applied; a direct change a hook's code made meanwhile stays open.
  ///
  /// That change closes when the notification returns.
  func endEffects(restoring outer: Phase) {
    switch phase {
    case .steady, .notifying:
      preconditionFailure("Internal inconsistency: effects ended that never began")
    case .changingState(.whenHooksReturn):
      return
    case .applyingEffects, .applyingEffectsInHooks, .settingMachineState,
      .changingState(.withItsStep):
      phase = outer
    }
  }

  /// The machine's decided state is about to be assigned; returns the phase to give back.
  func beginMachineAssignment() -> Phase {
    let outer = phase
    phase = .settingMachineState
    return outer
  }

  /// The machine's assignment and its observers are done.
  func endMachineAssignment(restoring outer: Phase) {
    switch phase {
    case .settingMachineState, .changingState:
      phase = outer
    case .steady, .notifying, .applyingEffects, .applyingEffectsInHooks:
      preconditionFailure("Internal inconsistency: a machine assignment ended that never began")
    }
  }

  /// The base `state` observer saw a change: which kind it is, and the phase it opens.
  func observeAssignment() -> Assignment {
    let outer = phase
    switch outer {
    case .settingMachineState:
      // Only the machine's own assignment: one a subclass observer makes in turn is direct.
      phase = .changingState(.withItsStep)
      return .machine
    case .changingState:
      return .directNested
    case .steady, .applyingEffects:
      phase = .changingState(.withItsStep)
      return .direct(restoring: outer)
    case .notifying, .applyingEffectsInHooks:
      phase = .changingState(.whenHooksReturn)
      return .directInHooks
    }
  }

  /// A direct change that closes with its step is complete.
  func closeDirectChange(restoring outer: Phase) {
    guard phase == .changingState(.withItsStep) else {
      preconditionFailure("Internal inconsistency: a direct change closed that was not open")
    }
    phase = outer
  }
}
