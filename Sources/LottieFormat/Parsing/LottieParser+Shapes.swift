import FrameAnimationFormat

extension LottieParser {
  /// The shape types that are styles: they draw the shapes before them.
  private static let styleTypes: Set<String> = ["fl", "st", "gf", "gs"]
  /// Shape types that are read but not drawn, by their report name.
  private static let unsupportedShapes: [String: LottieUnsupportedFeature.Feature] = [
    "mm": .mergePaths, "pb": .puckerAndBloat, "tw": .twist, "op": .offsetPaths,
    "zz": .zigZag, "no": .noStyle,
  ]

  /// A scope's elements (a layer's `shapes` or a group's `it`), first on top.
  ///
  /// `styledOutside` says whether a style after this scope draws its shapes; `leaves`
  /// numbers the geometry in list order across the layer.
  mutating func shapeElements(
    _ objects: [JSONObject], location: String, styledOutside: Bool, leaves: inout Int
  ) throws(LottieFormatError) -> [ShapeElement] {
    let scopeStart = leaves
    // Whether a style follows each index, for groups' `isStyledOutside`.
    var styleAfter = [Bool](repeating: styledOutside, count: objects.count + 1)
    for index in objects.indices.reversed() {
      let type = (try? objects[index].string("ty")) ?? nil
      styleAfter[index] = styleAfter[index + 1] || (type.map(Self.styleTypes.contains) ?? false)
    }
    var elements: [ShapeElement] = []
    for (index, object) in objects.enumerated() {
      guard try object.bool("hd") != true else { continue }
      let here = "\(location) › shape '\(object.name ?? "\(index)")'"
      reportBlendMode(object, at: here)
      let type = try object.string("ty") ?? ""
      switch type {
      case "gr":
        let items = try object.objects("it")
        var transform = TransformModel.identity
        var children: [JSONObject] = []
        for item in items {
          if try item.string("ty") == "tr" {
            transform = try self.transform(item, location: here)
          } else {
            children.append(item)
          }
        }
        let styled = styleAfter[index + 1]
        let content = try shapeElements(
          children, location: here, styledOutside: styled, leaves: &leaves)
        elements.append(
          .group(
            Shared(
              ShapeGroupModel(
                name: object.name ?? "", items: content, transform: transform,
                isStyledOutside: styled))))
      case "rc", "el", "sr", "sh":
        guard let kind = try geometry(object, type: type, location: here) else { continue }
        let reversed = try object.number("d") == 3
        elements.append(
          .geometry(
            Shared(
              GeometryModel(
                name: object.name ?? "", kind: kind, isReversed: reversed, leaf: leaves))))
        leaves += 1
      case "fl", "st", "gf", "gs":
        elements.append(.style(Shared(try style(object, type: type, location: here))))
      case "tm":
        elements.append(
          .trim(
            Shared(
              TrimModel(
                name: object.name ?? "",
                start: try property(object, "s", location: here) ?? .init(constant: [0]),
                end: try property(object, "e", location: here) ?? .init(constant: [100]),
                offset: try property(object, "o", location: here) ?? .init(constant: [0]),
                isSequential: try object.number("m") == 2, leaves: scopeStart..<leaves))))
      case "rd":
        let radius = try property(object, "r", location: here) ?? .init(constant: [0])
        elements.append(.roundCorners(radius, leaves: scopeStart..<leaves, name: object.name ?? ""))
      case "rp":
        let repeater = try self.repeater(
          object, content: elements, styledOutside: styleAfter[index + 1], location: here)
        elements = [.repeater(Shared(repeater))]
      case "tr":
        break  // A transform outside a group's `it` means nothing.
      default:
        report(Self.unsupportedShapes[type] ?? .unknownShape(type), at: here)
      }
    }
    return elements
  }

  private mutating func geometry(
    _ object: JSONObject, type: String, location: String
  ) throws(LottieFormatError) -> GeometryModel.Kind? {
    let zero2 = AnimatedValue(constant: [0, 0])
    let zero = AnimatedValue(constant: [0])
    switch type {
    case "rc":
      return .rectangle(
        position: try property(object, "p", kind: .position, location: location) ?? zero2,
        size: try property(object, "s", location: location) ?? zero2,
        roundness: try property(object, "r", location: location) ?? zero)
    case "el":
      return .ellipse(
        position: try property(object, "p", kind: .position, location: location) ?? zero2,
        size: try property(object, "s", location: location) ?? zero2)
    case "sr":
      return .star(
        StarModel(
          isPolygon: try object.number("sy") == 2,
          position: try property(object, "p", kind: .position, location: location) ?? zero2,
          points: try property(object, "pt", location: location) ?? .init(constant: [5]),
          rotation: try property(object, "r", location: location) ?? zero,
          innerRadius: try property(object, "ir", location: location) ?? zero,
          outerRadius: try property(object, "or", location: location) ?? zero,
          innerRoundness: try property(object, "is", location: location) ?? zero,
          outerRoundness: try property(object, "os", location: location) ?? zero))
    default:
      guard let (path, closed) = try pathProperty(object, "ks", location: location) else {
        return nil
      }
      return .path(path, closed: closed)
    }
  }

