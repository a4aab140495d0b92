import RefreshKit

/// What assistive technologies hear about a list's header: a label naming where the refresh is,
/// a description saying which keys refresh, whether the list is busy, and what to announce on
/// arriving here.
///
/// ``RefreshScrolledWindow`` sets the label, the description and the busy state on its widget,
/// and announces ``announcement`` (see the wrapper's accessibility notes). Each value is worked
/// out from the header and the value before it (``init(header:after:)``), because the end of a
/// refresh is a moment, not a state: the header is idle again, and only the change from
/// refreshing says that it ended and how.
///
/// ```swift
/// var shown = HeaderAccessibility(header: list.refreshHeader)
/// header.beginRefreshing()
/// shown = HeaderAccessibility(header: header, after: shown)  // "Loading...", busy
/// header.endRefreshing()
/// shown = HeaderAccessibility(header: header, after: shown)  // "Updated", announced
/// ```
public struct HeaderAccessibility: Equatable, Sendable {
  /// Where the refresh is, as assistive technologies hear it.
  public enum Phase: Equatable, Sendable {
    /// Nothing happening (no refresh yet, or the user went on after the last one ended).
    case resting
    /// Pulled past the point where releasing refreshes.
    case pulling
    /// Refreshing, or about to (``RefreshKit/RefreshState/willRefresh``).
    case refreshing
    /// A refresh ended with `result`, which the header did not show: the label says it in the
    /// host's words ("Updated", "Refresh failed", a failure's message).
    case ended(RefreshResult)
    /// A refresh ended with `result`, which the header showed in its result phase: the label
    /// says the same words ("Refresh succeeded", "Refresh failed", a failure's message).
    case endedAsShown(RefreshResult)
    /// Pulled past the second floor's threshold: releasing opens it ("Release to open").
    case releasingToSecondFloor
    /// The second floor opens or is open: the label is its title
    /// (``RefreshKit/RefreshComponent/secondFloorTitle`` or "Second floor"), announced as it
    /// opens.
    case secondFloor
  }

  /// The accessible label: the header's state in the user's language ("Pull down to refresh",
  /// "Release to refresh", "Loading..."), or how the last refresh ended ("Updated", "Refresh
  /// failed", the app's failure message) until the user pulls or refreshes again.
  public var label: String
  /// The accessible description: the keys that refresh, in the user's language ("Press F5 or
  /// Ctrl+R to refresh"); empty without a header.
  public var description: String
  /// Whether the header refreshes (or waits to, on screen).
  public var isBusy: Bool
  /// Where the refresh is.
  public var phase: Phase
  /// What to announce on arriving here (a refresh began or ended): the label; nil otherwise.
  public var announcement: String?
  /// The header this was read from and its episode then: a refresh that began and ended
  /// between two readings still counts as ended.
  private var source: Source?

  private struct Source: Equatable, Sendable {
    let header: ObjectIdentifier
    let episode: Int
  }

  /// Creates a description; nothing to announce.
  public init(label: String, description: String = "", isBusy: Bool, phase: Phase = .resting) {
    self.label = label
    self.description = description
    self.isBusy = isBusy
    self.phase = phase
  }

  /// The accessibility of `header` now, after `previous`.
  ///
  /// `previous` is what assistive technologies heard last (nil the first time). No header: an
  /// empty, idle label.
  @MainActor
  public init(header: RefreshHeader?, after previous: HeaderAccessibility? = nil) {
    guard let header else {
      self.init(label: "", isBusy: false)
      return
    }
    let source = Source(header: ObjectIdentifier(header), episode: header.episode)
    // Another header than last time: nothing of the previous one carries over.
    let previous = previous?.source?.header == source.header ? previous : nil
    let phase = Self.phase(of: header, source: source, after: previous)
    let label: String
    switch phase {
    case .resting: label = Self.title(for: .idle, of: header)
    case .pulling: label = Self.title(for: .pulling, of: header)
    case .refreshing: label = Self.title(for: .refreshing, of: header)
    case .ended(let result): label = Self.text(for: result, isShownOnScreen: false)
    case .endedAsShown(let result): label = Self.text(for: result, isShownOnScreen: true)
    case .releasingToSecondFloor:
      label = RefreshLocalization.string(for: .secondFloorReleaseToOpen)
    case .secondFloor:
      label = header.secondFloorTitle ?? RefreshLocalization.string(for: .secondFloorTitle)
    }
    self.init(
      label: label, description: RefreshLocalization.string(for: .headerKeyboardHint),
      isBusy: phase == .refreshing, phase: phase)
    self.source = source
    let isNewEpisode = previous?.source?.episode != source.episode
    switch phase {
    case .refreshing, .ended, .endedAsShown:
      if previous?.phase != phase || isNewEpisode { announcement = label }
    case .secondFloor:
      if previous?.phase != phase { announcement = label }
    case .resting, .pulling, .releasingToSecondFloor:
      break
    }
  }

  /// Whether assistive technologies see the same thing (label, description, busy state),
  /// whatever was announced on the way.
  func looksTheSame(as other: HeaderAccessibility?) -> Bool {
    guard let other else { return false }
    return label == other.label && description == other.description && isBusy == other.isBusy
  }

  @MainActor
  private static func phase(
    of header: RefreshHeader, source: Source, after previous: HeaderAccessibility?
  ) -> Phase {
    switch header.secondFloorState {
    case .opening, .open: return .secondFloor
    case .releaseToOpen: return .releasingToSecondFloor
    case .closed, .closing: break
    }
    switch header.state {
    case .refreshing, .willRefresh: return .refreshing
    case .pulling: return .pulling
    case .idle, .noMoreData: break
    }
    // The header shows the result: the same words.
    if let shown = header.shownResult { return .endedAsShown(shown) }
    guard let previous, let result = header.lastResult else { return .resting }
    // A refresh ended since the last reading (seen refreshing, or begun and ended in between).
    if previous.phase == .refreshing || previous.source?.episode != source.episode {
      return .ended(result)
    }
    // Ended before: it stays said until the user pulls or refreshes again.
    switch previous.phase {
    case .ended, .endedAsShown: return previous.phase
    case .resting, .pulling, .refreshing, .releasingToSecondFloor, .secondFloor: return .resting
    }
  }

  /// A state's title: what the header's state look says (its own titles included), else the
  /// localized default, whichever header class shows it.
  @MainActor
  private static func title(for state: RefreshState, of header: RefreshHeader) -> String {
    if let stateLook = header.look as? RefreshStateLook { return stateLook.title(for: state) }
    switch state {
    case .pulling: return RefreshLocalization.string(for: .headerPulling)
    case .refreshing, .willRefresh: return RefreshLocalization.string(for: .headerRefreshing)
    case .idle, .noMoreData: return RefreshLocalization.string(for: .headerIdle)
    }
  }

  /// How a refresh ended, in words: a failure's own message or "Refresh failed"; a success is
  /// "Refresh succeeded" where the header shows that, else "Updated".
  @MainActor
  static func text(for result: RefreshResult, isShownOnScreen: Bool) -> String {
    switch result {
    case .success:
      return RefreshLocalization.string(
        for: isShownOnScreen ? .headerResultSuccess : .headerUpdated)
    case .failure(let message):
      if let message, !message.isEmpty { return message }
      return RefreshLocalization.string(for: .headerResultFailure)
    }
  }
}
