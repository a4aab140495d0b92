/// A component's refresh logic as a value: events in, the state and the effects to apply out.
///
/// Every rule about *when* a component refreshes lives here, in one synchronous function,
/// apart from geometry and time: which event moves which state where, when an episode
/// begins and ends, when the refreshing block and the completions are due, when a result
/// is shown. The component feeds it events (a pull past the trigger, a release, a begin or
/// end request, the container showing it, a reveal finishing) and applies the effects it
/// returns, in order. Because the machine is a plain value, every state × event pair is
/// tested as a table.
///
/// Scheduled work carries the episode it belongs to; an event for an episode that is over
/// (a reveal or a shown result that finished late) returns no effects.
struct RefreshStateMachine: Equatable {
  /// What a component of one kind may do.
  struct Rules: Equatable {
    /// Footers: ``RefreshState/noMoreData`` exists and is sticky.
    var hasNoMoreData = false
  }

  /// Whether a released pull may refresh.
  enum Release: Equatable, CaseIterable {
    /// The component's guards allow a refresh now (on screen, not hidden, not blocked by
    /// the header): the pull refreshes.
    case allowed
    /// A guard refuses: the pull drops back to idle.
    case blocked
  }

  /// How a request to refresh finds the component.
  enum BeginRequest: Equatable, CaseIterable {
    /// On screen: it refreshes at once.
    case onScreen
    /// Off screen: it waits in ``RefreshState/willRefresh`` until it is shown.
    case offScreen
    /// The component refuses to refresh now (a hidden footer): the request only completes.
    case refused
  }

  /// What an end does before the component settles back.
  enum Ending: Equatable, CaseIterable {
    /// Collapse at once (MJRefresh's plain end).
    case collapse
    /// Show the result first (a header with a label), then collapse.
    case showResult
  }

  /// Something that happened to the component.
  enum Event: Equatable {
    /// A drag moved the pull strictly past the trigger.
    case pulledPastTrigger
    /// A drag brought the pull back to (or before) the trigger.
    case returnedBelowTrigger
    /// The finger lifted, and whether the pull may refresh now.
    case released(Release)
    /// A request to refresh, and how it finds the component.
    case begin(BeginRequest)
    /// A request to end with a result, and whether the result shows before the collapse.
    case end(RefreshResult, then: Ending)
    /// A footer's request to end with everything loaded.
    case endWithNoMoreData
    /// A footer's request to leave ``RefreshState/noMoreData``.
    case resetNoMoreData
    /// The container came on screen (a waiting refresh starts).
    case shown
    /// The component was hidden (a footer: a load in progress ends, no-more-data stays).
    case hidden
    /// The component left its container.
    case detached
    /// The refreshing look finished appearing for `episode`.
    case revealFinished(episode: Int)
    /// The collapse after an end finished for `episode`.
    case collapseFinished(episode: Int)
    /// The result shown after the end of `episode` has been shown long enough.
    case shownResultFinished(episode: Int)
    /// App code assigned `state` directly: follow the change it made.
    case assigned(from: RefreshState, to: RefreshState)
    /// A drag moved the pull past the second floor's threshold (already past the trigger).
    case pulledPastSecondFloor
    /// A drag brought the pull back under the second floor's threshold.
    case returnedBelowSecondFloor
    /// A release past the second threshold the app did not veto, or the app's open request.
    case openSecondFloor
    /// A pull back, a fling or the app's request to close the floor.
    case closeSecondFloor
    /// The floor was turned off: it closes at once.
    case dropSecondFloor
    /// The floor's opening motion ended for floor `episode` (landed or interrupted).
    case secondFloorOpened(episode: Int)
    /// The floor's closing motion ended for floor `episode` (landed or interrupted).
    case secondFloorClosed(episode: Int)
  }

  /// What the component does, in order.
  enum Effect: Equatable {
    /// Set ``RefreshComponent/state`` (observers run; the contribution follows the state).
    case setState(RefreshState)
    /// Run the refreshing block, once, for `episode`.
    case runRefreshingBlock(episode: Int)
    /// Scroll the refreshing look into view for `episode`.
    case reveal(episode: Int)
    /// Scroll back inside the limits after `episode` ended.
    case collapse(episode: Int)
    /// Show `result` before collapsing; the display ends with `shownResultFinished`.
    case showResult(RefreshResult, episode: Int)
    /// Stop showing the result at once (a new pull or refresh took over).
    case stopShowingResult
    /// Run the completions waiting for the begin (the look appeared, or the episode ended).
    case completeBegin
    /// Run the completions waiting for the end (the collapse finished, or a new episode
    /// superseded it).
    case completeEnd
    /// Run the completion passed with this request at once: there was nothing to do.
    case completeRequest
    /// The pull crossed the trigger threshold.
    case crossed(RefreshThresholdCrossing)
    /// The second floor moved to a new state: tell the look and the app.
    case setSecondFloor(SecondFloorState)
    /// Hold the floor's space and scroll it into view for floor `episode`.
    case openSecondFloor(episode: Int)
    /// Give the floor's space back and settle, for floor `episode`.
    case closeSecondFloor(episode: Int)
  }

