import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ActivityIndicatorViewTests {}

extension ActivityIndicatorViewTests {
  @Test func spinningShowsTheIndicatorWithoutScheduledWork() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scheduler: scheduler)
    let indicator = ActivityIndicatorView()
    list.addSubview(indicator)
    #expect(indicator.isHidden)
    scheduler.advance(by: .milliseconds(100))
    indicator.startAnimating()
    #expect(indicator.isAnimating)
    #expect(!indicator.isHidden)
    #expect(indicator.animationStartTime == .milliseconds(100))
    #expect(scheduler.pendingCount == 0)
    #expect(indicator.phase(at: .milliseconds(100)) == 0)
    #expect(indicator.phase(at: .milliseconds(100 + 125 * 3)) == 3)
    #expect(indicator.phase(at: .milliseconds(1100)) == 0)
    indicator.stopAnimating()
    #expect(indicator.isHidden)
    #expect(indicator.phase(at: .seconds(5)) == 0)
  }

  @Test func staysVisibleWhenAskedTo() {
    let indicator = ActivityIndicatorView()
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
    indicator.startAnimating()
    indicator.stopAnimating()
    #expect(!indicator.isHidden)
  }
}
