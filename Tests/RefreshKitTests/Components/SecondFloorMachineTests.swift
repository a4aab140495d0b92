import Testing

@testable import RefreshKit

/// Every floor state × every event of the state machine, as a table.
///
/// Each row gives the refresh state and floor state it ends in, and the effects it asks for, in
/// order. With the floor closed the
/// machine is the one ``RefreshStateMachineTests`` tables; the floor events from a closed floor
/// are tabled here too.
@Suite struct SecondFloorMachineTests {
  /// A starting point, reached by real events.
  enum Start: String, CaseIterable, CustomStringConvertible {
    /// Idle, the floor closed.
    case closed
    /// Pulled past both thresholds (floor episode 0).
    case releaseToOpen
    /// Asked to open (floor episode 1).
    case opening
    /// Opened (floor episode 1).
    case open
    /// Asked to close after opening (floor episode 2).
    case closing

    var description: String { rawValue }

    func machine() -> RefreshStateMachine {
      var machine = RefreshStateMachine(rules: .init(hasNoMoreData: true))
      switch self {
      case .closed: break
      case .releaseToOpen:
        _ = machine.handle(.pulledPastTrigger)
        _ = machine.handle(.pulledPastSecondFloor)
      case .opening: _ = machine.handle(.openSecondFloor)
      case .open:
        _ = machine.handle(.openSecondFloor)
        _ = machine.handle(.secondFloorOpened(episode: 1))
      case .closing:
        _ = machine.handle(.openSecondFloor)
        _ = machine.handle(.secondFloorOpened(episode: 1))
        _ = machine.handle(.closeSecondFloor)
      }
      return machine
    }
  }

  /// The floor's own events (motion events for the current floor episode and the one before),
  /// then the refresh events.
  enum Input: Equatable, Sendable, CustomStringConvertible {
    case pulledPastSecondFloor, returnedBelowSecondFloor, open, close, drop
    case opened(RefreshStateMachineTests.Input.Episode)
    case closed(RefreshStateMachineTests.Input.Episode)
    case refresh(RefreshStateMachineTests.Input)

    static let allCases: [Input] =
      [.pulledPastSecondFloor, .returnedBelowSecondFloor, .open, .close, .drop]
      + RefreshStateMachineTests.Input.Episode.allCases.flatMap { [.opened($0), .closed($0)] }
      + RefreshStateMachineTests.Input.allCases.map { .refresh($0) }

    var description: String { "\(event(episode: 1, floorEpisode: 1))" }

    func event(episode: Int, floorEpisode: Int) -> RefreshStateMachine.Event {
      switch self {
      case .pulledPastSecondFloor: .pulledPastSecondFloor
      case .returnedBelowSecondFloor: .returnedBelowSecondFloor
      case .open: .openSecondFloor
      case .close: .closeSecondFloor
      case .drop: .dropSecondFloor
      case .opened(let named): .secondFloorOpened(episode: named.number(current: floorEpisode))
      case .closed(let named): .secondFloorClosed(episode: named.number(current: floorEpisode))
      case .refresh(let input): input.event(episode: episode)
      }
    }
  }

  struct Row {
    let start: Start
    let input: Input
    let state: RefreshState
    let floor: SecondFloorState
    let effects: [RefreshStateMachine.Effect]
  }

  /// The refresh that a begin or a release starts (episode 1), the floor closed first.
  static let refreshing: [RefreshStateMachine.Effect] = [
    .setSecondFloor(.closed), .runRefreshingBlock(episode: 1), .setState(.refreshing),
    .reveal(episode: 1),
  ]

