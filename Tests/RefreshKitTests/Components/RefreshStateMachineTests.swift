import Testing

@testable import RefreshKit

/// Every state × every event of the refresh state machine, as a table: the state it ends in
/// and the effects it asks for, in order.
@Suite struct RefreshStateMachineTests {
  /// A starting point: a state reached by real events, with its episode bookkeeping.
  enum Start: String, CaseIterable, CustomStringConvertible {
    case idle, pulling, refreshing, willRefresh, noMoreData
    /// Idle after an end with a result, the result still shown (episode 2).
    case showingResult
    /// Idle after a plain end, the collapse still running (episode 2).
    case collapsing

    var description: String { rawValue }

    /// A footer's machine (so no-more-data exists) brought to this start.
    func machine() -> RefreshStateMachine {
      var machine = RefreshStateMachine(rules: .init(hasNoMoreData: true))
      switch self {
      case .idle: break
      case .pulling: _ = machine.handle(.pulledPastTrigger)
      case .refreshing: _ = machine.handle(.begin(.onScreen))
      case .willRefresh: _ = machine.handle(.begin(.offScreen))
      case .noMoreData: _ = machine.handle(.endWithNoMoreData)
      case .showingResult:
        _ = machine.handle(.begin(.onScreen))
        _ = machine.handle(.end(.success, then: .showResult))
      case .collapsing:
        _ = machine.handle(.begin(.onScreen))
        _ = machine.handle(.end(.success, then: .collapse))
      }
      return machine
    }
  }

  /// The events, with the episode they carry relative to the machine's current one: every
  /// payload of the machine's own event type, and each episode event for the current episode
  /// and for the one before (stale).
  enum Input: Equatable, Sendable, CustomStringConvertible {
    case pulledPastTrigger, returnedBelowTrigger
    case released(RefreshStateMachine.Release)
    case begin(RefreshStateMachine.BeginRequest)
    case end(RefreshStateMachine.Ending)
    case endWithNoMoreData, resetNoMoreData, shown, hidden, detached
    case revealFinished(Episode)
    case collapseFinished(Episode)
    case shownResultFinished(Episode)

    /// Which episode an episode event names.
    enum Episode: Sendable, CaseIterable {
      /// The machine's current one.
      case current
      /// The one before: the event is stale.
      case previous

      func number(current: Int) -> Int { self == .current ? current : current - 1 }
    }

    static let allCases: [Input] =
      [.pulledPastTrigger, .returnedBelowTrigger]
      + RefreshStateMachine.Release.allCases.map { .released($0) }
      + RefreshStateMachine.BeginRequest.allCases.map { .begin($0) }
      + RefreshStateMachine.Ending.allCases.map { .end($0) }
      + [.endWithNoMoreData, .resetNoMoreData, .shown, .hidden, .detached]
      + Episode.allCases.flatMap {
        [.revealFinished($0), .collapseFinished($0), .shownResultFinished($0)]
      }

    var description: String { "\(event(episode: 1))" }

    func event(episode: Int) -> RefreshStateMachine.Event {
      switch self {
      case .pulledPastTrigger: .pulledPastTrigger
      case .returnedBelowTrigger: .returnedBelowTrigger
      case .released(let release): .released(release)
      case .begin(let request): .begin(request)
      case .end(let ending): .end(.success, then: ending)
      case .endWithNoMoreData: .endWithNoMoreData
      case .resetNoMoreData: .resetNoMoreData
      case .shown: .shown
      case .hidden: .hidden
      case .detached: .detached
      case .revealFinished(let named): .revealFinished(episode: named.number(current: episode))
      case .collapseFinished(let named): .collapseFinished(episode: named.number(current: episode))
      case .shownResultFinished(let named):
        .shownResultFinished(episode: named.number(current: episode))
      }
    }
  }

  struct Row {
    let start: Start
    let input: Input
    let state: RefreshState
    let effects: [RefreshStateMachine.Effect]
  }

  typealias E = RefreshStateMachine.Effect

  /// The expected outcome of every pair; a pair missing here changes nothing.
  static let table: [Row] = [
    // idle (episode 0)
    Row(
      start: .idle, input: .pulledPastTrigger, state: .pulling,
      effects: [.crossed(.passed), .setState(.pulling)]),
    Row(
      start: .idle, input: .begin(.onScreen), state: .refreshing,
      effects: [.runRefreshingBlock(episode: 1), .setState(.refreshing), .reveal(episode: 1)]),
    Row(
      start: .idle, input: .begin(.offScreen), state: .willRefresh,
      effects: [.setState(.willRefresh)]),
    Row(start: .idle, input: .begin(.refused), state: .idle, effects: [.completeRequest]),
    Row(start: .idle, input: .end(.collapse), state: .idle, effects: [.completeRequest]),
    Row(start: .idle, input: .end(.showResult), state: .idle, effects: [.completeRequest]),
    Row(
      start: .idle, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.setState(.noMoreData)]),
    Row(start: .idle, input: .detached, state: .idle, effects: [.completeBegin, .completeEnd]),

