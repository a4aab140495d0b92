/// A layer, parsed.
struct LayerModel: Sendable {
  /// What the layer draws.
  enum Content: Sendable {
    /// A shape layer's elements, and how many geometry leaves they hold.
    case shapes([ShapeElement], leafCount: Int)
    /// A solid colour rectangle from the origin.
    case solid(VectorColor, width: Double, height: Double)
    /// An embedded image.
    case image(VectorImage)
    /// A precomp: the index of its composition, clipped to `width` × `height`.
    case precomp(Int, width: Double, height: Double)
    /// Nothing (null, text, audio and unknown layers).
    case nothing
  }

  /// The layer's name or `layers[i]`, for nothing but debugging.
  var name: String
  var content: Content
  /// The position of the parent layer in the same list, cycles already broken.
  var parent: Int?
  /// Visible when `inPoint ≤ t < outPoint` (frames, in the containing composition's time).
  var inPoint: Double
  var outPoint: Double
  /// Start time (`st`): a precomp's content runs at `(t − st) / sr` (the layer's own
  /// properties are in the composition's time).
  var startTime: Double
  /// Time stretch (`sr`): a precomp's content runs at `(t − st) / sr`.
  var stretch: Double
  /// A precomp's time remap (`tm`), seconds, evaluated at the composition's `t`.
  var timeRemap: AnimatedValue?
  /// Hidden (`hd`): not drawn, still a parent or matte.
  var isHidden: Bool
  /// A matte source (`td`): drawn only as another layer's matte.
  var isMatteSource: Bool
  /// How this layer is matted (`tt`), and the position of the matte layer.
  var matte: (mode: VectorMatte.Mode, source: Int)?
  var transform: TransformModel
  var masks: [MaskModel]
}
