import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The contract between a behaviour and the look it hosts, seen by a look that records every
/// call (``RecordingLook``) on every edge.
@MainActor
@Suite struct RefreshLookTests {}

/// A look that records every call it gets, and shows one marker view while installed.
@MainActor
final class RecordingLook: RefreshLook {
  enum Event: Equatable {
    case install(RefreshLookPlacement)
    case uninstall
    case placement(RefreshLookPlacement)
    case state(RefreshState, RefreshState)
    case percent(CGFloat)
    case layout(CGRect)
    case localization
    case resultBegan(RefreshResult)
    case resultEnded
    case theme(RefreshTheme)
  }

  var events: [Event] = []
  /// The component the look was last installed in, as it was passed.
  weak var installedComponent: RefreshComponent?
  let marker = View()
  let wantedExtent: CGFloat?
  let showsResult: Bool

  init(extent: CGFloat? = nil, showsResult: Bool = false) {
    wantedExtent = extent
    self.showsResult = showsResult
  }

  var preferredExtent: CGFloat? { wantedExtent }
  var canShowResult: Bool { showsResult }

  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    installedComponent = component
    component.addSubview(marker)
    events.append(.install(placement))
  }

  func willUninstall(from component: RefreshComponent) {
    marker.removeFromSuperview()
    events.append(.uninstall)
  }

  func placementDidChange(_ placement: RefreshLookPlacement) {
    events.append(.placement(placement))
  }

  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    events.append(.state(oldState, newState))
  }

  func pullingPercentDidChange(_ percent: CGFloat) { events.append(.percent(percent)) }
  func layout(in bounds: CGRect) { events.append(.layout(bounds)) }
  func localizationDidChange() { events.append(.localization) }
  func resultPhaseDidBegin(_ result: RefreshResult) { events.append(.resultBegan(result)) }
  func resultPhaseDidEnd() { events.append(.resultEnded) }
  func themeDidChange(_ theme: RefreshTheme) { events.append(.theme(theme)) }

  /// Installs, uninstalls and placement changes, in order.
  var placements: [Event] {
    events.filter {
      switch $0 {
      case .install, .uninstall, .placement: true
      default: false
      }
    }
  }

  /// State changes and result phases, in order.
  var transitions: [Event] {
    events.filter {
      switch $0 {
      case .state, .resultBegan, .resultEnded: true
      default: false
      }
    }
  }

  var percents: [CGFloat] {
    events.compactMap {
      if case .percent(let percent) = $0 { percent } else { nil }
    }
  }

  var layouts: [CGRect] {
    events.compactMap {
      if case .layout(let bounds) = $0 { bounds } else { nil }
    }
  }

  var themes: [RefreshTheme] {
    events.compactMap {
      if case .theme(let theme) = $0 { theme } else { nil }
    }
  }

  var localizationCount: Int { events.filter { $0 == .localization }.count }
}

/// A look as an app writes it: seed code's spinner header ported to a look, with nothing but
/// public API.
@MainActor
final class AppSpinnerLook: RefreshLook {
  let spinner = FrameAnimationView(name: "refresh")

  init() {
    spinner.loopMode = .loop
  }

  var preferredExtent: CGFloat? { 56 }

  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    component.addSubview(spinner)
  }

  func willUninstall(from component: RefreshComponent) {
    spinner.stop()
    spinner.removeFromSuperview()
  }

  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    switch newState {
    case .pulling, .refreshing: spinner.play()
    case .idle, .willRefresh, .noMoreData: spinner.stop()
    }
  }

  func layout(in bounds: CGRect) {
    spinner.frame = CGRect(
      x: (bounds.width - 24) / 2, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }
}

/// A header that records, in its own `state` observer, the last change its look was told of.
@MainActor
final class LookObservingHeader: RefreshHeader {
  var seenByLook: [RecordingLook.Event?] = []
  override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      seenByLook.append((look as? RecordingLook)?.transitions.last)
    }
  }
}

