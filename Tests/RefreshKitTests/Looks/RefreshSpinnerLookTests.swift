import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The spinner look with frames (``RefreshSpinnerLook``) and with Lottie (``RefreshLottieLook``)
/// on every edge: 56 points deep, a 24 × 24 animation centred, playing while pulling or
/// refreshing and stopped otherwise; with no more data it gives way to the title.
@MainActor
@Suite struct RefreshSpinnerLookTests {
  /// Which animation the spinner plays.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case frames
    case lottie

    var testDescription: String { rawValue }
  }

  /// A spinner look, the view it plays, and how to ask whether it plays.
  typealias Spinner = (look: RefreshStateLook, view: View, isPlaying: @MainActor () -> Bool)

  /// A spinner look of `kind`.
  static func make(_ kind: Kind) -> Spinner {
    switch kind {
    case .frames:
      let look = RefreshSpinnerLook().keepingDatesInMemory()
      let view = look.animationView
      return (look, view, { view.isPlaying })
    case .lottie:
      let look = RefreshLottieLook().keepingDatesInMemory()
      let view = look.animationView
      return (look, view, { view.isAnimationPlaying })
    }
  }

  /// What the spinner shows at each stage of a cycle on `edge`: "▶" playing, "■" stopped, "–"
  /// hidden.
  static func expectedSpinner(on edge: LookEdge) -> [String] {
    switch edge {
    case .header: ["■", "■", "▶", "▶", "■"]
    // Never pulled: the spinner shows only while loading.
    case .autoFooter: ["–", "▶", "–", "–"]
    // With no more data it gives way to the title.
    case .backFooter, .trailingTrailer, .leadingTrailer: ["■", "■", "▶", "▶", "■", "–"]
    }
  }

  /// What `spinner` shows now, as ``expectedSpinner(on:)`` writes it.
  static func shown(_ spinner: Spinner) -> String {
    spinner.view.isHidden ? "–" : spinner.isPlaying() ? "▶" : "■"
  }
}

extension RefreshSpinnerLookTests {
  @Test(arguments: Kind.allCases, LookEdge.allCases)
  func playsWhilePullingAndRefreshingOnly(kind: Kind, edge: LookEdge) {
    let spinner = Self.make(kind)
    let rig = LookRig(edge, look: spinner.look)
    let shown = rig.runCycle { Self.shown(spinner) }
    #expect(shown == Self.expectedSpinner(on: edge))
    // Nothing loops on once the cycle is over.
    #expect(rig.scheduler.runUntilIdle(maximumSteps: 1000))
  }

  @Test(arguments: Kind.allCases, LookEdge.loading)
  func givesWayToTheTitleWithNoMoreData(kind: Kind, edge: LookEdge) {
    RefreshLocalization.pinned("en") {
      let spinner = Self.make(kind)
      let rig = LookRig(edge, look: spinner.look)
      rig.endWithNoMoreData()
      #expect(rig.component.state == .noMoreData)
      #expect(Self.shown(spinner) == "–")
      #expect(!spinner.look.stateLabel.isHidden)
      #expect(spinner.look.stateLabel.text == "No more data")
      #expect(rig.scheduler.runUntilIdle(maximumSteps: 1000))
      if let footer = rig.component as? RefreshFooter {
        footer.resetNoMoreData()
      } else {
        rig.component.state = .idle
      }
      #expect(spinner.look.stateLabel.isHidden)
      #expect(Self.shown(spinner) == (edge == .autoFooter ? "–" : "■"))
    }
  }

  @Test(arguments: Kind.allCases, LookEdge.allCases)
  func isFiftySixDeepWithTheSpinnerCentred(kind: Kind, edge: LookEdge) {
    let spinner = Self.make(kind)
    let rig = LookRig(edge, look: spinner.look)
    #expect(rig.component.extent == 56)
    #expect(spinner.view.superview === rig.component)
    let expected: CGRect
    switch edge.placement.axis {
    case .vertical:
      #expect(rig.component.frame.size == CGSize(width: 375, height: 56))
      expected = CGRect(x: 175.5, y: 16, width: 24, height: 24)
    case .horizontal:
      #expect(rig.component.frame.size == CGSize(width: 56, height: 200))
      expected = CGRect(x: 16, y: 88, width: 24, height: 24)
    }
    #expect(spinner.view.frame == expected)
  }

  @Test(arguments: Kind.allCases, LookEdge.allCases)
  func theLabelsStayHiddenButForNoMoreData(kind: Kind, edge: LookEdge) {
    let spinner = Self.make(kind)
    let rig = LookRig(edge, look: spinner.look)
    // A hidden label leaves a header nothing to show a result with.
    #expect(!spinner.look.canShowResult)
    let stages = rig.stages
    let titleShown = rig.runCycle { !spinner.look.stateLabel.isHidden }
    #expect(titleShown == stages.map { $0 == .noMoreData })
    #expect(spinner.look.lastUpdatedTimeLabel.isHidden)
  }

  @Test(arguments: Kind.allCases, LookEdge.allCases)
  func installedMidRefreshItPlays(kind: Kind, edge: LookEdge) {
    let rig = LookRig(edge, look: RecordingLook())
    rig.component.beginRefreshing()
    let spinner = Self.make(kind)
    rig.component.look = spinner.look
    #expect(spinner.isPlaying())
    rig.component.endRefreshing()
    #expect(!spinner.isPlaying())
  }

  @Test(arguments: Kind.allCases)
  func replacingTheSpinnerStopsIt(kind: Kind) {
    let spinner = Self.make(kind)
    let rig = LookRig(.backFooter, look: spinner.look)
    rig.component.beginRefreshing()
    rig.settle()
    #expect(spinner.isPlaying())
    rig.component.look = nil
    #expect(!spinner.isPlaying())
    #expect(spinner.view.superview == nil)
    // Nothing loops on.
    #expect(rig.scheduler.runUntilIdle(maximumSteps: 1000))
  }

  @Test func theSpinnersAnimations() throws {
    let frames = RefreshSpinnerLook()
    #expect(frames.animationView.animation?.name == "refresh")
    #expect(frames.animationView.loopMode == .loop)
    let lottie = RefreshLottieLook()
    let animation = try #require(lottie.animationView.animation)
    #expect(animation.unsupportedFeatures == [])
    #expect(lottie.animationView.loopMode == .loop)
    let own = try #require(LottieAnimation.named("refresh", bundle: .module))
    #expect(RefreshLottieLook(animation: own).animationView.animation == own)
  }

  @Test(arguments: Kind.allCases)
  func theSpinnerAdvancesOnVirtualTime(kind: Kind) {
    let spinner = Self.make(kind)
    let rig = LookRig(.header, look: spinner.look)
    rig.pullPastTrigger()
    rig.scheduler.advance(by: .milliseconds(250))
    switch kind {
    case .frames:
      // 12 fps: frame ⌊0.25 × 12⌋.
      #expect((spinner.view as? FrameAnimationView)?.currentFrame == 3)
    case .lottie:
      #expect(((spinner.view as? LottieAnimationView)?.currentFrame ?? 0) > 0)
    }
    rig.expose(10)
    #expect(!spinner.isPlaying())
    rig.release()
    rig.settle()
    #expect(rig.scheduler.pendingCount == 0)
  }
}