  /// The rules of the component kind.
  let rules: Rules
  /// The current state.
  private(set) var state: RefreshState = .idle
  /// The refreshing episode: it moves on each start and each end.
  private(set) var episode = 0
  /// The episode whose result is being shown, if any.
  private(set) var resultEpisode: Int?
  /// The end of `episode` is waiting for its collapse (its end completions are pending).
  private(set) var collapsingEpisode: Int?
  /// The second floor's state (always closed for a component without one).
  private(set) var secondFloor = SecondFloorState.closed
  /// The floor's motions: it moves on each open, close and drop, so a late motion is void.
  private(set) var floorEpisode = 0

  init(rules: Rules = Rules()) {
    self.rules = rules
  }

  /// Whether the component is refreshing or waiting to.
  var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

  /// Whether a result is being shown (idle, still open).
  var isShowingResult: Bool { resultEpisode != nil }

  /// Applies `event` and returns the effects to apply, in order.
  mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .pulledPastTrigger:
      return state == .idle && !secondFloor.holdsSpace ? transition(to: .pulling) : []
    case .returnedBelowTrigger:
      guard state == .pulling else { return [] }
      return dropSecondFloor() + transition(to: .idle)
    case .released(let release):
      guard state == .pulling else { return [] }
      // A release past the second threshold the app vetoed refreshes (or drops) as any other.
      let dropped = dropSecondFloor()
      switch release {
      case .allowed: return dropped + transition(to: .refreshing)
      case .blocked: return dropped + transition(to: .idle)
      }
    case .begin(let request):
      guard !isRefreshing, state != .noMoreData else { return [.completeRequest] }
      switch request {
      case .onScreen: return transition(to: .refreshing)
      case .offScreen: return transition(to: .willRefresh)
      case .refused: return [.completeRequest]
      }
    case .end(let result, let ending):
      // An end closes an open floor too: the app's usual "done" always closes it.
      let closing = secondFloor.holdsSpace ? closeSecondFloor() : []
      let ended = end(with: result, then: ending)
      return closing + ended
    case .endWithNoMoreData:
      guard rules.hasNoMoreData, state != .noMoreData else { return [] }
      return transition(to: .noMoreData)
    case .resetNoMoreData:
      return state == .noMoreData ? transition(to: .idle) : []
    case .shown:
      return state == .willRefresh ? transition(to: .refreshing) : []
    case .hidden:
      let dropped = dropSecondFloor()
      return dropped + (state == .pulling || isRefreshing ? transition(to: .idle) : [])
    case .detached:
      return dropSecondFloor() + detach()
    case .revealFinished(let finished):
      return finished == episode && state == .refreshing ? [.completeBegin] : []
    case .collapseFinished(let finished):
      guard finished == collapsingEpisode else { return [] }
      collapsingEpisode = nil
      return [.completeEnd]
    case .shownResultFinished(let finished):
      guard finished == resultEpisode else { return [] }
      resultEpisode = nil
      collapsingEpisode = finished
      return [.stopShowingResult, .collapse(episode: finished)]
    case .assigned(let old, let new):
      guard old == state, old != new else { return [] }
      return transition(to: new).filter { $0 != .setState(new) }
    case .pulledPastSecondFloor:
      guard state == .pulling, secondFloor == .closed else { return [] }
      secondFloor = .releaseToOpen
      return [.setSecondFloor(.releaseToOpen)]
    case .returnedBelowSecondFloor:
      return secondFloor == .releaseToOpen ? dropSecondFloor() : []
    case .openSecondFloor:
      return openSecondFloor()
    case .closeSecondFloor:
      return closeSecondFloor()
    case .dropSecondFloor:
      return dropSecondFloor()
    case .secondFloorOpened(let finished):
      guard finished == floorEpisode, secondFloor == .opening else { return [] }
      secondFloor = .open
      return [.setSecondFloor(.open)]
    case .secondFloorClosed(let finished):
      guard finished == floorEpisode, secondFloor == .closing else { return [] }
      secondFloor = .closed
      return [.setSecondFloor(.closed)]
    }
  }

  // MARK: - The second floor

  /// Opens the floor from a pull past its threshold, from rest, or from its closing; refused
  /// while refreshing (or waiting to), with no more data, or when it already holds the space.
  private mutating func openSecondFloor() -> [Effect] {
    guard !isRefreshing, state != .noMoreData, !secondFloor.holdsSpace else {
      return [.completeRequest]
    }
    var effects: [Effect] = []
    if resultEpisode != nil {
      // A result still showing gives way to the floor; its end is complete.
      resultEpisode = nil
      collapsingEpisode = nil
      effects.append(contentsOf: [.stopShowingResult, .completeEnd])
    }
    if state == .pulling {
      // The pull turns into the floor: no refresh, and no "returned" crossing either.
      state = .idle
      effects.append(.setState(.idle))
    }
    floorEpisode &+= 1
    secondFloor = .opening
    effects.append(contentsOf: [.setSecondFloor(.opening), .openSecondFloor(episode: floorEpisode)])
    return effects
  }

  /// Closes a floor that holds the space (with a motion), or forgets a pull's "release to open".
  private mutating func closeSecondFloor() -> [Effect] {
    switch secondFloor {
    case .opening, .open:
      floorEpisode &+= 1
      secondFloor = .closing
      return [.setSecondFloor(.closing), .closeSecondFloor(episode: floorEpisode)]
    case .releaseToOpen:
      return dropSecondFloor()
    case .closed, .closing:
      return []
    }
  }

  /// Closes the floor at once, whatever it was doing (a refresh, a hide or a detach takes
  /// over); a late motion of it is void.
  private mutating func dropSecondFloor() -> [Effect] {
    guard secondFloor != .closed else { return [] }
    floorEpisode &+= 1
    secondFloor = .closed
    return [.setSecondFloor(.closed)]
  }

  private mutating func end(with result: RefreshResult, then ending: Ending) -> [Effect] {
    guard isRefreshing else { return [.completeRequest] }
    guard state == .refreshing, ending == .showResult else { return transition(to: .idle) }
    // The state is idle at once (queries and bindings see the end); only the geometry
    // stays open while the result shows.
    var effects = transition(to: .idle, collapsing: false)
    resultEpisode = episode
    effects.append(.showResult(result, episode: episode))
    return effects
  }

  private mutating func detach() -> [Effect] {
    var effects: [Effect] = []
    if resultEpisode != nil {
      resultEpisode = nil
      effects.append(.stopShowingResult)
    }
    if state == .pulling || isRefreshing {
      state = .idle
      effects.append(.setState(.idle))
    }
    // Leaving ends the episode whatever it was doing: late work for it is void.
    episode &+= 1
    collapsingEpisode = nil
    effects.append(contentsOf: [.completeBegin, .completeEnd])
    return effects
  }

  /// The effects of moving from the current state to `new`.
  ///
  /// Queued work comes first (the end of a shown result, completions, the block, a
  /// crossing), so it runs before anything a `state` observer asks for during the change;
  /// then the state; then the motion it starts.
  private mutating func transition(to new: RefreshState, collapsing: Bool = true) -> [Effect] {
    let old = state
    guard new != old else { return [] }
    // A refresh, a wait or no-more-data takes the edge: a floor there closes at once.
    var effects = new == .pulling || new == .idle ? [] : dropSecondFloor()
    state = new
    if resultEpisode != nil {
      // A pull or a begin during the display: the display ends, and with it that end.
      resultEpisode = nil
      collapsingEpisode = nil
      effects.append(contentsOf: [.stopShowingResult, .completeEnd])
    }
    var motion: Effect?
    if new == .refreshing {
      episode &+= 1
      // A new episode supersedes the collapse of the last one.
      if collapsingEpisode != nil {
        collapsingEpisode = nil
        effects.append(.completeEnd)
      }
      effects.append(.runRefreshingBlock(episode: episode))
      motion = .reveal(episode: episode)
    } else if old == .refreshing || old == .willRefresh {
      episode &+= 1
      effects.append(.completeBegin)
      if old == .willRefresh {
        // A refresh that never showed has nothing to collapse: its end is complete now.
        effects.append(.completeEnd)
      } else if collapsing {
        collapsingEpisode = episode
        motion = .collapse(episode: episode)
      }
    }
    if old == .idle && new == .pulling {
      effects.append(.crossed(.passed))
    } else if old == .pulling && new == .idle {
      effects.append(.crossed(.returned))
    }
    effects.append(.setState(new))
    if let motion { effects.append(motion) }
    return effects
  }
}
