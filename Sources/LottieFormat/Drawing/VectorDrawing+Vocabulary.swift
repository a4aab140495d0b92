// The drawing's vocabulary: its steps and what they refer to.
extension VectorDrawing {
  /// One step of a drawing.
  public enum Step: Equatable, Sendable {
    /// A group, described by ``VectorDrawing/groups`` at the index; its matte's steps and its
    /// contents follow it.
    case group(Int)
    /// A filled path.
    case fill(Fill)
    /// A stroked path.
    case stroke(Stroke)
    /// ``VectorDrawing/images`` at the index, in the rect from the origin to its size.
    case image(Int, opacity: Double)
    /// ``VectorDrawing/texts`` at the index.
    case text(Int)
  }

  /// What a fill or a stroke paints with.
  public enum Paint: Equatable, Sendable {
    /// One colour.
    case solid(VectorColor)
    /// ``VectorDrawing/gradients`` at the index.
    case gradient(Int)
  }

  /// A filled path.
  public struct Fill: Equatable, Sendable {
    /// The path: a range of ``VectorDrawing/elements``.
    public var path: Range<Int>
    /// The paint.
    public var paint: Paint
    /// What is inside a self-overlapping path.
    public var rule: VectorFillRule
    /// The opacity on top of the paint's own, 0…1.
    public var opacity: Double
  }

  /// A stroked path.
  public struct Stroke: Equatable, Sendable {
    /// The path: a range of ``VectorDrawing/elements``.
    public var path: Range<Int>
    /// The paint.
    public var paint: Paint
    /// The line width.
    public var width: Double
    /// The ends.
    public var cap: VectorStrokeStyle.LineCap
    /// The corners.
    public var join: VectorStrokeStyle.LineJoin
    /// The miter limit.
    public var miterLimit: Double
    /// The dash pattern: a range of ``VectorDrawing/dashes`` (empty: solid).
    public var dashes: Range<Int>
    /// How far into the pattern the stroke starts.
    public var dashOffset: Double
    /// The opacity on top of the paint's own, 0…1.
    public var opacity: Double
  }

  /// A gradient paint.
  public struct Gradient: Equatable, Sendable {
    /// Linear, or radial with a focus.
    public var kind: VectorGradient.Kind
    /// Where offset 0 lies (a radial gradient's centre).
    public var start: VectorPoint
    /// Where offset 1 lies (a point on a radial gradient's circle).
    public var end: VectorPoint
    /// The stops: a range of ``VectorDrawing/stops``.
    public var stops: Range<Int>
  }

  /// A mask of a group (see ``VectorMask``).
  public struct Mask: Equatable, Sendable {
    /// How it combines with the area before it.
    public var mode: VectorMask.Mode
    /// The path: a range of ``VectorDrawing/elements``.
    public var path: Range<Int>
    /// Whether the area outside the path counts.
    public var isInverted: Bool
    /// Its opacity, 0…1.
    public var opacity: Double
  }

  /// A group: steps drawn together, transformed, clipped, masked, matted, then composited with
  /// an opacity as one layer.
  public struct Group: Equatable, Sendable {
    /// From the group's coordinates to its parent's.
    public var transform: VectorTransform
    /// The opacity the contents are composited with, 0…1.
    public var opacity: Double
    /// A path the contents are clipped to (a range of ``VectorDrawing/elements``), in the group's
    /// coordinates; `nil` for none.
    public var clip: Range<Int>?
    /// The masks, applied in order: a range of ``VectorDrawing/masks``.
    public var masks: Range<Int>
    /// How the matte's steps show the contents; `nil` without a matte.
    public var matte: VectorMatte.Mode?
    /// The matte's steps (empty without one): they come right after the group's own step.
    public var matteSteps: Range<Int>
    /// The contents' steps.
    public var contentSteps: Range<Int>
    /// What a renderer that cannot draw vectors (a terminal) shows instead of the contents:
    /// an arrow's `↓`, a spinner's spoke; `nil` to have it draw the contents as best it can.
    public var textAlternative: String?
  }
}
