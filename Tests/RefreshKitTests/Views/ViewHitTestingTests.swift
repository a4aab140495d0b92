import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct ViewHitTestingTests {}

extension ViewHitTestingTests {
  @Test func theFrontmostInteractiveViewUnderThePointIsHit() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let back = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let front = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let passive = View(frame: CGRect(x: 100, y: 10, width: 50, height: 50))
    passive.isUserInteractionEnabled = false
    list.addSubview(back)
    back.addSubview(front)
    back.addSubview(passive)
    #expect(list.hitTest(CGPoint(x: 20, y: 20)) === front)
    // A non-interactive view lets the touch through to what is behind it.
    #expect(list.hitTest(CGPoint(x: 110, y: 20)) === back)
    front.isHidden = true
    #expect(list.hitTest(CGPoint(x: 20, y: 20)) === back)
    #expect(list.hitTest(CGPoint(x: 400, y: 20)) == nil)
    #expect(list.hitTest(CGPoint(x: CGFloat.nan, y: 20)) == nil)

    // Scrolled by 40: the point in the list's bounds moves with the content.
    list.contentSize = CGSize(width: 320, height: 1000)
    list.contentOffset = CGPoint(x: 0, y: 40)
    #expect(list.hitTest(CGPoint(x: 110, y: 60)) === back)
    #expect(list.hitTest(CGPoint(x: 110, y: 20)) == nil)
  }

  @Test func pointsConvertBetweenViewsOfOneTree() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    list.contentSize = CGSize(width: 320, height: 1000)
    let row = View(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
    let badge = View(frame: CGRect(x: 280, y: 10, width: 20, height: 20))
    list.addSubview(row)
    row.addSubview(badge)
    list.contentOffset = CGPoint(x: 0, y: 150)
    // The badge's origin sits at y 210 of the content, 60 below the visible top (window).
    #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 280, y: 60))
    #expect(badge.convert(CGPoint.zero, to: row) == CGPoint(x: 280, y: 10))
    #expect(badge.convert(CGPoint.zero, to: list) == CGPoint(x: 280, y: 210))
    #expect(list.convert(CGPoint(x: 285, y: 215), to: badge) == CGPoint(x: 5, y: 5))
    #expect(badge.convert(CGPoint(x: 280, y: 60), from: nil) == .zero)
    #expect(list.convert(CGPoint(x: 0, y: 0), from: nil) == CGPoint(x: 0, y: 150))
  }
}
