import Foundation
import RefreshKit
import RefreshKitTesting

/// GTK's own touch scrolling, as a recorded event sequence meets it: each motion reaches
/// ``EdgePullInput`` first (the wrapper's capture phase), then, unless RefreshKit claimed the
/// sequence, the scrolled window's drag, which after its 8 px threshold puts the list at the
/// offset it had when the finger went down minus the finger's movement, clamped to its range.
///
/// It records, for every motion, how far the rows were ahead of the finger along the pull
/// (the content's movement minus the finger's; negative: behind).
@MainActor
struct TouchScrollingPlatform {
  let list: ScrollView
  let input: EdgePullInput
  let scheduler: TestScheduler
  /// GTK's drag threshold, in pixels.
  var threshold: CGFloat = 8
  /// Whether the platform scrolls with the finger (a touch) or not at all (a mouse).
  var scrollsWithFinger = true

  /// How far the rows were ahead of the finger after each motion, on the vertical axis.
  private(set) var leads: [CGFloat] = []
  /// The same on the horizontal axis.
  private(set) var sidewaysLeads: [CGFloat] = []
  /// Whether RefreshKit claimed the sequence.
  private(set) var claimed = false

  init(list: ScrollView, input: EdgePullInput, scheduler: TestScheduler) {
    self.list = list
    self.input = input
    self.scheduler = scheduler
  }

  /// A finger down, moved through `translations` (from where it went down; content
  /// direction), 8 ms apart, and lifted unless `lift` is false.
  mutating func touch(through translations: [CGPoint], lift: Bool = true) {
    let start = list.contentOffset
    let platformStart = list.platformPosition.contentOffset
    var platformClaimed = false
    claimed = false
    input.pointerPressed()
    for translation in translations {
      scheduler.advance(by: .milliseconds(8))
      if input.pointerMoved(translation: translation, at: scheduler.now) { claimed = true }
      if !claimed, scrollsWithFinger {
        let distance = Swift.max(abs(translation.x), abs(translation.y))
        if platformClaimed || distance >= threshold {
          platformClaimed = true
          let range = list.platformScrollRange
          list.platformDidScroll(
            to: CGPoint(
              x: (platformStart.x - translation.x).clamped(to: range.x),
              y: (platformStart.y - translation.y).clamped(to: range.y)))
        }
      }
      leads.append((start.y - list.contentOffset.y) - translation.y)
      sidewaysLeads.append((start.x - list.contentOffset.x) - translation.x)
    }
    if lift { input.pointerReleased(at: scheduler.now) }
  }

  /// A vertical drag through `ys`.
  mutating func touch(throughY ys: [CGFloat], lift: Bool = true) {
    touch(through: ys.map { CGPoint(x: 0, y: $0) }, lift: lift)
  }
}

extension CGFloat {
  fileprivate func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
