import Foundation

extension FrameEvaluator {
  /// A shape layer's items at `frame`, back to front.
  ///
  /// Two passes, following the spec's rendering model. First every leaf's contour is built
  /// and the modifiers rewrite the leaves before them, nearest (innermost, earliest) first.
  /// Then styles draw: each style draws, as one path, every shape before it in its scope
  /// and in groups nested before it, moved into the style's coordinates by those groups'
  /// transforms (baked into the points). A group with its own styles becomes a `.group`
  /// item carrying its transform and opacity, so its opacity composites its contents as one.
  mutating func shapeItems(
    _ elements: [ShapeElement], leafCount: Int, at frame: Double
  ) -> [VectorItem] {
    leafPaths = [[BezierContour]](repeating: [], count: leafCount)
    buildPaths(elements, at: frame)
    let items = draw(elements, at: frame, collecting: false).items
    leafPaths = []
    return items.reversed()
  }

  private mutating func buildPaths(_ elements: [ShapeElement], at frame: Double) {
    for element in elements {
      switch element {
      case .geometry(let geometry):
        guard verticesLeft > 0 else { return }
        let contour = GeometryBuilder.contour(geometry, at: frame, scratch: &scratch)
        guard spend(items: 0, vertices: contour.vertices.count) else { return }
        leafPaths[geometry.leaf] = contour.vertices.isEmpty ? [] : [contour]
      case .group(let group):
        buildPaths(group.items, at: frame)
      case .repeater(let repeater):
        buildPaths(repeater.content, at: frame)
      case .trim(let trim):
        guard
          let intervals = PathTrimmer.intervals(
            start: trim.start.scalar(at: frame), end: trim.end.scalar(at: frame),
            offset: trim.offset.scalar(at: frame))
        else { continue }
        var paths = Array(leafPaths[trim.leaves])
        PathTrimmer.trim(&paths, intervals: intervals, sequential: trim.isSequential)
        leafPaths.replaceSubrange(trim.leaves, with: paths)
      case .roundCorners(let radius, let leaves, _):
        let radius = radius.scalar(at: frame)
        guard radius > 0 else { continue }
        for leaf in leaves {
          leafPaths[leaf] = leafPaths[leaf].map { CornerRounder.rounded($0, radius: radius) }
        }
      case .style:
        break
      }
    }
  }

  /// A scope's items front to back, and (when `collecting`) its shapes in its coordinates.
  private mutating func draw(
    _ elements: [ShapeElement], at frame: Double, collecting: Bool
  ) -> (items: [VectorItem], shapes: [BezierContour]) {
    var items: [VectorItem] = []
    var shapes: [BezierContour] = []
    for element in elements {
      guard itemsLeft > 0 else { break }
      switch element {
      case .geometry(let geometry):
        shapes.append(contentsOf: leafPaths[geometry.leaf])
      case .group(let group):
        let transform = group.transform.matrix(at: frame)
        let content = draw(group.items, at: frame, collecting: group.isStyledOutside)
        append(
          content.items, transform: transform, opacity: group.transform.opacity(at: frame),
          to: &items)
        if group.isStyledOutside {
          shapes.append(contentsOf: transformed(content.shapes, by: transform))
        }
      case .repeater(let repeater):
        drawCopies(repeater, at: frame, items: &items, shapes: &shapes)
      case .style(let style):
        guard !shapes.isEmpty, let item = styleItem(style, shapes: shapes, at: frame) else {
          continue
        }
        items.append(item)
      case .trim, .roundCorners:
        break
      }
    }
    return (items, collecting ? shapes : [])
  }

  /// Adds a child scope's front-to-back items, in a group when the transform or opacity
  /// does something.
  private mutating func append(
    _ content: [VectorItem], transform: VectorTransform, opacity: Double,
    to items: inout [VectorItem]
  ) {
    guard !content.isEmpty, opacity > 0 else { return }
    if transform.isIdentity && opacity >= 1 {
      items.append(contentsOf: content)
    } else if spend(items: 1) {
      items.append(
        .group(VectorGroup(transform: transform, opacity: opacity, items: content.reversed())))
    }
  }

