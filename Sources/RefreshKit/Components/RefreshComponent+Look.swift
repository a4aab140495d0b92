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
  /// > Important: A look serves one component at a time: setting a look that another component
  /// > holds stops the program. Make a look per component.
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
  func installLook(_ newLook: (any RefreshLook)?) {
    if let newLook, newLook === storedLook { return }
    if let newLook, let owner = RefreshComponent.lookOwners[ObjectIdentifier(newLook)],
      owner != ObjectIdentifier(self)
    {
      preconditionFailure(
        "This \(type(of: newLook)) is already the look of another component; a look serves one "
          + "component at a time. Make a new look for this component, or set the other "
          + "component's look to nil first.")
    }
    if let oldLook = storedLook {
      // The theme is this component's: a look leaving it goes back to its defaults, so it
      // shows whatever theme its next component has (or none).
      if appliedTheme != RefreshTheme() { oldLook.themeDidChange(RefreshTheme()) }
      oldLook.willUninstall(from: self)
      RefreshComponent.forgetOwner(of: oldLook)
    }
    storedLook = newLook
    lookFollowsPullingPercent = newLook?.followsPullingPercent ?? false
    setNeedsLayout()
    guard let newLook else { return }
    RefreshComponent.lookOwners[ObjectIdentifier(newLook)] = ObjectIdentifier(self)
    installedPlacement = lookPlacement
    newLook.didInstall(in: self, at: installedPlacement)
    if let extent = newLook.preferredExtent { self.extent = extent }
    if appliedTheme != RefreshTheme() { newLook.themeDidChange(appliedTheme) }
  }

  /// The components holding each installed look, by identity: a component holds its look
  /// strongly, so an identifier here is never a dead look's reused one.
  @MainActor static var lookOwners: [ObjectIdentifier: ObjectIdentifier] = [:]

  static func forgetOwner(of look: any RefreshLook) {
    lookOwners[ObjectIdentifier(look)] = nil
  }
}

extension RefreshComponent {
  /// The look this class was built with, as `type`: what the MJRefresh-named classes' members
  /// forward to.
  func builtInLook<Look: RefreshLook>(as type: Look.Type) -> Look {
    guard let look = builtInLook as? Look else {
      // Unreachable: `makeBuiltInLook()` is internal, and each class that conforms to a hosting
      // protocol returns that protocol's look (or a subclass of it) from its override.
      preconditionFailure("\(Self.self) was built without a \(Look.self)")
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
