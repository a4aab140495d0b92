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
      return state == .idle ? transition(to: .pulling) : []
    case .returnedBelowTrigger:
      return state == .pulling ? transition(to: .idle) : []
    case .released(let release):
      guard state == .pulling else { return [] }
      switch release {
      case .allowed: return transition(to: .refreshing)
      case .blocked: return transition(to: .idle)
      }
    case .begin(let request):
      guard !isRefreshing, state != .noMoreData else { return [.completeRequest] }
      switch request {
      case .onScreen: return transition(to: .refreshing)
      case .offScreen: return transition(to: .willRefresh)
      case .refused: return [.completeRequest]
      }
    case .end(let result, let ending):
      return end(with: result, then: ending)
    case .endWithNoMoreData:
      guard rules.hasNoMoreData, state != .noMoreData else { return [] }
      return transition(to: .noMoreData)
    case .resetNoMoreData:
      return state == .noMoreData ? transition(to: .idle) : []
    case .shown:
      return state == .willRefresh ? transition(to: .refreshing) : []
    case .hidden:
      return state == .pulling || isRefreshing ? transition(to: .idle) : []
    case .detached:
      return detach()
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
    }
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
    state = new
    var effects: [Effect] = []
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
