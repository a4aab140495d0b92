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
  /// One frame: a short text and vector shapes that show the same picture, or a bitmap.
  public struct Frame: Sendable, Equatable {
    /// One to four characters, for text renderers.
    public var text: String
    /// The vector shapes, back to front, in frame coordinates (origin top left, y down).
    public var shapes: [Shape]
    /// A bitmap that shows instead of the shapes (an image-sequence frame), or nil.
    public var image: Image?

    /// Creates a frame.
    public init(text: String, shapes: [Shape], image: Image? = nil) {
      self.text = text
      self.shapes = shapes
      self.image = image
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
  /// One pass's exact duration, when it was given as such (an image sequence); otherwise
  /// whole frames per second time it.
  private var sequenceDuration: Duration?

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

  /// An image sequence that plays through once in `duration` (MJRefresh's GIF header
  /// meaning: the whole sequence, not one frame).
  ///
  /// The size is the first image's. A zero, negative or absurd duration becomes 0.1 s a frame
  /// (MJRefresh's default); an empty list gives one blank frame.
  public init(name: String = "images", images: [Image], duration: Duration) {
    let count = Swift.max(1, images.count)
    let usable =
      duration > .zero && duration < .seconds(3600) ? duration : .milliseconds(100) * count
    let frames = images.map { Frame(text: "▣", shapes: [], image: $0) }
    let perSecond = Double(count) / (usable / .seconds(1))
    self.init(
      name: name, size: images.first?.size ?? .zero,
      framesPerSecond: Int(perSecond.rounded()), frames: frames)
    sequenceDuration = usable
  }

  /// How long one frame shows: `1 / framesPerSecond` seconds (an image sequence: its duration
  /// shared by its frames).
  public var frameDuration: Duration {
    sequenceDuration.map { $0 / frames.count } ?? .seconds(1) / framesPerSecond
  }

  /// How long one pass through all frames takes.
  public var duration: Duration {
    sequenceDuration ?? .seconds(frames.count) / framesPerSecond
  }

  /// The time at which frame `step` of a run starts: exact, so that frames never drift.
  func startTime(ofStep step: Int) -> Duration {
    if let sequenceDuration { return sequenceDuration * step / frames.count }
    return .seconds(step) / framesPerSecond
  }
}