/// A header that records, in its own `placeSubviews()`, how often its look had laid out.
@MainActor
final class LayoutOrderHeader: RefreshHeader {
  var layoutsSeenByPlaceSubviews: [Int] = []
  override func placeSubviews() {
    super.placeSubviews()
    layoutsSeenByPlaceSubviews.append((look as? RecordingLook)?.layouts.count ?? -1)
  }
}

// MARK: - Installing

extension RefreshLookTests {
  @Test(arguments: LookEdge.allCases)
  func installsWithTheEdgesPlacement(edge: LookEdge) {
    let look = RecordingLook()
    let rig = LookRig(edge, look: look)
    #expect(look.installedComponent === rig.component)
    #expect(rig.component.look === look)
    #expect(rig.component.lookPlacement == edge.placement)
    #expect(look.marker.superview === rig.component)
    // A trailer is made a trailing one; the leading slot moves it, and the look follows.
    let expected: [RecordingLook.Event] =
      edge == .leadingTrailer
      ? [.install(.trailingTrailer), .placement(.leadingTrailer)] : [.install(edge.placement)]
    #expect(look.placements == expected)
  }

  @Test func aLeadingTrailerMadeForItsEdgeInstallsThere() {
    let look = RecordingLook()
    let trailer = RefreshTrailer(edge: .leading)
    trailer.look = look
    #expect(look.placements == [.install(.leadingTrailer)])
    // Moving it to the other slot moves the look with it.
    let carousel = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    carousel.refreshTrailer = trailer
    carousel.refreshLeadingTrailer = trailer
    #expect(
      look.placements == [
        .install(.leadingTrailer), .placement(.trailingTrailer), .placement(.leadingTrailer),
      ])
  }

  @Test(arguments: LookEdge.allCases)
  func preferredExtentIsTheHeightOrTheTrailersWidth(edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook(extent: 70))
    let component = rig.component
    #expect(component.extent == 70)
    switch edge.placement.axis {
    case .vertical:
      #expect(component.frame.size == CGSize(width: 375, height: 70))
    case .horizontal:
      #expect(component.frame.size == CGSize(width: 70, height: 200))
    }
  }

  @Test(arguments: LookEdge.allCases)
  func noPreferredExtentKeepsTheEdgesDefault(edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook())
    let defaults: [LookEdge: CGFloat] = [
      .header: 54, .autoFooter: 44, .backFooter: 44, .trailingTrailer: 60, .leadingTrailer: 60,
    ]
    #expect(rig.component.extent == defaults[edge])
  }

  @Test func theExtentClampsAndIgnoresBadValues() {
    let trailer = RefreshTrailer(look: RecordingLook())
    trailer.extent = -5
    #expect(trailer.width == 0)
    trailer.extent = 80
    trailer.extent = .nan
    trailer.extent = .infinity
    #expect(trailer.width == 80)
  }
}

// MARK: - Following the component

extension RefreshLookTests {
  @Test(arguments: LookEdge.allCases)
  func stateChangesArriveOldToNewInOrder(edge: LookEdge) {
    let look = RecordingLook()
    let rig = LookRig(edge, look: look)
    _ = rig.runCycle {}
    let cycle: [RecordingLook.Event]
    switch edge {
    case .header:
      cycle = [.state(.idle, .pulling), .state(.pulling, .refreshing), .state(.refreshing, .idle)]
    case .autoFooter:
      cycle = [
        .state(.idle, .refreshing), .state(.refreshing, .idle), .state(.idle, .refreshing),
        .state(.refreshing, .noMoreData),
      ]
    case .backFooter, .trailingTrailer, .leadingTrailer:
      cycle = [
        .state(.idle, .pulling), .state(.pulling, .refreshing), .state(.refreshing, .idle),
        .state(.idle, .refreshing), .state(.refreshing, .noMoreData),
      ]
    }
    #expect(look.transitions == cycle)
    #expect(rig.loads == (edge == .header ? 1 : 2))
    expectSound(rig.scrollView)
  }

