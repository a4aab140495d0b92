import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The normal look on every edge: the arrow points the way the edge is pulled and turns round past
/// the trigger; the indicator spins only while refreshing.
@MainActor
@Suite struct RefreshNormalLookTests {
  /// What the look shows, in a form a timeline compares exactly.
  struct Shown: Equatable, CustomStringConvertible {
    /// The arrow's rotation in quarter turns (π/2), or `nil` when the arrow is hidden or not in
    /// the component; `.max` when the rotation is not a whole number of quarter turns.
    var arrow: Int?
    var isSpinning: Bool

    var description: String { "(arrow: \(arrow.map(String.init) ?? "none"), \(isSpinning))" }

    static func arrow(_ quarterTurns: Int) -> Shown {
      Shown(arrow: quarterTurns, isSpinning: false)
    }
    static let spinning = Shown(arrow: nil, isSpinning: true)
    static let nothing = Shown(arrow: nil, isSpinning: false)
  }

  static func shown(by look: RefreshNormalLook, in component: RefreshComponent) -> Shown {
    let arrowShows = look.arrowView.superview === component && !look.arrowView.isHidden
    return Shown(
      arrow: arrowShows ? quarterTurns(look.arrowView.rotation) : nil,
      isSpinning: look.loadingView.isAnimating)
  }

  /// `rotation` in quarter turns, when it is one to within rounding (`.max` otherwise).
  static func quarterTurns(_ rotation: CGFloat) -> Int {
    let turns = rotation / (.pi / 2)
    return abs(turns - turns.rounded()) < 1e-9 ? Int(turns.rounded()) : .max
  }
}

// MARK: - A cycle on every edge

extension RefreshNormalLookTests {
  @Test(arguments: LookEdge.allCases)
  func arrowAndIndicatorThroughACycle(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    let seen = rig.runCycle {
      // Let the arrow finish its turn.
      rig.scheduler.advance(by: .milliseconds(250))
      return Self.shown(by: look, in: rig.component)
    }
    // Header: down (0), turned round anticlockwise (−π). Back footer: up (π), then down (0).
    // Trailing trailer: left (π/2), then right (3π/2). Leading trailer: right (−π/2), then
    // left (π/2). An auto footer has no arrow.
    let expected: [Shown]
    switch edge {
    case .header: expected = [.arrow(0), .arrow(0), .arrow(-2), .spinning, .arrow(0)]
    case .autoFooter: expected = [.nothing, .spinning, .nothing, .nothing]
    case .backFooter: expected = [.arrow(2), .arrow(2), .arrow(0), .spinning, .arrow(2), .nothing]
    case .trailingTrailer:
      expected = [.arrow(1), .arrow(1), .arrow(3), .spinning, .arrow(1), .nothing]
    case .leadingTrailer:
      expected = [.arrow(-1), .arrow(-1), .arrow(1), .spinning, .arrow(-1), .nothing]
    }
    #expect(seen == expected)
    #expect(rig.scheduler.pendingCount == 0)
    expectSound(rig.scrollView)
  }

  @Test(arguments: LookEdge.allCases)
  func theIdleAndPulledRotationsOfEachEdge(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    _ = LookRig(edge, look: look)
    let rotations = [look.idleArrowRotation, look.pulledArrowRotation]
    let expected: [CGFloat]
    switch edge {
    case .header: expected = [0, -.pi]
    case .autoFooter, .backFooter: expected = [.pi, 0]
    case .trailingTrailer: expected = [.pi / 2, 3 * .pi / 2]
    case .leadingTrailer: expected = [-.pi / 2, .pi / 2]
    }
    #expect(rotations == expected)
  }

  @Test func theArrowPointsUpOnlyWhereItShould() {
    let headerLook = RefreshNormalLook().keepingDatesInMemory()
    let header = LookRig(.header, look: headerLook)
    let footerLook = RefreshNormalLook()
    let footer = LookRig(.backFooter, look: footerLook)
    var pointsUp: [Bool] = []
    for (rig, look) in [(header, headerLook), (footer, footerLook)] {
      pointsUp.append(look.arrowView.pointsUp)
      rig.pullPastTrigger()
      rig.scheduler.advance(by: .milliseconds(250))
      pointsUp.append(look.arrowView.pointsUp)
      rig.release()
    }
    #expect(pointsUp == [false, true, true, false])
  }

  @Test(arguments: LookEdge.pulled)
  func theArrowTurnsBackWhenThePullReturns(edge: LookEdge) {
    let look = RefreshNormalLook().keepingDatesInMemory()
    let rig = LookRig(edge, look: look)
    let idle = Self.quarterTurns(look.idleArrowRotation)
    rig.pullPastTrigger()
    rig.scheduler.advance(by: .milliseconds(100))
    // Half way through the turn, it is not a quarter-turn multiple.
    #expect(Self.quarterTurns(look.arrowView.rotation) == .max)
    rig.expose(rig.component.extent / 2)
    #expect(rig.component.state == .idle)
    rig.scheduler.advance(by: .milliseconds(250))
    #expect(Self.quarterTurns(look.arrowView.rotation) == idle)
    rig.release()
    rig.settle()
    #expect(rig.loads == 0)
  }

  @Test func anAutoFootersLookHasNoArrow() {
    let look = RefreshNormalLook()
    let rig = LookRig(.autoFooter, look: look)
    #expect(look.arrowView.superview == nil)
    #expect(look.loadingView.superview === rig.component)
    #expect(!rig.component.subviews.contains { $0 === look.arrowView })
  }

