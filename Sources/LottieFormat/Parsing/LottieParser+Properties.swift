import FrameAnimationFormat

extension LottieParser {
  /// How a property's values are written.
  enum ValueKind {
    /// Numbers: `k: 5` or `k: [1, 2]`; easings may differ per dimension.
    case numbers
    /// Positions: numbers, and keyframes may carry spatial tangents (`to`/`ti`).
    case position
    /// Bézier paths (`{c, v, i, o}`), flattened to six numbers per vertex.
    case path
  }

  /// A number property (`{a, k}`), or `nil` when the key is absent or holds no value.
  mutating func property(
    _ object: JSONObject, _ key: String, kind: ValueKind = .numbers, location: String
  ) throws(LottieFormatError) -> AnimatedValue? {
    guard let value = try object.object(key) else { return nil }
    return try property(value, kind: kind, location: location).value
  }

  /// A path property, with whether the path is closed (from the first keyframe).
  mutating func pathProperty(
    _ object: JSONObject, _ key: String, location: String
  ) throws(LottieFormatError) -> (value: AnimatedValue, closed: Bool)? {
    guard let value = try object.object(key) else { return nil }
    let result = try property(value, kind: .path, location: location)
    guard let value = result.value else { return nil }
    return (value, result.closed)
  }

  /// Reads one property object; one that names a slot (`sid`) the file's `slots` table holds
  /// takes the slot's value when the two are of one type (else it keeps its own), and keeps
  /// the slot's id so an app can set the slot at run time.
  mutating func property(
    _ property: JSONObject, kind: ValueKind, location: String
  ) throws(LottieFormatError) -> (value: AnimatedValue?, closed: Bool) {
    var result = try ownValue(property, kind: kind, location: location)
    guard case .string(let id) = property.members["sid"], !id.isEmpty else { return result }
    if let slot = fileSlots[id] {
      let slotted = try ownValue(slot, kind: kind, location: location)
      if let value = slotted.value, Self.isSameType(value, result.value, kind: kind) {
        result = slotted
      }
    }
    result.value?.slotID = id
    return result
  }

  /// Whether a slot's value can stand for a property's own (a missing own value takes any):
  /// the same count of numbers (a colour's 3 or 4 alike), or any path for a path.
  static func isSameType(_ slot: AnimatedValue, _ own: AnimatedValue?, kind: ValueKind) -> Bool {
    guard let own, kind != .path else { return true }
    let colors = 3...4
    return slot.dimension == own.dimension
      || (colors.contains(slot.dimension) && colors.contains(own.dimension))
  }

  /// Reads one property object's own value (`k`).
  private mutating func ownValue(
    _ property: JSONObject, kind: ValueKind, location: String
  ) throws(LottieFormatError) -> (value: AnimatedValue?, closed: Bool) {
    if case .string(let expression) = property.members["x"], !expression.isEmpty {
      report(.expressions, at: location)
    }
    guard let content = property["k"] else { return (nil, false) }
    let path = property.path("k")
    if case .array(let elements) = content, let first = elements.first,
      case .object(let members) = first, kind != .path || members["t"] != nil
    {
      return try keyframes(elements, kind: kind, path: path)
    }
    var closed = false
    guard let value = try decode(content, kind: kind, path: path, closed: &closed) else {
      return (nil, false)
    }
    return (AnimatedValue(constant: value), closed)
  }

  /// One value: numbers, or a path flattened.
  func decode(
    _ value: JSONValue, kind: ValueKind, path: String, closed: inout Bool
  ) throws(LottieFormatError) -> [Double]? {
    switch kind {
    case .numbers, .position:
      return try Self.numbers(value, path: path)
    case .path:
      var shape = value
      if case .array(let elements) = value {
        guard let first = elements.first else { return nil }
        shape = first
      }
      return try Self.flattenedPath(JSONObject(shape, path: path), closed: &closed)
    }
  }

  /// A number or an array of numbers.
  static func numbers(_ value: JSONValue, path: String) throws(LottieFormatError) -> [Double] {
    switch value {
    case .number(let number): return [LottieLimits.sanitize(number)]
    case .array(let elements):
      var result: [Double] = []
      result.reserveCapacity(elements.count)
      for element in elements {
        guard case .number(let number) = element else {
          throw LottieFormatError(
            path: path, message: "expected an array of numbers (found \(element.kindName) in it)")
        }
        result.append(LottieLimits.sanitize(number))
      }
      return result
    default:
      throw LottieFormatError(
        path: path, message: "expected a number or an array of numbers (found \(value.kindName))")
    }
  }

  /// A Bézier path object as `[vx, vy, ix, iy, ox, oy]` per vertex (tangents relative).
  static func flattenedPath(
    _ shape: JSONObject, closed: inout Bool
  ) throws(LottieFormatError) -> [Double] {
    closed = try shape.bool("c") ?? false
    let vertices = try points(shape, "v")
    let inTangents = try points(shape, "i")
    let outTangents = try points(shape, "o")
    let count = Swift.min(vertices.count, LottieLimits.maximumPathVertices)
    var flat: [Double] = []
    flat.reserveCapacity(count * 6)
    for index in 0..<count {
      let inTangent = index < inTangents.count ? inTangents[index] : .zero
      let outTangent = index < outTangents.count ? outTangents[index] : .zero
      flat.append(contentsOf: [
        vertices[index].x, vertices[index].y, inTangent.x, inTangent.y, outTangent.x,
        outTangent.y,
      ])
    }
    return flat
  }

  /// An array of `[x, y]` pairs.
  private static func points(
    _ shape: JSONObject, _ key: String
  ) throws(LottieFormatError) -> [VectorPoint] {
    guard let elements = try shape.array(key) else { return [] }
    var result: [VectorPoint] = []
    result.reserveCapacity(Swift.min(elements.count, LottieLimits.maximumPathVertices))
    for (index, element) in elements.prefix(LottieLimits.maximumPathVertices).enumerated() {
      let pair = try numbers(element, path: "\(shape.path(key))[\(index)]")
      result.append(VectorPoint(x: pair.first ?? 0, y: pair.count > 1 ? pair[1] : 0))
    }
    return result
  }
}
