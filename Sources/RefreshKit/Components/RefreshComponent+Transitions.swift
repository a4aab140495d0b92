import Foundation

/// How events reach the state machine, how its effects are applied, and when the work they
/// produce runs.
///
/// The ordering rule (<doc:UnderstandingTheEngine#The-ordering-rule>): a request takes
/// effect before it returns, wherever it is made; only a request made from inside a `state`
/// observer, while that change is being applied, is queued, and it runs, in order, as soon
/// as the change is complete.
extension RefreshComponent {
  /// Where the completion passed with a request goes when the request has work to do.
  enum RequestCompletion {
    case none
    case begin(@MainActor () -> Void)
    case end(@MainActor () -> Void)
  }

  /// Applies `body` now, or queues it when a state change is being applied (a request
  /// from inside a `state` observer).
  ///
  /// Either way the follow-up work it produces has run when this returns, unless a change
  /// is still being applied.
  func request(_ body: @escaping @MainActor () -> Void) {
    if engine.queuesRequests {
      engine.appendFollowUp(.call(body))
      return
    }
    body()
    drainFollowUps()
  }

  /// Runs `body`, then the follow-up work it produced (a refreshing block, completions).
  ///
  /// For the library's own reactions that are not requests (a geometry setting).
  func perform(_ body: () -> Void) {
    body()
    drainFollowUps()
  }

  /// Feeds `event` to the state machine and applies its effects in order; `completion` is
  /// the request's own, run at once when the machine had nothing to do.
  func send(_ event: RefreshStateMachine.Event, completion: RequestCompletion = .none) {
    let before = engine.machine.state
    var effects = engine.machine.handle(event)
    engine.keptCallbacks.stateMoved(from: before, to: engine.machine.state)
    if let index = effects.firstIndex(of: .completeRequest) {
      effects.remove(at: index)
      switch completion {
      case .none: break
      case .begin(let body), .end(let body): engine.appendFollowUp(.call(body))
      }
    } else {
      switch completion {
      case .none: break
      case .begin(let body): engine.beginCompletions.append(body)
      case .end(let body): engine.endCompletions.append(body)
      }
    }
    apply(effects)
  }

  /// Applies the machine's effects in order, then runs the follow-up work they queued
  /// (unless an outer application or a state change is still going on).
  private func apply(_ effects: [RefreshStateMachine.Effect]) {
    let outer = engine.beginEffects()
    for effect in effects {
      switch effect {
      case .setState(let newState):
        setStateFromMachine(newState)
      case .runRefreshingBlock(let blockEpisode):
        engine.appendFollowUp(.refreshingBlock(episode: blockEpisode))
      case .reveal(let revealing):
        revealLook(episode: revealing)
      case .collapse(let collapsing):
        queueKeptEndAnimationBegin()
        collapseLook(episode: collapsing)
      case .showResult(let result, let showing):
        showResult(result, episode: showing)
      case .stopShowingResult:
        stopShowingResult()
      case .completeBegin:
        engine.flushCompletions(begin: true)
        queueKeptBeginCompletion()
      case .completeEnd:
        engine.flushCompletions(begin: false)
        queueKeptEndCompletion()
      case .completeRequest:
        break
      case .crossed(let crossing):
        engine.appendFollowUp(.thresholdCrossing(crossing))
      case .setSecondFloor, .openSecondFloor, .closeSecondFloor:
        applySecondFloor(effect)
      }
    }
    engine.endEffects(restoring: outer)
    drainFollowUps()
  }

  /// Announces the initial idle to `state` observers (once, after `prepare()`), as MJRefresh
  /// does; the base observer ignores it (nothing changed).
  func announceInitialState() {
    setStateFromMachine(.idle)
    drainFollowUps()
  }

  /// Sets the state the machine decided: observers run with the change marked as being
  /// applied, so requests they make wait until it is complete.
  private func setStateFromMachine(_ newState: RefreshState) {
    let outer = engine.beginMachineAssignment()
    state = newState
    engine.endMachineAssignment(restoring: outer)
  }

