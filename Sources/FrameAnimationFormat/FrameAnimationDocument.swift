import Foundation

/// The validated contents of one frame-animation file (`<name>.animation.json`).
///
/// One parser serves the runtime loader in `RefreshKit`, the build-time checker
/// (`refreshkit-animation-tool`) and the tests, so a file that passes the build always
/// loads at run time, and the build rejects exactly what the loader would.
///
/// The format (version 1) is a JSON object:
///
/// ```json
/// {
///   "version": 1,
///   "width": 24, "height": 24,
///   "fps": 12,
///   "frames": [
///     { "text": "◜",
///       "shapes": [
///         { "type": "arc", "center": [12, 12], "radius": 9,
///           "startAngle": 0, "endAngle": 270, "lineWidth": 2 }
///       ] }
///   ]
/// }
/// ```
///
/// - `version`: 1. `width`, `height`: the frame size in points, `0 < x ≤ 1000`.
/// - `fps`: whole frames per second, `1...120`. `frames`: `1...1000` frames.
/// - A frame has `text`, one to four characters (no control characters) for text
///   renderers, and `shapes`, one to 64 vector shapes in frame coordinates (origin top
///   left, y down) for vector renderers.
/// - Shapes: `line` (`from`, `to`), `circle` (`center`, `radius`, optional `fill`,
///   default false), `arc` (`center`, `radius`, `startAngle`, `endAngle` in degrees,
///   0 pointing right, growing clockwise; drawn clockwise from start to end, so
///   `startAngle < endAngle ≤ startAngle + 360`). Every shape
///   takes an optional `lineWidth` (default 2, `> 0`) and `opacity` (default 1, `0...1`).
///   Points are `[x, y]` arrays of finite numbers; radii are `> 0`.
///
/// Unknown keys are errors, so a misspelt optional key does not pass silently.
public struct FrameAnimationDocument: Sendable, Equatable {
  /// A point in frame coordinates.
  public struct Point: Sendable, Equatable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// One vector shape of a frame.
  public struct Shape: Sendable, Equatable {
    /// The geometry of a shape.
    public enum Kind: Sendable, Equatable {
      /// A straight stroke.
      case line(from: Point, to: Point)
      /// A circle, stroked or filled.
      case circle(center: Point, radius: Double, isFilled: Bool)
      /// A stroked arc, clockwise from `startAngle` to `endAngle` (degrees, 0 = right).
      case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    }

    /// The geometry.
    public var kind: Kind
    /// The stroke width in points.
    public var lineWidth: Double
    /// The opacity, `0...1`.
    public var opacity: Double

    /// Creates a shape.
    public init(kind: Kind, lineWidth: Double = 2, opacity: Double = 1) {
      self.kind = kind
      self.lineWidth = lineWidth
      self.opacity = opacity
    }
  }

  /// One frame: a short text and vector shapes that show the same picture.
  public struct Frame: Sendable, Equatable {
    /// One to four characters for text renderers.
    public var text: String
    /// The vector shapes, back to front.
    public var shapes: [Shape]

    /// Creates a frame.
    public init(text: String, shapes: [Shape]) {
      self.text = text
      self.shapes = shapes
    }
  }

  /// The only format version so far.
  public static let currentVersion = 1
  /// The file name suffix that marks an animation file.
  public static let fileSuffix = ".animation.json"
  /// The largest accepted width or height.
  public static let maximumSide: Double = 1000
  /// The accepted frames-per-second range.
  public static let framesPerSecondRange = 1...120
  /// The largest accepted number of frames.
  public static let maximumFrameCount = 1000
  /// The largest accepted number of shapes in a frame.
  public static let maximumShapeCount = 64
  /// The accepted number of characters of a frame's text.
  public static let textLengthRange = 1...4

  /// The frame width in points.
  public var width: Double
  /// The frame height in points.
  public var height: Double
  /// Whole frames per second.
  public var framesPerSecond: Int
  /// The frames, in playing order.
  public var frames: [Frame]

  /// Creates a document from already valid values (use ``parse(_:)`` for files).
  public init(width: Double, height: Double, framesPerSecond: Int, frames: [Frame]) {
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    self.frames = frames
  }
}
