import Foundation

/// How a request becomes a state change, and when the work it produces runs.
///
/// The ordering rule (<doc:UnderstandingTheEngine#The-ordering-rule>): a request takes
/// effect before it returns, wherever it is made; only a request made from inside a
/// `state` observer, while that change is being applied, is queued, and it runs, in
/// order, as soon as the change is complete.
extension RefreshComponent {
  /// Applies `body` now, or queues it when a state change is being applied (a request
  /// from inside a `state` observer); either way the follow-up work it produces has run
  /// when this returns, unless a change is still being applied.
  func request(_ body: @escaping @MainActor () -> Void) {
    if engine.isApplyingStateChange {
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

  /// The engine's way to change state: observers run with the change marked as being applied, and
  /// its follow-up work runs right after they all returned.
  ///
  /// `force` re-announces an unchanged state to observers (the initial idle).
  func changeState(to newState: RefreshState, force: Bool = false) {
    guard force || newState != state else { return }
    if engine.isApplyingStateChange {
      // Nested inside a change being applied: its follow-ups run when that one completes.
      state = newState
      return
    }
    engine.isApplyingStateChange = true
    state = newState
    engine.isApplyingStateChange = false
    drainFollowUps()
  }

  /// The base `state` observer: the geometry of the change, in the same step.
  func stateDidSet(from oldState: RefreshState) {
    guard state != oldState else { return }
    if engine.isApplyingStateChange {
      applyTransition(from: oldState)
      return
    }
    // A direct assignment. Inside a notification (a hook drives the machine) the change
    // stays open until the hook returns, so subclass observers run before its follow-ups.
    // Outside any, nothing marks the end of the observers: apply and follow up now.
    engine.isApplyingStateChange = true
    applyTransition(from: oldState)
    if engine.notificationDepth > 0 {
      engine.hasOpenDirectChange = true
    } else {
      engine.isApplyingStateChange = false
      drainFollowUps()
    }
  }

  private func applyTransition(from oldState: RefreshState) {
    if state == .refreshing {
      episode &+= 1
      flushEndCompletions()
      engine.appendFollowUp(.refreshingBlock(episode: episode))
      if isAutomaticallyChangeAlpha { alpha = 1 }
    } else if oldState == .refreshing || oldState == .willRefresh {
      episode &+= 1
      flushBeginCompletions()
      // A refresh that never showed has nothing to collapse: its end is complete now.
      if oldState == .willRefresh { flushEndCompletions() }
    }
    if !engine.isDetaching {
      // Only the user's pull moves between idle and pulling, so these are the crossings.
      if oldState == .idle && state == .pulling {
        engine.appendFollowUp(.thresholdCrossing(.passed))
      } else if oldState == .pulling && state == .idle {
        engine.appendFollowUp(.thresholdCrossing(.returned))
      }
    }
    applyState(from: oldState)
    setNeedsLayout()
    asyncSupport?.stateDidChange(from: oldState, to: state)
  }

  /// Runs queued follow-up work in order.
  ///
  /// Re-entrant: work that makes a request drains the rest itself, so every request has taken
  /// effect when it returns.
  func drainFollowUps() {
    while !engine.isApplyingStateChange, let work = engine.takeFollowUp() {
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
    guard finishedEpisode == episode else { return }
    perform { flushBeginCompletions() }
  }

  /// Call when the collapse that an end produced has finished.
  func collapseDidFinish(episode finishedEpisode: Int) {
    guard finishedEpisode == episode else { return }
    perform { flushEndCompletions() }
  }

  func flushBeginCompletions() {
    engine.flushCompletions(begin: true)
  }

  func flushEndCompletions() {
    engine.flushCompletions(begin: false)
  }

  // MARK: - Container notifications (called by ScrollView)

  private func enterNotification() {
    engine.notificationDepth += 1
  }

  private func leaveNotification() {
    engine.notificationDepth -= 1
    if engine.hasOpenDirectChange {
      engine.hasOpenDirectChange = false
      engine.isApplyingStateChange = false
    }
    if engine.followUpCount > 0 { drainFollowUps() }
  }

  func scrollViewDidChangeContentOffset(_ change: ScrollChange<CGPoint>, in scrollView: ScrollView)
  {
    enterNotification()
    offsetDidChange(change, in: scrollView)
    scrollViewContentOffsetDidChange(change)
    leaveNotification()
  }

  func scrollViewDidChangeContentSize(_ change: ScrollChange<CGSize>) {
    enterNotification()
    contentSizeDidChange(change)
    scrollViewContentSizeDidChange(change)
    leaveNotification()
  }

  func scrollViewDidChangePanState(_ change: ScrollChange<PanState>) {
    enterNotification()
    panStateDidChange(change)
    scrollViewPanStateDidChange(change)
    leaveNotification()
  }

  func scrollViewDidChangeInsets() {
    perform { containerGeometryDidChange() }
  }

  func scrollViewDidChangeFrame() {
    perform {
      containerGeometryDidChange()
      startIfWaitingAndOnScreen()
    }
  }

  func scrollViewDidChangeVisibility() {
    perform { startIfWaitingAndOnScreen() }
  }

  func startIfWaitingAndOnScreen() {
    if state == .willRefresh && isOnScreen { changeState(to: .refreshing) }
  }
}
