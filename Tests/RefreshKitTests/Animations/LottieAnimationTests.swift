import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct LottieAnimationTests {}

extension LottieAnimationTests {
  @Test func lottieAnimationReportsTheFilesTimeline() throws {
    let animation = try #require(LottieAnimation.named("refresh", bundle: .module))
    #expect(animation.startFrame == 0 && animation.endFrame == 60)
    #expect(animation.framerate == 30 && animation.duration == 2)
    #expect(animation.size == CGSize(width: 200, height: 200))
    #expect(animation.frameTime(forMarker: "reduced motion") == 40)
    #expect(animation.frameTime(forMarker: "none") == nil)
    #expect(animation.frameTime(forProgress: 2) == 60)
    #expect(LottieAnimation.named("nowhere", bundle: .module) == nil)
    #expect(LottieAnimation.loadError(named: "nowhere", bundle: .module) != nil)
  }
}
