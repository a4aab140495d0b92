import Foundation

/// The requests an app makes: begin and end, with and without a result.
///
/// Each takes effect before it returns, wherever it is made
/// (<doc:UnderstandingTheEngine#The-ordering-rule>).
extension RefreshComponent {
  /// Creates a component that runs `refreshingBlock` when it starts refreshing.
  public convenience init(refreshingBlock: @escaping @MainActor () -> Void) {
    self.init()
    self.refreshingBlock = refreshingBlock
  }

  /// Whether the component is refreshing or waiting to (``RefreshState/willRefresh``).
  public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

  /// A counter of refreshing episodes; it moves on each start and each end, so work
  /// scheduled for an earlier episode can tell it is stale.
  public var episode: Int { engine.machine.episode }

  /// Starts refreshing: at once if the container is on screen, otherwise when it is shown
  /// (``RefreshState/willRefresh``).
  ///
  /// Does nothing but complete while refreshing. Takes effect before it returns (see
  /// <doc:UnderstandingTheEngine#The-ordering-rule>).
  ///
  /// `completion` runs once: when the refreshing look has finished appearing, or when
  /// the episode ends first.
  public func beginRefreshing(completion: (@MainActor () -> Void)? = nil) {
    request { [unowned self] in
      cancelDelayedBegin()
      send(
        .begin(beginRequest),
        completion: completion.map { .begin($0) } ?? .none)
    }
  }

  /// Ends refreshing successfully, synchronously: the state is idle (or what the subclass ends to)
  /// when this returns, the component's inset contribution is gone, and the collapse animates on
  /// the scheduler.
  ///
  /// It counts as a success (a state header records its last-updated time) but shows no result
  /// text: MJRefresh's plain end. Use ``endRefreshing(result:completion:)`` to show how the refresh
  /// ended.
  ///
  /// `completion` runs once: when the collapse has finished, or at once if there was
  /// nothing to end. Takes effect before it returns (see
  /// <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    end(with: .success, showingResult: false, completion: completion)
  }

  /// Ends refreshing with `result`, synchronously: the state is idle (or what the
  /// subclass ends to) when this returns; the collapse animates on the scheduler.
  ///
  /// A header with a label shows the result for its
  /// ``RefreshHeader/shownResultDuration`` before it collapses, and only a success
  /// records the last-updated time (see ``RefreshStateHeader``).
  ///
  /// ```swift
  /// header.endRefreshing(result: .failure(message: "No connection"))
  /// ```
  ///
  /// `completion` runs once: when the collapse has finished, or at once if there was
  /// nothing to end. Takes effect before it returns (see
  /// <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func endRefreshing(
    result: RefreshResult, completion: (@MainActor () -> Void)? = nil
  ) {
    end(with: result, showingResult: true, completion: completion)
  }

  /// How a request to refresh finds the component now.
  private var beginRequest: RefreshStateMachine.BeginRequest {
    guard canBeginRefreshing else { return .refused }
    return isOnScreen ? .onScreen : .offScreen
  }

  private func end(
    with result: RefreshResult, showingResult: Bool, completion: (@MainActor () -> Void)?
  ) {
    request { [unowned self] in
      cancelDelayedBegin()
      // Set before the change, so the state observers of the end read it already.
      if currentState == .refreshing { engine.lastResult = result }
      engine.endingResult = result
      send(
        .end(result, then: showingResult && endingShowsResult ? .showResult : .collapse),
        completion: completion.map { .end($0) } ?? .none)
      engine.endingResult = nil
    }
  }

  /// Schedules ``beginRefreshing(completion:)`` after `delay` on the container's scheduler.
  ///
  /// Ending, beginning or detaching first cancels it.
  func beginRefreshing(after delay: Duration) {
    cancelDelayedBegin()
    engine.delayedBegin = scheduler.schedule(after: delay) { [weak self] in
      self?.engine.delayedBegin = nil
      self?.beginRefreshing()
    }
  }

  func cancelDelayedBegin() {
    engine.delayedBegin?.cancel()
    engine.delayedBegin = nil
  }

  /// The result of the end request being applied, while its state change runs; `nil` for every
  /// other change (a detach, a cancelled ``RefreshState/willRefresh``).
  ///
  /// A `state` observer reads it to tell a successful end from a failed one, as
  /// ``RefreshStateHeader`` does to record its last-updated time only on success.
  public var endingResult: RefreshResult? { engine.endingResult }

  /// How the last refresh ended, kept until the next one begins: ``RefreshResult/success`` for
  /// a plain ``endRefreshing(completion:)``, the given result for
  /// ``endRefreshing(result:completion:)``; nil before a refresh has ended through them and
  /// while one runs.
  ///
  /// Unlike ``RefreshHeader/shownResult``, which exists only while a header shows the result,
  /// it tells how every refresh ended, whichever look the component has: a host reads it to
  /// say so to assistive technologies ("Updated", "Refresh failed").
  ///
  /// ```swift
  /// if case .failure(let message) = header.lastResult { showRetryButton(message) }
  /// ```
  public var lastResult: RefreshResult? { engine.lastResult }

  /// The language changed: the public hook re-renders every look, built-in ones included.
  func localizationChanged() {
    storedLook?.localizationDidChange()
    localizationDidChange()
  }
}
