/// MJRefresh 3.7's kept callbacks and its chaining API.
///
/// The kept callbacks are properties that run on every refreshing episode (MJRefresh's
/// semantics); the completions passed to ``RefreshComponent/beginRefreshing(completion:)``
/// and ``RefreshComponent/endRefreshing(completion:)`` run once, for their own call. Both
/// kinds run as follow-up work, after the state change that triggers them is complete, the
/// per-call completions first.
extension RefreshComponent {
  /// Runs each time a refresh has begun: after the refreshing block, when the refreshing look has
  /// finished appearing (or when the episode ends first).
  ///
  /// MJRefresh's `beginRefreshingCompletionBlock`.
  ///
  /// A refresh that never showed (``RefreshState/willRefresh`` cancelled) never began, so
  /// neither this nor the end callbacks run for it. Capture your own objects weakly: the
  /// component keeps this closure.
  public var beginRefreshingCompletionBlock: (@MainActor () -> Void)? {
    get { engine.keptCallbacks.afterBeginning }
    set { engine.keptCallbacks.afterBeginning = newValue }
  }

  /// Runs each time the end of a refresh starts its collapse animation (after a result has shown,
  /// for an end with a result).
  ///
  /// MJRefresh's `endRefreshingAnimationBeginAction`.
  ///
  /// An end with nothing to animate runs it just before ``endRefreshingCompletionBlock``.
  public var endRefreshingAnimationBeginAction: (@MainActor () -> Void)? {
    get { engine.keptCallbacks.endingAnimationBeginning }
    set { engine.keptCallbacks.endingAnimationBeginning = newValue }
  }

  /// Runs each time a refresh has ended: when its collapse has finished (or at once when there was
  /// nothing to collapse, or a new refresh superseded it).
  ///
  /// MJRefresh's `endRefreshingCompletionBlock`.
  public var endRefreshingCompletionBlock: (@MainActor () -> Void)? {
    get { engine.keptCallbacks.afterEnding }
    set { engine.keptCallbacks.afterEnding = newValue }
  }

  // MARK: - Chaining (MJRefresh 3.7)

  /// Sets ``isAutomaticallyChangeAlpha`` and returns the component, for chaining.
  ///
  /// ```swift
  /// RefreshNormalHeader { [weak self] in self?.reload() }
  ///   .autoChangeTransparency(true)
  ///   .afterEndingAction { print("collapsed") }
  ///   .link(to: tableView)
  /// ```
  @discardableResult
  public func autoChangeTransparency(_ isAutoChange: Bool) -> Self {
    isAutomaticallyChangeAlpha = isAutoChange
    return self
  }

  /// Sets ``beginRefreshingCompletionBlock`` and returns the component, for chaining.
  @discardableResult
  public func afterBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    beginRefreshingCompletionBlock = action
    return self
  }

  /// Sets ``endRefreshingAnimationBeginAction`` and returns the component, for chaining.
  @discardableResult
  public func endingAnimationBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    endRefreshingAnimationBeginAction = action
    return self
  }

  /// Sets ``endRefreshingCompletionBlock`` and returns the component, for chaining.
  @discardableResult
  public func afterEndingAction(_ action: @escaping @MainActor () -> Void) -> Self {
    endRefreshingCompletionBlock = action
    return self
  }

  /// Turns the reveal and collapse animations off (both durations zero) and returns the
  /// component, for chaining.
  ///
  /// The geometry still changes in the same steps; the moves land at the scheduler's next
  /// turn instead of animating.
  @discardableResult
  public func setAnimationDisabled() -> Self {
    fastAnimationDuration = .zero
    slowAnimationDuration = .zero
    return self
  }

  /// Attaches the component to `scrollView` by its kind, and returns it, for chaining: a
  /// header as ``ScrollView/refreshHeader``, a footer as ``ScrollView/refreshFooter``, a
  /// trailer as the trailer of its ``RefreshTrailer/edge`` (a new trailer's is trailing).
  ///
  /// MJRefresh's `linkTo:`. A bare ``RefreshComponent`` of no kind cannot be attached: that
  /// is a programmer error and stops with a message.
  @discardableResult
  public func link(to scrollView: ScrollView) -> Self {
    switch self {
    case let header as RefreshHeader:
      scrollView.refreshHeader = header
    case let footer as RefreshFooter:
      scrollView.refreshFooter = footer
    case let trailer as RefreshTrailer:
      switch trailer.edge {
      case .leading: scrollView.refreshLeadingTrailer = trailer
      case .trailing: scrollView.refreshTrailer = trailer
      }
    default:
      preconditionFailure(
        "link(to:) attaches headers, footers and trailers; subclass one of them instead of "
          + "RefreshComponent")
    }
    return self
  }

  // MARK: - Running the kept callbacks

  func queueKeptBeginCompletion() {
    guard engine.keptCallbacks.takeBeginPending(), let action = beginRefreshingCompletionBlock
    else { return }
    engine.appendFollowUp(.call(action))
  }

  func queueKeptEndAnimationBegin() {
    guard engine.keptCallbacks.takeEndAnimationPending(),
      let action = endRefreshingAnimationBeginAction
    else { return }
    engine.appendFollowUp(.call(action))
  }

  func queueKeptEndCompletion() {
    guard engine.keptCallbacks.isEndPending else { return }
    queueKeptEndAnimationBegin()
    engine.keptCallbacks.isEndPending = false
    if let action = endRefreshingCompletionBlock { engine.appendFollowUp(.call(action)) }
  }
}

/// The kept callbacks and where each episode is in running them.
struct KeptCallbacks {
  var afterBeginning: (@MainActor () -> Void)?
  var endingAnimationBeginning: (@MainActor () -> Void)?
  var afterEnding: (@MainActor () -> Void)?
  /// A refresh began and its begin callback has not run yet.
  private var isBeginPending = false
  /// A refresh ended and its end callbacks have not all run yet.
  var isEndPending = false
  private var isEndAnimationPending = false

  /// Notes what a machine step did: a refresh began, or one ended.
  mutating func stateMoved(from old: RefreshState, to new: RefreshState) {
    guard old != new else { return }
    if new == .refreshing {
      isBeginPending = true
    } else if old == .refreshing {
      // (A willRefresh that never showed never began, so it has nothing to end either.)
      isEndPending = true
      isEndAnimationPending = true
    }
  }

  /// Whether the begin callback is due, and marks it run.
  mutating func takeBeginPending() -> Bool {
    defer { isBeginPending = false }
    return isBeginPending
  }

  /// Whether the ending-animation callback is due, and marks it run.
  mutating func takeEndAnimationPending() -> Bool {
    guard isEndPending, isEndAnimationPending else { return false }
    isEndAnimationPending = false
    return true
  }
}
