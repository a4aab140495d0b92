import Foundation
import Testing

@testable import RefreshKit

/// Where a drag's finger stands when the content is at each edge, from the offsets the
/// platform showed.
@MainActor
@Suite struct DragEdgeTrackerTests {
  /// A list that scrolls 0...1000 vertically and not at all sideways.
  let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) = (0...0, 0...1000)
}

extension DragEdgeTrackerTests {
  @Test func insideTheRangeBothEdgesAreKnownExactly() {
    let tracker = DragEdgeTracker(offset: CGPoint(x: 0, y: 114), range: range)
    // The finger reaches the top after dragging the content down 114, the bottom after 886 up.
    #expect(tracker.lowerEdge.y == 114)
    #expect(tracker.upperEdge.y == -886)
  }

  @Test func atTheTopTheEdgeIsWhereTheFingerMetIt() {
    var tracker = DragEdgeTracker(offset: CGPoint(x: 0, y: 114), range: range)
    // The platform stopped at the top after the finger moved 120: it met the top at 114.
    tracker.follow(offset: .zero, range: range, translation: CGPoint(x: 0, y: 120))
    #expect(tracker.lowerEdge.y == 114)
    // A platform that never moved the content (a mouse): the finger meets the edge now.
    var still = DragEdgeTracker(offset: CGPoint(x: 0, y: 0), range: range)
    still.follow(offset: .zero, range: range, translation: CGPoint(x: 0, y: -30))
    #expect(still.lowerEdge.y == -30)
    #expect(still.upperEdge.y == -1030)
  }

  @Test func aShortListKeepsEachEdgeOnItsOwn() {
    var tracker = DragEdgeTracker(offset: .zero, range: (0...0, 0...0))
    tracker.follow(offset: .zero, range: (0...0, 0...0), translation: CGPoint(x: 0, y: -20))
    tracker.follow(offset: .zero, range: (0...0, 0...0), translation: CGPoint(x: 0, y: 15))
    #expect(tracker.lowerEdge.y == -20)
    #expect(tracker.upperEdge.y == 15)
  }

  @Test func nonFiniteOffsetsAreIgnored() {
    var tracker = DragEdgeTracker(offset: CGPoint(x: 0, y: 500), range: range)
    let before = tracker
    tracker.follow(
      offset: CGPoint(x: 0, y: CGFloat.nan), range: range, translation: CGPoint(x: 0, y: 5))
    #expect(tracker == before)
  }
}
