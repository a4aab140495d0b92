import FrameAnimationFormat

extension LottieParser {
  /// A transform object (`ks` or a group's `tr`); absent properties keep identity values.
  mutating func transform(
    _ object: JSONObject, location: String
  ) throws(LottieFormatError) -> TransformModel {
    var transform = TransformModel()
    if let anchor = try property(object, "a", location: location) { transform.anchor = anchor }
    if let position = try object.object("p") {
      if try position.bool("s") == true {
        let zero = AnimatedValue(constant: [0])
        transform.position = .split(
          x: try property(position, "x", location: location) ?? zero,
          y: try property(position, "y", location: location) ?? zero)
      } else if let value = try self.property(position, kind: .position, location: location).value {
        transform.position = .combined(value)
      }
    }
    if let scale = try property(object, "s", location: location) { transform.scale = scale }
    // 2D layers exported from 3D-aware tools may write `rz` instead of `r` (lottie-web
    // reads it the same way); `rx`, `ry` and `or` turn a 3D layer, drawn flat.
    if let rotation = try property(object, "r", location: location) {
      transform.rotation = rotation
    } else if let rotation = try property(object, "rz", location: location) {
      transform.rotation = rotation
    }
    transform.rotationX = try property(object, "rx", location: location)
    transform.rotationY = try property(object, "ry", location: location)
    transform.orientation3D = try property(object, "or", location: location)
    if let opacity = try property(object, "o", location: location) { transform.opacity = opacity }
    if let skew = try property(object, "sk", location: location) { transform.skew = skew }
    if let axis = try property(object, "sa", location: location) { transform.skewAxis = axis }
    return transform
  }

  /// A list of layers, top first; `prefix` starts every location (`"asset 'comp_0' › "`).
  mutating func composition(
    _ objects: [JSONObject], prefix: String
  ) throws(LottieFormatError) -> CompositionModel {
    var positionsByIndex: [Double: Int] = [:]
    for (position, object) in objects.enumerated() {
      if let index = try object.number("ind"), positionsByIndex[index] == nil {
        positionsByIndex[index] = position
      }
    }
    var layers: [LayerModel] = []
    layers.reserveCapacity(objects.count)
    for (position, object) in objects.enumerated() {
      layers.append(
        try layer(
          object, position: position, positionsByIndex: positionsByIndex,
          location: "\(prefix)layer '\(object.name ?? "\(position)")'"))
    }
    breakParentCycles(&layers, prefix: prefix)
    return CompositionModel(layers: layers)
  }

  private mutating func layer(
    _ object: JSONObject, position: Int, positionsByIndex: [Double: Int], location: String
  ) throws(LottieFormatError) -> LayerModel {
    let type = Int(exactly: try object.number("ty") ?? -1) ?? -1
    reportBlendMode(object, at: location)
    // Drawn flat (turns projected, no perspective or camera), so still said.
    if try object.bool("ddd") == true { report(.threeDLayers, at: location) }
    if let effects = try object.array("ef"), effects.count > 0 { report(.effects, at: location) }
    if let styles = try object.array("sy"), styles.count > 0 { report(.layerStyles, at: location) }
    let content = try layerContent(object, type: type, location: location)
    var matte: (mode: VectorMatte.Mode, source: Int)?
    let modes: [VectorMatte.Mode] = [.alpha, .alphaInverted, .luma, .lumaInverted]
    if let mode = try object.number("tt").flatMap({ Int(exactly: $0) }), (1...4).contains(mode) {
      // Newer files name the matte layer's index (`tp`); older ones use the layer above.
      let source = try object.number("tp").flatMap { positionsByIndex[$0] } ?? (position - 1)
      if source >= 0, source != position {
        matte = (modes[mode - 1], source)
      }
    }
    let maximum = LottieLimits.maximumMagnitude
    let stretch = try object.number("sr") ?? 1
    return LayerModel(
      name: object.name ?? "layers[\(position)]", content: content,
      parent: try object.number("parent").flatMap { positionsByIndex[$0] },
      inPoint: try object.number("ip") ?? -maximum, outPoint: try object.number("op") ?? maximum,
      startTime: try object.number("st") ?? 0,
      stretch: stretch == 0 ? 1 : stretch,
      timeRemap: type == 0 ? try property(object, "tm", location: location) : nil,
      isHidden: try object.bool("hd") ?? false, isMatteSource: try object.bool("td") ?? false,
      matte: matte,
      transform: try layerTransform(object, location: location),
      masks: try masks(object, location: location))
  }

