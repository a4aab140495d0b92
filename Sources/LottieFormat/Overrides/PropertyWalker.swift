/// Visits every animatable property of a model, with its keypath names and type, and lets the
/// visitor replace it: what slots, keypath values and the keypath list are built on.
///
/// Runs when an app sets a value, never per frame. A precomp's layers are visited under each
/// layer that shows it (so a precomp shown twice is visited twice: one model serves both, and a
/// change through either path changes both); precomps inside themselves stop at
/// ``LottieLimits/maximumPrecompDepth``.
struct PropertyWalker {
  /// Sees one property: its value (to replace), its colour stop count (a gradient's, to
  /// replace with it; 0 for others), its type and its names from the layer down.
  typealias Visitor = (inout AnimatedValue, inout Int, LottieValue.Kind, [String]) -> Void

  var precomps: [CompositionModel]
  private var names: [String] = []
  private let visit: Visitor

  init(precomps: [CompositionModel], visit: @escaping Visitor) {
    self.precomps = precomps
    self.visit = visit
  }

  /// Visits a composition's layers.
  mutating func walk(_ composition: inout CompositionModel, depth: Int = 0) {
    guard depth <= LottieLimits.maximumPrecompDepth else { return }
    for index in composition.layers.indices {
      names.append(composition.layers[index].name)
      transform(&composition.layers[index].transform)
      switch composition.layers[index].content {
      case .shapes(var elements, let leafCount):
        composition.layers[index].content = .nothing  // so `elements` is the only reference
        shapes(&elements)
        composition.layers[index].content = .shapes(elements, leafCount: leafCount)
      case .precomp(let precomp, _, _) where precomp < precomps.count:
        // Taken out while visited: a precomp inside itself then finds an empty one.
        var inner = precomps[precomp]
        precomps[precomp] = CompositionModel(layers: [])
        walk(&inner, depth: depth + 1)
        precomps[precomp] = inner
      default:
        break
      }
      names.removeLast()
    }
  }

  private mutating func property(
    _ value: inout AnimatedValue, _ kind: LottieValue.Kind, _ name: String
  ) {
    var stops = 0
    names.append(name)
    visit(&value, &stops, kind, names)
    names.removeLast()
  }

  private mutating func transform(_ transform: inout TransformModel) {
    names.append("Transform")
    property(&transform.anchor, .point, "Anchor Point")
    switch transform.position {
    case .combined(var value):
      property(&value, .point, "Position")
      transform.position = .combined(value)
    case .split(var x, var y):
      property(&x, .number, "X Position")
      property(&y, .number, "Y Position")
      transform.position = .split(x: x, y: y)
    }
    property(&transform.scale, .point, "Scale")
    property(&transform.rotation, .number, "Rotation")
    property(&transform.opacity, .number, "Opacity")
    property(&transform.skew, .number, "Skew")
    property(&transform.skewAxis, .number, "Skew Axis")
    names.removeLast()
  }

  /// Visits the elements, rebuilding the list.
  ///
  /// Each element is popped off a moved-out copy of the list and visited; its model is copied
  /// out of its ``Shared`` box, changed, and boxed anew (models are shared, never changed in
  /// place, so a document sharing them with this one is untouched). This runs when overrides
  /// are set, not per frame. No placeholder element is kept in a global for this:
  /// LeakSanitizer reports an enum payload held in a global as a leak.
  private mutating func shapes(_ elements: inout [ShapeElement]) {
    var pending = elements
    elements = []
    elements.reserveCapacity(pending.count)
    pending.reverse()
    while let element = pending.popLast() {
      elements.append(visited(element))
    }
  }

  private mutating func visited(_ element: ShapeElement) -> ShapeElement {
    switch element {
    case .group(let shared):
      var group = shared.value
      names.append(group.name)
      shapes(&group.items)
      transform(&group.transform)
      names.removeLast()
      return .group(Shared(group))
    case .geometry(let shared):
      var geometry = shared.value
      names.append(geometry.name)
      geometry.kind = visited(geometry.kind)
      names.removeLast()
      return .geometry(Shared(geometry))
    case .style(let shared):
      var style = shared.value
      names.append(style.name)
      style = visited(style)
      names.removeLast()
      return .style(Shared(style))
    case .trim(let shared):
      var trim = shared.value
      names.append(trim.name)
      property(&trim.start, .number, "Start")
      property(&trim.end, .number, "End")
      property(&trim.offset, .number, "Offset")
      names.removeLast()
      return .trim(Shared(trim))
    case .roundCorners(var radius, let leaves, let name):
      names.append(name)
      property(&radius, .number, "Radius")
      names.removeLast()
      return .roundCorners(radius, leaves: leaves, name: name)
    case .repeater(let shared):
      var repeater = shared.value
      // The copied elements are the repeater's earlier siblings, and named so.
      shapes(&repeater.content)
      names.append(repeater.name)
      property(&repeater.copies, .number, "Copies")
      property(&repeater.offset, .number, "Offset")
      transform(&repeater.transform)
      names.append("Transform")
      property(&repeater.startOpacity, .number, "Start Opacity")
      property(&repeater.endOpacity, .number, "End Opacity")
      names.removeLast(2)
      return .repeater(Shared(repeater))
    }
  }

  private mutating func visited(_ kind: GeometryModel.Kind) -> GeometryModel.Kind {
    switch kind {
    case .rectangle(var position, var size, var roundness):
      property(&position, .point, "Position")
      property(&size, .point, "Size")
      property(&roundness, .number, "Roundness")
      return .rectangle(position: position, size: size, roundness: roundness)
    case .ellipse(var position, var size):
      property(&position, .point, "Position")
      property(&size, .point, "Size")
      return .ellipse(position: position, size: size)
    case .star(var star):
      property(&star.position, .point, "Position")
      property(&star.points, .number, "Points")
      property(&star.rotation, .number, "Rotation")
      property(&star.innerRadius, .number, "Inner Radius")
      property(&star.outerRadius, .number, "Outer Radius")
      property(&star.innerRoundness, .number, "Inner Roundedness")
      property(&star.outerRoundness, .number, "Outer Roundedness")
      return .star(star)
    case .path(var path, let closed):
      property(&path, .path, "Path")
      return .path(path, closed: closed)
    }
  }

  private mutating func visited(_ style: StyleModel) -> StyleModel {
    var style = style
    switch style.paint {
    case .solid(var color):
      property(&color, .color, "Color")
      style.paint = .solid(color)
    case .gradient(var gradient):
      property(&gradient.start, .point, "Start Point")
      property(&gradient.end, .point, "End Point")
      names.append("Colors")
      visit(&gradient.stops, &gradient.colorStopCount, .gradient, names)
      names.removeLast()
      property(&gradient.highlightLength, .number, "Highlight Length")
      property(&gradient.highlightAngle, .number, "Highlight Angle")
      style.paint = .gradient(gradient)
    }
    property(&style.opacity, .number, "Opacity")
    if case .stroke(var stroke) = style.kind {
      property(&stroke.width, .number, "Stroke Width")
      style.kind = .stroke(stroke)
    }
    return style
  }
}
