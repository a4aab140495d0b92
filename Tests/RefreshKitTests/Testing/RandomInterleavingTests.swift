import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Thousands of random, seeded steps — drags, releases, begins and ends, inset, size and
/// frame changes (bad values included), header replacement, visibility toggles and time
/// advances — with ``RefreshInvariants`` checked after every step, and every refreshing
/// block call checked to happen in a live episode of the current header.
///
/// Set `REFRESHKIT_FUZZ_SEED` to replay one seed, or `REFRESHKIT_FUZZ_SEEDS=1-500` to
/// search more; a failure names its seed and the last steps it took.
@MainActor
@Suite struct RandomInterleavingTests {
  nonisolated static let seeds: [UInt64] = {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["REFRESHKIT_FUZZ_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    // A wider search: REFRESHKIT_FUZZ_SEEDS=1-500.
    if let text = environment["REFRESHKIT_FUZZ_SEEDS"] {
      let bounds = text.split(separator: "-").compactMap { UInt64($0) }
      if bounds.count == 2, bounds[0] <= bounds[1] { return Array(bounds[0]...bounds[1]) }
    }
    // 49 once found a footer/ledger feedback loop (see ScrollViewTests); 26, a header begun
    // while the content coasted that stayed partly open (see EngineDefectTests).
    return [1, 2, 3, 26, 49, 0xC0FFEE]
  }()

  /// Steps per seed; `REFRESHKIT_FUZZ_STEPS` walks further.
  nonisolated static let steps: Int = {
    let text = ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_STEPS"] ?? ""
    return Int(text).map { max(1, $0) } ?? 5_000
  }()
}

extension RandomInterleavingTests {
  @Test(arguments: seeds)
  func invariantsHoldUnderRandomInterleavings(seed: UInt64) {
    let world = FuzzWorld(seed: seed)
    for step in 0..<Self.steps {
      world.step(step)
      world.checkInvariants(after: step)
      if world.problems.count > 5 { break }
    }
    world.finish()
    #expect(
      world.problems.isEmpty,
      "seed \(seed) (replay with REFRESHKIT_FUZZ_SEED=\(seed)): \(world.problems.prefix(5))")
    #expect(world.blockCalls > 20, "seed \(seed): the walk should refresh often")
    for family in ["Header", "Footer", "Trailer"] {
      #expect(
        world.blocksByKind.contains { $0.key.hasSuffix(family) && $0.value > 0 },
        "seed \(seed): no \(family.lowercased()) ever refreshed")
    }
  }
}

