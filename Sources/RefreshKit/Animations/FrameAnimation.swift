import Foundation

/// A short frame-by-frame animation: a size, a frame rate and frames that each draw both
/// as text (one to four glyphs) and as vector shapes.
///
/// Frame animations are RefreshKit's stand-in for GIFs and Lottie files: small enough to
/// write by hand, drawable by a terminal renderer (the text) and an SVG renderer (the
/// shapes) alike. They are loaded by name from a bundle's `<name>.animation.json`
/// resources (see ``named(_:bundle:)`` and the format described on
/// ``FrameAnimation/Shape``), and played by ``FrameAnimationView``.
///
/// ```swift
/// let spinner = try FrameAnimation.named(.refresh)
/// spinner.frames.count     // 12
/// spinner.frameDuration    // 1/12 s
/// ```
public struct FrameAnimation: Sendable, Equatable {
  /// One frame: a short text and vector shapes that show the same picture.
  public struct Frame: Sendable, Equatable {
    /// One to four characters, for text renderers.
    public var text: String
    /// The vector shapes, back to front, in frame coordinates (origin top left, y down).
    public var shapes: [Shape]

    /// Creates a frame.
    public init(text: String, shapes: [Shape]) {
      self.text = text
      self.shapes = shapes
    }
  }

  /// The animation's name.
  public var name: String
  /// The size of a frame in points.
  public var size: CGSize
  /// Whole frames per second, at least 1.
  public var framesPerSecond: Int
  /// The frames in playing order; never empty.
  public var frames: [Frame]

  /// Creates an animation from frames.
  ///
  /// Bad values are clamped, not trapped: a non-finite or negative size becomes zero,
  /// `framesPerSecond` is clamped to `1...120`, and an empty `frames` gets one blank frame
  /// (a space, no shapes) so that a view always has something to show.
  public init(name: String, size: CGSize, framesPerSecond: Int, frames: [Frame]) {
    self.name = name
    self.size = CGSize(
      width: size.width.isFinite ? Swift.max(0, size.width) : 0,
      height: size.height.isFinite ? Swift.max(0, size.height) : 0)
    self.framesPerSecond = Swift.min(120, Swift.max(1, framesPerSecond))
    self.frames = frames.isEmpty ? [Frame(text: " ", shapes: [])] : frames
  }

  /// How long one frame shows: `1 / framesPerSecond` seconds.
  public var frameDuration: Duration { .seconds(1) / framesPerSecond }

  /// How long one pass through all frames takes.
  public var duration: Duration { .seconds(frames.count) / framesPerSecond }

  /// The time at which frame `step` of a run starts: exact, so that frames never drift.
  func startTime(ofStep step: Int) -> Duration {
    .seconds(step) / framesPerSecond
  }
}
