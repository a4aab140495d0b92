import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The Lottie look following the theme through a file's slots, and playing a file's refresh
/// markers, on every edge.
@MainActor
@Suite struct RefreshLottieLookTests {
  typealias Values = LottieAnimationViewValuesTests

  static func look(_ json: String = Values.spinnerJSON) throws -> RefreshLottieLook {
    RefreshLottieLook(animation: try LottieAnimation.from(data: Data(json.utf8)))
      .keepingDatesInMemory()
  }
}

extension RefreshLottieLookTests {
  @Test(arguments: LookEdge.allCases)
  func theThemeRecoloursTheFilesSlots(edge: LookEdge) throws {
    let look = try Self.look()
    let rig = LookRig(edge, look: look)
    #expect(Values.colors(look.animationView) == [Values.red, Values.red])
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .white)
    #expect(
      Values.colors(look.animationView) == [Color.white.lottieColor, Color.blue.lottieColor])
    rig.scrollView.refreshTheme = nil
    #expect(Values.colors(look.animationView) == [Values.red, Values.red])
  }

  @Test func theBuiltInSpinnerFollowsTheTint() {
    let look = RefreshLottieLook()
    let rig = LookRig(.header, look: look)
    rig.scrollView.refreshTheme = RefreshTheme(tintColor: .blue)
    #expect(Set(Values.colors(look.animationView)) == [Color.blue.lottieColor])
  }

  /// The intro follows the pull, the loop plays while refreshing, the outro once at the end.
  @Test(arguments: LookEdge.pulled)
  func theMarkersPlayTheRefreshParts(edge: LookEdge) throws {
    let look = try Self.look()
    let rig = LookRig(edge, look: look)
    let view = look.animationView
    rig.expose(rig.component.extent / 2)
    #expect(abs(view.currentFrame - 10) < 0.5 && !view.isAnimationPlaying)
    rig.pullPastTrigger()
    #expect(view.currentFrame == 20 && !view.isAnimationPlaying)
    rig.release()
    #expect(rig.component.state == .refreshing && view.isAnimationPlaying)
    var seen: [CGFloat] = []
    for _ in 0..<90 {
      rig.scheduler.advance(by: .seconds(1) / 60)
      seen.append(view.currentFrame)
    }
    // Loops 20…40 only.
    #expect(seen.allSatisfy { (20...40).contains($0) } && seen.contains { $0 < 22 })
    rig.component.endRefreshing()
    #expect(view.isAnimationPlaying && view.currentFrame == 40)
    rig.scheduler.advance(by: .milliseconds(400))
    #expect((40...59).contains(view.currentFrame))
    rig.settle()
    #expect(!view.isAnimationPlaying)
  }

  @Test func withoutMarkersTheLookLoopsTheWholeFile() throws {
    let json = Values.spinnerJSON.replacingOccurrences(of: "\"cm\":", with: "\"name\":")
    let look = try Self.look(json)
    let rig = LookRig(.header, look: look)
    rig.expose(rig.component.extent / 2)
    #expect(look.animationView.currentFrame == 0)
    rig.refreshByGesture()
    rig.scheduler.advance(by: .seconds(1.5))
    #expect(look.animationView.currentFrame > 40)
    rig.endAndSettle()
    #expect(!look.animationView.isAnimationPlaying && look.animationView.currentFrame == 0)
  }
}
