import Foundation
import RefreshKit

/// Maps GTK's touchpad scroll signals onto RefreshKit's phased wheel entry point.
///
/// GTK reports a touchpad gesture as `scroll-begin`, `scroll` deltas, `scroll-end`, then (with
/// kinetic scrolling) `decelerate` with the fingers' velocity. The gesture is a drag
/// (``RefreshKit/ScrollView/scrollWheel(by:phase:velocity:)``), so a touchpad pull past the top
/// refreshes as a finger's does; the end waits one main-loop turn for `decelerate`, so the
/// release carries the fling's velocity into RefreshKit's own deceleration.
@MainActor
public final class TouchpadGesture {
  /// The scroll view the gesture moves.
  public unowned let scrollView: ScrollView
  /// Whether fingers are on the touchpad (between `scroll-begin` and the release).
  public private(set) var isActive = false
  private var velocity = CGPoint.zero
  private var pendingEnd: ScheduledAction?

  /// Creates a gesture for `scrollView`; keep it as long as the scroll view.
  public init(scrollView: ScrollView) {
    self.scrollView = scrollView
  }

  /// `scroll-begin`: fingers touched.
  public func begin() {
    finishPendingEnd()
    isActive = true
    velocity = .zero
    scrollView.scrollWheel(by: .zero, phase: .began)
  }

  /// `scroll`: the content moves by `delta` (GTK's dx, dy: positive scrolls towards the end).
  public func scroll(by delta: CGPoint) {
    guard isActive else { return }
    scrollView.scrollWheel(by: delta, phase: .changed)
  }

  /// `scroll-end`: the fingers lifted; the release comes at the next turn, after `decelerate`.
  public func end() {
    guard isActive else { return }
    isActive = false
    pendingEnd = scrollView.scheduler.schedule(after: .zero) { [weak self] in
      self?.finishPendingEnd()
    }
  }

  /// `decelerate`: the fling's velocity, in points per second, offset direction.
  public func decelerate(velocity: CGPoint) {
    guard velocity.x.isFinite, velocity.y.isFinite else { return }
    self.velocity = velocity
  }

  private func finishPendingEnd() {
    guard let pending = pendingEnd else { return }
    pending.cancel()
    pendingEnd = nil
    scrollView.scrollWheel(by: .zero, phase: .ended, velocity: velocity)
    velocity = .zero
  }

  isolated deinit {
    pendingEnd?.cancel()
  }
}
