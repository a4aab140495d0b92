import Foundation

/// What a component shows: its subviews, and how they follow the component's state, pulling
/// percent, layout, language, result and theme, on whichever edge hosts it.
///
/// A component is a behaviour hosting a look. The behaviour (``RefreshHeader``,
/// ``RefreshAutoFooter``, ``RefreshBackFooter``, ``RefreshTrailer``) owns the edge, the state
/// machine, the insets and the timing; the look owns the subviews. The behaviour calls the
/// look, never the other way round, so one look type serves every edge: the
/// ``RefreshLookPlacement`` it is installed at says which edge, axis and pull direction.
/// This is SmartRefreshLayout's split (a layout plus looks behind one interface); libraries
/// such as MJRefresh, which give every look a class per edge, have no equivalent.
///
/// Every requirement has an empty default, so a look implements only what it uses:
///
/// ```swift
/// final class DotsLook: RefreshLook {
///   let dots = Label()
///   func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
///     component.addSubview(dots)
///   }
///   func willUninstall(from component: RefreshComponent) { dots.removeFromSuperview() }
///   func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
///     dots.text = newState == .refreshing ? "•••" : ""
///   }
///   func layout(in bounds: CGRect) { dots.frame = bounds }
/// }
/// scrollView.refreshHeader = RefreshHeader(look: DotsLook()) { reload() }
/// scrollView.refreshFooter = RefreshBackFooter(look: DotsLook()) { loadMore() }
/// ```
///
/// > Note: One look instance serves one component at a time, as a view has one superview.
/// > Installing a look that another component holds moves it: the other component is left with
/// > no look. To show the same look on two edges, make one per component.
///
/// See <doc:WritingALook>.
@MainActor
public protocol RefreshLook: AnyObject {
  /// The extent the look wants: the component's height, or its width on a trailer; `nil`
  /// keeps the edge's default (54 for a header, 44 for a footer, 60 for a trailer).
  ///
  /// Read when the look is installed. A look whose wish changes later sets
  /// ``RefreshComponent/extent`` itself.
  var preferredExtent: CGFloat? { get }

  /// Whether the look can show how a refresh ended (a header's result phase): a header keeps
  /// itself open for ``RefreshHeader/shownResultDuration`` only when this is true.
  var canShowResult: Bool { get }

  /// The look was installed in `component` at `placement`: add the subviews and render the
  /// component's current state and percent.
  ///
  /// Keep `component` weakly, if at all: it holds the look.
  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement)

  /// The look is leaving `component` (replaced, or set to `nil`): remove the subviews.
  func willUninstall(from component: RefreshComponent)

  /// The component moved to another placement (a trailer's edge changed).
  func placementDidChange(_ placement: RefreshLookPlacement)

  /// The component's state changed; called before the component's own `state` observers.
  func stateDidChange(from oldState: RefreshState, to newState: RefreshState)

  /// Whether the look is told of ``pullingPercentDidChange(_:)``: true by default.
  ///
  /// Read when the look is installed. A look whose picture does not follow the finger returns
  /// false, and then costs nothing on a scroll event.
  var followsPullingPercent: Bool { get }

  /// How far the component is exposed changed (see ``RefreshComponent/pullingPercent``).
  ///
  /// Runs on scroll events: do no more work than the change needs, and allocate nothing.
  func pullingPercentDidChange(_ percent: CGFloat)

  /// Layout is due: place the subviews in the component's `bounds`.
  ///
  /// Runs before the component's ``RefreshComponent/placeSubviews()``, so a subclass of a
  /// built-in component can still move what the look placed.
  func layout(in bounds: CGRect)

  /// The language of the built-in texts changed (``RefreshLocalization/language``).
  func localizationDidChange()

  /// The result phase began: the refresh ended with `result`, shown while the header stays open.
  func resultPhaseDidBegin(_ result: RefreshResult)

  /// The result phase ended (its time is up, or a pull or a begin took over).
  func resultPhaseDidEnd()

  /// The component's effective theme changed: its own ``RefreshComponent/theme`` over its scroll
  /// view's ``ScrollView/refreshTheme``. Fields left `nil` mean the look's own defaults.
  func themeDidChange(_ theme: RefreshTheme)

  /// The component's second floor moved to `state` (see ``SecondFloorState``), or its title
  /// changed: show "Release to open" while ``SecondFloorState/releaseToOpen``, the floor's
  /// title (``RefreshComponent/secondFloorTitle``) while it opens and is open.
  func secondFloorStateDidChange(_ state: SecondFloorState)
}

extension RefreshLook {
  /// No wish: the edge's default extent.
  public var preferredExtent: CGFloat? { nil }
  /// Shows no result.
  public var canShowResult: Bool { false }
  /// Told of every change.
  public var followsPullingPercent: Bool { true }
  /// Does nothing.
  public func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {}
  /// Does nothing.
  public func willUninstall(from component: RefreshComponent) {}
  /// Does nothing.
  public func placementDidChange(_ placement: RefreshLookPlacement) {}
  /// Does nothing.
  public func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {}
  /// Does nothing.
  public func pullingPercentDidChange(_ percent: CGFloat) {}
  /// Does nothing.
  public func layout(in bounds: CGRect) {}
  /// Does nothing.
  public func localizationDidChange() {}
  /// Does nothing.
  public func resultPhaseDidBegin(_ result: RefreshResult) {}
  /// Does nothing.
  public func resultPhaseDidEnd() {}
  /// Does nothing.
  public func themeDidChange(_ theme: RefreshTheme) {}
  /// Does nothing.
  public func secondFloorStateDidChange(_ state: SecondFloorState) {}
}
