import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct PanStateTests {}

/// A component that records each pan state it is told about.
@MainActor
final class PanRecorder: RefreshComponent {
  var states: [PanState] = []
  override func scrollViewPanStateDidChange(_ change: ScrollChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    states.append(change.newValue)
  }
}

extension PanStateTests {
  @Test func aGestureGoesThroughItsPhasesOnce() {
    let list = ListFixture().list
    let recorder = PanRecorder()
    list.addSubview(recorder)
    #expect(list.panState == .possible)
    list.beginDragging()
    list.beginDragging()
    list.drag(by: 10)
    list.drag(by: 10)
    list.endDragging()
    list.endDragging()
    list.drag(to: CGPoint(x: 0, y: 30))
    #expect(recorder.states == [.began, .changed, .ended, .began, .changed])
    #expect(list.panState == .changed)
  }
}
