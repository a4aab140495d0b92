import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The Adwaita look on every edge: an arc that grows with the pull, spins while refreshing,
/// fades when the refresh ends; no arrow, no text.
@MainActor
@Suite struct RefreshAdwaitaLookTests {
  /// What the spinner shows at a stage: "–" hidden, "↻" spinning, else the arc's length in
  /// percent of the longest.
  static func shown(_ look: RefreshAdwaitaLook, at now: Duration) -> String {
    let spinner = look.spinner
    if spinner.isHidden || spinner.alpha == 0 { return "–" }
    if spinner.isSpinning { return "↻" }
    let length = spinner.arc(at: now).length / ArcSpinnerView.longestArc
    return "\(Int((length * 100).rounded()))"
  }

  static func expected(on edge: LookEdge) -> [String] {
    switch edge {
    case .header: ["0", "50", "100", "↻", "0"]
    case .autoFooter: ["–", "↻", "–", "–"]
    case .backFooter, .trailingTrailer, .leadingTrailer: ["0", "50", "100", "↻", "0", "–"]
    }
  }
}

extension RefreshAdwaitaLookTests {
  @Test(arguments: LookEdge.allCases)
  func growsSpinsAndFadesOnEveryEdge(edge: LookEdge) {
    let look = RefreshAdwaitaLook()
    let rig = LookRig(edge, look: look)
    #expect(rig.component.extent == 56)
    let shown = rig.runCycle { Self.shown(look, at: rig.scheduler.now) }
    #expect(shown == Self.expected(on: edge))
    // Centred, 32 points, and nothing else in the component.
    #expect(look.spinner.frame.size == CGSize(width: 32, height: 32))
    #expect(look.spinner.frame.midX == rig.component.bounds.midX)
    #expect(rig.component.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(look.spinner)])
    #expect(look.spinner.drawing().texts.isEmpty)
  }

  @Test(arguments: LookEdge.allCases)
  func followsTheThemesTint(edge: LookEdge) {
    let look = RefreshAdwaitaLook()
    let rig = LookRig(edge, look: look)
    #expect(look.spinner.color == .refreshText)
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue)
    #expect(look.spinner.color == .blue)
    rig.component.theme = RefreshTheme(tintColor: .red)
    #expect(look.spinner.color == .red)
  }

  @Test func theFadeAfterARefreshFollowsTheCollapseAndReducedMotionShortensIt() {
    for motion in [MotionPreference.standard, .reduced] {
      let look = RefreshAdwaitaLook()
      let rig = LookRig(.header, look: look)
      rig.scrollView.motionPreference = motion
      rig.refreshByGesture()
      rig.scheduler.advance(by: .seconds(1))
      rig.component.endRefreshing()
      let fade = motion.scaled(.milliseconds(400))
      rig.scheduler.advance(by: fade - .milliseconds(20))
      #expect(look.spinner.alpha > 0 && look.spinner.isSpinning, "\(motion)")
      rig.scheduler.advance(by: .milliseconds(40))
      #expect(look.spinner.alpha == 1 && !look.spinner.isSpinning, "\(motion)")
      #expect(look.spinner.progress == 0)
    }
  }

  @Test func aTerminalShowsASpinnerGlyphAndUninstallingRemovesTheSpinner() {
    let look = RefreshAdwaitaLook()
    let rig = LookRig(.header, look: look)
    rig.refreshByGesture()
    let drawing = look.spinner.drawing()
    #expect(drawing.groups.first?.textAlternative != nil)
    rig.component.look = nil
    #expect(look.spinner.superview == nil && !look.spinner.isSpinning)
  }
}
