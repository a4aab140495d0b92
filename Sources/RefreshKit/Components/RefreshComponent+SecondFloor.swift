import Foundation

/// The second floor: a pull past a second threshold opens a whole page above a header (or
/// below a back footer), as Taobao's 二楼 and SmartRefreshLayout's `TwoLevelHeader` do.
///
/// See <doc:TheSecondFloor>. The floor lives in the same state machine as the refresh, so
/// the machine, the insets and the screen never disagree about it, whatever order pulls,
/// flings, requests and ends come in.
extension RefreshComponent {
  /// The default second threshold: 1.9 × the component's extent (SmartRefreshLayout's
  /// `floorRate`).
  public static let defaultSecondFloorTriggerPercent: CGFloat = 1.9
  /// The default distance a drag must pull an open floor back before a release closes it:
  /// 80 points (flutter pull_to_refresh's `closeTwoLevelDistance`).
  public static let defaultSecondFloorCloseDistance: CGFloat = 80
  /// How fast a release must fling an open floor back to close it however far it moved, in
  /// points per second.
  public static let secondFloorClosingFlingSpeed: CGFloat = 500

  /// Whether a pull past ``secondFloorTriggerPercent`` and a release open the second floor
  /// (SmartRefreshLayout's `enableTwoLevel`); off by default.
  ///
  /// A header and a back footer have a floor; an auto footer and a trailer ignore it. Turning
  /// it off closes a floor that is open, at once.
  ///
  /// ```swift
  /// header.isSecondFloorEnabled = true
  /// header.secondFloorTitle = "Today's deals"
  /// header.secondFloorView = DealsPage()
  /// header.secondFloorHandler = { state in if state == .open { analytics.log("floor") } }
  /// ```
  public var isSecondFloorEnabled: Bool {
    get { engine.secondFloor?.isEnabled ?? false }
    set {
      guard newValue != isSecondFloorEnabled else { return }
      secondFloorSettings.isEnabled = newValue
      if !newValue { perform { send(.dropSecondFloor) } }
    }
  }

  /// The second threshold, as a multiple of the component's extent: 1.9 by default.
  ///
  /// MJRefresh's percent style (of the height). Releasing past it opens the floor.
  ///
  /// NaN and infinite values are ignored; values under 1 are raised to 1 (the floor is never
  /// before the refresh trigger). Reading it while the floor is off gives the default.
  public var secondFloorTriggerPercent: CGFloat {
    get { engine.secondFloor?.triggerPercent ?? Self.defaultSecondFloorTriggerPercent }
    set {
      guard newValue.isFinite else { return }
      secondFloorSettings.triggerPercent = Swift.max(1, newValue)
    }
  }

  /// How far a drag on the open floor must pull it back before the release closes it.
  ///
  /// 80 points by default; a shorter drag springs back open. A fling back closes it at any
  /// distance.
  ///
  /// NaN, infinite and negative values are ignored.
  public var secondFloorCloseDistance: CGFloat {
    get { engine.secondFloor?.closeDistance ?? Self.defaultSecondFloorCloseDistance }
    set {
      guard newValue.isFinite, newValue >= 0 else { return }
      secondFloorSettings.closeDistance = newValue
    }
  }

  /// The floor's title, which the built-in looks show while it opens and is open; `nil`
  /// shows the localized "Second floor".
  public var secondFloorTitle: String? {
    get { engine.secondFloor?.title }
    set {
      secondFloorSettings.title = newValue
      storedLook?.secondFloorStateDidChange(secondFloorState)
    }
  }

  /// The floor's page, shown beyond the component's own strip.
  ///
  /// The component places it above its strip (below, for a back footer), as tall as the list's
  /// visible height less the strip. It scrolls in with the pull
  /// and owns the list's space while the floor is open. Its own subviews may do anything; a
  /// drag on the list while the floor is open moves the floor, not the rows beneath.
  public var secondFloorView: View? {
    get { engine.secondFloor?.view }
    set {
      guard newValue !== secondFloorView else { return }
      secondFloorView?.removeFromSuperview()
      secondFloorSettings.view = newValue
      if let newValue { insertSubview(newValue, at: 0) }
      placeSecondFloorView()
    }
  }

