import Foundation

extension FrameEvaluator {
  /// A shape layer's steps at `frame`, back to front.
  ///
  /// Two passes, following the spec's rendering model. First every leaf's contour is built
  /// and the modifiers rewrite the leaves before them, nearest (innermost, earliest) first.
  /// Then styles draw, last element first (the file lists shapes front to back): each style
  /// draws, as one path, every shape before it in its scope and in groups nested before it,
  /// moved into the style's coordinates by those groups' transforms (baked into the points).
  /// A group with a transform or an opacity becomes a group of the drawing, so its opacity
  /// composites its contents as one.
  mutating func shapes(_ elements: [ShapeElement], leafCount: Int, at frame: Double) {
    let base = leafContours.count
    leafContours.append(contentsOf: repeatElement(0..<0, count: leafCount))
    defer { leafContours.removeLast(leafContours.count - base) }
    buildPaths(elements, base: base, at: frame)
    draw(elements, base: base, at: frame)
  }

  private mutating func buildPaths(_ elements: [ShapeElement], base: Int, at frame: Double) {
    for element in elements {
      switch element {
      case .geometry(let geometry):
        guard verticesLeft > 0 else { return }
        let contour = GeometryBuilder.contour(
          geometry.value, at: frame, scratch: &scratch, into: &store)
        let count = store.contours[contour].count
        guard spend(items: 0, vertices: count) else { return }
        leafContours[base + geometry.value.leaf] = count == 0 ? 0..<0 : contour..<contour + 1
      case .group(let group):
        buildPaths(group.value.items, base: base, at: frame)
      case .repeater(let repeater):
        buildPaths(repeater.value.content, base: base, at: frame)
      case .trim(let trim):
        guard
          let intervals = PathTrimmer.intervals(
            start: trim.value.start.scalar(at: frame), end: trim.value.end.scalar(at: frame),
            offset: trim.value.offset.scalar(at: frame))
        else { continue }
        let leaves = trim.value.leaves
        PathTrimmer.trim(
          (base + leaves.lowerBound)..<(base + leaves.upperBound), of: &leafContours,
          in: &store, intervals: intervals, sequential: trim.value.isSequential,
          lengths: &lengths)
      case .roundCorners(let radius, let leaves, _):
        let radius = radius.scalar(at: frame)
        guard radius > 0 else { continue }
        for leaf in leaves {
          let first = store.contours.count
          for contour in leafContours[base + leaf] {
            CornerRounder.appendRounded(contour, radius: radius, in: &store)
          }
          leafContours[base + leaf] = first..<store.contours.count
        }
      case .style:
        break
      }
    }
  }

  /// A scope's steps, back to front.
  private mutating func draw(_ elements: [ShapeElement], base: Int, at frame: Double) {
    for index in elements.indices.reversed() {
      guard itemsLeft > 0 else { break }
      switch elements[index] {
      case .group(let group):
        let opacity = group.value.transform.opacity(at: frame)
        guard opacity > 0 else { continue }
        let transform = group.value.transform.matrix(at: frame)
        drawContent(
          group.value.items, base: base, transform: transform, opacity: opacity, at: frame)
      case .repeater(let repeater):
        drawCopies(repeater.value, base: base, at: frame)
      case .style(let style):
        drawStyle(style.value, shapes: elements, before: index, base: base, at: frame)
      case .geometry, .trim, .roundCorners:
        break
      }
    }
  }

  /// A child scope's steps, in a group when the transform or opacity does something.
  private mutating func drawContent(
    _ elements: [ShapeElement], base: Int, transform: VectorTransform, opacity: Double,
    at frame: Double
  ) {
    if transform.isIdentity && opacity >= 1 {
      draw(elements, base: base, at: frame)
    } else {
      push(.plain, transform: transform, opacity: opacity)
      draw(elements, base: base, at: frame)
      pop()
    }
  }