  @Test func theLookHearsOfAChangeBeforeTheComponentsObservers() {
    let fixture = ListFixture(contentHeight: 1000)
    let (scheduler, list) = (fixture.scheduler, fixture.list)
    let header = LookObservingHeader(look: RecordingLook())
    list.refreshHeader = header
    list.pullToRefresh()
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(
      header.seenByLook == [
        .state(.idle, .pulling), .state(.pulling, .refreshing), .state(.refreshing, .idle),
      ])
  }

  @Test(arguments: LookEdge.pulled)
  func percentChangesFollowThePull(edge: LookEdge) {
    let look = RecordingLook()
    let rig = LookRig(edge, look: look)
    let extent = rig.component.extent
    for fraction: CGFloat in [0.25, 0.5, 0.75, 0.5, 0] {
      rig.expose(extent * fraction)
    }
    rig.release()
    #expect(look.percents == [0.25, 0.5, 0.75, 0.5, 0])
    #expect(look.transitions == [])
  }

  @Test(arguments: LookEdge.allCases)
  func layoutGetsTheComponentsBounds(edge: LookEdge) {
    let look = RecordingLook()
    let rig = LookRig(edge, look: look)
    let expected: CGSize
    switch edge {
    case .header: expected = CGSize(width: 375, height: 54)
    case .autoFooter, .backFooter: expected = CGSize(width: 375, height: 44)
    case .trailingTrailer, .leadingTrailer: expected = CGSize(width: 60, height: 200)
    }
    #expect(look.layouts.last == CGRect(origin: .zero, size: expected))
    rig.scrollView.frame.size = CGSize(width: 320, height: 180)
    rig.scrollView.layoutIfNeeded()
    let resized =
      edge.placement.axis == .vertical
      ? CGSize(width: 320, height: expected.height) : CGSize(width: 60, height: 180)
    #expect(look.layouts.last == CGRect(origin: .zero, size: resized))
    #expect(look.layouts.last == rig.component.bounds)
  }

