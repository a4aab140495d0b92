import Foundation
import RefreshKitRendering
import Testing

@testable import refreshkit_demo

@MainActor
@Suite struct LiveSessionTests {}

extension LiveSessionTests {
  @Test func standardScaleWhenTheTerminalIsLargeEnough() {
    #expect(LiveSession.scale(fitting: nil) == .standard)
    #expect(LiveSession.scale(fitting: (rows: 40, columns: 120)) == .standard)
  }

  @Test func coarserScaleSoThatAFrameFitsASmallTerminal() {
    let scale = LiveSession.scale(fitting: (rows: 24, columns: 40))
    #expect(scale.pointsPerRow == CGFloat(468) / 20)  // 20 rows for the list, 4 for the rest
    #expect(scale.pointsPerColumn == CGFloat(360) / 38)
    #expect(LiveSession.scale(fitting: (rows: 3, columns: 1)) == .standard)
  }
}