  private mutating func transformed(
    _ shapes: [BezierContour], by transform: VectorTransform
  ) -> [BezierContour] {
    guard !transform.isIdentity else { return shapes }
    guard spend(items: 0, vertices: shapes.reduce(0) { $0 + $1.vertices.count }) else { return [] }
    return shapes.map { $0.applying(transform) }
  }

  /// A repeater's copies: the content drawn once per copy, each copy's transform the step
  /// applied `offset + i` times about the anchor (scale and rotation, then position).
  private mutating func drawCopies(
    _ repeater: RepeaterModel, at frame: Double, items: inout [VectorItem],
    shapes: inout [BezierContour]
  ) {
    let available = LottieLimits.maximumRepeaterCopies / Swift.max(repeaterProduct, 1)
    // Whole copies only, as ThorVG, rlottie and lottie-ios count them (2.6 copies draw two);
    // the tolerance keeps float noise (2.9999999) from losing one.
    let requested = (repeater.copies.scalar(at: frame) + FrameEvaluator.frameTolerance)
      .rounded(.down)
    guard !requested.isNaN else { return }
    let copies = Int(Swift.min(Swift.max(requested, 0), Double(available)))
    guard copies > 0 else { return }
    let outer = repeaterProduct
    repeaterProduct *= copies
    let content = draw(repeater.content, at: frame, collecting: repeater.isStyledOutside)
    repeaterProduct = outer
    let offset = repeater.offset.scalar(at: frame)
    let step = repeater.transform
    let anchor = step.anchor.point(at: frame)
    let position: VectorPoint
    switch step.position {
    case .combined(let value): position = value.point(at: frame)
    case .split(let x, let y):
      position = VectorPoint(x: x.scalar(at: frame), y: y.scalar(at: frame))
    }
    let scaleX = step.scale.component(0, at: frame) / 100
    let scaleY = (step.scale.dimension > 1 ? step.scale.component(1, at: frame) / 100 : scaleX)
    let rotation = step.rotation.scalar(at: frame) * .pi / 180
    let startOpacity = repeater.startOpacity.scalar(at: frame) / 100
    let endOpacity = repeater.endOpacity.scalar(at: frame) / 100
    var copyItems: [[VectorItem]] = []
    // The content is built once but appears in every copy: each copy after the first pays
    // for it again, so the caps count what the frame really holds.
    let cost = Self.cost(content.items)
    for copy in 0..<copies {
      guard itemsLeft > 0, copy == 0 || spend(items: cost.items, vertices: cost.vertices) else {
        break
      }
      let times = Double(copy) + offset
      let toAnchor = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: -anchor.x, ty: -anchor.y)
      let scale = VectorTransform(
        a: pow(Swift.max(scaleX, 0), times), b: 0, c: 0, d: pow(Swift.max(scaleY, 0), times),
        tx: 0, ty: 0)
      var matrix = TransformModel.rotation(rotation * times).concatenating(toAnchor)
      matrix = scale.concatenating(matrix)
      matrix.tx += anchor.x + position.x * times
      matrix.ty += anchor.y + position.y * times
      let fraction = copies > 1 ? Double(copy) / Double(copies - 1) : 0
      let opacity = Swift.min(
        Swift.max(startOpacity + (endOpacity - startOpacity) * fraction, 0), 1)
      var single: [VectorItem] = []
      append(content.items, transform: matrix, opacity: opacity, to: &single)
      copyItems.append(single)
      if repeater.isStyledOutside {
        shapes.append(contentsOf: transformed(content.shapes, by: matrix))
      }
    }
    // Front to back: "above" puts later copies on top.
    for chunk in repeater.stacksBelow ? copyItems : copyItems.reversed() {
      items.append(contentsOf: chunk)
    }
  }

  /// How many items and path elements a tree of items holds.
  static func cost(_ items: [VectorItem]) -> (items: Int, vertices: Int) {
    var total = (items: items.count, vertices: 0)
    for item in items {
      switch item {
      case .fill(let path, _, _, _), .stroke(let path, _, _, _):
        total.vertices += path.elements.count
      case .group(let group):
        let inner = cost(group.items)
        let matte = cost(group.matte?.items ?? [])
        total.items += inner.items + matte.items
        total.vertices +=
          inner.vertices + matte.vertices
          + group.masks.reduce(0) { $0 + $1.path.elements.count }
      case .image, .text:
        break
      }
    }
    return total
  }
}