  @Test func theLookLaysOutBeforeTheComponentsPlaceSubviews() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let header = LayoutOrderHeader(look: RecordingLook())
    list.refreshHeader = header
    list.layoutIfNeeded()
    list.frame.size.width = 320
    list.layoutIfNeeded()
    // Each time it runs, `placeSubviews()` finds the look's layout already done.
    #expect(header.layoutsSeenByPlaceSubviews == [1, 2])
  }

  @Test func aLanguageChangeReachesTheLookOnce() {
    RefreshLocalization.pinned("en") {
      let look = RecordingLook()
      let footer = RefreshBackFooter(look: look)
      #expect(look.localizationCount == 0)
      RefreshLocalization.language = "zh-Hans"
      #expect(look.localizationCount == 1)
      RefreshLocalization.language = "zh-Hans"
      #expect(look.localizationCount == 1)
      RefreshLocalization.language = "ko"
      #expect(look.localizationCount == 2)
      // Only an installed look hears of it.
      footer.look = nil
      RefreshLocalization.language = "en"
      #expect(look.localizationCount == 2)
    }
  }

  @Test func theResultPhaseBeginsAndEndsOnAHeader() throws {
    let look = RecordingLook(showsResult: true)
    let rig = LookRig(.header, look: look)
    let header = try #require(rig.component as? RefreshHeader)
    rig.refreshByGesture()
    rig.scheduler.advance(by: .seconds(1))
    header.endRefreshing(result: .success)
    #expect(header.isShowingResult)
    rig.scheduler.advance(by: .milliseconds(499))
    #expect(
      look.transitions == [
        .state(.idle, .pulling), .state(.pulling, .refreshing), .state(.refreshing, .idle),
        .resultBegan(.success),
      ])
    rig.scheduler.advance(by: .milliseconds(1))
    #expect(look.transitions.last == .resultEnded)
    #expect(!header.isShowingResult)
    rig.settle()
    expectSound(rig.scrollView)
  }

  @Test func aLookThatCannotShowAResultGetsNoResultPhase() throws {
    let look = RecordingLook(showsResult: false)
    let rig = LookRig(.header, look: look)
    let header = try #require(rig.component as? RefreshHeader)
    header.beginRefreshing()
    header.endRefreshing(result: .failure(message: "Offline"))
    #expect(!header.isShowingResult)
    #expect(look.transitions == [.state(.idle, .refreshing), .state(.refreshing, .idle)])
  }

  @Test func aFooterHasNoResultPhase() {
    let look = RecordingLook(showsResult: true)
    let rig = LookRig(.backFooter, look: look)
    rig.component.beginRefreshing()
    rig.component.endRefreshing(result: .success)
    #expect(look.transitions == [.state(.idle, .refreshing), .state(.refreshing, .idle)])
  }

  @Test func themeChangesArriveOnlyWhenTheEffectiveThemeChanges() {
    let look = RecordingLook()
    let rig = LookRig(.header, look: look)
    let list = rig.scrollView
    #expect(look.themes == [])
    list.refreshTheme = RefreshTheme(tintColor: .blue)
    list.refreshTheme = RefreshTheme(tintColor: .blue)
    rig.component.theme = RefreshTheme(textColor: .red)
    rig.component.theme = RefreshTheme(textColor: .red)
    // The component's own text colour wins: the list's new one changes nothing it shows.
    list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .green)
    list.refreshTheme = nil
    rig.component.theme = RefreshTheme(textColor: .red, font: nil)
    rig.component.theme = nil
    #expect(
      look.themes == [
        RefreshTheme(tintColor: .blue), RefreshTheme(tintColor: .blue, textColor: .red),
        RefreshTheme(textColor: .red), RefreshTheme(),
      ])
  }

  @Test func aNewLookGetsTheThemeInForce() {
    let rig = LookRig(.backFooter, look: RecordingLook())
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue)
    let replacement = RecordingLook()
    rig.component.look = replacement
    #expect(replacement.themes == [RefreshTheme(tintColor: .blue)])
    #expect(replacement.events.first == .install(.backFooter))
  }
}

// MARK: - Replacing

extension RefreshLookTests {
  @Test(arguments: LookEdge.allCases)
  func replacingTheLookUninstallsTheOldOneAndInstallsTheNew(edge: LookEdge) {
    let old = RecordingLook()
    let rig = LookRig(edge, look: old)
    let component = rig.component
    let new = RecordingLook()
    component.look = new
    #expect(old.events.last == .uninstall)
    #expect(old.marker.superview == nil)
    #expect(!component.subviews.contains { $0 === old.marker })
    #expect(new.placements == [.install(edge.placement)])
    #expect(new.marker.superview === component)
    #expect(component.look === new)
    // Only the new look follows from here on.
    let oldCount = old.events.count
    rig.component.beginRefreshing()
    #expect(old.events.count == oldCount)
    #expect(new.transitions == [.state(.idle, .refreshing)])
    rig.scrollView.layoutIfNeeded()
    #expect(new.layouts.last == component.bounds)
  }

  @Test func settingTheSameLookDoesNothing() {
    let look = RecordingLook()
    let rig = LookRig(.backFooter, look: look)
    let before = look.events
    rig.component.look = look
    #expect(look.events == before)
    #expect(look.marker.superview === rig.component)
  }

  @Test func noLookShowsNothing() {
    let look = RecordingLook()
    let rig = LookRig(.header, look: look)
    rig.component.look = nil
    #expect(look.placements == [.install(.header), .uninstall])
    #expect(rig.component.subviews.isEmpty)
    #expect(rig.component.look == nil)
    // The behaviour runs on without it.
    rig.scrollView.pullToRefresh()
    #expect(rig.component.state == .refreshing)
    #expect(rig.loads == 1)
  }