    // pulling (episode 0)
    Row(
      start: .pulling, input: .returnedBelowTrigger, state: .idle,
      effects: [.crossed(.returned), .setState(.idle)]),
    Row(
      start: .pulling, input: .released(.allowed), state: .refreshing,
      effects: [.runRefreshingBlock(episode: 1), .setState(.refreshing), .reveal(episode: 1)]),
    Row(
      start: .pulling, input: .released(.blocked), state: .idle,
      effects: [.crossed(.returned), .setState(.idle)]),
    Row(
      start: .pulling, input: .begin(.onScreen), state: .refreshing,
      effects: [.runRefreshingBlock(episode: 1), .setState(.refreshing), .reveal(episode: 1)]),
    Row(
      start: .pulling, input: .begin(.offScreen), state: .willRefresh,
      effects: [.setState(.willRefresh)]),
    Row(start: .pulling, input: .begin(.refused), state: .pulling, effects: [.completeRequest]),
    Row(start: .pulling, input: .end(.collapse), state: .pulling, effects: [.completeRequest]),
    Row(start: .pulling, input: .end(.showResult), state: .pulling, effects: [.completeRequest]),
    Row(
      start: .pulling, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.setState(.noMoreData)]),
    Row(
      start: .pulling, input: .hidden, state: .idle,
      effects: [.crossed(.returned), .setState(.idle)]),
    Row(
      start: .pulling, input: .detached, state: .idle,
      effects: [.setState(.idle), .completeBegin, .completeEnd]),

    // refreshing (episode 1)
    Row(
      start: .refreshing, input: .begin(.onScreen), state: .refreshing, effects: [.completeRequest]),
    Row(
      start: .refreshing, input: .begin(.offScreen), state: .refreshing, effects: [.completeRequest]
    ),
    Row(
      start: .refreshing, input: .begin(.refused), state: .refreshing, effects: [.completeRequest]),
    Row(
      start: .refreshing, input: .end(.collapse), state: .idle,
      effects: [.completeBegin, .setState(.idle), .collapse(episode: 2)]),
    Row(
      start: .refreshing, input: .end(.showResult), state: .idle,
      effects: [.completeBegin, .setState(.idle), .showResult(.success, episode: 2)]),
    Row(
      start: .refreshing, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.completeBegin, .setState(.noMoreData), .collapse(episode: 2)]),
    Row(
      start: .refreshing, input: .hidden, state: .idle,
      effects: [.completeBegin, .setState(.idle), .collapse(episode: 2)]),
    Row(
      start: .refreshing, input: .detached, state: .idle,
      effects: [.setState(.idle), .completeBegin, .completeEnd]),
    Row(
      start: .refreshing, input: .revealFinished(.current), state: .refreshing,
      effects: [.completeBegin]),

    // willRefresh (episode 0: waiting starts no episode)
    Row(
      start: .willRefresh, input: .begin(.onScreen), state: .willRefresh,
      effects: [.completeRequest]),
    Row(
      start: .willRefresh, input: .begin(.offScreen), state: .willRefresh,
      effects: [.completeRequest]),
    Row(
      start: .willRefresh, input: .begin(.refused), state: .willRefresh,
      effects: [.completeRequest]),
    Row(
      start: .willRefresh, input: .end(.collapse), state: .idle,
      effects: [.completeBegin, .completeEnd, .setState(.idle)]),
    Row(
      start: .willRefresh, input: .end(.showResult), state: .idle,
      effects: [.completeBegin, .completeEnd, .setState(.idle)]),
    Row(
      start: .willRefresh, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.completeBegin, .completeEnd, .setState(.noMoreData)]),
    Row(
      start: .willRefresh, input: .shown, state: .refreshing,
      effects: [.runRefreshingBlock(episode: 1), .setState(.refreshing), .reveal(episode: 1)]),
    Row(
      start: .willRefresh, input: .hidden, state: .idle,
      effects: [.completeBegin, .completeEnd, .setState(.idle)]),
    Row(
      start: .willRefresh, input: .detached, state: .idle,
      effects: [.setState(.idle), .completeBegin, .completeEnd]),

    // noMoreData (episode 0): sticky, only a reset leaves it
    Row(
      start: .noMoreData, input: .begin(.onScreen), state: .noMoreData,
      effects: [.completeRequest]),
    Row(
      start: .noMoreData, input: .begin(.offScreen), state: .noMoreData,
      effects: [.completeRequest]),
    Row(
      start: .noMoreData, input: .begin(.refused), state: .noMoreData,
      effects: [.completeRequest]),
    Row(
      start: .noMoreData, input: .end(.collapse), state: .noMoreData, effects: [.completeRequest]),
    Row(
      start: .noMoreData, input: .end(.showResult), state: .noMoreData,
      effects: [.completeRequest]),
    Row(start: .noMoreData, input: .resetNoMoreData, state: .idle, effects: [.setState(.idle)]),
    Row(
      start: .noMoreData, input: .detached, state: .noMoreData,
      effects: [.completeBegin, .completeEnd]),

    // showing a result (idle, episode 2)
    Row(
      start: .showingResult, input: .pulledPastTrigger, state: .pulling,
      effects: [.stopShowingResult, .completeEnd, .crossed(.passed), .setState(.pulling)]),
    Row(
      start: .showingResult, input: .begin(.onScreen), state: .refreshing,
      effects: [
        .stopShowingResult, .completeEnd, .runRefreshingBlock(episode: 3),
        .setState(.refreshing), .reveal(episode: 3),
      ]),
    Row(
      start: .showingResult, input: .begin(.offScreen), state: .willRefresh,
      effects: [.stopShowingResult, .completeEnd, .setState(.willRefresh)]),
    Row(start: .showingResult, input: .begin(.refused), state: .idle, effects: [.completeRequest]),
    Row(start: .showingResult, input: .end(.collapse), state: .idle, effects: [.completeRequest]),
    Row(start: .showingResult, input: .end(.showResult), state: .idle, effects: [.completeRequest]),
    Row(
      start: .showingResult, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.stopShowingResult, .completeEnd, .setState(.noMoreData)]),
    Row(
      start: .showingResult, input: .detached, state: .idle,
      effects: [.stopShowingResult, .completeBegin, .completeEnd]),
    Row(
      start: .showingResult, input: .shownResultFinished(.current), state: .idle,
      effects: [.stopShowingResult, .collapse(episode: 2)]),

    // collapsing after a plain end (idle, episode 2)
    Row(
      start: .collapsing, input: .pulledPastTrigger, state: .pulling,
      effects: [.crossed(.passed), .setState(.pulling)]),
    Row(
      start: .collapsing, input: .begin(.onScreen), state: .refreshing,
      effects: [
        .completeEnd, .runRefreshingBlock(episode: 3), .setState(.refreshing),
        .reveal(episode: 3),
      ]),
    Row(
      start: .collapsing, input: .begin(.offScreen), state: .willRefresh,
      effects: [.setState(.willRefresh)]),
    Row(start: .collapsing, input: .begin(.refused), state: .idle, effects: [.completeRequest]),
    Row(start: .collapsing, input: .end(.collapse), state: .idle, effects: [.completeRequest]),
    Row(start: .collapsing, input: .end(.showResult), state: .idle, effects: [.completeRequest]),
    Row(
      start: .collapsing, input: .endWithNoMoreData, state: .noMoreData,
      effects: [.setState(.noMoreData)]),
    Row(
      start: .collapsing, input: .detached, state: .idle,
      effects: [.completeBegin, .completeEnd]),
    Row(
      start: .collapsing, input: .collapseFinished(.current), state: .idle, effects: [.completeEnd]),
  ]

  static let pairs: [(Start, Input)] = Start.allCases.flatMap { start in
    Input.allCases.map { (start, $0) }
  }

  @Test(arguments: pairs)
  func everyStateTimesEveryEvent(start: Start, input: Input) {
    var machine = start.machine()
    let before = machine.state
    let effects = machine.handle(input.event(episode: machine.episode))
    let row = Self.table.first { $0.start == start && $0.input == input }
    #expect(machine.state == (row?.state ?? before))
    #expect(effects == (row?.effects ?? []))
  }

  @Test func theTableNamesEachPairOnce() {
    for (start, input) in Self.pairs {
      #expect(Self.table.filter { $0.start == start && $0.input == input }.count <= 1)
    }
  }
}