  @Test func aHeadersIndicatorFadesOutThenTheArrowComesBack() {
    let look = RefreshNormalLook().keepingDatesInMemory()
    let rig = LookRig(.header, look: look)
    rig.refreshByGesture()
    rig.scheduler.advance(by: .seconds(1))
    rig.component.endRefreshing()
    var seen = [Self.shown(by: look, in: rig.component)]
    rig.scheduler.advance(by: .milliseconds(399))
    seen.append(Self.shown(by: look, in: rig.component))
    rig.scheduler.advance(by: .milliseconds(1))
    seen.append(Self.shown(by: look, in: rig.component))
    #expect(seen == [.spinning, .spinning, .arrow(0)])
  }

  @Test(arguments: LookEdge.loading)
  func aFooterOrTrailerStopsItsIndicatorAtOnce(edge: LookEdge) {
    let look = RefreshNormalLook()
    let rig = LookRig(edge, look: look)
    rig.component.beginRefreshing()
    #expect(look.loadingView.isAnimating)
    rig.component.endRefreshing()
    #expect(!look.loadingView.isAnimating)
  }

  @Test(arguments: LookEdge.allCases)
  func installedMidRefreshItSpins(edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook())
    rig.component.beginRefreshing()
    let look = RefreshNormalLook().keepingDatesInMemory()
    rig.component.look = look
    #expect(Self.shown(by: look, in: rig.component) == .spinning)
    rig.component.endRefreshing()
    rig.settle()
    #expect(Self.shown(by: look, in: rig.component) == Self.shown(idleOn: edge))
  }

  /// What the look shows at rest on `edge`.
  static func shown(idleOn edge: LookEdge) -> Shown {
    switch edge {
    case .header: .arrow(0)
    case .autoFooter: .nothing
    case .backFooter: .arrow(2)
    case .trailingTrailer: .arrow(1)
    case .leadingTrailer: .arrow(-1)
    }
  }

  @Test func afterAHeadersResultTheArrowComesBack() {
    RefreshLocalization.pinned("en") {
      let look = RefreshNormalLook().keepingDatesInMemory()
      let rig = LookRig(.header, look: look)
      rig.refreshByGesture()
      rig.scheduler.advance(by: .seconds(1))
      rig.component.endRefreshing(result: .success)
      var seen: [Shown] = []
      var titles: [String] = []
      for _ in 0..<3 {
        seen.append(Self.shown(by: look, in: rig.component))
        titles.append(look.stateLabel.text)
        rig.scheduler.advance(by: .milliseconds(450))
      }
      // The fade ends at 0.4 s with the result still shown; the result ends at 0.5 s.
      #expect(seen == [.spinning, .nothing, .arrow(0)])
      #expect(titles == ["Refresh succeeded", "Refresh succeeded", "Pull down to refresh"])
    }
  }

  @Test func aTrailerMovedToTheOtherEdgeTurnsItsArrow() {
    let look = RefreshNormalLook()
    let rig = LookRig(.trailingTrailer, look: look)
    #expect(Self.quarterTurns(look.arrowView.rotation) == 1)
    rig.scrollView.refreshLeadingTrailer = rig.component as? RefreshTrailer
    #expect(Self.quarterTurns(look.arrowView.rotation) == -1)
  }
}

// MARK: - Layout on every edge

extension RefreshNormalLookTests {
  @Test(arguments: LookEdge.allCases)
  func theAccessoriesSitBesideOrAboveTheText(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshNormalLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let label = look.stateLabel
      let arrow = look.arrowView.frame
      let indicator = look.loadingView.frame
      // The two share a centre.
      #expect(abs(arrow.midX - indicator.midX) < 0.001 && abs(arrow.midY - indicator.midY) < 0.001)
      switch edge.placement.axis {
      case .vertical:
        // Centred the 25-point inset left of the widest text, vertically centred.
        let textLeft = 187.5 - look.lastUpdatedOrStateTextWidth / 2
        #expect(abs(indicator.midY - rig.component.bounds.midY) < 0.001)
        #expect(abs(arrow.midX - (textLeft - 25)) < 0.001)
      case .horizontal:
        // Above the vertical text, 8 points clear of it (the arrow lies sideways: 15 deep).
        #expect(abs(arrow.midX - 30) < 0.001)
        #expect(abs((arrow.midY + 7.5 + 8) - label.frame.minY) < 0.001)
      }
    }
  }
}

extension RefreshStateLook {
  /// The width of the widest text the look shows: the time line counts on a header only.
  var lastUpdatedOrStateTextWidth: CGFloat {
    let time = lastUpdatedTimeLabel.superview == nil ? 0 : lastUpdatedTimeLabel.textWidth
    return Swift.max(stateLabel.textWidth, time)
  }
}

// MARK: - Right to left

extension RefreshNormalLookTests {
  @Test(arguments: [LookEdge.header, .backFooter])
  func inARightToLeftListTheAccessoriesSitRightOfTheText(edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let look = RefreshNormalLook().keepingDatesInMemory()
      let rig = LookRig(edge, look: look)
      let leftToRight = look.arrowView.frame
      let rotation = look.arrowView.rotation
      rig.scrollView.layoutDirection = .rightToLeft
      rig.scrollView.layoutIfNeeded()
      // The layout is mirrored: the same distance right of the text...
      let textRight = 187.5 + look.lastUpdatedOrStateTextWidth / 2
      #expect(abs(look.arrowView.frame.midX - (textRight + 25)) < 0.001)
      #expect(abs(look.arrowView.frame.midX - (375 - leftToRight.midX)) < 0.001)
      #expect(look.loadingView.frame.midX == look.arrowView.frame.midX)
      // ...and nothing is drawn mirrored: the arrow still points the way to pull.
      #expect(look.arrowView.rotation == rotation)
      #expect(look.stateLabel.textAlignment == .center)
    }
  }
}
