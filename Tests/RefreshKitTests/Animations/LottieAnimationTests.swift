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

extension LottieAnimationTests {
  @Test func undrawnFeaturesAreReportedOncePerAnimation() throws {
    let file = """
      {"v": "5.7.4", "nm": "glow", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [
        {"ty": 4, "nm": "box", "ip": 0, "op": 30, "bm": 3, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    let animation = try LottieAnimation.from(data: Data(file.utf8))
    #expect(animation.unsupportedFeatures.count == 1)
    var lines: [String] = []
    let previous = LottieDiagnostics.handler
    LottieDiagnostics.handler = { lines.append($0) }
    defer { LottieDiagnostics.handler = previous }
    _ = LottieAnimationView(animation: animation)
    let view = LottieAnimationView()
    view.animation = animation
    #expect(lines.count == 1)
    #expect(lines.first?.contains("glow") == true && lines.first?.contains("'box'") == true)
    // The same bytes parsed again are another animation, reported again.
    _ = LottieAnimationView(animation: try LottieAnimation.from(data: Data(file.utf8)))
    #expect(lines.count == 2)
  }
}