  /// Asked when a release past the second threshold would open the floor.
  ///
  /// Return false to veto it: the pull then refreshes, as any release past the trigger. Not
  /// asked for
  /// ``openSecondFloor()``.
  public var shouldOpenSecondFloor: (@MainActor () -> Bool)? {
    get { engine.secondFloor?.shouldOpen }
    set { secondFloorSettings.shouldOpen = newValue }
  }

  /// Called after every change of ``secondFloorState`` (opened: `.open`; closed: `.closed`),
  /// once the change is complete: requests made here take effect at once.
  public var secondFloorHandler: (@MainActor (SecondFloorState) -> Void)? {
    get { engine.secondFloor?.handler }
    set { secondFloorSettings.handler = newValue }
  }

  /// Where the second floor is: always ``SecondFloorState/closed`` while it is off.
  public var secondFloorState: SecondFloorState { engine.machine.secondFloor }

  /// Opens the second floor, as a release past the threshold does, without asking
  /// ``shouldOpenSecondFloor``.
  ///
  /// Ignored while the floor is off, the component is detached, refreshing (or waiting to),
  /// has no more data, or the floor already holds the space. A result still showing gives way.
  public func openSecondFloor() {
    guard isSecondFloorEnabled, hasSecondFloorEdge else { return }
    request { [self] in send(.openSecondFloor) }
  }

  /// Closes the second floor: it scrolls away and gives the space back.
  ///
  /// Does nothing when it is closed or closing. ``RefreshComponent/endRefreshing(completion:)`` closes it too.
  public func closeSecondFloor() {
    request { [self] in send(.closeSecondFloor) }
  }

  // MARK: - Internal

  /// The settings, created on first use; a setting made while the floor is off is kept for
  /// when it is turned on.
  private var secondFloorSettings: SecondFloorSettings {
    if let settings = engine.secondFloor { return settings }
    let settings = SecondFloorSettings()
    engine.secondFloor = settings
    return settings
  }

  /// Whether this kind of component has a floor: it is pulled at an edge and is not a trailer.
  private var hasSecondFloorEdge: Bool {
    guard let scrollView, let (edge, _) = pulledEdge(in: scrollView) else { return false }
    return edge.axis == .vertical
  }

  /// How deep the open floor is: the list's visible height between the insets on the floor's
  /// own edge (the app's and other components') and the app's own inset on the opposite edge.
  ///
  /// Another component's contribution on the opposite edge (an auto footer's, below the
  /// content) lies beyond the content, not over the screen, so it does not shorten the floor.
  func secondFloorDepth(in scrollView: ScrollView) -> CGFloat {
    let others = scrollView.adjustedContentInset(excluding: self)
    let app = scrollView.contentInset + scrollView.safeAreaInsets
    let isTop = pulledEdge(in: scrollView)?.edge != .bottom
    let visible =
      scrollView.bounds.height - (isTop ? others.top + app.bottom : app.top + others.bottom)
    return Swift.max(extent, visible)
  }

  /// The contribution an open floor implies, if it holds the space.
  var secondFloorContribution: EdgeInsets? {
    guard engine.machine.secondFloor.holdsSpace, let scrollView,
      let (edge, _) = pulledEdge(in: scrollView)
    else { return nil }
    return edge.insets(secondFloorDepth(in: scrollView))
  }

  /// Follows a drag for the floor: past the second threshold while pulling, back under it.
  func followSecondFloor(exposed: CGFloat, in scrollView: ScrollView) {
    guard let settings = engine.secondFloor, settings.isEnabled, scrollView.isDragging,
      hasSecondFloorEdge
    else {
      return
    }
    let beyond = exposed > extent * settings.triggerPercent
    let floor = engine.machine.secondFloor
    if beyond && floor == .closed && currentState == .pulling {
      send(.pulledPastSecondFloor)
    } else if !beyond && floor == .releaseToOpen {
      send(.returnedBelowSecondFloor)
    }
  }

