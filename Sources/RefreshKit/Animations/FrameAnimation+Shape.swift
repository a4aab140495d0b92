import Foundation

extension FrameAnimation {
  /// One vector shape of a frame, in frame coordinates (origin top left, y down).
  ///
  /// In an animation file (`<name>.animation.json`, format version 1) a shape is an
  /// object with a `type`:
  ///
  /// ```json
  /// { "type": "line", "from": [2, 12], "to": [22, 12] }
  /// { "type": "circle", "center": [12, 12], "radius": 3, "fill": true }
  /// { "type": "arc", "center": [12, 12], "radius": 9, "startAngle": 0, "endAngle": 270 }
  /// ```
  ///
  /// Angles are degrees, 0 pointing right and growing clockwise; an arc is drawn
  /// clockwise from its start to its end angle, which is greater by at most 360. Every shape takes an optional
  /// `lineWidth` (default 2) and `opacity` (default 1, `0...1`). The whole file is
  /// `{"version": 1, "width": 24, "height": 24, "fps": 12, "frames": [{"text": "◜",
  /// "shapes": [...]}, ...]}`; a frame's text is one to four characters.
  public struct Shape: Sendable, Equatable {
    /// The geometry of a shape.
    public enum Kind: Sendable, Equatable {
      /// A straight stroke.
      case line(from: CGPoint, to: CGPoint)
      /// A circle, stroked or filled.
      case circle(center: CGPoint, radius: CGFloat, isFilled: Bool)
      /// A stroked arc, clockwise from `startAngle` to `endAngle` (degrees, 0 = right).
      case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
    }

    /// The geometry.
    public var kind: Kind
    /// The stroke width in points.
    public var lineWidth: CGFloat
    /// The opacity, `0...1`.
    public var opacity: CGFloat

    /// Creates a shape.
    public init(kind: Kind, lineWidth: CGFloat = 2, opacity: CGFloat = 1) {
      self.kind = kind
      self.lineWidth = lineWidth
      self.opacity = opacity
    }
  }
}
