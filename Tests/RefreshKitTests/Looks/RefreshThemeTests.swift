import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// One theme for every built-in look: merged field by field (a component's own over its scroll
/// view's), followed by labels, arrows, indicators and frame animations, and never touching what
/// an app set itself until a theme says otherwise.
@MainActor
@Suite struct RefreshThemeTests {
  static let font18 = Font.systemFont(ofSize: 18)
  static let full = RefreshTheme(
    tintColor: .blue, textColor: .red, secondaryTextColor: .green, font: font18)

  /// What a normal look shows of a theme.
  struct Colours: Equatable {
    var text: Color
    var secondaryText: Color
    var font: Font
    var tint: Color
    var indicator: Color

    @MainActor init(_ look: RefreshNormalLook) {
      text = look.stateLabel.textColor
      secondaryText = look.lastUpdatedTimeLabel.textColor
      font = look.stateLabel.font
      tint = look.arrowView.tintColor
      indicator = look.loadingView.color
    }

    init(text: Color, secondaryText: Color, font: Font, tint: Color, indicator: Color) {
      self.text = text
      self.secondaryText = secondaryText
      self.font = font
      self.tint = tint
      self.indicator = indicator
    }

    static let defaults = Colours(
      text: .refreshText, secondaryText: .refreshText, font: .boldSystemFont(ofSize: 14),
      tint: .refreshText, indicator: .refreshText)
  }
}

// MARK: - Merging

extension RefreshThemeTests {
  @Test func mergingTakesOnlyTheFieldsLeftOpen() {
    let base = Self.full
    #expect(RefreshTheme().merged(over: base) == base)
    #expect(base.merged(over: RefreshTheme()) == base)
    #expect(
      RefreshTheme(textColor: .black, font: .systemFont(ofSize: 12)).merged(over: base)
        == RefreshTheme(
          tintColor: .blue, textColor: .black, secondaryTextColor: .green,
          font: .systemFont(ofSize: 12)))
    #expect(
      RefreshTheme(tintColor: .gray).merged(over: RefreshTheme(secondaryTextColor: .white))
        == RefreshTheme(tintColor: .gray, secondaryTextColor: .white))
  }

  @Test func theComponentsThemeWinsFieldByField() {
    let rig = LookRig(.backFooter, look: RefreshNormalLook())
    #expect(rig.component.effectiveTheme == RefreshTheme())
    rig.scrollView.refreshTheme = Self.full
    rig.component.theme = RefreshTheme(textColor: .black)
    #expect(
      rig.component.effectiveTheme
        == RefreshTheme(
          tintColor: .blue, textColor: .black, secondaryTextColor: .green, font: Self.font18))
    #expect(rig.component.theme == RefreshTheme(textColor: .black))
    rig.scrollView.refreshTheme = nil
    #expect(rig.component.effectiveTheme == RefreshTheme(textColor: .black))
  }

  @Test func aComponentOffAScrollViewFollowsOnlyItsOwnTheme() {
    let rig = LookRig(.header, look: RefreshNormalLook().keepingDatesInMemory())
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue)
    rig.component.theme = RefreshTheme(textColor: .red)
    let look = rig.component.look as? RefreshNormalLook
    #expect(look?.arrowView.tintColor == .blue)
    rig.scrollView.refreshHeader = nil
    #expect(rig.component.effectiveTheme == RefreshTheme(textColor: .red))
    #expect(look?.arrowView.tintColor == .refreshText)
    #expect(look?.stateLabel.textColor == .red)
  }
}

// MARK: - What the looks follow