  @Test func aLookSetFreeServesAnotherComponent() {
    let look = RecordingLook()
    let header = RefreshHeader(look: look)
    header.look = nil
    let footer = RefreshBackFooter(look: look)
    #expect(look.placements == [.install(.header), .uninstall, .install(.backFooter)])
    #expect(look.marker.superview === footer)
  }

  @Test func aLookOfAReleasedComponentServesAnotherOne() {
    let look = RecordingLook()
    do {
      _ = RefreshHeader(look: look)
    }
    let footer = RefreshAutoFooter(look: look)
    #expect(footer.look === look)
    #expect(look.placements == [.install(.header), .install(.autoFooter)])
  }

  @Test func installingAHeldLookMovesItAndLeavesTheHolderWithout() {
    let look = RecordingLook()
    let header = RefreshHeader(look: look)
    let footer = RefreshBackFooter(look: look)
    #expect(header.look == nil)
    #expect(footer.look === look)
    #expect(look.placements == [.install(.header), .uninstall, .install(.backFooter)])
    #expect(look.marker.superview === footer)
    #expect(header.subviews.isEmpty)
    // The old holder runs on without a look and tells it nothing more.
    let count = look.events.count
    header.beginRefreshing()
    #expect(look.events.count == count)
  }

  @Test func aHeldLookMovesWhileItsHolderRefreshesInAList() {
    let fixture = ListFixture(contentHeight: 2000)
    let (scheduler, list) = (fixture.scheduler, fixture.list)
    let look = RecordingLook(extent: 60)
    let header = RefreshHeader(look: look)
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.advance(by: .seconds(1))
    let trailer = RefreshTrailer(look: look)
    #expect(header.look == nil)
    #expect(trailer.look === look)
    // The header's refresh goes on to its end with no look, and nothing is left stuck.
    header.endRefreshing()
    scheduler.advance(by: .seconds(2))
    #expect(header.state == .idle)
    #expect(list.contentOffset.y == 0)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aBuiltInClasssLookMovesToAnotherComponent() {
    let header = RefreshNormalHeader()
    let other = RefreshHeader()
    other.look = header.look
    #expect(header.look == nil)
    #expect(other.look === header.normalLook)
    #expect(header.normalLook.arrowView.superview === other)
    // Taking it back moves it home.
    header.look = header.normalLook
    #expect(other.look == nil)
    #expect(header.normalLook.arrowView.superview === header)
  }
}

// MARK: - MJRefresh's classes

extension RefreshLookTests {
  /// An MJRefresh-named class, the look type it is built with, and where that look sits.
  struct BuiltInClass {
    let make: @MainActor () -> RefreshComponent
    let look: any RefreshLook.Type
    let placement: RefreshLookPlacement
  }

  static let builtInClasses = [
    BuiltInClass(make: { RefreshStateHeader() }, look: RefreshStateLook.self, placement: .header),
    BuiltInClass(make: { RefreshNormalHeader() }, look: RefreshNormalLook.self, placement: .header),
    BuiltInClass(
      make: { RefreshAnimatedHeader() }, look: RefreshAnimatedLook.self, placement: .header),
    BuiltInClass(
      make: { RefreshSpinnerHeader() }, look: RefreshSpinnerLook.self, placement: .header),
    BuiltInClass(make: { RefreshLottieHeader() }, look: RefreshLottieLook.self, placement: .header),
    BuiltInClass(
      make: { RefreshAutoStateFooter() }, look: RefreshStateLook.self, placement: .autoFooter),
    BuiltInClass(
      make: { RefreshAutoNormalFooter() }, look: RefreshNormalLook.self, placement: .autoFooter),
    BuiltInClass(
      make: { RefreshAutoAnimatedFooter() }, look: RefreshAnimatedLook.self,
      placement: .autoFooter),
    BuiltInClass(
      make: { RefreshBackStateFooter() }, look: RefreshStateLook.self, placement: .backFooter),
    BuiltInClass(
      make: { RefreshBackNormalFooter() }, look: RefreshNormalLook.self, placement: .backFooter),
    BuiltInClass(
      make: { RefreshBackAnimatedFooter() }, look: RefreshAnimatedLook.self,
      placement: .backFooter),
    BuiltInClass(
      make: { RefreshStateTrailer() }, look: RefreshStateLook.self, placement: .trailingTrailer),
    BuiltInClass(
      make: { RefreshNormalTrailer() }, look: RefreshNormalLook.self, placement: .trailingTrailer),
    BuiltInClass(
      make: { RefreshNormalTrailer(edge: .leading) }, look: RefreshNormalLook.self,
      placement: .leadingTrailer),
  ]