  private mutating func style(
    _ object: JSONObject, type: String, location: String
  ) throws(LottieFormatError) -> StyleModel {
    let paint: StyleModel.Paint
    if type == "gf" || type == "gs" {
      paint = .gradient(try gradient(object, location: location))
    } else {
      paint = .solid(try property(object, "c", location: location) ?? .init(constant: [0, 0, 0]))
    }
    let opacity = try property(object, "o", location: location) ?? .init(constant: [100])
    guard type == "st" || type == "gs" else {
      let rule: VectorFillRule = try object.number("r") == 2 ? .evenOdd : .nonZero
      return StyleModel(name: object.name ?? "", kind: .fill(rule), paint: paint, opacity: opacity)
    }
    var dashes: [StrokeModel.DashEntry] = []
    for entry in try object.objects("d").prefix(LottieLimits.maximumDashes) {
      guard let value = try property(entry, "v", location: location) else { continue }
      switch try entry.string("n") {
      case "g": dashes.append(.gap(value))
      case "o": dashes.append(.offset(value))
      default: dashes.append(.dash(value))
      }
    }
    let caps: [VectorStrokeStyle.LineCap] = [.butt, .round, .square]
    let joins: [VectorStrokeStyle.LineJoin] = [.miter, .round, .bevel]
    let cap = Int(exactly: try object.number("lc") ?? 2) ?? 2
    let join = Int(exactly: try object.number("lj") ?? 2) ?? 2
    let miter = try object.number("ml") ?? 4
    let stroke = StrokeModel(
      width: try property(object, "w", location: location) ?? .init(constant: [0]),
      cap: (1...3).contains(cap) ? caps[cap - 1] : .round,
      join: (1...3).contains(join) ? joins[join - 1] : .round,
      miterLimit: max(miter, 1), dashes: dashes)
    return StyleModel(
      name: object.name ?? "", kind: .stroke(stroke), paint: paint, opacity: opacity)
  }

  private mutating func gradient(
    _ object: JSONObject, location: String
  ) throws(LottieFormatError) -> GradientModel {
    let zero = AnimatedValue(constant: [0])
    var count = 2
    var stops = AnimatedValue(constant: [0, 0, 0, 0, 1, 1, 1, 1])
    if let colors = try object.object("g") {
      if let value = try property(colors, "k", location: location) { stops = value }
      // Without a count, every number is taken as a colour stop.
      count = Int(max(0, min(try colors.number("p") ?? Double(stops.dimension / 4), 1_000)))
    }
    return GradientModel(
      isRadial: try object.number("t") == 2,
      start: try property(object, "s", location: location) ?? .init(constant: [0, 0]),
      end: try property(object, "e", location: location) ?? .init(constant: [0, 0]),
      highlightLength: try property(object, "h", location: location) ?? zero,
      highlightAngle: try property(object, "a", location: location) ?? zero,
      colorStopCount: count, stops: stops)
  }

  private mutating func repeater(
    _ object: JSONObject, content: [ShapeElement], styledOutside: Bool, location: String
  ) throws(LottieFormatError) -> RepeaterModel {
    let transform = try object.object("tr")
    let hundred = AnimatedValue(constant: [100])
    return RepeaterModel(
      name: object.name ?? "",
      content: content, isStyledOutside: styledOutside,
      copies: try property(object, "c", location: location) ?? .init(constant: [1]),
      offset: try property(object, "o", location: location) ?? .init(constant: [0]),
      stacksBelow: try object.number("m") == 2,
      transform: try transform.map { (value) throws(LottieFormatError) in
        try self.transform(value, location: location)
      } ?? .identity,
      startOpacity: try transform.flatMap { (value) throws(LottieFormatError) in
        try property(value, "so", location: location)
      } ?? hundred,
      endOpacity: try transform.flatMap { (value) throws(LottieFormatError) in
        try property(value, "eo", location: location)
      } ?? hundred)
  }
}
