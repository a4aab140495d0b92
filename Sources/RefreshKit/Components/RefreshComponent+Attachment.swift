import Foundation

/// Joining and leaving a container: the one attach path and the one detach path.
///
/// The registry slot (``ScrollView/refreshHeader`` and the others) is the record of
/// attachment; joining the container's view tree is how a slot takes effect, and leaving
/// it (removed, moved, replaced, or the container released) is the only way out.
extension RefreshComponent {
  /// Leaves the current container when the component moves to another superview (or none).
  func leaveContainer(movingTo newSuperview: View?) {
    guard let current = scrollView, newSuperview !== current else { return }
    let tookSpace = current.refreshInset(of: self) != .zero
    perform {
      endEpisodeForLeaving(runningCompletions: true)
      current.detach(self)
      current.forgetRegistration(of: self)
      scrollView = nil
      containerID = nil
    }
    // The space it took comes back as a release's bounce would give it: otherwise removing a
    // refreshing component leaves the content resting outside its limits.
    if tookSpace { current.settleContentOffset(duration: current.bounceDuration) }
    // Work a built-in look scheduled for the episode that just ended (a fade) is void now.
    (storedLook as? RefreshStateLook)?.hostDidLeaveContainer()
    updateLookTheme()
    lookPlacementMayHaveChanged()
  }

  /// Joins the new superview when it is a scroll view.
  func joinContainer() {
    guard let newScrollView = superview as? ScrollView, newScrollView !== scrollView else { return }
    perform {
      scrollView = newScrollView
      containerID = ObjectIdentifier(newScrollView)
      newScrollView.attach(self)
      handleInsetsDidChange()
      updateLookTheme()
      lookPlacementMayHaveChanged()
      setNeedsLayout()
      startIfWaitingAndOnScreen()
    }
  }

  /// The container is being released: whatever the async action is doing is moot.
  ///
  /// An app that still holds the component gets it back idle, never stuck refreshing.
  func containerWillBeReleased() {
    // Gone from here on, as a weak reference would read during the container's deinit.
    scrollView = nil
    containerID = nil
    asyncSupport?.cancelTask()
    perform { endEpisodeForLeaving(runningCompletions: false) }
  }

  /// Leaving a container ends whatever was in flight: no refresh survives without the container it
  /// was shown in.
  ///
  /// Pending completions run when the app removes the component, and are dropped when the container
  /// is released: nothing a released container started calls back.
  private func endEpisodeForLeaving(runningCompletions: Bool) {
    if !runningCompletions {
      engine.beginCompletions.removeAll()
      engine.endCompletions.removeAll()
    }
    cancelDelayedBegin()
    // Leaving the container is not the user's pull coming back: no crossing, no collapse.
    send(.detached)
  }
}
