import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ArrowViewTests {}

extension ArrowViewTests {
  @Test func rotationPointsDownAtZeroAndIgnoresBadValues() {
    let arrow = ArrowView()
    #expect(arrow.rotation == 0)
    #expect(!arrow.pointsUp)
    arrow.rotation = .pi
    #expect(arrow.pointsUp)
    arrow.rotation = .nan
    #expect(arrow.rotation == .pi)
  }

  @Test func setRotationAnimatesAndSupersedes() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scheduler: scheduler)
    let arrow = ArrowView()
    list.addSubview(arrow)
    arrow.setRotation(.pi, duration: .milliseconds(200))
    scheduler.advance(by: .milliseconds(100))
    #expect(abs(arrow.rotation - .pi / 2) < 1e-9)
    arrow.setRotation(0, duration: .milliseconds(200))
    scheduler.runUntilIdle()
    #expect(arrow.rotation == 0)
    arrow.setRotation(.infinity, duration: .milliseconds(200))
    #expect(scheduler.pendingCount == 0)
  }
}
