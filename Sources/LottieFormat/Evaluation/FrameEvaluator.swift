/// Evaluates one frame of a document: layers into groups, then (in the extension files)
/// shapes and styles into items.
///
/// One evaluator lives for one ``LottieDocument/frame(at:)`` call; its scratch buffers are
/// reused within the frame and dropped after, so nothing grows from frame to frame. It
/// counts the items and vertices it makes and stops adding when a cap in ``LottieLimits``
/// is reached, so no file can make a frame unboundedly expensive.
struct FrameEvaluator {
  let precomps: [CompositionModel]
  let frameRate: Double
  /// What is left of the frame's caps.
  var itemsLeft = LottieLimits.maximumItemsPerFrame
  var verticesLeft = LottieLimits.maximumVerticesPerFrame
  /// The product of the copy counts of the repeaters being evaluated.
  var repeaterProduct = 1
  /// Each geometry leaf's contours in the shape layer being evaluated.
  var leafPaths: [[BezierContour]] = []
  /// Reused value buffers.
  var scratch: [Double] = []

  init(precomps: [CompositionModel], frameRate: Double) {
    self.precomps = precomps
    self.frameRate = frameRate
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

  /// A composition's layers at `frame`, back to front.
  mutating func composition(
    _ composition: CompositionModel, at frame: Double, depth: Int
  ) -> [VectorItem] {
    guard depth <= LottieLimits.maximumPrecompDepth else { return [] }
    let layers = composition.layers
    var items: [VectorItem] = []
    for position in layers.indices.reversed() {
      let layer = layers[position]
      guard !layer.isHidden, !layer.isMatteSource, Self.isVisible(layer, at: frame),
        var group = layerGroup(layers, position, at: frame, depth: depth)
      else { continue }
      if let matte = layer.matte, matte.source < layers.count {
        var matteItems: [VectorItem] = []
        if Self.isVisible(layers[matte.source], at: frame),
          let source = layerGroup(layers, matte.source, at: frame, depth: depth)
        {
          matteItems = [.group(source)]
        }
        group.matte = VectorMatte(mode: matte.mode, items: matteItems)
      }
      items.append(.group(group))
    }
    return items
  }

  /// How far before a layer's in point a frame may be and still show it: exporters write float
  /// noise (4.00000016 for frame 4 at 29.97 fps, a precomp's time -3e-7 for its 0), which ThorVG
  /// (float32) and rlottie (whole frames) do not see.
  static let frameTolerance = 1e-4

  private static func isVisible(_ layer: LayerModel, at frame: Double) -> Bool {
    layer.inPoint - frameTolerance <= frame && frame < layer.outPoint
  }

  /// One layer as a group: its world transform (the parent chain's, not its opacity), own
  /// opacity, masks and content; `nil` when it draws nothing.
  private mutating func layerGroup(
    _ layers: [LayerModel], _ position: Int, at frame: Double, depth: Int
  ) -> VectorGroup? {
    guard spend(items: 1) else { return nil }
    let layer = layers[position]
    // A layer's own keyframes are in its composition's time, as exported (ThorVG and
    // rlottie read them so); start time and stretch move only a precomp's content.
    let local = frame
    var items: [VectorItem]
    switch layer.content {
    case .nothing:
      return nil
    case .shapes(let elements, let leafCount):
      items = shapeItems(elements, leafCount: leafCount, at: local)
    case .solid(let color, let width, let height):
      guard spend(items: 1, vertices: 4) else { return nil }
      let rectangle = GeometryBuilder.rectangle(
        center: VectorPoint(x: width / 2, y: height / 2), size: VectorPoint(x: width, y: height),
        radius: 0)
      items = [.fill(Self.path([rectangle]), paint: .solid(color), rule: .nonZero, opacity: 1)]
    case .image(let image):
      guard spend(items: 1) else { return nil }
      items = [.image(image, opacity: 1)]
    case .precomp(let index, let width, let height):
      let childFrame =
        layer.timeRemap.map { $0.scalar(at: local) * frameRate }
        ?? (local - layer.startTime) / layer.stretch
      let children = composition(precomps[index], at: childFrame, depth: depth + 1)
      guard width > 0, height > 0, spend(items: 1, vertices: 4) else {
        items = children
        break
      }
      // The precomp shows only inside its own canvas.
      let clip = GeometryBuilder.rectangle(
        center: VectorPoint(x: width / 2, y: height / 2), size: VectorPoint(x: width, y: height),
        radius: 0)
      items = [
        .group(
          VectorGroup(masks: [VectorMask(mode: .add, path: Self.path([clip]))], items: children))
      ]
    }
    guard !items.isEmpty else { return nil }
    var transform = layer.transform.matrix(at: local)
    var ancestor = layer.parent
    var steps = 0
    while let parent = ancestor, parent < layers.count, steps < LottieLimits.maximumParentChain {
      let parentLayer = layers[parent]
      transform = parentLayer.transform.matrix(at: frame)
        .concatenating(transform)
      ancestor = parentLayer.parent
      steps += 1
    }
    var masks: [VectorMask] = []
    for mask in layer.masks {
      mask.path.values(at: local, into: &scratch)
      let contour = GeometryBuilder.path(scratch, closed: mask.isClosed)
      guard spend(items: 1, vertices: contour.vertices.count) else { break }
      masks.append(
        VectorMask(
          mode: mask.mode, path: Self.path([contour]), isInverted: mask.isInverted,
          opacity: Swift.min(Swift.max(mask.opacity.scalar(at: local) / 100, 0), 1)))
    }
    return VectorGroup(
      transform: transform, opacity: layer.transform.opacity(at: local), masks: masks,
      items: items)
  }

  /// Contours as one drawable path.
  static func path(_ contours: [BezierContour]) -> VectorPath {
    var elements: [VectorPath.Element] = []
    elements.reserveCapacity(contours.reduce(0) { $0 + $1.vertices.count + 2 })
    for contour in contours {
      contour.appendElements(to: &elements)
    }
    return VectorPath(elements)
  }
}
