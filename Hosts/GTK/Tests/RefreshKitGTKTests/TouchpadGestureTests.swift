import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// The touchpad mapping, driven as GTK drives it, on virtual time.
@MainActor
@Suite struct TouchpadGestureTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
  }

  @Test func aTouchpadPullPastTheTopRefreshesAtTheRelease() {
    var refreshed = 0
    let header = RefreshNormalHeader { refreshed += 1 }
    list.refreshHeader = header
    let touchpad = TouchpadGesture(scrollView: list)
    touchpad.begin()
    for _ in 0..<20 { touchpad.scroll(by: CGPoint(x: 0, y: -10)) }
    #expect(header.state == .pulling)
    touchpad.end()
    // The release waits one turn for GTK's `decelerate`.
    #expect(list.isDragging)
    touchpad.decelerate(velocity: CGPoint(x: 0, y: -300))
    scheduler.advance(by: .zero)
    #expect(!list.isDragging)
    #expect(header.state == .refreshing)
    #expect(refreshed == 1)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func aFlingCarriesItsVelocityIntoTheDeceleration() {
    list.contentOffset = CGPoint(x: 0, y: 500)
    let touchpad = TouchpadGesture(scrollView: list)
    touchpad.begin()
    touchpad.scroll(by: CGPoint(x: 0, y: 20))
    touchpad.end()
    touchpad.decelerate(velocity: CGPoint(x: 0, y: 1000))
    scheduler.runUntilIdle()
    // 1000 pt/s projected 0.3 s further: well past where the fingers left it.
    #expect(list.contentOffset.y > 700)
    // Scrolls that come without a gesture are ignored by it.
    touchpad.scroll(by: CGPoint(x: 0, y: 50))
    #expect(!touchpad.isActive)
  }
}
