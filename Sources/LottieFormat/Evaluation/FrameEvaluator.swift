/// Evaluates frames of a document straight into a ``VectorDrawing``: layers into groups, then
/// (in the extension files) shapes and styles into steps.
///
/// One evaluator lives as long as its owner draws (``LottieFrameEvaluator``): its contour
/// store and scratch buffers are emptied, not dropped, between frames, so once they have grown
/// to an animation's largest frame, evaluating a frame allocates nothing. It counts the items
/// and vertices it makes and stops adding when a cap in ``LottieLimits`` is reached, so no file
/// can make a frame unboundedly expensive.
///
/// Groups open lazily: a group (a layer, a shape group with a transform or an opacity, a
/// repeater's copy) is begun in the drawing only when the first step inside it is drawn, so a
/// group that draws nothing leaves nothing, as in the tree form.
struct FrameEvaluator: Sendable {
  var precomps: [CompositionModel] = []
  var frameRate = 0.0
  /// What is left of the frame's caps.
  var itemsLeft = LottieLimits.maximumItemsPerFrame
  var verticesLeft = LottieLimits.maximumVerticesPerFrame
  /// The product of the copy counts of the repeaters being evaluated.
  var repeaterProduct = 1
  /// The drawing being written (swapped in for one frame, so no copy is made).
  var drawing = VectorDrawing()
  /// The frame's contours.
  var store = ContourStore()
  /// Each geometry leaf's contours (a range of the store's), for every shape layer being
  /// evaluated (a matte's layer is evaluated inside the layer it mattes): a stack.
  var leafContours: [Range<Int>] = []
  /// Groups begun in the evaluation, not yet in the drawing until a step is drawn in them.
  var pending: [PendingGroup] = []
  /// The first pending group a step may open (a matte evaluated while its group opens must
  /// not open the groups after it).
  var pendingBase = 0
  /// Reused value buffers.
  var scratch: [Double] = []
  var lengths: [Double] = []
  var dashes: [Double] = []
  var offsets: [Double] = []
  var stops: [VectorGradient.Stop] = []

  /// A group begun in the evaluation.
  struct PendingGroup: Sendable {
    enum Kind: Sendable {
      /// A shape group or a repeater's copy.
      case plain
      /// A layer: its masks and matte are added when it opens.
      case layer(layers: [LayerModel], position: Int, frame: Double, depth: Int)
      /// A precomp's canvas, clipped by a mask.
      case canvas(width: Double, height: Double)
    }

    var kind: Kind
    var transform: VectorTransform
    var opacity: Double
    var isOpen = false
  }

  /// Writes `composition` at `frame` into `drawing` (emptied first, for a canvas of `width` ×
  /// `height`).
  mutating func draw(
    _ composition: CompositionModel, precomps: [CompositionModel], frameRate: Double,
    at frame: Double, width: Double, height: Double, into target: inout VectorDrawing
  ) {
    swap(&drawing, &target)
    defer {
      swap(&drawing, &target)
      self.precomps = []
    }
    self.precomps = precomps
    self.frameRate = frameRate
    itemsLeft = LottieLimits.maximumItemsPerFrame
    verticesLeft = LottieLimits.maximumVerticesPerFrame
    repeaterProduct = 1
    drawing.removeAll(width: width, height: height)
    store.removeAll()
    leafContours.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    pendingBase = 0
    self.composition(composition, at: frame, depth: 0)
  }

  /// Takes `items` items and `vertices` vertices from the caps; `false` once they run out.
  mutating func spend(items: Int, vertices: Int = 0) -> Bool {
    guard itemsLeft >= items, verticesLeft >= vertices else {
      itemsLeft = 0
      return false
    }
    itemsLeft -= items
    verticesLeft -= vertices
    return true
  }

  // MARK: - Groups

