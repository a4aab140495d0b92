import Foundation

/// One axis's running offset animation, and the completions waiting for it to end.
///
/// ``ScrollView`` keeps one per axis, so a header's reveal (vertical) and a trailer's
/// reveal (horizontal) both land; on one axis the latest request replaces the running one.
@MainActor
final class OffsetMotion {
  /// The two scrolling axes (an edge's: ``RefreshEdge/Axis``).
  typealias Axis = RefreshEdge.Axis

  /// Where a motion heads.
  enum Kind: Equatable {
    /// A fixed value decided when it started (a reveal, a programmatic scroll).
    case toValue
    /// Back inside the scrolling limits as they are at each frame (a bounce, a collapse).
    case settle
    /// A release's projection, kept inside the limits as they are at each frame.
    case decelerate
  }

  let axis: Axis
  let kind: Kind
  /// Whether the motion continues the user's own movement (the bounce or the flick
  /// after a release), which an auto footer may load from.
  let isMomentum: Bool
  /// Called when the motion ends, with the scroll view it ran on and whether it ran to the end.
  ///
  /// The scroll view comes as an argument, so a completion needs no reference to it (nor to a
  /// component: see `RefreshComponent+OffsetAnimations.swift`).
  typealias Completion = @MainActor (ScrollView, Bool) -> Void

  var animation: Animation?
  /// How far content inserted above the visible part has moved the motion's path since it began.
  ///
  /// A motion towards a fixed value heads for that value plus this, so the rows it moves carry on
  /// from where the insertion put them (see `ScrollView.keepPlace(afterInsertingAbove:)`); a
  /// deceleration's projection moves by it too. A settle reads the moved offset and the limits
  /// every frame and needs no correction.
  var shift: CGFloat = 0
  private(set) var completions: [Completion] = []

  init(axis: Axis, kind: Kind, isMomentum: Bool) {
    self.axis = axis
    self.kind = kind
    self.isMomentum = isMomentum
  }

  var isRunning: Bool { animation?.isRunning ?? false }

  func addCompletion(_ completion: Completion?) {
    if let completion { completions.append(completion) }
  }

  /// Hands the waiting completions over (to the settle that follows a landing outside
  /// the limits), leaving none here.
  func takeCompletions() -> [Completion] {
    defer { completions.removeAll() }
    return completions
  }
}

extension OffsetMotion.Axis {
  func value(of point: CGPoint) -> CGFloat {
    self == .vertical ? point.y : point.x
  }

  func point(_ point: CGPoint, with value: CGFloat) -> CGPoint {
    self == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
  }
}
