import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitStaging
import RefreshKitTesting
import Testing

/// The second floor's pictures: each moment is reached as named, and drawn as the snapshots
/// beside this file show (looked at when recorded).
@MainActor
@Suite struct SecondFloorStageTests {}

extension SecondFloorStageTests {
  @Test(arguments: SecondFloorStage.Edge.allCases, SecondFloorStage.Moment.allCases)
  func eachMomentIsReachedAndDrawn(edge: SecondFloorStage.Edge, moment: SecondFloorStage.Moment) {
    let stage = SecondFloorStage(edge: edge, moment: moment)
    let expected: SecondFloorState =
      switch moment {
      case .releaseToOpen: .releaseToOpen
      case .opening: .opening
      case .open: .open
      case .closing: .closing
      }
    #expect(stage.component.secondFloorState == expected)
    assertSnapshot(
      of: stage.scrollView, as: .svg, named: "second-floor-\(edge.rawValue)-\(moment.rawValue)")
  }
}