  /// Begins a group lazily; balance with ``pop()``.
  mutating func push(_ kind: PendingGroup.Kind, transform: VectorTransform, opacity: Double) {
    pending.append(PendingGroup(kind: kind, transform: transform, opacity: opacity))
  }

  /// Ends the innermost group begun with ``push(_:transform:opacity:)``.
  mutating func pop() {
    guard let group = pending.popLast() else { return }
    if group.isOpen { drawing.endGroup() }
  }

  /// Opens, in the drawing, every group begun and not yet open: called before a step is drawn.
  mutating func openPending() {
    var index = pendingBase
    while index < pending.count {
      if !pending[index].isOpen {
        pending[index].isOpen = true
        open(pending[index])
      }
      index += 1
    }
  }

  private mutating func open(_ group: PendingGroup) {
    switch group.kind {
    case .plain:
      drawing.beginGroup(transform: group.transform, opacity: group.opacity)
    case .canvas(let width, let height):
      let path = rectanglePath(width: width, height: height)
      let mask = drawing.addMask(mode: .add, path: path)
      drawing.beginGroup(transform: group.transform, opacity: group.opacity, masks: mask)
    case .layer(let layers, let position, let frame, let depth):
      // Fields read in place, not the layer copied: a copy counts a reference per property.
      let firstMask = drawing.masks.count
      for mask in layers[position].masks {
        mask.path.values(at: frame, into: &scratch)
        GeometryBuilder.path(scratch, closed: mask.isClosed, into: &store)
        let contour = store.contours.count - 1
        guard spend(items: 1, vertices: store.contours[contour].count) else { break }
        let start = drawing.elements.count
        store.appendElements(of: contour, transform: nil, to: &drawing)
        drawing.addMask(
          mode: mask.mode, path: start..<drawing.elements.count, isInverted: mask.isInverted,
          opacity: Swift.min(Swift.max(mask.opacity.scalar(at: frame) / 100, 0), 1))
      }
      drawing.beginGroup(
        transform: group.transform, opacity: group.opacity,
        masks: firstMask..<drawing.masks.count)
      guard let matte = layers[position].matte, matte.source < layers.count else { return }
      drawing.beginMatte(matte.mode)
      if Self.isVisible(layers[matte.source], at: frame) {
        // The matte's own groups open inside it, not the groups pending after this one.
        let (base, product) = (pendingBase, repeaterProduct)
        pendingBase = pending.count
        repeaterProduct = 1
        layerGroup(layers, matte.source, at: frame, depth: depth)
        pendingBase = base
        repeaterProduct = product
      }
      drawing.endMatte()
    }
  }

  // MARK: - Layers

  /// A composition's layers at `frame`, back to front.
  mutating func composition(_ composition: CompositionModel, at frame: Double, depth: Int) {
    guard depth <= LottieLimits.maximumPrecompDepth else { return }
    let layers = composition.layers
    for position in layers.indices.reversed() {
      guard !layers[position].isHidden, !layers[position].isMatteSource,
        Self.isVisible(layers[position], at: frame)
      else { continue }
      layerGroup(layers, position, at: frame, depth: depth)
    }
  }

  /// How far before a layer's in point a frame may be and still show it: exporters write float
  /// noise (4.00000016 for frame 4 at 29.97 fps, a precomp's time -3e-7 for its 0), which ThorVG
  /// (float32) and rlottie (whole frames) do not see.
  static let frameTolerance = 1e-4

  static func isVisible(_ layer: LayerModel, at frame: Double) -> Bool {
    layer.inPoint - frameTolerance <= frame && frame < layer.outPoint
  }