  /// The base `state` observer: the geometry of the change, in the same step.
  func stateDidSet(from oldState: RefreshState) {
    guard state != oldState else { return }
    let assignment = engine.observeAssignment()
    stateGeometryDidChange(from: oldState)
    // The machine's own assignment is done; a direct one is followed by the machine. Inside
    // a notification (a hook drives the machine) that change stays open until the hook
    // returns, so subclass observers run before its follow-ups. Outside any, nothing marks
    // the end of the observers.
    switch assignment {
    case .machine:
      return
    case .directNested, .directInHooks:
      apply(engine.machine.handle(.assigned(from: oldState, to: state)))
    case .direct(let outer):
      apply(engine.machine.handle(.assigned(from: oldState, to: state)))
      engine.closeDirectChange(restoring: outer)
      drainFollowUps()
    }
  }

  private func stateGeometryDidChange(from oldState: RefreshState) {
    if state == .refreshing {
      engine.lastResult = nil
      if isAutomaticallyChangeAlpha { alpha = 1 }
    }
    applyState(from: oldState)
    storedLook?.stateDidChange(from: oldState, to: state)
    setNeedsLayout()
    asyncSupport?.stateDidChange(from: oldState, to: state)
  }

  /// Runs queued follow-up work in order.
  ///
  /// Re-entrant: work that makes a request drains the rest itself, so every request has
  /// taken effect when it returns.
  func drainFollowUps() {
    // Checked before the loop: its body reads public stored properties (the block, the
    // handler), and their exclusivity checks would otherwise be paid on every event.
    guard engine.followUpCount > 0, engine.mayRunFollowUps else { return }
    runFollowUps()
  }

  private func runFollowUps() {
    while engine.mayRunFollowUps, let work = engine.takeFollowUp() {
      switch work {
      case .refreshingBlock(let blockEpisode):
        guard blockEpisode == episode, state == .refreshing else { continue }
        if engine.lastEpisodeWithBlock == episode { engine.repeatedBlockCalls += 1 }
        engine.lastEpisodeWithBlock = episode
        refreshingBlock?()
      case .call(let body):
        body()
      case .thresholdCrossing(let crossing):
        pullDidCrossThreshold(crossing)
        thresholdCrossingHandler?(crossing)
      }
    }
  }

  /// Call when the look that a refreshing start produced has fully appeared.
  func revealDidFinish(episode finishedEpisode: Int) {
    send(.revealFinished(episode: finishedEpisode))
  }

  /// Call when the collapse that an end produced has finished.
  func collapseDidFinish(episode finishedEpisode: Int) {
    send(.collapseFinished(episode: finishedEpisode))
  }

  // MARK: - Container notifications (called by ScrollView)

  // One event, one name, three layers: the scroll view calls `notify<Event>` (here: it opens
  // the engine's notification phase), which runs the behaviour's `handle<Event>` (internal,
  // overridden by headers, footers and trailers) and then the public MJRefresh hook
  // `scrollView<Event>` an app's subclass overrides. The events are `ContentOffsetDidChange`,
  // `ContentSizeDidChange`, `PanStateDidChange` and `InsetsDidChange` (no public hook).

  private func endNotification(restoring outer: ComponentEngine.Phase) {
    engine.endNotification(restoring: outer)
    drainFollowUps()
  }

  func notifyContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    let outer = engine.beginNotification()
    handleContentOffsetDidChange(change, source: source, in: scrollView)
    scrollViewContentOffsetDidChange(change)
    endNotification(restoring: outer)
  }

  func notifyContentSizeDidChange(_ change: ScrollChange<CGSize>) {
    let outer = engine.beginNotification()
    handleContentSizeDidChange(change)
    scrollViewContentSizeDidChange(change)
    endNotification(restoring: outer)
  }

  func notifyPanStateDidChange(_ change: ScrollChange<PanState>) {
    let outer = engine.beginNotification()
    handlePanStateDidChange(change)
    scrollViewPanStateDidChange(change)
    endNotification(restoring: outer)
  }

  func notifyInsetsDidChange() {
    perform { handleInsetsDidChange() }
  }

  func scrollViewDidChangeFrame() {
    perform {
      handleInsetsDidChange()
      startIfWaitingAndOnScreen()
    }
  }

  func scrollViewDidChangeLayoutDirection() {
    layoutDirectionDidChange()
    lookPlacementMayHaveChanged()
  }

  func scrollViewDidChangeVisibility() {
    perform { startIfWaitingAndOnScreen() }
  }

  func startIfWaitingAndOnScreen() {
    if state == .willRefresh && isOnScreen { send(.shown) }
  }
}