  /// A layer's `ks`, turning along its motion path when `ao` is set.
  private mutating func layerTransform(
    _ object: JSONObject, location: String
  ) throws(LottieFormatError) -> TransformModel {
    var result =
      try object.object("ks").map { (value) throws(LottieFormatError) in
        try transform(value, location: location)
      } ?? .identity
    result.autoOrients = try object.bool("ao") ?? false
    // Only a 3D layer turns about x and y (a 2D layer's stray `rx` is ignored, as players do).
    if try object.bool("ddd") != true {
      result.rotationX = nil
      result.rotationY = nil
      result.orientation3D = nil
    }
    return result
  }

  private mutating func layerContent(
    _ object: JSONObject, type: Int, location: String
  ) throws(LottieFormatError) -> LayerModel.Content {
    switch type {
    case 0:
      guard let id = try object.string("refId") else { return .nothing }
      guard let index = precompIndices[id] else {
        report(.missingAsset(id), at: location)
        return .nothing
      }
      return .precomp(
        index, width: try object.number("w") ?? 0, height: try object.number("h") ?? 0)
    case 1:
      let color = Self.hexColor(try object.string("sc") ?? "#000000")
      return .solid(
        color, width: try object.number("sw") ?? 0, height: try object.number("sh") ?? 0)
    case 2:
      guard let id = try object.string("refId") else { return .nothing }
      if let image = images[id] { return .image(image) }
      report(
        externalImages.contains(id) ? .externalImages : .missingAsset(id), at: location)
      return .nothing
    case 4:
      var leaves = 0
      let elements = try shapeElements(
        object.objects("shapes"), location: location, styledOutside: false, leaves: &leaves)
      return .shapes(elements, leafCount: leaves)
    case 5:
      report(.textLayers, at: location)
      return .nothing
    case 13:
      report(.cameras, at: location)
      return .nothing
    default:
      return .nothing  // Null (3), audio (6) and data layers draw nothing.
    }
  }

  private mutating func masks(
    _ object: JSONObject, location: String
  ) throws(LottieFormatError) -> [MaskModel] {
    let modes: [String: VectorMask.Mode] = [
      "a": .add, "s": .subtract, "i": .intersect, "l": .lighten, "d": .darken, "f": .difference,
    ]
    var masks: [MaskModel] = []
    for mask in try object.objects("masksProperties") {
      let here = "\(location) › mask '\(mask.name ?? "")'"
      guard let mode = modes[try mask.string("mode") ?? "a"] else { continue }  // "n": none
      if let expansion = try property(mask, "x", location: here),
        expansion.isAnimated || expansion.scalar(at: 0) != 0
      {
        report(.maskExpansion, at: here)
      }
      guard let (path, closed) = try pathProperty(mask, "pt", location: here) else { continue }
      masks.append(
        MaskModel(
          mode: mode, path: path, isClosed: closed, isInverted: try mask.bool("inv") ?? false,
          opacity: try property(mask, "o", location: here) ?? .init(constant: [100])))
    }
    return masks
  }

  /// Cuts the parent link that closes any cycle (a layer its own ancestor), reporting it.
  private mutating func breakParentCycles(_ layers: inout [LayerModel], prefix: String) {
    for start in layers.indices {
      var visited: Set<Int> = [start]
      var current = start
      // Longer chains are cut short when drawing anyway, so the walk stops there too.
      while let parent = layers[current].parent, visited.count <= LottieLimits.maximumParentChain {
        if visited.contains(parent) {
          layers[current].parent = nil
          report(.parentCycle, at: "\(prefix)layer '\(layers[current].name)'")
          break
        }
        visited.insert(parent)
        current = parent
      }
    }
  }

  /// `#rrggbb` (or `rrggbb`, `#rgb`); anything unreadable is black.
  static func hexColor(_ text: String) -> VectorColor {
    var digits = Array(text.utf8.drop { $0 == UInt8(ascii: "#") })
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count >= 6 else { return VectorColor(red: 0, green: 0, blue: 0) }
    func component(_ offset: Int) -> Double {
      let text = String(decoding: digits[offset..<offset + 2], as: UTF8.self)
      return Double(UInt8(text, radix: 16) ?? 0) / 255
    }
    return VectorColor(red: component(0), green: component(2), blue: component(4))
  }
}
