import Foundation
import RefreshKitTesting
import Testing

@testable import RefreshKit

/// Each offset change reaches the components with who moved it: the finger, the momentum
/// after a release, the user's input on the platform, or a program.
@MainActor
@Suite final class OffsetChangeSourceTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let recorder = SourceRecorder()

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.contentSize = CGSize(width: 375, height: 2000)
    list.addSubview(recorder)
  }

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

  @Test func theFingerMovesAsTheFinger() {
    list.drag(to: CGPoint(x: 0, y: 100))
    list.drag(by: -20)
    #expect(recorder.sources == [.finger, .finger])
  }

  @Test func theBounceAndTheFlickAfterAReleaseAreMomentum() {
    list.drag(to: CGPoint(x: 0, y: -80))
    list.endDragging()
    scheduler.runUntilIdle()
    list.drag(to: CGPoint(x: 0, y: 500))
    list.endDragging(velocity: CGPoint(x: 0, y: 1000))
    scheduler.runUntilIdle()
    let released = recorder.sources.filter { $0 != .finger }
    #expect(!released.isEmpty)
    #expect(released.allSatisfy { $0 == .momentum })
  }

  @Test func theAppsScrollsAreAProgramsEvenUnderAFinger() {
    list.contentOffset = CGPoint(x: 0, y: 40)
    list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    scheduler.runUntilIdle()
    list.beginDragging()
    list.contentOffset = CGPoint(x: 0, y: 10)
    list.endDragging()
    #expect(!recorder.sources.isEmpty)
    #expect(recorder.sources.allSatisfy { $0 == .program })
  }

  @Test func thePlatformsScrollingIsTheUsersOnlyWhenItSaysSo() {
    list.platformDidScroll(to: CGPoint(x: 0, y: 100))
    list.platformDidScroll(to: CGPoint(x: 0, y: 200), isUserDriven: false)
    #expect(recorder.sources == [.platformInput, .program])
  }

  /// A hook that scrolls while it hears of the finger's movement makes a change of its own.
  @Test func aScrollAHookMakesDuringTheFingersChangeIsAPrograms() {
    recorder.onChange = { [list] change in
      if change.newValue.y == 100 { list.contentOffset = CGPoint(x: 0, y: 150) }
    }
    list.drag(to: CGPoint(x: 0, y: 100))
    #expect(recorder.sources == [.finger, .program])
  }
}

/// A component that records the source of every offset change it hears of.
@MainActor
final class SourceRecorder: RefreshComponent {
  var sources: [OffsetChangeSource] = []
  var onChange: (@MainActor (ScrollChange<CGPoint>) -> Void)?

  override func handleContentOffsetDidChange(
    _ change: ScrollChange<CGPoint>, source: OffsetChangeSource, in scrollView: ScrollView
  ) {
    super.handleContentOffsetDidChange(change, source: source, in: scrollView)
    sources.append(source)
    onChange?(change)
  }
}
