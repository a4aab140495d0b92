import Foundation

extension FrameAnimationDocument {
  /// Parses and validates the bytes of an animation file.
  ///
  /// Throws a ``FrameAnimationFormatError`` naming the first problem found; never traps,
  /// whatever the bytes.
  ///
  /// ```swift
  /// let document = try FrameAnimationDocument.parse(Data(contentsOf: url))
  /// document.frames.count  // 12
  /// ```
  public static func parse(_ data: Data) throws(FrameAnimationFormatError)
    -> FrameAnimationDocument
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(data)
    } catch {
      throw FrameAnimationFormatError(path: "", message: "is not valid JSON (\(error.message))")
    }
    var reader = Reader()
    do {
      return try reader.document(root)
    } catch let error as FrameAnimationFormatError {
      throw error
    } catch {
      // The reader only throws format errors; this keeps the signature honest anyway.
      throw FrameAnimationFormatError(path: "", message: "\(error)")
    }
  }
}

/// Walks a JSON tree, keeping the path for messages.
private struct Reader {
  private var path: [String] = []

  private var pathString: String {
    var result = ""
    for component in path {
      if component.hasPrefix("[") || result.isEmpty {
        result += component
      } else {
        result += "." + component
      }
    }
    return result
  }

  private func fail(_ message: String) -> FrameAnimationFormatError {
    FrameAnimationFormatError(path: pathString, message: message)
  }

  private mutating func inside<T>(_ component: String, _ body: (inout Reader) throws -> T)
    rethrows -> T
  {
    path.append(component)
    defer { path.removeLast() }
    return try body(&self)
  }

  mutating func document(_ value: JSONValue) throws
    -> FrameAnimationDocument
  {
    let object = try self.object(
      value, allowedKeys: ["version", "width", "height", "fps", "frames"])
    let version = try inside("version") { reader in
      try reader.integer(object["version"])
    }
    guard version == FrameAnimationDocument.currentVersion else {
      throw FrameAnimationFormatError(
        path: "version",
        message: "unsupported version \(version) (this tool reads version "
          + "\(FrameAnimationDocument.currentVersion))")
    }
    let width = try inside("width") { reader in
      try reader.side(object["width"])
    }
    let height = try inside("height") { reader in
      try reader.side(object["height"])
    }
    let fps = try inside("fps") { reader in
      let fps = try reader.integer(object["fps"])
      guard FrameAnimationDocument.framesPerSecondRange.contains(fps) else {
        throw reader.fail(
          "must be a whole number of frames per second in 1...120 (found \(fps))")
      }
      return fps
    }
    let frames = try inside("frames") { reader in
      let items = try reader.array(object["frames"])
      guard !items.isEmpty else { throw reader.fail("must contain at least one frame") }
      guard items.count <= FrameAnimationDocument.maximumFrameCount else {
        throw reader.fail(
          "has \(items.count) frames; at most \(FrameAnimationDocument.maximumFrameCount) are allowed"
        )
      }
      var frames: [FrameAnimationDocument.Frame] = []
      for (index, item) in items.enumerated() {
        frames.append(
          try reader.inside("[\(index)]") { reader in
            try reader.frame(item)
          })
      }
      return frames
    }
    return FrameAnimationDocument(
      width: width, height: height, framesPerSecond: fps, frames: frames)
  }

  private mutating func frame(_ value: JSONValue) throws -> FrameAnimationDocument.Frame {
    let object = try self.object(value, allowedKeys: ["text", "shapes"])
    let text = try inside("text") { reader in
      guard let value = object["text"] else { throw reader.fail("is missing") }
      guard case .string(let text) = value else {
        throw reader.fail("must be a string, not \(value.kindName)")
      }
      let range = FrameAnimationDocument.textLengthRange
      guard range.contains(text.count) else {
        throw reader.fail(
          "must be \(range.lowerBound) to \(range.upperBound) characters (found \(text.count))")
      }
      guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { throw reader.fail("must not contain control characters such as newlines") }
      return text
    }
    let shapes = try inside("shapes") { reader in
      let items = try reader.array(object["shapes"])
      guard !items.isEmpty else {
        throw reader.fail("must contain at least one shape, so vector renderers can draw the frame")
      }
      guard items.count <= FrameAnimationDocument.maximumShapeCount else {
        throw reader.fail(
          "has \(items.count) shapes; at most \(FrameAnimationDocument.maximumShapeCount) are allowed"
        )
      }
      var shapes: [FrameAnimationDocument.Shape] = []
      for (index, item) in items.enumerated() {
        shapes.append(
          try reader.inside("[\(index)]") { reader in
            try reader.shape(item)
          })
      }
      return shapes
    }
    return FrameAnimationDocument.Frame(text: text, shapes: shapes)
  }