  /// The release rule for the floor; returns whether it decided the release (the normal rule
  /// must not run then).
  func releaseSecondFloor(_ change: ScrollChange<PanState>, in scrollView: ScrollView) -> Bool {
    guard change.newValue == .ended, let settings = engine.secondFloor, settings.isEnabled,
      let (edge, resting) = pulledEdge(in: scrollView)
    else { return false }
    switch engine.machine.secondFloor {
    case .releaseToOpen:
      guard settings.shouldOpen?() ?? true else { return false }
      // The veto may have acted (closed the floor, began a refresh): then the release is an
      // ordinary one, decided by the normal rule from whatever state that left.
      guard engine.machine.secondFloor == .releaseToOpen else { return false }
      send(.openSecondFloor)
      return true
    case .open, .opening:
      let depth = secondFloorDepth(in: scrollView)
      let exposed = edge.exposure(at: scrollView.contentOffset, restingAt: resting)
      let velocity = edge.isVertical ? scrollView.releaseVelocity.y : scrollView.releaseVelocity.x
      let flingsBack = -edge.sign * velocity > Self.secondFloorClosingFlingSpeed
      if depth - exposed >= settings.closeDistance || flingsBack {
        send(.closeSecondFloor)
      } else {
        moveToOpenFloor(episode: engine.machine.floorEpisode, in: scrollView)
      }
      return true
    case .closed, .closing:
      return false
    }
  }

  /// Applies one of the machine's floor effects.
  func applySecondFloor(_ effect: RefreshStateMachine.Effect) {
    switch effect {
    case .setSecondFloor(let floor):
      // Closed at once (a refresh, a hide, turned off): give the space back and settle; a
      // reveal that follows replaces the settle.
      if floor == .closed { updateContributionAndSettle(duration: fastAnimationDuration) }
      placeSecondFloorView()
      if floor == .open { refitSecondFloor() }
      storedLook?.secondFloorStateDidChange(floor)
      setNeedsLayout()
      if let handler = engine.secondFloor?.handler {
        engine.appendFollowUp(.call { handler(floor) })
      }
    case .openSecondFloor(let opening):
      guard let scrollView else { return send(.secondFloorOpened(episode: opening)) }
      // One floor at a time: the other edge's gives way at once.
      for other in scrollView.refreshComponents
      where other !== self && other.secondFloorState != .closed {
        other.perform { other.send(.dropSecondFloor) }
      }
      updateContribution()
      moveToOpenFloor(episode: opening, in: scrollView)
    case .closeSecondFloor(let closing):
      updateContribution()
      guard let scrollView else { return send(.secondFloorClosed(episode: closing)) }
      let serial = self.serial
      scrollView.settleContentOffset(
        duration: slowAnimationDuration,
        then: { container, _ in
          container.attachedComponent(serial: serial)?.send(
            .secondFloorClosed(episode: closing))
        })
    default:
      break
    }
  }

  /// The list's geometry changed while the floor holds the space: it scrolls to show its page
  /// whole again (unless a finger holds the content).
  ///
  /// Only an open floor: an opening one lands where the geometry is when its motion ends, and
  /// is refitted then.
  func refitSecondFloor() {
    guard engine.secondFloor != nil, engine.machine.secondFloor == .open, let scrollView,
      !scrollView.isDragging
    else { return }
    moveToOpenFloor(episode: engine.machine.floorEpisode, in: scrollView)
  }

  /// Scrolls the open floor into view, then reports it open (at once under a finger).
  private func moveToOpenFloor(episode opening: Int, in scrollView: ScrollView) {
    guard let (edge, resting) = pulledEdge(in: scrollView) else { return }
    let target = edge.revealTarget(restingAt: resting, extent: secondFloorDepth(in: scrollView))
    let current = edge.isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
    if scrollView.isDragging || current == target {
      return send(.secondFloorOpened(episode: opening))
    }
    let serial = self.serial
    scrollView.moveOffset(edge.axis, to: target, duration: slowAnimationDuration) {
      container, _ in
      container.attachedComponent(serial: serial)?.send(.secondFloorOpened(episode: opening))
    }
  }

  /// Places the floor's page beyond the component's strip, as deep as the open floor.
  func placeSecondFloorView() {
    guard engine.secondFloor != nil, let view = engine.secondFloor?.view, let scrollView,
      let (edge, _) = pulledEdge(in: scrollView)
    else { return }
    let page = secondFloorDepth(in: scrollView) - extent
    view.frame = CGRect(
      x: 0, y: edge == .top ? -page : extent, width: bounds.width, height: Swift.max(0, page))
  }
}
