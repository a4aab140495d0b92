import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ArcSpinnerViewTests: ListFixtureSuite {
  let fixture = ListFixture()
  let spinner = ArcSpinnerView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))

  init() {
    list.addSubview(spinner)
  }
}

extension ArcSpinnerViewTests {
  @Test func theArcGrowsWithTheProgressOnAFaintRing() {
    spinner.progress = 0
    #expect(spinner.arc(at: scheduler.now).length == 0)
    let empty = spinner.drawing()
    // The ring alone, at 15 % opacity.
    #expect(empty.steps.filter { if case .stroke = $0 { true } else { false } }.count == 1)
    spinner.progress = 0.5
    #expect(abs(spinner.arc(at: scheduler.now).length - 0.225) < 1e-9)
    spinner.progress = 3
    #expect(abs(spinner.arc(at: scheduler.now).length - ArcSpinnerView.longestArc) < 1e-9)
    let drawing = spinner.drawing()
    let strokes = drawing.steps.compactMap { step -> VectorDrawing.Stroke? in
      if case .stroke(let stroke) = step { return stroke }
      return nil
    }
    #expect(strokes.map(\.opacity) == [0.15, 1])
    #expect(strokes.last?.cap == .round)
  }

  @Test func itsLineWidthAndSideFollowAdwSpinner() {
    #expect(spinner.side == 32 && spinner.lineWidth == 4)
    spinner.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(spinner.side == 64 && spinner.lineWidth == 7)
    spinner.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    #expect(spinner.side == 16 && spinner.lineWidth == 2.5)
  }

  @Test func itTurnsOnceEvery1200MillisecondsFromTheLongestArcWithNothingScheduled() {
    spinner.progress = 1
    spinner.startSpinning()
    #expect(spinner.drawsEveryFrame && list.needsAnimationFrames)
    #expect(scheduler.pendingCount == 0)
    let start = spinner.arc(at: scheduler.now)
    #expect(abs(start.length - ArcSpinnerView.longestArc) < 1e-9)
    // Half a turn later the arc is at its shortest, and a turn later as it started, one turn on.
    let half = spinner.arc(at: .milliseconds(600))
    #expect(abs(half.length - ArcSpinnerView.shortestArc) < 1e-9)
    let turn = spinner.arc(at: .milliseconds(1200))
    #expect(abs(turn.length - start.length) < 1e-9)
    #expect(abs(turn.start - start.start - 1) < 1e-9)
    spinner.stopSpinning()
    #expect(!list.needsAnimationFrames)
  }

  @Test func reducedMotionHalvesItsSpeedFromWhereItIs() {
    spinner.startSpinning()
    scheduler.advance(by: .milliseconds(300))
    let before = spinner.arc(at: scheduler.now)
    list.motionPreference = .reduced
    #expect(spinner.turnDuration == .milliseconds(2400))
    let after = spinner.arc(at: scheduler.now)
    #expect(abs(after.start - before.start) < 1e-9 && abs(after.length - before.length) < 1e-9)
    // A quarter turn now takes 600 ms.
    let later = spinner.arc(at: scheduler.now + .milliseconds(600))
    let turned = (later.start + later.length / 2) - (after.start + after.length / 2)
    #expect(abs(turned - 0.25) < 1e-9)
  }
}
