import Foundation
import FrameAnimationFormat

/// A Lottie (Bodymovin JSON) animation, parsed once into an immutable model.
///
/// ``parse(_:)`` reads the file; ``frame(at:)`` evaluates any frame, fractional ones
/// included, into ``VectorItem``s for a renderer. The document knows nothing of views, time
/// or drawing, and is `Sendable`: parse it anywhere, evaluate it from any thread.
public struct LottieDocument: Sendable {
  /// Frames per second (`fr`); may be fractional, as 29.97.
  public var frameRate: Double
  /// The first frame (`ip`).
  public var inPoint: Double
  /// The frame the animation ends at (`op`, exclusive); may be fractional.
  public var outPoint: Double
  /// The canvas width (`w`).
  public var width: Double
  /// The canvas height (`h`).
  public var height: Double
  /// The animation's name (`nm`).
  public var name: String?
  /// Named points and ranges on the timeline (`markers`).
  public var markers: [LottieMarker]
  /// What the file uses that is not drawn, each feature once per location.
  public var unsupportedFeatures: [LottieUnsupportedFeature]
  /// The slots the file's properties are bound to (Lottie 1.0's `sid`), each once, in file
  /// order; set them with ``setSlot(_:to:)``.
  public private(set) var slots: [LottieSlot]

  /// The model drawn: the file's, with the values the app set.
  var root: CompositionModel
  var precomps: [CompositionModel]
  /// The file's own model (its slots' values in place), to replay the app's values on.
  let baseRoot: CompositionModel
  let basePrecomps: [CompositionModel]
  /// The values the app set, in order.
  var overrides: [LottieOverride] = []

  /// Parses a Lottie JSON file.
  ///
  /// Missing keys take the players' defaults (no `ks` is the identity, no `o` is opaque);
  /// the file is rejected only when it cannot be read: not JSON, not an object, no `fr` or
  /// `fr ≤ 0`, no `layers`, or a key holding the wrong kind of value.
  public static func parse(_ data: Data) throws(LottieFormatError) -> LottieDocument {
    let json: JSONTape
    do {
      json = try JSONTape.parse(data)
    } catch {
      throw LottieFormatError(path: "", message: "not JSON: \(error.message)")
    }
    var parser = LottieParser()
    let parts = try parser.document(JSONNode(root: json))
    return LottieDocument(
      frameRate: parts.frameRate, inPoint: parts.inPoint, outPoint: parts.outPoint,
      width: parts.width, height: parts.height, name: parts.name, markers: parts.markers,
      unsupportedFeatures: parser.unsupported,
      slots: parser.namesSlots ? slots(root: parts.root, precomps: parts.precomps) : [],
      root: parts.root,
      precomps: parts.precomps, baseRoot: parts.root, basePrecomps: parts.precomps)
  }

  /// Whether both hold the same values set by the app (cheap; says nothing of the files).
  public func hasSameValues(as other: LottieDocument) -> Bool {
    overrides == other.overrides
  }

  /// The drawing at absolute frame number `frame`, clamped into ``inPoint``…``outPoint``
  /// (NaN is ``inPoint``).
  ///
  /// ``outPoint`` itself is exclusive (a layer ending there is gone at it), so frames at or
  /// past it draw the instant just before it: the animation's last picture.
  ///
  /// This builds a new tree each call; a player drawing frame after frame keeps a
  /// ``LottieFrameEvaluator`` and a ``VectorDrawing`` instead (``draw(at:into:using:)``), which
  /// allocate nothing once warm.
  public func frame(at frame: Double) -> VectorFrame {
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    draw(at: frame, into: &drawing, using: &evaluator)
    return drawing.frame
  }

  /// Rebuilds `drawing` in place as the picture at absolute frame number `frame` (clamped as
  /// in ``frame(at:)``), with `evaluator`'s buffers.
  ///
  /// The drawing's and the evaluator's storage is kept from call to call: once both have grown
  /// to the animation's largest frame, a frame allocates nothing. The result is the drawing of
  /// ``frame(at:)``:
  ///
  /// ```swift
  /// var evaluator = LottieFrameEvaluator()
  /// var drawing = VectorDrawing()
  /// for number in 0..<60 {
  ///   document.draw(at: Double(number), into: &drawing, using: &evaluator)
  ///   renderer.draw(drawing)
  /// }
  /// ```
  public func draw(
    at frame: Double, into drawing: inout VectorDrawing, using evaluator: inout LottieFrameEvaluator
  ) {
    let last = outPoint > inPoint ? outPoint.nextDown : inPoint
    let time = frame.isNaN ? inPoint : Swift.min(Swift.max(frame, inPoint), last)
    evaluator.evaluator.draw(
      root, precomps: precomps, frameRate: frameRate, at: time, width: width, height: height,
      into: &drawing)
  }
}