  private mutating func shape(_ value: JSONValue) throws
    -> FrameAnimationDocument.Shape
  {
    let common: Set<String> = ["type", "lineWidth", "opacity"]
    let loose = try self.object(value, allowedKeys: nil)
    let type = try inside("type") { reader in
      guard let value = loose["type"] else { throw reader.fail("is missing") }
      guard case .string(let type) = value else {
        throw reader.fail("must be a string, not \(value.kindName)")
      }
      return type
    }
    let kind: FrameAnimationDocument.Shape.Kind
    switch type {
    case "line":
      let object = try self.object(value, allowedKeys: common.union(["from", "to"]))
      kind = .line(from: try point(object, "from"), to: try point(object, "to"))
    case "circle":
      let object = try self.object(value, allowedKeys: common.union(["center", "radius", "fill"]))
      let isFilled = try inside("fill") { reader in
        guard let value = object["fill"] else { return false }
        guard case .bool(let fill) = value else {
          throw reader.fail("must be true or false, not \(value.kindName)")
        }
        return fill
      }
      kind = .circle(
        center: try point(object, "center"), radius: try radius(object), isFilled: isFilled)
    case "arc":
      let object = try self.object(
        value, allowedKeys: common.union(["center", "radius", "startAngle", "endAngle"]))
      let start = try inside("startAngle") { reader in
        try reader.number(object["startAngle"])
      }
      let end = try inside("endAngle") { reader in
        let end = try reader.number(object["endAngle"])
        // Arcs go clockwise from start to end; an empty or backwards one would draw nothing.
        guard end > start, end - start <= 360 else {
          throw reader.fail(
            "must be greater than startAngle by at most 360 degrees (found \(start.shortText) "
              + "to \(end.shortText)); arcs run clockwise, so write 300 to 390, not 300 to 30")
        }
        return end
      }
      kind = .arc(
        center: try point(object, "center"), radius: try radius(object), startAngle: start,
        endAngle: end)
    default:
      throw FrameAnimationFormatError(
        path: pathString.isEmpty ? "type" : pathString + ".type",
        message: "unknown shape type \"\(type)\" (expected \"line\", \"circle\" or \"arc\")")
    }
    let lineWidth = try inside("lineWidth") { reader in
      guard loose["lineWidth"] != nil else { return 2.0 }
      let width = try reader.number(loose["lineWidth"])
      guard width > 0 else {
        throw reader.fail("must be greater than 0 (found \(width.shortText))")
      }
      return width
    }
    let opacity = try inside("opacity") { reader in
      guard loose["opacity"] != nil else { return 1.0 }
      let opacity = try reader.number(loose["opacity"])
      guard (0...1).contains(opacity) else {
        throw reader.fail("must be in 0...1 (found \(opacity.shortText))")
      }
      return opacity
    }
    return FrameAnimationDocument.Shape(kind: kind, lineWidth: lineWidth, opacity: opacity)
  }

  private mutating func point(_ object: [String: JSONValue], _ key: String)
    throws -> FrameAnimationDocument.Point
  {
    try inside(key) { reader in
      guard let value = object[key] else { throw reader.fail("is missing") }
      guard case .array(let items) = value, items.count == 2,
        case .number(let x) = items[0], case .number(let y) = items[1]
      else { throw reader.fail("must be a point: an array of two numbers [x, y]") }
      return FrameAnimationDocument.Point(x: x, y: y)
    }
  }

  private mutating func radius(_ object: [String: JSONValue]) throws
    -> Double
  {
    try inside("radius") { reader in
      let radius = try reader.number(object["radius"])
      guard radius > 0 else {
        throw reader.fail("must be greater than 0 (found \(radius.shortText))")
      }
      return radius
    }
  }

  // MARK: - Primitive values

  private func object(_ value: JSONValue, allowedKeys: Set<String>?)
    throws -> [String: JSONValue]
  {
    guard case .object(let object) = value else {
      throw fail("must be an object, not \(value.kindName)")
    }
    if let allowedKeys {
      if let unknown = object.keys.sorted().first(where: { !allowedKeys.contains($0) }) {
        throw fail(
          "unknown key \"\(unknown)\" (expected \(allowedKeys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))"
        )
      }
    }
    return object
  }

  private func array(_ value: JSONValue?) throws -> [JSONValue] {
    guard let value else { throw fail("is missing") }
    guard case .array(let items) = value else {
      throw fail("must be an array, not \(value.kindName)")
    }
    return items
  }

  private func number(_ value: JSONValue?) throws -> Double {
    guard let value else { throw fail("is missing") }
    guard case .number(let number) = value else {
      throw fail("must be a number, not \(value.kindName)")
    }
    // JSON has no NaN or infinity, but a huge literal overflows to infinity.
    guard number.isFinite else { throw fail("must be a finite number") }
    return number
  }

  private func integer(_ value: JSONValue?) throws -> Int {
    let number = try self.number(value)
    guard number.rounded() == number, abs(number) < 1_000_000 else {
      throw fail("must be a whole number (found \(number.shortText))")
    }
    return Int(number)
  }

  private func side(_ value: JSONValue?) throws -> Double {
    let side = try number(value)
    guard side > 0, side <= FrameAnimationDocument.maximumSide else {
      throw fail("must be greater than 0 and at most 1000 points (found \(side.shortText))")
    }
    return side
  }
}

extension Double {
  /// `3` for whole numbers, `2.5` otherwise: numbers as a file author wrote them.
  var shortText: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
