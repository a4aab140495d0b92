import RefreshKit

/// What a component wrote down at each change of its `state`, seen from the `didSet` an
/// app overrides in MJRefresh style.
///
/// One piece of recording logic for every recording component: a subclass holds a
/// recorder and forwards its `state` observer to it in one line, choosing what an entry is
/// (the state, the label's text, the state and whether a spinner plays):
///
/// ```swift
/// final class RecordingHeader: RefreshHeader, StateRecording {
///   let recorder = StateRecorder<RefreshState>(.transitions)
///   override var state: RefreshState { didSet { recorder.record(state, from: oldValue) } }
/// }
/// ```
@MainActor
final class StateRecorder<Entry> {
  /// Which settings of `state` make an entry.
  enum Moments {
    /// Only changes to another state (the initial idle announcement has its own tests).
    case transitions
    /// Every setting the observer sees, the initial idle after `prepare()` included.
    case everySetting
  }

  /// The entries, oldest first.
  private(set) var entries: [Entry] = []
  /// Runs inside the `state` observer, after an entry is recorded.
  var onChange: (@MainActor (RefreshState) -> Void)?
  private let moments: Moments

  init(_ moments: Moments) {
    self.moments = moments
  }

  /// Records `entry` for a setting of `state` from `oldValue` (call it from `didSet`).
  func record(
    _ entry: @autoclosure () -> Entry, for state: RefreshState, from oldValue: RefreshState
  ) {
    if moments == .transitions, state == oldValue { return }
    entries.append(entry())
    onChange?(state)
  }
}

extension StateRecorder {
  /// Writes down `entry` where no state changed, to mark in the timeline when something
  /// else happened.
  func note(_ entry: Entry) {
    entries.append(entry)
  }
}

extension StateRecorder where Entry == RefreshState {
  /// Records `state` itself for a setting from `oldValue`.
  func record(_ state: RefreshState, from oldValue: RefreshState) {
    record(state, for: state, from: oldValue)
  }
}

/// A component subclass that records its state changes through a ``StateRecorder``.
@MainActor
protocol StateRecording: RefreshComponent {
  associatedtype Entry
  var recorder: StateRecorder<Entry> { get }
}

extension StateRecording where Entry == RefreshState {
  /// The states entered, oldest first.
  var states: [RefreshState] { recorder.entries }
  /// Runs inside the `state` observer, after the change is recorded.
  var onStateChange: (@MainActor (RefreshState) -> Void)? {
    get { recorder.onChange }
    set { recorder.onChange = newValue }
  }
}

extension StateRecording where Entry == String {
  /// The shown text at each recorded state, oldest first.
  var texts: [String] { recorder.entries }
}
