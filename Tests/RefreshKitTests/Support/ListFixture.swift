import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The list most tests scroll: a 375 × 667 scroll view (an iPhone 8 screen) driven by its
/// own test scheduler.
///
/// One set-up written once instead of in every suite, so a test reads as what it does.
/// A suite keeps the fixture and names its parts through ``ListFixtureSuite``:
///
/// ```swift
/// @MainActor @Suite struct RefreshHeaderTests: ListFixtureSuite {
///   let fixture = ListFixture(contentHeight: 2000)
/// }
/// ```
@MainActor
struct ListFixture {
  /// The frame of every fixture list.
  static let frame = CGRect(x: 0, y: 0, width: 375, height: 667)

  /// The virtual clock the list schedules its animations and timers on.
  let scheduler: TestScheduler
  /// The list, 375 points wide and 667 high.
  let list: ScrollView

  /// A list on a new scheduler, holding `contentHeight` points of full-width content
  /// (nil: the content size is left as a new scroll view has it).
  init(contentHeight: CGFloat? = nil, scheduler: TestScheduler = TestScheduler()) {
    self.scheduler = scheduler
    list = ScrollView(frame: Self.frame, scheduler: scheduler)
    if let contentHeight { list.contentSize = CGSize(width: 375, height: contentHeight) }
  }

  /// Expects nothing left to run on the scheduler and the list's refresh invariants to
  /// hold: the state a test ends in once everything has stopped.
  func expectNoLeftoverWork(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scheduler.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(RefreshInvariants.violations(in: list) == [], sourceLocation: sourceLocation)
  }
}

/// A suite (or test world) that scrolls a ``ListFixture``: its `scheduler` and `list` are the
/// fixture's.
///
/// ```swift
/// @MainActor @Suite struct RefreshHeaderTests: ListFixtureSuite {
///   let fixture = ListFixture(contentHeight: 2000)
/// }
/// ```
@MainActor
protocol ListFixtureSuite {
  /// The list the suite's tests scroll.
  var fixture: ListFixture { get }
}

extension ListFixtureSuite {
  /// The fixture's virtual clock.
  var scheduler: TestScheduler { fixture.scheduler }
  /// The fixture's 375 × 667 list.
  var list: ScrollView { fixture.list }
}
