import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// The entry points every host needs (a GTK window, a UIKit bridge): wheel input, velocity,
/// and knowing when to draw.
@MainActor
@Suite final class HostAPITests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let header: RefreshNormalHeader
  var refreshes = 0

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
    header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) { [unowned self] in refreshes += 1 }
  }

  isolated deinit { scheduler.expectNoPendingWork() }
}

extension HostAPITests {
  @Test func aTouchpadPullPastTheTriggerRefreshesOnEnded() {
    list.scrollWheel(by: .zero, phase: .began)
    for _ in 0..<20 { list.scrollWheel(by: CGPoint(x: 0, y: -10), phase: .changed) }
    #expect(header.state == .pulling)
    list.scrollWheel(by: .zero, phase: .ended)
    #expect(header.state == .refreshing)
    #expect(refreshes == 1)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func momentumNeverPullsTheHeaderOut() {
    list.contentOffset = CGPoint(x: 0, y: 100)
    for _ in 0..<30 { list.scrollWheel(by: CGPoint(x: 0, y: -20), phase: .momentum) }
    #expect(list.contentOffset.y == 0)
    #expect(header.state == .idle)
    #expect(refreshes == 0)
    list.scrollWheel(by: CGPoint(x: 0, y: 50), phase: .momentum)
    #expect(list.contentOffset.y == 50)
    list.scrollWheel(by: CGPoint(x: 0, y: CGFloat.nan), phase: .momentum)
    #expect(list.contentOffset.y == 50)
  }

  @Test func aMouseWheelGestureEndsAfterItsQuietPeriod() {
    let wheel = ScrollWheelGesture(scrollView: list)
    for _ in 0..<6 {
      wheel.scroll(by: CGPoint(x: 0, y: -40))
      scheduler.advance(by: .milliseconds(50))
    }
    #expect(wheel.isActive)
    #expect(list.isDragging)
    #expect(header.state == .pulling)
    scheduler.advance(by: .milliseconds(150))
    #expect(!wheel.isActive)
    #expect(header.state == .refreshing)
    header.endRefreshing()
    scheduler.runUntilIdle()
    // A small turn that stays short of the trigger just scrolls back.
    wheel.scroll(by: CGPoint(x: 0, y: -10))
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(refreshes == 1)
  }

  @Test func velocityIsTheSlopeOfTheRecentSamples() {
    var tracker = VelocityTracker()
    for step in 0...10 {
      tracker.addSample(
        at: .milliseconds(10 * step), position: CGPoint(x: 0, y: CGFloat(step) * 5))
    }
    let velocity = tracker.velocity(at: .milliseconds(100))
    #expect(abs(velocity.y - 500) < 0.001)
    #expect(velocity.x == 0)
    // A finger that rested for longer than the window has no fling.
    #expect(tracker.velocity(at: .milliseconds(400)) == .zero)
    tracker.addSample(at: .milliseconds(50), position: CGPoint(x: 0, y: CGFloat.nan))
    tracker.reset()
    #expect(tracker.velocity(at: .milliseconds(100)) == .zero)
  }

  @Test func theRootAsksForDisplayOnceUntilDrawnAndNotWhileIdle() {
    var requests = 0
    list.displayRequestHandler = { requests += 1 }
    list.layoutIfNeeded()
    list.didDisplay()
    scheduler.runUntilIdle()
    #expect(requests == 0)
    // A label deep in the tree changes: one request, however many changes follow.
    header.stateLabel.text = "Hello"
    header.arrowView.rotation = 1
    list.contentOffset = CGPoint(x: 0, y: 10)
    #expect(requests == 1)
    #expect(list.needsDisplay)
    list.didDisplay()
    list.contentOffset = CGPoint(x: 0, y: 10)  // no change
    #expect(requests == 1)
    list.contentOffset = CGPoint(x: 0, y: 20)
    #expect(requests == 2)
  }

  @Test func aSpinningIndicatorNeedsFramesThoughItSchedulesNothing() {
    #expect(!list.needsAnimationFrames)
    header.beginRefreshing()
    scheduler.runUntilIdle()
    #expect(header.loadingView.isAnimating)
    #expect(scheduler.pendingCount == 0)
    #expect(list.needsAnimationFrames)
    header.endRefreshing()
    scheduler.runUntilIdle()
    #expect(!list.needsAnimationFrames)
  }

  @Test func aHostsTextMeasurerSizesLabels() {
    defer { Label.textMeasurer = nil }
    Label.textMeasurer = { text, font in CGFloat(text.count) * font.size }
    let label = Label(text: "abcd")
    let width: CGFloat = label.textWidth
    #expect(width == 56, "\(width.bitPattern)")
    Label.textMeasurer = { _, _ in -.infinity }
    #expect(Label(text: "abcd").textWidth == 4 * 0.6 * 14)
  }
}
