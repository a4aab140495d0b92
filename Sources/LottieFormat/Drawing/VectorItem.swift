/// One thing to draw, back to front: the tree form of a ``VectorDrawing``.
///
/// A tree of these: groups carry a transform, an opacity to composite their contents with, a
/// clip, masks and a matte; leaves are filled or stroked paths, images and text. Renderers draw
/// the flat ``VectorDrawing`` (which converts to and from this form losslessly); the tree is for
/// tests and for small drawings built by hand.
public indirect enum VectorItem: Equatable, Sendable {
  /// A path filled with a paint.
  case fill(VectorPath, paint: VectorPaint, rule: VectorFillRule, opacity: Double)
  /// A path stroked with a paint.
  case stroke(VectorPath, paint: VectorPaint, style: VectorStrokeStyle, opacity: Double)
  /// An encoded image (PNG or JPEG bytes) drawn into the rect from the origin to `width` ×
  /// `height`.
  case image(VectorImage, opacity: Double)
  /// A run of text.
  case text(VectorText)
  /// Items drawn together: transformed, clipped by masks, masked by a matte, then
  /// composited with `opacity` as one layer (not item by item).
  case group(VectorGroup)
}

/// How a fill decides what is inside a self-overlapping path.
public enum VectorFillRule: Equatable, Sendable {
  /// Inside where the winding number is not zero (SVG `nonzero`, Lottie `r: 1`).
  case nonZero
  /// Inside where a ray crosses an odd number of edges (SVG `evenodd`, Lottie `r: 2`).
  case evenOdd
}

/// An embedded image.
public struct VectorImage: Equatable, Sendable {
  /// The encoded bytes (PNG or JPEG).
  public var data: [UInt8]
  /// The image's size in the animation's coordinates.
  public var width: Double, height: Double

  /// Creates an image.
  public init(data: [UInt8], width: Double, height: Double) {
    self.data = data
    self.width = width
    self.height = height
  }
}

/// A group of items drawn as one layer.
public struct VectorGroup: Equatable, Sendable {
  /// The transform from the group's coordinates to its parent's.
  public var transform: VectorTransform
  /// The opacity the group is composited with, 0…1.
  public var opacity: Double
  /// Masks, applied in order, in the group's coordinates.
  public var masks: [VectorMask]
  /// A matte: the group's contents show only where (or where not) the matte's do.
  public var matte: VectorMatte?
  /// A path the contents are clipped to, in the group's coordinates; `nil` for none.
  public var clip: VectorPath?
  /// What a renderer that cannot draw vectors shows instead of the contents (see
  /// ``VectorDrawing/Group/textAlternative``).
  public var textAlternative: String?
  /// The contents, back to front.
  public var items: [VectorItem]

  /// Creates a group.
  public init(
    transform: VectorTransform = .identity, opacity: Double = 1, masks: [VectorMask] = [],
    matte: VectorMatte? = nil, clip: VectorPath? = nil, textAlternative: String? = nil,
    items: [VectorItem]
  ) {
    self.transform = transform
    self.opacity = opacity
    self.masks = masks
    self.matte = matte
    self.clip = clip
    self.textAlternative = textAlternative
    self.items = items
  }
}

/// A Lottie mask: a path that adds to, subtracts from or intersects the visible area.
///
/// The visible area starts empty when the first mask adds, full when it subtracts or
/// intersects (so a lone intersect mask shows its shape, as ThorVG and rlottie draw it); each
/// mask then combines its coverage (the path, inverted when `isInverted`, times `opacity`)
/// with it.
public struct VectorMask: Equatable, Sendable {
  /// How a mask combines with the area before it.
  public enum Mode: Equatable, Sendable {
    case add, subtract, intersect, lighten, darken, difference
  }

  /// How it combines.
  public var mode: Mode
  /// The mask's outline, in the group's coordinates.
  public var path: VectorPath
  /// Whether the outside of the path is what counts.
  public var isInverted: Bool
  /// The mask's opacity, 0…1.
  public var opacity: Double

  /// Creates a mask.
  public init(mode: Mode, path: VectorPath, isInverted: Bool = false, opacity: Double = 1) {
    self.mode = mode
    self.path = path
    self.isInverted = isInverted
    self.opacity = opacity
  }
}

/// A track matte: another layer's drawing, used as the group's mask.
public struct VectorMatte: Equatable, Sendable {
  /// Which of the matte's values masks.
  public enum Mode: Equatable, Sendable {
    /// The matte's alpha.
    case alpha
    /// One minus the matte's alpha.
    case alphaInverted
    /// The matte's luminance (times its alpha).
    case luma
    /// One minus the matte's luminance.
    case lumaInverted
  }

  /// Which value masks.
  public var mode: Mode
  /// The matte layer's drawing, in the group's parent's coordinates (the same space as the
  /// group itself, before the group's own transform).
  public var items: [VectorItem]

  /// Creates a matte.
  public init(mode: Mode, items: [VectorItem]) {
    self.mode = mode
    self.items = items
  }
}
