import Foundation

extension RefreshComponent {
  /// Creates a component showing `look`, with the work a refresh does.
  ///
  /// Every behaviour takes any look, and one look type serves every edge:
  ///
  /// ```swift
  /// scrollView.refreshHeader = RefreshHeader(look: RefreshNormalLook()) { [weak model] in
  ///   model?.reload()
  /// }
  /// scrollView.refreshFooter = RefreshBackFooter(look: RefreshNormalLook()) { [weak model] in
  ///   model?.loadMore()
  /// }
  /// ```
  public convenience init(look: any RefreshLook, refreshingBlock: (@MainActor () -> Void)? = nil) {
    self.init()
    self.look = look
    self.refreshingBlock = refreshingBlock
  }

  /// The look this component shows: its subviews and how they follow the state (see
  /// ``RefreshLook``); `nil` shows nothing.
  ///
  /// Setting a look removes the previous one's subviews and installs the new one at once, at
  /// this component's ``lookPlacement``; setting the same look again does nothing. The new
  /// look's ``RefreshLook/preferredExtent``, if any, becomes the ``extent``; a look that asks
  /// for none leaves the extent as it is. A look that leaves is told the default theme. The state
  /// machine, insets and timing do not depend on the look. The MJRefresh-named classes
  /// (``RefreshNormalHeader`` and the rest) are built with theirs; their members keep reaching
  /// that look after another one replaces it here.
  ///
  /// A look serves one component at a time, as a view has one superview: setting a look that
  /// another component holds moves it here, and that component is left with no look (its
  /// ``look`` is `nil`), as `addSubview(_:)` moves a view in UIKit.
  public var look: (any RefreshLook)? {
    get { storedLook }
    set { installLook(newValue) }
  }

  /// The component's depth along its pull axis: a header's or a footer's height, a trailer's
  /// width.
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var extent: CGFloat {
    get { lookPlacement.axis == .horizontal ? frame.width : frame.height }
    set {
      switch lookPlacement.axis {
      case .vertical: frame.size.height = newValue
      case .horizontal: frame.size.width = newValue
      }
    }
  }

  /// This component's own theme, field by field over its scroll view's
  /// ``ScrollView/refreshTheme``; `nil` follows the scroll view's alone.
  public var theme: RefreshTheme? {
    get { themeRecord?.own }
    set {
      if newValue != nil || themeRecord != nil { record.own = newValue }
      updateLookTheme()
    }
  }

  /// The theme the look follows: ``theme`` over the scroll view's, field by field.
  public var effectiveTheme: RefreshTheme {
    let containerTheme = scrollView?.refreshTheme ?? RefreshTheme()
    return themeRecord?.own?.merged(over: containerTheme) ?? containerTheme
  }

  /// Tells the look of a new percent; out of line, so a setter whose look does not follow the
  /// percent saves no registers for the call (callgrind: 13 instructions an event).
  @inline(never)
  func tellLookOfPullingPercent(_ percent: CGFloat) {
    storedLook?.pullingPercentDidChange(percent)
  }

  /// Tells the look of a change of the effective theme (none: nothing).
  func updateLookTheme() {
    let theme = effectiveTheme
    guard theme != appliedTheme else { return }
    record.applied = theme
    storedLook?.themeDidChange(theme)
  }

  /// Removes the current look and installs `newLook`, as ``look``'s setter documents.
  ///
  /// `isNew` says the look was just made (a class's built-in look, in `init`), so no other
  /// component can hold it and the search for a holder is skipped.
  func installLook(_ newLook: (any RefreshLook)?, isNew: Bool = false) {
    if let newLook, newLook === storedLook { return }
    // A look held elsewhere moves here. The holder is found by walking the live components
    // (the list language changes walk): each component's `storedLook` is the only record of
    // who holds what, so nothing can fall out of step with it. Installing an app's look is
    // rare and the list is short; a component's built-in look skips the walk.
    if let newLook, !isNew,
      let holder = RefreshLocalization.firstLiveComponent(where: { $0.storedLook === newLook })
    {
      holder.installLook(nil)
    }
    if let oldLook = storedLook {
      // The theme is this component's: a look leaving it goes back to its defaults, so it
      // shows whatever theme its next component has (or none).
      if appliedTheme != RefreshTheme() { oldLook.themeDidChange(RefreshTheme()) }
      oldLook.willUninstall(from: self)
    }
    storedLook = newLook
    lookFollowsPullingPercent = newLook?.followsPullingPercent ?? false
    setNeedsLayout()
    guard let newLook else { return }
    installedPlacement = lookPlacement
    newLook.didInstall(in: self, at: installedPlacement)
    if let extent = newLook.preferredExtent { self.extent = extent }
    if appliedTheme != RefreshTheme() { newLook.themeDidChange(appliedTheme) }
  }
}

extension RefreshComponent {
  /// The look this class was built with, as `type`: what the MJRefresh-named classes' members
  /// forward to.
  func builtInLook<Look: RefreshLook>(as type: Look.Type) -> Look {
    guard let look = builtInLook as? Look else {
      // Only RefreshKit's own classes call this, each for the look its `makeBuiltInLook()`
      // override returns (internal, so no app subclass can change it); the hosting protocols
      // ask an app's own conforming type for its look instead. `BuiltInLookTests` checks
      // every class.
      preconditionFailure(
        "Internal inconsistency: \(Self.self) was built without a \(Look.self); its "
          + "makeBuiltInLook() must return one")
    }
    return look
  }
}

extension RefreshComponent {
  /// A component's own theme and the one its look was last told of.
  final class ThemeRecord {
    var own: RefreshTheme?
    var applied = RefreshTheme()
  }

  /// The effective theme the look was last told of (none yet: the default).
  var appliedTheme: RefreshTheme { themeRecord?.applied ?? RefreshTheme() }

  /// The theme record, made on first use.
  var record: ThemeRecord {
    if let themeRecord { return themeRecord }
    let made = ThemeRecord()
    themeRecord = made
    return made
  }
}

extension RefreshComponent {
  /// Tells the look where it sits now, if that changed (another edge, another container, the
  /// container's lines turned the other way).
  func lookPlacementMayHaveChanged() {
    let placement = lookPlacement
    guard placement != installedPlacement else { return }
    installedPlacement = placement
    storedLook?.placementDidChange(placement)
    setNeedsLayout()
  }
}