  @Test func theMJRefreshClassesAreBuiltWithTheirLook() {
    for entry in Self.builtInClasses {
      let component = entry.make()
      let look = component.look
      #expect(look.map { type(of: $0) == entry.look } == true, "\(type(of: component))")
      #expect(component.lookPlacement == entry.placement, "\(type(of: component))")
    }
  }

  @Test func aBuiltInClassKeepsItsMembersAfterItsLookIsReplaced() {
    let footer = RefreshBackNormalFooter()
    let builtIn = footer.normalLook
    footer.look = RecordingLook()
    #expect(footer.stateLabel === builtIn.stateLabel)
    #expect(builtIn.stateLabel.superview == nil)
    #expect(builtIn.arrowView.superview == nil)
    footer.look = builtIn
    #expect(builtIn.arrowView.superview === footer)
  }
}

// MARK: - An app's own look

extension RefreshLookTests {
  @Test(arguments: LookEdge.allCases)
  func anAppsOwnLookServesEveryEdge(edge: LookEdge) {
    let look = AppSpinnerLook()
    let rig = LookRig(edge, look: look)
    #expect(look.spinner.superview === rig.component)
    #expect(rig.component.extent == 56)
    // 24 × 24, centred in 375 × 56 (a trailer: 56 × 200).
    let expected =
      edge.placement.axis == .vertical
      ? CGRect(x: 175.5, y: 16, width: 24, height: 24)
      : CGRect(x: 16, y: 88, width: 24, height: 24)
    #expect(look.spinner.frame == expected)
    let playing = rig.runCycle { look.spinner.isPlaying }
    let expectedPlaying: [Bool]
    switch edge {
    case .header: expectedPlaying = [false, false, true, true, false]
    case .autoFooter: expectedPlaying = [false, true, false, false]
    case .backFooter, .trailingTrailer, .leadingTrailer:
      expectedPlaying = [false, false, true, true, false, false]
    }
    #expect(playing == expectedPlaying)
    #expect(rig.scheduler.pendingCount == 0)
    expectSound(rig.scrollView)
  }
}

// MARK: - An app's own class hosting a state look

/// The example in ``RefreshStateLookHosting``'s documentation, as an app writes it.
@MainActor
private final class BannerHeader: RefreshHeader, RefreshStateLookHosting {
  let stateLook = RefreshStateLook()

  override func prepare() {
    super.prepare()
    look = stateLook
    setTitle("Pull for news", for: .idle)
  }
}

extension RefreshLookTests {
  @Test func anAppsOwnClassHostsAStateLookThroughItsOwnLook() {
    let list = ListFixture().list
    let header = BannerHeader()
    list.refreshHeader = header
    #expect(header.look === header.stateLook)
    #expect(header.stateLabel.text == "Pull for news")
    #expect(header.stateLabel.superview === header)
    header.setTitle("Fetching", for: .refreshing)
    header.beginRefreshing()
    #expect(header.stateLabel.text == "Fetching")
  }
}