  /// Appends, to the drawing's elements, the shapes of `elements[..<end]` as a style after them
  /// sees them: through `transform`, with the shapes of groups and repeaters styled outside
  /// them; returns how many vertices.
  mutating func appendShapes(
    _ elements: [ShapeElement], before end: Int, base: Int, transform: VectorTransform?,
    at frame: Double
  ) -> Int {
    var vertices = 0
    for index in 0..<end {
      switch elements[index] {
      case .geometry(let geometry):
        let contours = leafContours[base + geometry.value.leaf]
        vertices += store.vertexCount(contours)
        for contour in contours {
          store.appendElements(of: contour, transform: transform, to: &drawing)
        }
      case .group(let group) where group.value.isStyledOutside:
        let inner = Self.combined(transform, group.value.transform.matrix(at: frame))
        vertices += appendShapes(
          group.value.items, before: group.value.items.count, base: base, transform: inner,
          at: frame)
      case .repeater(let repeater) where repeater.value.isStyledOutside:
        let copies = RepeaterFrame(repeater.value, at: frame, product: repeaterProduct)
        for copy in 0..<copies.count {
          let inner = Self.combined(transform, copies.transform(copy))
          vertices += appendShapes(
            repeater.value.content, before: repeater.value.content.count, base: base,
            transform: inner, at: frame)
        }
      case .group, .repeater, .style, .trim, .roundCorners:
        break
      }
    }
    return vertices
  }

  /// `outer` after `inner`; nil (the identity) when both are.
  private static func combined(
    _ outer: VectorTransform?, _ inner: VectorTransform
  ) -> VectorTransform? {
    guard let outer else { return inner.isIdentity ? nil : inner }
    return outer.concatenating(inner)
  }

  /// A repeater's copies: the content drawn once per copy, each copy's transform the step
  /// applied `offset + i` times about the anchor (scale and rotation, then position).
  private mutating func drawCopies(_ repeater: RepeaterModel, base: Int, at frame: Double) {
    let copies = RepeaterFrame(repeater, at: frame, product: repeaterProduct)
    guard copies.count > 0 else { return }
    let outer = repeaterProduct
    repeaterProduct *= copies.count
    defer { repeaterProduct = outer }
    // Back to front: "above" puts later copies on top.
    for step in 0..<copies.count {
      guard itemsLeft > 0 else { break }
      let copy = repeater.stacksBelow ? copies.count - 1 - step : step
      let opacity = copies.opacity(copy)
      guard opacity > 0 else { continue }
      drawContent(
        repeater.content, base: base, transform: copies.transform(copy), opacity: opacity,
        at: frame)
    }
  }
}

/// A repeater's values at one frame: how many copies, and each copy's transform and opacity.
struct RepeaterFrame {
  /// How many copies are drawn.
  let count: Int
  private let offset: Double
  private let anchor: VectorPoint
  private let position: VectorPoint
  private let scaleX: Double, scaleY: Double
  private let rotation: Double
  private let startOpacity: Double, endOpacity: Double

  /// `repeater` at `frame`, inside repeaters whose copy counts multiply to `product`.
  init(_ repeater: RepeaterModel, at frame: Double, product: Int) {
    let available = LottieLimits.maximumRepeaterCopies / Swift.max(product, 1)
    // Whole copies only, as ThorVG, rlottie and lottie-ios count them (2.6 copies draw two);
    // the tolerance keeps float noise (2.9999999) from losing one.
    let requested = (repeater.copies.scalar(at: frame) + FrameEvaluator.frameTolerance)
      .rounded(.down)
    count = requested.isNaN ? 0 : Int(Swift.min(Swift.max(requested, 0), Double(available)))
    offset = repeater.offset.scalar(at: frame)
    let step = repeater.transform
    anchor = step.anchor.point(at: frame)
    position = step.position(at: frame)
    scaleX = step.scale.component(0, at: frame) / 100
    scaleY = step.scale.dimension > 1 ? step.scale.component(1, at: frame) / 100 : scaleX
    rotation = step.rotation.scalar(at: frame) * .pi / 180
    startOpacity = repeater.startOpacity.scalar(at: frame) / 100
    endOpacity = repeater.endOpacity.scalar(at: frame) / 100
  }

  /// Copy `copy`'s transform.
  func transform(_ copy: Int) -> VectorTransform {
    let times = Double(copy) + offset
    let toAnchor = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: -anchor.x, ty: -anchor.y)
    let scale = VectorTransform(
      a: pow(Swift.max(scaleX, 0), times), b: 0, c: 0, d: pow(Swift.max(scaleY, 0), times),
      tx: 0, ty: 0)
    var matrix = TransformModel.rotation(rotation * times).concatenating(toAnchor)
    matrix = scale.concatenating(matrix)
    matrix.tx += anchor.x + position.x * times
    matrix.ty += anchor.y + position.y * times
    return matrix
  }

  /// Copy `copy`'s opacity, 0…1.
  func opacity(_ copy: Int) -> Double {
    let fraction = count > 1 ? Double(copy) / Double(count - 1) : 0
    return Swift.min(Swift.max(startOpacity + (endOpacity - startOpacity) * fraction, 0), 1)
  }
}