/// SplitMix64: small, fast and the same on every platform.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The scroll view, its headers and the bookkeeping of one random walk.
@MainActor
final class FuzzWorld: ListFixtureSuite {
  let seed: UInt64
  var random: SeededGenerator
  let fixture = ListFixture(contentHeight: 2000)
  /// Every component the walk attached, kept alive so identifiers stay unique.
  var components: [RefreshComponent] = []
  var episodesWithBlock: [ObjectIdentifier: Set<Int>] = [:]
  var retired: Set<ObjectIdentifier> = []
  var problems: [String] = []
  var trace: [String] = []
  var blockCalls = 0
  var completionsRequested = 0
  var completionRuns: [Int: Int] = [:]
  var step = 0
  /// The header that began refreshing programmatically, while nothing (no finger, no app
  /// change) has moved the content since: once motion settles it must be fully open.
  weak var untouchedBegunHeader: RefreshHeader?

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(state: seed)
    attachNewHeader()
    attachNewFooter()
    attachNewTrailer(leading: false)
    attachNewTrailer(leading: true)
  }

  var header: RefreshHeader? { list.refreshHeader }
  var footer: RefreshFooter? { list.refreshFooter }

  /// How many steps a problem lists; `REFRESHKIT_FUZZ_TRACE` shows more.
  static let traceLength =
    Int(ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_TRACE"] ?? "") ?? 12

  func note(_ problem: String) {
    problems.append("step \(step): \(problem); last steps: \(trace.suffix(Self.traceLength))")
  }

  // MARK: Random values, bad ones included

  func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  func value(_ range: ClosedRange<CGFloat>, bad: Double = 0.05) -> CGFloat {
    if chance(bad) {
      return [CGFloat.nan, .infinity, -.infinity, -1000][Int.random(in: 0..<4, using: &random)]
    }
    return CGFloat.random(in: range, using: &random).rounded()
  }

  func milliseconds(_ range: ClosedRange<Int>) -> Duration {
    .milliseconds(Int.random(in: range, using: &random))
  }

  // MARK: Steps

  /// A bare header (no look) or a built-in look (labels, arrow, a result phase).
  func attachNewHeader() {
    let header: RefreshHeader
    if chance(0.5) {
      header = RefreshHeader()
    } else {
      let normal = RefreshNormalHeader()
      normal.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      normal.shownResultDuration = milliseconds(0...800)
      header = normal
    }
    track(header)
    header.isAutomaticallyChangeAlpha = chance(0.5)
    list.refreshHeader = header
  }

  /// An auto (load-more) or a back (pull-up) footer.
  func attachNewFooter() {
    let footer: RefreshFooter = chance(0.5) ? RefreshAutoNormalFooter() : RefreshBackNormalFooter()
    track(footer)
    list.refreshFooter = footer
  }

  /// A trailer at the trailing or the leading edge.
  func attachNewTrailer(leading: Bool) {
    let trailer: RefreshTrailer = chance(0.5) ? RefreshNormalTrailer() : RefreshTrailer()
    track(trailer)
    if leading {
      list.refreshLeadingTrailer = trailer
    } else {
      list.refreshTrailer = trailer
    }
  }

  func trailer(leading: Bool) -> RefreshTrailer? {
    leading ? list.refreshLeadingTrailer : list.refreshTrailer
  }

  func track(_ component: RefreshComponent) {
    component.refreshingBlock = { [weak self, weak component] in
      guard let self, let component else { return }
      self.blockRan(in: component)
    }
    components.append(component)
  }

  func retire(_ component: RefreshComponent?) {
    if let component { retired.insert(ObjectIdentifier(component)) }
  }

  var blocksByKind: [String: Int] = [:]

  func blockRan(in component: RefreshComponent) {
    blockCalls += 1
    blocksByKind[String(describing: type(of: component)), default: 0] += 1
    let name = String(describing: type(of: component))
    if component.state != .refreshing { note("\(name) block ran in state \(component.state)") }
    if retired.contains(ObjectIdentifier(component)) { note("block of a replaced \(name) ran") }
    if component.scrollView !== list { note("\(name) block ran while detached") }
    if !episodesWithBlock[ObjectIdentifier(component), default: []].insert(component.episode)
      .inserted
    {
      note("\(name) block ran twice in episode \(component.episode)")
    }
  }

  func completion(_ kind: String) -> @MainActor () -> Void {
    completionsRequested += 1
    let id = completionsRequested
    return { [weak self] in
      guard let self else { return }
      self.completionRuns[id, default: 0] += 1
      if self.completionRuns[id] == 2 { self.note("\(kind) completion \(id) ran twice") }
    }
  }

  func step(_ index: Int) {
    step = index
    let header = self.header
    let wasRefreshing = header?.state == .refreshing
    // 30 and up advance time by a random amount (the default case).
    let kind = Int.random(in: 0..<33, using: &random)
    perform(kind, header: header, footer: footer)
    // Only time (and a programmatic begin, a delayed trigger) leaves the content untouched.
    let leavesContentAlone: Set<Int> = [5, 7, 8, 20]
    if !leavesContentAlone.contains(kind) && kind < 30 {
      untouchedBegunHeader = nil
    } else if let header, header === self.header, header.state == .refreshing, !wasRefreshing {
      untouchedBegunHeader = header
    }
  }

  func perform(_ kind: Int, header: RefreshHeader?, footer: RefreshFooter?) {
    switch kind {
    case 0:
      trace.append("beginDragging")
      list.beginDragging()
    case 1, 2:
      let distance = value(-150...150)
      trace.append("drag(by: \(distance))")
      list.drag(by: distance)
    case 3:
      let y = value(-300...2_500)
      trace.append("drag(to: \(y))")
      list.drag(to: CGPoint(x: list.contentOffset.x, y: y))
    case 4:
      let velocity = value(-3_000...3_000)
      trace.append("endDragging(\(velocity))")
      list.endDragging(velocity: CGPoint(x: 0, y: velocity))
    case 5:
      trace.append("begin")
      header?.beginRefreshing(completion: chance(0.5) ? completion("begin") : nil)
    case 6:
      if chance(0.3) {
        let result: RefreshResult = chance(0.5) ? .success : .failure(message: "offline")
        trace.append("end(result: \(result))")
        header?.endRefreshing(result: result, completion: chance(0.5) ? completion("end") : nil)
      } else {
        trace.append("end")
        header?.endRefreshing(completion: chance(0.5) ? completion("end") : nil)
      }
    case 7:
      trace.append("end(); begin()")
      header?.endRefreshing()
      header?.beginRefreshing()
    case 8:
      let delay = milliseconds(0...1_000)
      trace.append("triggerDelayRefreshing(\(delay))")
      list.triggerDelayRefreshing(after: delay)
    case 9:
      let insets = EdgeInsets(
        top: value(0...120), left: value(0...20), bottom: value(0...60), right: value(0...20))
      trace.append("contentInset = \(insets)")
      list.contentInset = insets
    case 10:
      let insets = EdgeInsets(top: value(0...50), bottom: value(0...40))
      trace.append("safeAreaInsets = \(insets)")
      list.safeAreaInsets = insets
    case 11:
      let size = CGSize(width: 375, height: value(-50...3_000))
      trace.append("contentSize = \(size)")
      list.contentSize = size
    case 12:
      let frame =
        chance(0.2)
        ? .zero : CGRect(x: 0, y: 0, width: value(0...500, bad: 0.1), height: value(0...900))
      trace.append("frame = \(frame)")
      list.frame = frame
    case 13:
      if chance(0.15) {
        trace.append("refreshHeader = nil")
        retire(header)
        list.refreshHeader = nil
      } else if chance(0.2) {
        trace.append("refreshHeader = same")
        list.refreshHeader = header
      } else {
        trace.append("replace header")
        retire(header)
        attachNewHeader()
      }
    case 14:
      trace.append("isVisible toggle")
      list.isVisible.toggle()
    case 15:
      let height = value(0...100, bad: 0.1)
      trace.append("height = \(height)")
      header?.height = height
    case 16:
      let distance = value(0...120, bad: 0.1)
      trace.append("triggerDistance = \(distance)")
      header?.triggerDistance = distance
    case 17:
      let ignored = value(0...40, bad: 0.1)
      trace.append("ignoredScrollViewContentInsetTop = \(ignored)")
      header?.ignoredScrollViewContentInsetTop = ignored
    case 18:
      let offset = CGPoint(x: 0, y: value(-200...2_000))
      let animated = chance(0.5)
      trace.append("setContentOffset(\(offset.y), animated: \(animated))")
      list.setContentOffset(offset, animated: animated)
    case 19:
      if chance(0.5) {
        trace.append("pullToRefresh")
        list.pullToRefresh()
      } else {
        trace.append("pullShort")
        list.pullShort()
      }
    case 21:
      trace.append("footer begin")
      footer?.beginRefreshing(completion: chance(0.5) ? completion("footer begin") : nil)
    case 22:
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        trace.append("footer end")
        footer?.endRefreshing(completion: chance(0.5) ? completion("footer end") : nil)
      case 1:
        trace.append("footer endRefreshingWithNoMoreData")
        footer?.endRefreshingWithNoMoreData()
      default:
        trace.append("footer resetNoMoreData")
        footer?.resetNoMoreData()
      }
    case 23:
      if chance(0.2) {
        trace.append("refreshFooter = nil")
        retire(footer)
        list.refreshFooter = nil
      } else {
        trace.append("replace footer")
        retire(footer)
        attachNewFooter()
      }
    case 24:
      let distance = value(0...400)
      trace.append("push(by: \(distance))")
      list.push(by: distance, steps: 4)
    case 25:
      let leading = chance(0.5)
      let trailer = trailer(leading: leading)
      if chance(0.5) {
        trace.append("trailer(leading: \(leading)) begin")
        trailer?.beginRefreshing(completion: chance(0.5) ? completion("trailer begin") : nil)
      } else {
        trace.append("trailer(leading: \(leading)) end")
        trailer?.endRefreshing(completion: chance(0.5) ? completion("trailer end") : nil)
      }
    case 26:
      let distance = value(0...120)
      if chance(0.5) {
        trace.append("pullLeft(pastEndBy: \(distance))")
        list.pullLeft(pastEndBy: distance, steps: 4)
      } else {
        trace.append("pullRight(pastStartBy: \(distance))")
        list.pullRight(pastStartBy: distance, steps: 4)
      }
    case 27:
      let distance = value(-150...150)
      trace.append("drag(horizontallyBy: \(distance))")
      list.drag(horizontallyBy: distance)
    case 28:
      let leading = chance(0.5)
      trace.append("replace trailer(leading: \(leading))")
      retire(trailer(leading: leading))
      if chance(0.2) {
        if leading { list.refreshLeadingTrailer = nil } else { list.refreshTrailer = nil }
      } else {
        attachNewTrailer(leading: leading)
      }
    case 29:
      let width = value(300...500)
      trace.append("contentSize.width = \(width)")
      list.contentSize = CGSize(width: width, height: list.contentSize.height)
    case 20:
      trace.append("runUntilIdle")
      if !scheduler.runUntilIdle() { note("scheduled work never drains") }
    default:
      let time = milliseconds(0...600)
      trace.append("advance(by: \(time))")
      scheduler.advance(by: time)
    }
  }

  func checkInvariants(after index: Int) {
    for violation in RefreshInvariants.violations(in: list) { note(violation) }
    checkUntouchedBeginIsFullyOpen()
    for component in components
    where retired.contains(ObjectIdentifier(component)) && component.scrollView === list {
      note("a replaced \(type(of: component)) is still attached")
    }
  }

  /// The docs' rule for a programmatic begin: settled, refreshing, nothing moved the content
  /// since the begin ⇒ the header holds its full height and rests fully revealed.
  func checkUntouchedBeginIsFullyOpen() {
    guard let header = untouchedBegunHeader, header === self.header, header.state == .refreshing,
      list.isVisible, !list.isDragging, !list.isDecelerating, scheduler.pendingCount == 0
    else { return }
    let open = list.refreshInset(of: header).top
    if abs(open - header.height) > 0.01 {
      note(
        "a header begun with nothing moving the content since rests open \(open) of \(header.height)"
      )
    }
  }

  /// Ends everything and lets time run out: nothing may stick.
  func finish() {
    step = -1
    list.isVisible = true
    if list.bounds.width <= 0 || list.bounds.height <= 0 {
      list.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    }
    list.endDragging()
    for component in components {
      if let footer = component as? RefreshFooter { footer.resetNoMoreData() }
      component.endRefreshing()
    }
    if !scheduler.runUntilIdle() { note("scheduled work never drains at the end") }
    for violation in RefreshInvariants.violations(in: list) { note(violation) }
    if let header {
      if header.state != .idle { note("header stuck in \(header.state)") }
      if list.refreshInset(of: header) != .zero {
        note("header contribution stuck at \(list.refreshInset(of: header))")
      }
    }
    if let footer, footer.isRefreshing { note("footer stuck in \(footer.state)") }
    for leading in [false, true] {
      guard let trailer = trailer(leading: leading) else { continue }
      if trailer.isRefreshing { note("trailer stuck in \(trailer.state)") }
      if list.refreshInset(of: trailer) != .zero {
        note("trailer contribution stuck at \(list.refreshInset(of: trailer))")
      }
    }
    let unfinished = (1...max(1, completionsRequested)).filter { completionRuns[$0] == nil }
    if completionsRequested > 0 && !unfinished.isEmpty {
      note("completions that never ran: \(unfinished)")
    }
    list.beginDragging()
    list.endDragging()
    scheduler.runUntilIdle()
    if list.contentOffset != list.clampedContentOffset(list.contentOffset) {
      note("offset \(list.contentOffset) rests outside the limits")
    }
    if scheduler.pendingCount != 0 { note("work left pending") }
  }
}