extension RefreshStateMachineTests {
  @Test func aHeaderHasNoNoMoreData() {
    var machine = RefreshStateMachine()
    #expect(machine.handle(.endWithNoMoreData) == [])
    _ = machine.handle(.begin(.onScreen))
    #expect(machine.handle(.endWithNoMoreData) == [])
    #expect(machine.state == .refreshing)
  }

  @Test func aDirectAssignmentIsFollowedWithoutSettingTheStateAgain() {
    var machine = RefreshStateMachine()
    #expect(
      machine.handle(.assigned(from: .idle, to: .refreshing))
        == [.runRefreshingBlock(episode: 1), .reveal(episode: 1)])
    #expect(
      machine.handle(.assigned(from: .refreshing, to: .idle))
        == [.completeBegin, .collapse(episode: 2)])
    // An assignment that does not start from the machine's state is out of step: ignored.
    #expect(machine.handle(.assigned(from: .pulling, to: .refreshing)) == [])
    #expect(machine.state == .idle)
  }

  @Test func episodesMoveOnEachStartAndEachEnd() {
    var machine = RefreshStateMachine()
    var episodes = [machine.episode]
    for _ in 0..<3 {
      _ = machine.handle(.begin(.onScreen))
      episodes.append(machine.episode)
      _ = machine.handle(.end(.success, then: .collapse))
      episodes.append(machine.episode)
    }
    #expect(episodes == [0, 1, 2, 3, 4, 5, 6])
  }
}
