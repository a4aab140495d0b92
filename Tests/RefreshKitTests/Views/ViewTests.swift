import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct ViewTests {}

/// A view that counts its layout passes and its moves.
@MainActor
final class LayoutCounter: View {
  var layouts = 0
  var moves: [String] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
  override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    moves.append(newSuperview == nil ? "will leave" : "will move")
  }
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    moves.append(superview == nil ? "left" : "moved")
  }
}

extension ViewTests {
  @Test func framesAreSanitized() {
    let view = View(frame: CGRect(x: 1, y: 2, width: -3, height: 4))
    #expect(view.frame == CGRect(x: 1, y: 2, width: 0, height: 4))
    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 0, height: 4))
    #expect(View(frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).frame == .zero)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 0, height: 4))
  }

  @Test func alphaIsClampedAndNaNIgnored() {
    let view = View()
    view.alpha = 2
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
    view.alpha = .nan
    #expect(view.alpha == 0)
  }

  @Test func hierarchyKeepsOrderAndMovesViews() {
    let root = View()
    let other = View()
    let a = LayoutCounter()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    root.insertSubview(b, at: -5)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    other.addSubview(a)
    #expect(a.superview === other)
    #expect(root.subviews.count == 2)
    a.removeFromSuperview()
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(a.moves == ["will move", "moved", "will move", "moved", "will leave", "left"])
  }

  @Test func superviewIsWeak() {
    let child = View()
    do {
      let parent = View()
      parent.addSubview(child)
    }
    #expect(child.superview == nil)
  }

  @Test func layoutRunsOnMarkedViewsOnly() {
    let root = LayoutCounter()
    let child = LayoutCounter()
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.layouts == 1)
    #expect(child.layouts == 1)
    root.layoutIfNeeded()
    #expect(root.layouts == 1)
    child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(root.layouts == 1)
    #expect(child.layouts == 2)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layouts == 2)
  }

  @Test func theSchedulerIsFoundUpTheTree() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scheduler: scheduler)
    let container = View()
    let leaf = View()
    container.addSubview(leaf)
    #expect(leaf.scheduler === MainScheduler.shared)
    list.addSubview(container)
    #expect(leaf.scheduler === scheduler)
  }

  @Test func alphaAnimatesOnTheScheduler() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scheduler: scheduler)
    let view = View()
    list.addSubview(view)
    let log = TimelineLog()
    view.animateAlpha(to: 0, duration: .milliseconds(100)) { log.events.append("first \($0)") }
    scheduler.advance(by: .milliseconds(50))
    #expect(view.alpha == 0.5)
    view.animateAlpha(to: 1, duration: .milliseconds(100)) { log.events.append("second \($0)") }
    #expect(log.events == ["first false"])
    scheduler.runUntilIdle()
    #expect(view.alpha == 1)
    #expect(log.events == ["first false", "second true"])
    view.animateAlpha(to: 0, duration: .milliseconds(100))
    scheduler.advance(by: .milliseconds(50))
    view.stopAlphaAnimation()
    scheduler.runUntilIdle()
    #expect(view.alpha == 0.5)
  }

  @Test func effectivelyHiddenLooksUpTheTree() {
    let root = View()
    let child = View()
    root.addSubview(child)
    #expect(!child.isEffectivelyHidden)
    root.isHidden = true
    #expect(child.isEffectivelyHidden)
    root.isHidden = false
    root.alpha = 0
    #expect(child.isEffectivelyHidden)
  }
}

extension ViewTests {
  @Test func badAlphaTargetsClampOrLeaveTheAlpha() {
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), scheduler: scheduler)
    let view = View()
    list.addSubview(view)
    view.animateAlpha(to: 3, duration: .milliseconds(50))
    scheduler.runUntilIdle()
    #expect(view.alpha == 1)
    view.alpha = 0.4
    let log = TimelineLog()
    view.animateAlpha(to: .nan, duration: .milliseconds(50)) { log.events.append("\($0)") }
    scheduler.runUntilIdle()
    #expect(view.alpha == 0.4)
    #expect(log.events == ["true"])
  }
}

extension ViewTests {
  @Test func movingAViewDeeperIntoItsOwnTreeIsFine() {
    // The ancestor check must not reject legal moves: a descendant may become a sibling
    // or a child of another branch, and a view may move under its former sibling.
    let root = View()
    let a = View()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(c)
    b.addSubview(c)
    #expect(c.superview === b)
    b.addSubview(a)
    #expect(a.superview === b)
    root.addSubview(c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init))
  }
}
