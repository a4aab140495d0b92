import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Random, seeded walks through a list whose header and back footer have second floors.
///
/// Pulls to every depth, pushes, flings, opens, closes, begins, ends, vetoes (some of which
/// act from inside the veto), size and visibility changes, floors turned off, components
/// replaced and the whole list freed mid-walk. After every step the machine, the insets and
/// the screen must agree (``RefreshInvariants``), and once the app asked to close and time ran
/// out, nothing may be left open.
@MainActor
@Suite struct SecondFloorInterleavingTests {
  @Test(arguments: RandomInterleavingTests.seeds)
  func theFloorAlwaysCloses(seed: UInt64) {
    var world = FloorWorld(seed: seed)
    var opened = 0
    for step in 0..<(RandomInterleavingTests.steps / 2) {
      if world.random.next() % 400 == 0 {
        // The container freed in the middle of whatever the floor was doing.
        world.trace.append("list freed")
        let problems = world.problems
        world = FloorWorld(seed: world.random.next(), problems: problems)
      }
      world.step(step)
      world.check()
      opened += world.header.secondFloorState == .open ? 1 : 0
      if world.problems.count > 5 { break }
    }
    world.finish()
    #expect(world.problems.isEmpty, "seed \(seed): \(world.problems.prefix(5))")
    #expect(opened > 0, "seed \(seed): the walk should open the floor")
  }
}

/// One list with floors on both vertical edges, and the walk's bookkeeping.
@MainActor
final class FloorWorld: ListFixtureSuite {
  var random: SeededGenerator
  let fixture = ListFixture(contentHeight: 2000)
  var header = RefreshNormalHeader()
  let footer = RefreshBackNormalFooter()
  var problems: [String]
  var trace: [String] = []
  var step = 0
  /// What the veto does next: allow, refuse, or act from inside it.
  var vetoAction = 0
  /// The app asked the header's open floor to close, and nothing opened it since.
  var closeAsked = false

  init(seed: UInt64, problems: [String] = []) {
    random = SeededGenerator(state: seed)
    self.problems = problems
    list.refreshFooter = footer
    footer.isSecondFloorEnabled = true
    attach(header)
  }

  func attach(_ header: RefreshNormalHeader) {
    self.header = header
    list.addRefreshHeader(refreshHeader: header) {}
    header.isSecondFloorEnabled = true
    header.shouldOpenSecondFloor = { [weak self, weak header] in
      guard let self, let header else { return true }
      switch self.vetoAction {
      case 0: return true
      case 1: return false
      case 2:
        header.closeSecondFloor()  // SmartRefreshLayout #1328: a call inside the listener
        return true
      default:
        header.beginRefreshing()
        return true
      }
    }
    header.secondFloorHandler = { [weak self] state in
      if state == .opening { self?.closeAsked = false }
    }
  }

  func note(_ problem: String) {
    problems.append("step \(step): \(problem); last steps: \(trace.suffix(10))")
  }

  func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  func step(_ index: Int) {
    step = index
    switch pick(0...17) {
    case 0, 1:
      let distance = CGFloat(pick(0...260))
      trace.append("pull(by: \(distance))")
      list.pull(by: distance, steps: pick(1...6))
    case 2:
      let distance = CGFloat(pick(0...160))
      trace.append("pull(by: \(distance), hold)")
      list.pull(by: distance, steps: 3, release: false)
    case 3:
      let distance = CGFloat(pick(-200...500))
      trace.append("push(by: \(distance))")
      list.push(by: distance, steps: pick(1...4))
    case 4:
      let velocity = CGFloat(pick(-3_000...3_000))
      trace.append("fling(\(velocity))")
      list.drag(by: CGFloat(pick(-60...60)))
      list.endDragging(velocity: CGPoint(x: 0, y: velocity))
    case 5:
      trace.append("open")
      if chance() { header.openSecondFloor() } else { footer.openSecondFloor() }
    case 6:
      trace.append("close")
      header.closeSecondFloor()
      footer.closeSecondFloor()
      closeAsked = header.secondFloorState.holdsSpace
    case 7:
      trace.append("begin")
      header.beginRefreshing()
    case 8:
      trace.append("end")
      list.endRefreshing()
      footer.endRefreshing()
      closeAsked = header.secondFloorState.holdsSpace
    case 9:
      vetoAction = pick(0...3)
      trace.append("veto = \(vetoAction)")
    case 10:
      let height = CGFloat(pick(-10...900))
      trace.append("frame.height = \(height)")
      list.frame = CGRect(x: 0, y: 0, width: 375, height: height)
    case 11:
      let size = CGSize(width: 375, height: CGFloat(pick(-20...2_500)))
      trace.append("contentSize = \(size)")
      list.contentSize = size
    case 12:
      trace.append("isVisible toggle")
      list.isVisible.toggle()
    case 13:
      trace.append("floor toggle")
      header.isSecondFloorEnabled.toggle()
    case 14:
      trace.append("replace header")
      attach(RefreshNormalHeader())
      closeAsked = false
    case 15:
      let insets = EdgeInsets(top: CGFloat(pick(0...90)), bottom: CGFloat(pick(0...40)))
      trace.append("contentInset = \(insets)")
      list.contentInset = insets
    case 16:
      trace.append("runUntilIdle")
      if !scheduler.runUntilIdle() { note("scheduled work never drains") }
      // (A finger still past the threshold is the user's pull, not the app's floor.)
      if closeAsked && header.secondFloorState != .closed
        && header.secondFloorState != .releaseToOpen
      {
        note("the app asked to close, time ran out, and the floor is \(header.secondFloorState)")
      }
    default:
      let time = Duration.milliseconds(pick(0...500))
      trace.append("advance(by: \(time))")
      scheduler.advance(by: time)
    }
  }

  func chance() -> Bool { random.next() % 2 == 0 }

  func check() {
    for violation in RefreshInvariants.violations(in: list) { note(violation) }
    // An open floor at rest shows its page whole: the offset rests at the top of its space.
    if header.secondFloorState == .open, !list.isDragging, !list.isAnimatingContentOffset,
      list.isVisible, list.bounds.height > 0,
      list.contentOffset.y != -list.adjustedContentInset.top
    {
      note("an open floor at rest shows \(list.contentOffset.y), not its top")
    }
  }

  func finish() {
    step = -1
    list.isVisible = true
    list.frame = ListFixture.frame
    list.endDragging()
    header.closeSecondFloor()
    footer.closeSecondFloor()
    list.endRefreshing()
    footer.endRefreshing()
    if !scheduler.runUntilIdle() { note("scheduled work never drains at the end") }
    for violation in RefreshInvariants.violations(in: list) { note(violation) }
    for component in [header, footer] as [RefreshComponent] {
      if component.secondFloorState != .closed {
        note("\(type(of: component)) floor left \(component.secondFloorState)")
      }
      if list.refreshInset(of: component) != .zero {
        note("\(type(of: component)) contribution stuck at \(list.refreshInset(of: component))")
      }
    }
  }
}
