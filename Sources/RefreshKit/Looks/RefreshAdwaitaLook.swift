import Foundation

/// A look for GNOME apps: no arrow and no text, an arc that grows with the pull and turns into an
/// `AdwSpinner`-like spinner while refreshing, fading away when the refresh ends; on any edge.
///
/// GNOME has no pull-to-refresh pattern, but it has the pieces: libadwaita's `AdwSpinner` and
/// the arc that KDE's Kirigami and Material draw as a pull grows. This look puts them together
/// in the app's own colours: the arc and its faint ring take the theme's
/// ``RefreshTheme/tintColor`` (the GTK host gives it the widget's foreground colour, dark theme
/// included). Pick it for an app built with GTK or libadwaita; keep ``RefreshNormalLook`` where
/// users expect MJRefresh's arrow and words.
///
/// ```swift
/// refresh.scrollView.refreshHeader = RefreshHeader(look: RefreshAdwaitaLook()) { reload() }
/// refresh.scrollView.refreshFooter = RefreshBackFooter(look: RefreshAdwaitaLook()) { loadMore() }
/// ```
///
/// The spinner (``spinner``, an ``ArcSpinnerView``) is 32 points and centred in a 56-point
/// component. A pulled edge grows the arc with ``RefreshComponent/pullingPercent``; an auto
/// footer, never pulled, shows the spinner only while loading. In
/// ``RefreshState/noMoreData`` it shows nothing. With reduced motion the spinner turns at half
/// speed and the fade is shortened, as everything is (``MotionPreference``). Screen readers hear
/// the component's state from the host, as with any look.
@MainActor
public final class RefreshAdwaitaLook: RefreshLook {
  /// The arc and the spinner it becomes.
  public let spinner = ArcSpinnerView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))

  /// The spinner's side, in points (16…64; applied at the component's next layout).
  public var spinnerSide: CGFloat = 32

  /// How long the fade after a refresh takes: the component's collapse, read at install.
  ///
  /// The look keeps no reference to its component: everything it needs comes with the hooks.
  private var fadeDuration: Duration = .milliseconds(400)
  private var placement = RefreshLookPlacement.header
  private var state = RefreshState.idle
  private var pullingPercent: CGFloat = 0

  /// Creates the look.
  public init() {}

  /// 56 points deep.
  public var preferredExtent: CGFloat? { 56 }

  /// Adds the spinner and shows the component's state.
  public func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    self.placement = placement
    state = component.state
    pullingPercent = component.pullingPercent
    fadeDuration = component.slowAnimationDuration
    component.addSubview(spinner)
    show(state, from: state)
  }

  /// Stops and removes the spinner.
  public func willUninstall(from component: RefreshComponent) {
    spinner.stopSpinning()
    spinner.stopAlphaAnimation()
    spinner.removeFromSuperview()
  }

  /// Shows the state again for the new edge.
  public func placementDidChange(_ placement: RefreshLookPlacement) {
    self.placement = placement
    show(state, from: state)
  }

  /// Grows, spins or fades the arc for the new state.
  public func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    state = newState
    show(newState, from: oldState)
  }

  /// Grows the arc with the pull (pulled edges, not while spinning).
  public func pullingPercentDidChange(_ percent: CGFloat) {
    pullingPercent = percent
    guard !spinner.isSpinning, placement.isPulled else { return }
    spinner.progress = percent
  }

  /// Centres the spinner.
  public func layout(in bounds: CGRect) {
    let side = spinnerSide
    spinner.frame = CGRect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
  }

  /// Colours the arc and its ring with the theme's tint.
  public func themeDidChange(_ theme: RefreshTheme) {
    spinner.color = theme.tintColor ?? .refreshText
  }

  private func show(_ state: RefreshState, from oldState: RefreshState) {
    switch state {
    case .refreshing:
      spinner.stopAlphaAnimation()
      spinner.alpha = 1
      spinner.isHidden = false
      spinner.startSpinning()
    case .willRefresh:
      spinner.isHidden = false
    case .idle where oldState == .refreshing:
      // The spinner fades as the component collapses, then waits as an empty ring.
      spinner.animateAlpha(to: 0, duration: fadeDuration) { [weak self] finished in
        guard finished, let self, self.state == .idle else { return }
        self.spinner.stopSpinning()
        self.spinner.progress = 0
        self.spinner.alpha = 1
        self.spinner.isHidden = !self.placement.isPulled
      }
    case .idle, .pulling:
      spinner.stopAlphaAnimation()
      spinner.alpha = 1
      spinner.stopSpinning()
      spinner.isHidden = !placement.isPulled
      if placement.isPulled { spinner.progress = pullingPercent }
    case .noMoreData:
      spinner.stopAlphaAnimation()
      spinner.stopSpinning()
      spinner.isHidden = true
    }
  }
}
