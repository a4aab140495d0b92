import Foundation

extension RefreshComponent {
  /// Makes `action` the work a refresh does: each refreshing episode runs it in a
  /// main-actor task, and the component ends itself when the action finishes.
  ///
  /// An async action replaces the usual pair of a ``refreshingBlock`` that starts work and
  /// a callback that calls ``endRefreshing(completion:)``, so the end cannot be forgotten
  /// on an error path:
  /// - returning ends the refresh like a plain ``endRefreshing(completion:)``: a success
  ///   that records the last-updated time and collapses at once, as MJRefresh does;
  /// - throwing ends it with ``RefreshResult/failure(message:)``: the message is the
  ///   error's `errorDescription` when it is a `LocalizedError`, otherwise `nil` (the
  ///   localized "Refresh failed"); a header that shows results shows it, and only a
  ///   success records the last-updated time;
  /// - ending the refresh from elsewhere, replacing or removing the component, releasing
  ///   the component or its scroll view cancels the task. A cancelled action never ends
  ///   anything: a later refresh is left alone even if the action ignores cancellation
  ///   and returns afterwards.
  ///
  /// The action starts on the main actor's next turn, after the refreshing geometry is
  /// in place; if the refresh ended before that, it never starts. Setting it replaces
  /// ``refreshingBlock``.
  ///
  /// ```swift
  /// header.setRefreshingAction { [weak model] in
  ///   try await model?.reload()
  /// }
  /// ```
  ///
  /// > Important: The component keeps `action` for as long as it lives: capture your
  /// > view model weakly.
  public func setRefreshingAction(_ action: @escaping @MainActor () async throws -> Void) {
    refreshingBlock = { [weak self] in
      self?.startRefreshingAction {
        try await action()
        return 0
      }
    }
  }

  /// Makes `action` the work a refresh does, for an action that inserts content above the
  /// reader and returns its height: the end keeps the reader's place.
  ///
  /// As ``setRefreshingAction(_:)``, except that returning ends the refresh with
  /// ``endRefreshing(insertedAbove:completion:)`` and the height returned: insert the new rows
  /// (so your layout grows ``ScrollView/contentSize``) as the action's last step and return
  /// their height, and the first visible row stays where it was while the header collapses.
  /// Return 0 when nothing arrived. Throwing keeps no place (nothing was inserted) and ends
  /// with a failure, as ``setRefreshingAction(_:)`` does.
  ///
  /// ```swift
  /// header.setRefreshingActionKeepingPlace { [weak model] in
  ///   try await model?.loadNewer() ?? 0  // the height of the rows it put on top
  /// }
  /// ```
  ///
  /// > Important: The component keeps `action` for as long as it lives: capture your
  /// > view model weakly.
  public func setRefreshingActionKeepingPlace(
    _ action: @escaping @MainActor () async throws -> CGFloat
  ) {
    refreshingBlock = { [weak self] in self?.startRefreshingAction(action) }
  }

  /// A stream of this component's state changes, for observers that live in async code.
  ///
  /// Each access makes a new stream that yields every later change of ``state``, in
  /// order (the current state is not repeated: read ``state`` for it), and finishes when
  /// the component is released. Nothing is buffered or allocated for scrolling: only
  /// state changes reach the streams.
  ///
  /// ```swift
  /// for await state in header.stateChanges where state == .refreshing {
  ///   analytics.log("pull to refresh")
  /// }
  /// ```
  public var stateChanges: AsyncStream<RefreshState> {
    asyncSupportCreatingIfNeeded().makeStateStream()
  }

  private func asyncSupportCreatingIfNeeded() -> AsyncRefreshSupport {
    if let asyncSupport { return asyncSupport }
    let support = AsyncRefreshSupport()
    asyncSupport = support
    return support
  }

  /// Runs `action` for this episode; the height it returns was inserted above the reader.
  private func startRefreshingAction(
    _ action: @escaping @MainActor () async throws -> CGFloat
  ) {
    let support = asyncSupportCreatingIfNeeded()
    support.cancelTask()
    let startedEpisode = episode
    support.task = Task { [weak self] in
      guard !Task.isCancelled else { return }
      var failure: (any Error)?
      var insertedHeight: CGFloat = 0
      do {
        insertedHeight = try await action()
      } catch {
        failure = error
      }
      // A cancelled task, or one whose episode is over, must not end a later refresh.
      guard !Task.isCancelled, let self, self.episode == startedEpisode,
        self.state == .refreshing
      else { return }
      self.asyncSupport?.task = nil
      self.endRefreshingAfterAction(failure: failure, insertedAbove: insertedHeight)
    }
  }

  private func endRefreshingAfterAction(failure: (any Error)?, insertedAbove height: CGFloat) {
    guard let failure else {
      // A plain end: success without showing a result, so the inset is back at once. The
      // rows the action inserted (none for a plain action) keep the reader's place.
      endRefreshing(insertedAbove: height)
      return
    }
    // Only an error written for people has a message worth showing; any other error
    // gets the localized "Refresh failed".
    let message = (failure as? any LocalizedError)?.errorDescription
    endRefreshing(result: .failure(message: message))
  }
}