  /// The expected outcome of every pair; a pair missing here changes nothing and asks for
  /// nothing.
  static let table: [Row] =
    [
      // closed: only an open request and the refresh events do anything (those are tabled in
      // RefreshStateMachineTests; the ones below are the ones a test here reaches).
      Row(
        start: .closed, input: .open, state: .idle, floor: .opening,
        effects: [.setSecondFloor(.opening), .openSecondFloor(episode: 1)]),
      Row(
        start: .closed, input: .refresh(.pulledPastTrigger), state: .pulling, floor: .closed,
        effects: [.crossed(.passed), .setState(.pulling)]),
      Row(
        start: .closed, input: .refresh(.begin(.onScreen)), state: .refreshing, floor: .closed,
        effects: Array(refreshing.dropFirst())),
      Row(
        start: .closed, input: .refresh(.begin(.offScreen)), state: .willRefresh, floor: .closed,
        effects: [.setState(.willRefresh)]),
      Row(
        start: .closed, input: .refresh(.begin(.refused)), state: .idle, floor: .closed,
        effects: [.completeRequest]),
      Row(
        start: .closed, input: .refresh(.end(.collapse)), state: .idle, floor: .closed,
        effects: [.completeRequest]),
      Row(
        start: .closed, input: .refresh(.end(.showResult)), state: .idle, floor: .closed,
        effects: [.completeRequest]),
      Row(
        start: .closed, input: .refresh(.endWithNoMoreData), state: .noMoreData, floor: .closed,
        effects: [.setState(.noMoreData)]),
      Row(
        start: .closed, input: .refresh(.detached), state: .idle, floor: .closed,
        effects: [.completeBegin, .completeEnd]),

      // releaseToOpen: pulling, past both thresholds.
      Row(
        start: .releaseToOpen, input: .returnedBelowSecondFloor, state: .pulling, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .releaseToOpen, input: .open, state: .idle, floor: .opening,
        effects: [.setState(.idle), .setSecondFloor(.opening), .openSecondFloor(episode: 1)]),
      Row(
        start: .releaseToOpen, input: .close, state: .pulling, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .releaseToOpen, input: .drop, state: .pulling, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .releaseToOpen, input: .refresh(.returnedBelowTrigger), state: .idle,
        floor: .closed,
        effects: [.setSecondFloor(.closed), .crossed(.returned), .setState(.idle)]),
      Row(
        start: .releaseToOpen, input: .refresh(.released(.allowed)), state: .refreshing,
        floor: .closed, effects: refreshing),
      Row(
        start: .releaseToOpen, input: .refresh(.released(.blocked)), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed), .crossed(.returned), .setState(.idle)]),
      Row(
        start: .releaseToOpen, input: .refresh(.begin(.onScreen)), state: .refreshing,
        floor: .closed, effects: refreshing),
      Row(
        start: .releaseToOpen, input: .refresh(.begin(.offScreen)), state: .willRefresh,
        floor: .closed, effects: [.setSecondFloor(.closed), .setState(.willRefresh)]),
      Row(
        start: .releaseToOpen, input: .refresh(.begin(.refused)), state: .pulling,
        floor: .releaseToOpen, effects: [.completeRequest]),
      Row(
        start: .releaseToOpen, input: .refresh(.end(.collapse)), state: .pulling,
        floor: .releaseToOpen, effects: [.completeRequest]),
      Row(
        start: .releaseToOpen, input: .refresh(.end(.showResult)), state: .pulling,
        floor: .releaseToOpen, effects: [.completeRequest]),
      Row(
        start: .releaseToOpen, input: .refresh(.endWithNoMoreData), state: .noMoreData,
        floor: .closed, effects: [.setSecondFloor(.closed), .setState(.noMoreData)]),
      Row(
        start: .releaseToOpen, input: .refresh(.hidden), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed), .crossed(.returned), .setState(.idle)]),
      Row(
        start: .releaseToOpen, input: .refresh(.detached), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed), .setState(.idle), .completeBegin, .completeEnd]),
    ] + holdingRows(.opening, floorEpisode: 1) + holdingRows(.open, floorEpisode: 1) + [
      Row(
        start: .opening, input: .opened(.current), state: .idle, floor: .open,
        effects: [.setSecondFloor(.open)]),

      // closing (floor episode 2)
      Row(
        start: .closing, input: .open, state: .idle, floor: .opening,
        effects: [.setSecondFloor(.opening), .openSecondFloor(episode: 3)]),
      Row(
        start: .closing, input: .refresh(.pulledPastTrigger), state: .pulling, floor: .closing,
        effects: [.crossed(.passed), .setState(.pulling)]),
      Row(
        start: .closing, input: .drop, state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .closing, input: .closed(.current), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .closing, input: .refresh(.begin(.onScreen)), state: .refreshing, floor: .closed,
        effects: refreshing),
      Row(
        start: .closing, input: .refresh(.begin(.offScreen)), state: .willRefresh, floor: .closed,
        effects: [.setSecondFloor(.closed), .setState(.willRefresh)]),
      Row(
        start: .closing, input: .refresh(.begin(.refused)), state: .idle, floor: .closing,
        effects: [.completeRequest]),
      Row(
        start: .closing, input: .refresh(.end(.collapse)), state: .idle, floor: .closing,
        effects: [.completeRequest]),
      Row(
        start: .closing, input: .refresh(.end(.showResult)), state: .idle, floor: .closing,
        effects: [.completeRequest]),
      Row(
        start: .closing, input: .refresh(.endWithNoMoreData), state: .noMoreData, floor: .closed,
        effects: [.setSecondFloor(.closed), .setState(.noMoreData)]),
      Row(
        start: .closing, input: .refresh(.hidden), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: .closing, input: .refresh(.detached), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed), .completeBegin, .completeEnd]),
    ]

  /// The rows of a floor that holds the space (opening or open): a pull cannot start, an open
  /// request is refused, and a close, an end, a begin, a hide or a detach closes it.
  static func holdingRows(_ start: Start, floorEpisode: Int) -> [Row] {
    let closing: [RefreshStateMachine.Effect] = [
      .setSecondFloor(.closing), .closeSecondFloor(episode: floorEpisode + 1),
    ]
    return [
      Row(
        start: start, input: .open, state: .idle, floor: start.floor, effects: [.completeRequest]),
      Row(start: start, input: .close, state: .idle, floor: .closing, effects: closing),
      Row(
        start: start, input: .drop, state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: start, input: .refresh(.begin(.onScreen)), state: .refreshing, floor: .closed,
        effects: refreshing),
      Row(
        start: start, input: .refresh(.begin(.offScreen)), state: .willRefresh, floor: .closed,
        effects: [.setSecondFloor(.closed), .setState(.willRefresh)]),
      Row(
        start: start, input: .refresh(.begin(.refused)), state: .idle, floor: start.floor,
        effects: [.completeRequest]),
      Row(
        start: start, input: .refresh(.end(.collapse)), state: .idle, floor: .closing,
        effects: closing + [.completeRequest]),
      Row(
        start: start, input: .refresh(.end(.showResult)), state: .idle, floor: .closing,
        effects: closing + [.completeRequest]),
      Row(
        start: start, input: .refresh(.endWithNoMoreData), state: .noMoreData, floor: .closed,
        effects: [.setSecondFloor(.closed), .setState(.noMoreData)]),
      Row(
        start: start, input: .refresh(.hidden), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed)]),
      Row(
        start: start, input: .refresh(.detached), state: .idle, floor: .closed,
        effects: [.setSecondFloor(.closed), .completeBegin, .completeEnd]),
    ]
  }

  static let pairs = Start.allCases.flatMap { start in Input.allCases.map { (start, $0) } }

  @Test(arguments: pairs)
  func everyFloorStateTimesEveryEvent(start: Start, input: Input) {
    var machine = start.machine()
    let before = (machine.state, machine.secondFloor)
    let effects = machine.handle(
      input.event(episode: machine.episode, floorEpisode: machine.floorEpisode))
    let row = Self.table.first { $0.start == start && $0.input == input }
    #expect(machine.state == (row?.state ?? before.0))
    #expect(machine.secondFloor == (row?.floor ?? before.1))
    #expect(effects == (row?.effects ?? []))
  }

  @Test func theTableNamesEachPairOnce() {
    for (start, input) in Self.pairs {
      #expect(Self.table.filter { $0.start == start && $0.input == input }.count <= 1)
    }
  }
}

extension SecondFloorMachineTests.Start {
  /// The floor state this start is in.
  var floor: SecondFloorState {
    switch self {
    case .closed: .closed
    case .releaseToOpen: .releaseToOpen
    case .opening: .opening
    case .open: .open
    case .closing: .closing
    }
  }
}
