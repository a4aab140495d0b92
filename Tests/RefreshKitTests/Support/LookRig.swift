import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// The five places a look can serve: the four behaviours, the trailer on either edge.
enum LookEdge: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case header
  case autoFooter
  case backFooter
  case trailingTrailer
  case leadingTrailer

  var testDescription: String { rawValue }

  /// The placement a look installed here is told of.
  var placement: RefreshLookPlacement {
    switch self {
    case .header: .header
    case .autoFooter: .autoFooter
    case .backFooter: .backFooter
    case .trailingTrailer: .trailingTrailer
    case .leadingTrailer: .leadingTrailer
    }
  }

  /// The edges the user pulls past a trigger (all but the auto footer).
  static var pulled: [LookEdge] { allCases.filter { $0 != .autoFooter } }

  /// The edges that load more and can run out of data (all but the header).
  static var loading: [LookEdge] { allCases.filter { $0 != .header } }

  /// A bare behaviour of this edge's kind hosting `look`.
  @MainActor
  func makeComponent(look: any RefreshLook) -> RefreshComponent {
    switch self {
    case .header: RefreshHeader(look: look)
    case .autoFooter: RefreshAutoFooter(look: look)
    case .backFooter: RefreshBackFooter(look: look)
    case .trailingTrailer, .leadingTrailer: RefreshTrailer(look: look)
    }
  }
}

/// A moment of a refresh cycle at which a look is observed.
enum LookStage: Equatable, Sendable {
  /// Attached, laid out, nothing touched.
  case idle
  /// Pulled out by half its extent and held: still idle.
  case partway
  /// Pulled past the trigger and held.
  case pulling
  /// Released (an auto footer: scrolled to the end): loading.
  case refreshing
  /// Ended and settled.
  case ended
  /// Begun again and ended with no more data.
  case noMoreData

  /// The component state the stage is in.
  var state: RefreshState {
    switch self {
    case .idle, .partway, .ended: .idle
    case .pulling: .pulling
    case .refreshing: .refreshing
    case .noMoreData: .noMoreData
    }
  }
}

/// One component hosting a look, attached to a scroll view that runs on virtual time, and the
/// gestures that drive it through a real refresh cycle on its edge.
///
/// Vertical edges sit on a 375 × 667 list of 1000-point content; trailers on a 375 × 200 carousel
/// of 1000-point-wide content.
@MainActor
final class LookRig {
  let edge: LookEdge
  let scheduler = TestScheduler()
  let scrollView: ScrollView
  let component: RefreshComponent
  /// How many times the refreshing block ran.
  private(set) var loads = 0
  /// The resting offset along the pull axis when the current drag began.
  private var restingOffset: CGFloat?

  init(_ edge: LookEdge, look: any RefreshLook) {
    self.edge = edge
    switch edge.placement.axis {
    case .vertical:
      scrollView = ListFixture(contentHeight: 1000, scheduler: scheduler).list
    case .horizontal:
      scrollView = ScrollView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 200), scheduler: scheduler)
      scrollView.contentSize = CGSize(width: 1000, height: 200)
    }
    component = edge.makeComponent(look: look)
    component.refreshingBlock = { [weak self] in self?.loads += 1 }
    attach()
    scrollView.layoutIfNeeded()
  }

  /// Puts the component in its edge's slot.
  private func attach() {
    switch edge {
    case .header: scrollView.refreshHeader = component as? RefreshHeader
    case .autoFooter, .backFooter: scrollView.refreshFooter = component as? RefreshFooter
    case .trailingTrailer: scrollView.refreshTrailer = component as? RefreshTrailer
    case .leadingTrailer: scrollView.refreshLeadingTrailer = component as? RefreshTrailer
    }
  }

  /// The stages a cycle on this edge goes through.
  var stages: [LookStage] {
    switch edge {
    case .header: [.idle, .partway, .pulling, .refreshing, .ended]
    case .autoFooter: [.idle, .refreshing, .ended, .noMoreData]
    case .backFooter, .trailingTrailer, .leadingTrailer:
      [.idle, .partway, .pulling, .refreshing, .ended, .noMoreData]
    }
  }

  // MARK: - Gestures

  /// Drags the content, with the finger down, so that `distance` points of the component show
  /// (beyond the resting end on its edge); begins a drag if none is on.
  func expose(_ distance: CGFloat) {
    let rest = restingOffset ?? currentRestingOffset
    restingOffset = rest
    var offset = scrollView.contentOffset
    switch edge {
    case .header: offset.y = rest - distance
    case .autoFooter, .backFooter: offset.y = rest + distance
    case .trailingTrailer: offset.x = rest + distance
    case .leadingTrailer: offset.x = rest - distance
    }
    scrollView.drag(to: offset)
  }

  private var currentRestingOffset: CGFloat {
    switch edge {
    case .header: scrollView.minimumContentOffset.y
    case .autoFooter, .backFooter: scrollView.maximumContentOffset.y
    case .trailingTrailer: scrollView.maximumContentOffset.x
    case .leadingTrailer: scrollView.minimumContentOffset.x
    }
  }

  /// Lifts the finger.
  func release() {
    restingOffset = nil
    scrollView.endDragging()
  }

  /// Pulls past the trigger (16 points beyond the extent) and holds.
  func pullPastTrigger() {
    expose(component.extent + 16)
  }

  /// Starts a refresh the way a user does: pulls past the trigger and releases; on an auto footer,
  /// scrolls to the end and releases.
  func refreshByGesture() {
    if edge == .autoFooter {
      scrollView.scrollToEnd()
    } else {
      pullPastTrigger()
      release()
    }
  }

  /// Ends the refresh and lets every animation that the end starts finish.
  func endAndSettle() {
    component.endRefreshing()
    settle()
  }

  /// Runs the scheduler until every finite animation is over (a looping one keeps going).
  func settle() {
    scheduler.advance(by: .seconds(2))
  }

  /// Begins a refresh and ends it with no more data (a trailer, which has no such request, is
  /// set to the state, as an MJRefresh app does).
  func endWithNoMoreData() {
    component.beginRefreshing()
    if let footer = component as? RefreshFooter {
      footer.endRefreshingWithNoMoreData()
    } else {
      component.state = .noMoreData
    }
    settle()
  }

  // MARK: - A whole cycle

  /// Drives the cycle of ``stages`` and returns what `observe` saw at each one.
  ///
  /// Expects the component to be in each stage's state as it is observed, so a gesture that did
  /// not do what it should fails here rather than in the look's assertions.
  func runCycle<Seen>(
    sourceLocation: SourceLocation = #_sourceLocation, _ observe: () -> Seen
  ) -> [Seen] {
    var seen: [Seen] = []
    for stage in stages {
      enter(stage)
      scrollView.layoutIfNeeded()
      #expect(
        component.state == stage.state, "\(edge) at \(stage)", sourceLocation: sourceLocation)
      seen.append(observe())
    }
    release()
    return seen
  }

  private func enter(_ stage: LookStage) {
    switch stage {
    case .idle: break
    case .partway: expose(component.extent / 2)
    case .pulling: pullPastTrigger()
    case .refreshing:
      if edge == .autoFooter {
        scrollView.scrollToEnd(release: false)
      } else {
        release()
      }
    case .ended:
      release()
      endAndSettle()
    case .noMoreData: endWithNoMoreData()
    }
  }
}

extension RefreshStateLook {
  /// The look with its last-updated times kept in memory, so a header's successful end never
  /// writes to the machine's user defaults.
  func keepingDatesInMemory() -> Self {
    lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    return self
  }
}
