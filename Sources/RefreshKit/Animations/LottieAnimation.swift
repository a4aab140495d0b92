import Foundation
// Re-exported on purpose (issue 29 asked for a reason or explicit imports): RefreshKit's own
// public API takes and returns these types (`ShapeView.path` and `DrawingContext` take a
// `VectorPath` and `VectorColor`, `View.drawing()` returns a `VectorDrawing`, Lottie slots and
// value providers take `LottieValue` and `AnimationKeypath`, `unsupportedFeatures` lists
// `LottieUnsupportedFeature`), so an app that writes `import RefreshKit` alone must be able
// to name them, as apps name CGPath through UIKit. Only LottieFormat's public types come
// along; its parser and evaluator internals are not public.
@_exported import LottieFormat

/// A Lottie (Bodymovin JSON) animation: the designer's file, parsed once, with lottie-ios 4's
/// names.
///
/// lottie-ios needs Core Animation, so on Linux nothing else plays these files; RefreshKit
/// parses and evaluates them itself (``/LottieFormat/LottieDocument``) and every renderer draws the result.
/// Load one by name from a bundle, from a file, or from data, and show it in a
/// ``LottieAnimationView``:
///
/// ```swift
/// let animation = LottieAnimation.named("refresh", bundle: .module)
/// let view = LottieAnimationView(animation: animation)
/// view.loopMode = .loop
/// view.play()
/// ```
///
/// Features the player does not evaluate (expressions, effects, text, merge paths, blend
/// modes) are drawn as lottie-ios draws them where it can (a static value, or nothing) and
/// listed in ``unsupportedFeatures``; see the article "Playing Lottie animations".
public struct LottieAnimation: Sendable, Equatable {
  /// The parsed file, with the slot values set on this animation.
  public private(set) var document: LottieDocument
  /// Which parse this is.
  ///
  /// Copies of one animation (and the cache's answers) are equal, two parses of the same bytes
  /// are not: comparing documents would walk the whole model.
  private let identity = Identity()

  /// Wraps a parsed document.
  public init(document: LottieDocument) {
    self.document = document
  }

  /// Whether both are the same parse with the same slot values (cheap: a pointer compare and
  /// the list of values set).
  public static func == (lhs: LottieAnimation, rhs: LottieAnimation) -> Bool {
    lhs.identity === rhs.identity && lhs.document.hasSameValues(as: rhs.document)
  }

  /// Whether both come from the same parse, whatever slot values each has.
  public func isSameParse(as other: LottieAnimation) -> Bool { identity === other.identity }

  /// This parse's identity, for bookkeeping (``LottieDiagnostics`` reports each parse once).
  var identityKey: ObjectIdentifier { ObjectIdentifier(identity) }

  /// A parse's identity: a class, compared by reference, holding nothing.
  private final class Identity: Sendable {}

  /// Parses the bytes of a Lottie file; throws a ``/LottieFormat/LottieFormatError`` that names the problem
  /// and its JSON path.
  public static func from(data: Data) throws -> LottieAnimation {
    LottieAnimation(document: try LottieDocument.parse(data))
  }

  /// The first frame of the timeline (`ip`).
  public var startFrame: CGFloat { CGFloat(document.inPoint) }
  /// The frame the timeline ends at (`op`).
  public var endFrame: CGFloat { CGFloat(Swift.max(document.outPoint, document.inPoint)) }
  /// Frames per second (may be fractional, as 29.97).
  public var framerate: Double { document.frameRate }
  /// The length of the timeline in seconds.
  public var duration: TimeInterval {
    framerate > 0 ? Double(endFrame - startFrame) / framerate : 0
  }
  /// The canvas size.
  public var size: CGSize { CGSize(width: document.width, height: document.height) }
  /// What the file uses that is not drawn, each feature once per place.
  public var unsupportedFeatures: [LottieUnsupportedFeature] { document.unsupportedFeatures }
  /// The file's slots (Lottie 1.0's `sid`), each once, in file order.
  public var slots: [LottieSlot] { document.slots }

  /// Sets every property bound to the slot `id` to `value`; false (and no change) for an
  /// unknown slot or a value of another type.
  ///
  /// A view showing the animation (`view.animation?.setSlot(…)`) draws the new value from the
  /// next frame on and keeps playing: a slot value does not make a new animation.
  ///
  /// ```swift
  /// view.animation?.setSlot("tint", to: .color(LottieColor(r: 0.2, g: 0.5, b: 1, a: 1)))
  /// ```
  @discardableResult
  public mutating func setSlot(_ id: String, to value: LottieValue) -> Bool {
    document.setSlot(id, to: value)
  }

  /// Takes away the value set for the slot `id` (the file's own value shows again).
  public mutating func resetSlot(_ id: String) {
    document.resetSlot(id)
  }

  /// The names of the file's markers, in file order.
  public var markerNames: [String] { document.markers.map(\.name) }

  /// The frame where the marker `named` starts, or nil without such a marker.
  public func frameTime(forMarker named: String) -> CGFloat? {
    document.markers.first { $0.name == named }.map { CGFloat($0.frame) }
  }

  /// The length in frames of the marker `named`, or nil without such a marker.
  public func durationFrameTime(forMarker named: String) -> CGFloat? {
    document.markers.first { $0.name == named }.map { CGFloat($0.duration) }
  }

  /// Where the marker `named` starts as progress (0…1), or nil without such a marker.
  public func progressTime(forMarker named: String) -> CGFloat? {
    frameTime(forMarker: named).map(progressTime(forFrame:))
  }

  /// `frame` as progress through the timeline, clamped to 0…1.
  public func progressTime(forFrame frame: CGFloat) -> CGFloat {
    let span = endFrame - startFrame
    guard span > 0, frame.isFinite else { return 0 }
    return Swift.min(1, Swift.max(0, (frame - startFrame) / span))
  }

  /// The frame at `progress` (0…1, clamped).
  public func frameTime(forProgress progress: CGFloat) -> CGFloat {
    let clean = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
    return startFrame + (endFrame - startFrame) * clean
  }

  /// The frame `time` seconds into the timeline (clamped to it).
  public func frameTime(forTime time: TimeInterval) -> CGFloat {
    let frame = startFrame + CGFloat(time.isFinite ? time * framerate : 0)
    return Swift.min(endFrame, Swift.max(startFrame, frame))
  }

  /// `frame`'s time in seconds from the start of the timeline.
  public func time(forFrame frame: CGFloat) -> TimeInterval {
    framerate > 0 && frame.isFinite ? Double(frame - startFrame) / framerate : 0
  }
}