extension RefreshThemeTests {
  @Test(arguments: LookEdge.allCases)
  func theNormalLookFollowsEveryField(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    var seen = [Colours(look)]
    rig.scrollView.refreshTheme = Self.full
    seen.append(Colours(look))
    rig.component.theme = RefreshTheme(tintColor: .black, textColor: .white)
    seen.append(Colours(look))
    #expect(
      seen == [
        .defaults,
        Colours(
          text: .red, secondaryText: .green, font: Self.font18, tint: .blue, indicator: .blue),
        Colours(
          text: .white, secondaryText: .green, font: Self.font18, tint: .black, indicator: .black),
      ])
    #expect(look.lastUpdatedTimeLabel.font == Self.font18)
  }

  @Test(arguments: LookEdge.allCases)
  func theAnimatedLooksFramesFollowTheTint(edge: LookEdge) {
    let look = RefreshAnimatedLookTests.makeLook()
    let rig = LookRig(edge, look: look)
    #expect(look.animationView.tintColor == .refreshText)
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .red)
    #expect(look.animationView.tintColor == .blue)
    #expect(look.stateLabel.textColor == .red)
    rig.scrollView.refreshTheme = nil
    #expect(look.animationView.tintColor == .refreshText)
  }

  @Test(arguments: LookEdge.allCases)
  func theSpinnersFramesFollowTheTint(edge: LookEdge) {
    let look = RefreshSpinnerLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue)
    #expect(look.animationView.tintColor == .blue)
    rig.scrollView.refreshTheme = nil
    #expect(look.animationView.tintColor == .refreshText)
  }

  @Test func aScrollViewsThemeReachesAllItsComponents() {
    let list = ListFixture().list
    let header = RefreshNormalHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let footer = RefreshAutoStateFooter()
    let trailer = RefreshNormalTrailer()
    list.refreshHeader = header
    list.refreshFooter = footer
    list.refreshTrailer = trailer
    list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .red)
    let labels = [header.stateLabel, footer.stateLabel, trailer.stateLabel]
    #expect(labels.map(\.textColor) == [.red, .red, .red])
    #expect([header.arrowView, trailer.arrowView].map(\.tintColor) == [.blue, .blue])
  }

  @Test func aThemeInForceReachesAComponentAttachedLater() {
    let rig = LookRig(.header, look: RefreshStateLook().keepingDatesInMemory())
    rig.scrollView.refreshTheme = RefreshTheme(textColor: .red, secondaryTextColor: .green)
    let footerLook = RefreshStateLook()
    rig.scrollView.refreshFooter = RefreshBackFooter(look: footerLook)
    #expect(footerLook.stateLabel.textColor == .red)
  }
}

// MARK: - Colours an app sets itself

extension RefreshThemeTests {
  @Test(arguments: LookEdge.allCases)
  func coloursSetOnALookStayWhenNoThemeIsEverSet(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    look.stateLabel.textColor = .red
    look.lastUpdatedTimeLabel.textColor = .green
    look.stateLabel.font = Self.font18
    look.arrowView.tintColor = .blue
    look.loadingView.color = .blue
    let rig = LookRig(edge, look: look)
    _ = rig.runCycle {}
    rig.component.look = nil
    rig.component.look = look
    #expect(
      Colours(look)
        == Colours(
          text: .red, secondaryText: .green, font: Self.font18, tint: .blue, indicator: .blue))
  }

  @Test func coloursSetOnABuiltInClassStayWhenNoThemeIsEverSet() {
    let fixture = ListFixture(contentHeight: 1000)
    let (scheduler, list) = (fixture.scheduler, fixture.list)
    let header = RefreshNormalHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    header.stateLabel.textColor = .red
    header.arrowView.tintColor = .blue
    list.refreshHeader = header
    list.pullToRefresh()
    header.endRefreshing()
    scheduler.runUntilIdle()
    list.refreshHeader = nil
    #expect(header.stateLabel.textColor == .red)
    #expect(header.arrowView.tintColor == .blue)
  }

  @Test(arguments: LookEdge.allCases)
  func aThemeSetBackToNilRestoresTheDefaults(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    rig.scrollView.refreshTheme = Self.full
    rig.component.theme = RefreshTheme(textColor: .white)
    rig.component.theme = nil
    rig.scrollView.refreshTheme = nil
    #expect(Colours(look) == .defaults)
    #expect(look.stateLabel.textColor.hexString == "#5a5a5a")
    #expect(look.stateLabel.font.isBold && look.stateLabel.font.size == 14)
    #expect(look.lastUpdatedTimeLabel.font == .boldSystemFont(ofSize: 14))
  }

  @Test func aLookReinstalledAfterTheThemeWasClearedShowsTheDefaults() {
    let look = RefreshNormalLook()
    let rig = LookRig(.backFooter, look: look)
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .red)
    #expect(Colours(look).text == .red)
    // Away while the theme is cleared, then back: nothing it shows is in force any more.
    rig.component.look = RefreshNormalLook()
    rig.scrollView.refreshTheme = nil
    rig.component.look = look
    #expect(rig.component.effectiveTheme == RefreshTheme())
    #expect(Colours(look) == .defaults)
  }

  @Test func aThemedLookMovedToAnUnthemedComponentShowsTheDefaults() {
    let look = RefreshNormalLook()
    let themed = LookRig(.header, look: look)
    themed.scrollView.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .red)
    #expect(Colours(look).text == .red)
    themed.component.look = nil
    let plain = LookRig(.backFooter, look: look)
    #expect(plain.component.effectiveTheme == RefreshTheme())
    #expect(Colours(look) == .defaults)
  }
}