  /// One layer as a group: its world transform (the parent chain's, not its opacity), own
  /// opacity, masks, matte and content; nothing when it draws nothing.
  mutating func layerGroup(
    _ layers: [LayerModel], _ position: Int, at frame: Double, depth: Int
  ) {
    guard spend(items: 1) else { return }
    // Fields read in place, not the layer copied: a copy counts a reference per property.
    if case .nothing = layers[position].content { return }
    // A layer's own keyframes are in its composition's time, as exported (ThorVG and
    // rlottie read them so); start time and stretch move only a precomp's content.
    var transform = layers[position].transform.matrix(at: frame)
    var ancestor = layers[position].parent
    var steps = 0
    while let parent = ancestor, parent < layers.count, steps < LottieLimits.maximumParentChain {
      transform = layers[parent].transform.matrix(at: frame).concatenating(transform)
      ancestor = layers[parent].parent
      steps += 1
    }
    push(
      .layer(layers: layers, position: position, frame: frame, depth: depth),
      transform: transform, opacity: layers[position].transform.opacity(at: frame))
    defer { pop() }
    switch layers[position].content {
    case .nothing:
      return
    case .shapes(let elements, let leafCount):
      shapes(elements, leafCount: leafCount, at: frame)
    case .solid(let color, let width, let height):
      guard spend(items: 1, vertices: 4) else { return }
      let path = rectanglePath(width: width, height: height)
      openPending()
      drawing.fill(path, paint: .solid(color), rule: .nonZero, opacity: 1)
    case .image(let image):
      guard spend(items: 1) else { return }
      openPending()
      drawing.draw(image, opacity: 1)
    case .precomp(let index, let width, let height):
      let childFrame =
        layers[position].timeRemap.map { $0.scalar(at: frame) * frameRate }
        ?? (frame - layers[position].startTime) / layers[position].stretch
      guard width > 0, height > 0, spend(items: 1, vertices: 4) else {
        composition(precomps[index], at: childFrame, depth: depth + 1)
        return
      }
      // The precomp shows only inside its own canvas (drawn even when empty, as before);
      // unless that canvas holds the whole root canvas, which clips the frame anyway.
      let kind: PendingGroup.Kind =
        holdsRootCanvas(width: width, height: height)
        ? .plain : .canvas(width: width, height: height)
      push(kind, transform: .identity, opacity: 1)
      openPending()
      composition(precomps[index], at: childFrame, depth: depth + 1)
      pop()
    }
  }

  /// Whether a precomp canvas of `width` × `height` in the innermost pending group's space
  /// holds the whole root canvas: then its clip hides only what the root canvas's clip hides
  /// (every renderer clips a frame to its canvas, as players do) and is left out.
  ///
  /// Clipping twice on one edge is not free: each clip costs the renderer work, and where
  /// the edge falls mid-pixel, shapes under an opaque cover inside the precomp seam through
  /// along it (each clip's partial coverage multiplies the cover's), as a full-size
  /// precomp over a background does in After Effects exports. False inside a matte, whose
  /// groups are not in the pending groups' space, and for a canvas turned off the axes.
  private func holdsRootCanvas(width: Double, height: Double) -> Bool {
    guard pendingBase == 0 else { return false }
    var world = VectorTransform.identity
    for group in pending { world = world.concatenating(group.transform) }
    guard world.b == 0, world.c == 0 else { return false }
    let (x1, x2) = (world.tx, world.tx + world.a * width)
    let (y1, y2) = (world.ty, world.ty + world.d * height)
    // NaN fails every comparison: the clip stays.
    return Swift.min(x1, x2) <= 0 && Swift.max(x1, x2) >= drawing.width
      && Swift.min(y1, y2) <= 0 && Swift.max(y1, y2) >= drawing.height
  }

  /// Appends the rectangle from the origin to `width` × `height` to the drawing's elements.
  private mutating func rectanglePath(width: Double, height: Double) -> Range<Int> {
    GeometryBuilder.rectangle(
      center: VectorPoint(x: width / 2, y: height / 2), size: VectorPoint(x: width, y: height),
      radius: 0, into: &store)
    let start = drawing.elements.count
    store.appendElements(of: store.contours.count - 1, transform: nil, to: &drawing)
    return start..<drawing.elements.count
  }
}
