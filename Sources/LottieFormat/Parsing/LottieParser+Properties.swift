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
    _ object: JSONObject, _ key: JSONKey, kind: ValueKind = .numbers, location: String
  ) throws(LottieFormatError) -> AnimatedValue? {
    guard let value = try object.object(key) else { return nil }
    return try property(value, kind: kind, location: location).value
  }

  /// A path property, with whether the path is closed (from the first keyframe).
  mutating func pathProperty(
    _ object: JSONObject, _ key: JSONKey, location: String
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
    guard let sid = property.member("sid"), sid.kind == .string else { return result }
    let id = sid.string
    guard !id.isEmpty else { return result }
    namesSlots = true
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
    if let expression = property.member("x"), expression.kind == .string,
      !expression.string.isEmpty
    {
      report(.expressions, at: location)
    }
    guard let content = property["k"] else { return (nil, false) }
    if content.kind == .array, content.count > 0 {
      let first = content.child(content.index + 1)
      if first.kind == .object, kind != .path || first.tape.member(first.index, "t") != nil {
        return try keyframes(content, kind: kind)
      }
    }
    if kind != .path, let shared = Self.commonConstant(content) { return (shared, false) }
    var closed = false
    guard let value = try decode(content, kind: kind, closed: &closed) else {
      return (nil, false)
    }
    return (AnimatedValue(constant: value), closed)
  }

  /// The shared value for a constant most files write again and again (0 or 100, in one to
  /// three dimensions: no rotation, full opacity, no offset, full scale), read without
  /// allocating; nil for any other value.
  static func commonConstant(_ content: JSONNode) -> AnimatedValue? {
    let tape = content.tape
    func common(_ node: Int) -> Double? {
      guard tape.kind(node) == .number else { return nil }
      let number = tape.number(node)
      return number == 0 || number == 100 ? number : nil
    }
    switch content.kind {
    case .number:
      return common(content.index).map { $0 == 0 ? AnimatedValue.zero : AnimatedValue.hundred }
    case .array:
      let count = content.count
      guard (1...3).contains(count), let first = common(content.index + 1) else { return nil }
      for element in tape.elements(content.index).dropFirst()
      where common(element) != first {
        return nil
      }
      return AnimatedValue.shared(first == 0 ? 0 : 100, dimension: count)
    default: return nil
    }
  }

  /// One value: numbers, or a path flattened.
  func decode(
    _ value: JSONNode, kind: ValueKind, closed: inout Bool
  ) throws(LottieFormatError) -> [Double]? {
    switch kind {
    case .numbers, .position:
      return try Self.numbers(value)
    case .path:
      var shape = value
      if value.kind == .array {
        guard value.count > 0 else { return nil }
        // The first shape is named as its array (`…k`, not `…k[0]`).
        shape = value.alias(value.child(value.index + 1))
      }
      return try Self.flattenedPath(JSONObject(shape), closed: &closed)
    }
  }

  /// One value appended to `values` (numbers, or a path flattened); false when it holds none
  /// (a path array with no shape), `values` then unchanged.
  func decode(
    _ value: JSONNode, kind: ValueKind, closed: inout Bool, into values: inout [Double]
  ) throws(LottieFormatError) -> Bool {
    switch kind {
    case .numbers, .position:
      try Self.forEachNumber(value) { values.append($0) }
      return true
    case .path:
      guard let path = try decode(value, kind: kind, closed: &closed) else { return false }
      values.append(contentsOf: path)
      return true
    }
  }

  /// A number or an array of numbers.
  static func numbers(_ value: JSONNode) throws(LottieFormatError) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(value.kind == .array ? value.count : 1)
    try forEachNumber(value) { result.append($0) }
    return result
  }

  /// The first of a number or an array of numbers (`nil` for an empty array), every element
  /// checked.
  static func firstNumber(_ value: JSONNode) throws(LottieFormatError) -> Double? {
    var first: Double?
    try forEachNumber(value) { number in
      if first == nil { first = number }
    }
    return first
  }

  /// The first two of a number or an array of numbers, or `nil` when there are fewer.
  static func pair(_ value: JSONNode) throws(LottieFormatError) -> VectorPoint? {
    var point = VectorPoint.zero
    var count = 0
    try forEachNumber(value) { number in
      if count == 0 { point.x = number } else if count == 1 { point.y = number }
      count += 1
    }
    return count >= 2 ? point : nil
  }

  /// Calls `body` with each number of a number or an array of numbers, sanitized.
  private static func forEachNumber(
    _ value: JSONNode, _ body: (Double) -> Void
  ) throws(LottieFormatError) {
    switch value.kind {
    case .number: body(LottieLimits.sanitize(value.number))
    case .array:
      let tape = value.tape
      for element in tape.elements(value.index) {
        guard tape.kind(element) == .number else {
          throw LottieFormatError(
            path: value.path,
            message: "expected an array of numbers (found \(tape.kind(element).name) in it)")
        }
        body(LottieLimits.sanitize(tape.number(element)))
      }
    default:
      throw LottieFormatError(
        path: value.path,
        message: "expected a number or an array of numbers (found \(value.kind.name))")
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
    var flat = [Double](repeating: 0, count: count * 6)
    for index in 0..<count {
      flat[index * 6] = vertices[index].x
      flat[index * 6 + 1] = vertices[index].y
    }
    for index in 0..<Swift.min(count, inTangents.count) {
      flat[index * 6 + 2] = inTangents[index].x
      flat[index * 6 + 3] = inTangents[index].y
    }
    for index in 0..<Swift.min(count, outTangents.count) {
      flat[index * 6 + 4] = outTangents[index].x
      flat[index * 6 + 5] = outTangents[index].y
    }
    return flat
  }

  /// An array of `[x, y]` pairs.
  private static func points(
    _ shape: JSONObject, _ key: JSONKey
  ) throws(LottieFormatError) -> [VectorPoint] {
    guard let elements = try shape.array(key) else { return [] }
    var result: [VectorPoint] = []
    result.reserveCapacity(Swift.min(elements.count, LottieLimits.maximumPathVertices))
    for element in elements.elements.prefix(LottieLimits.maximumPathVertices) {
      var point = VectorPoint.zero
      var count = 0
      try forEachNumber(element) { number in
        if count == 0 { point.x = number } else if count == 1 { point.y = number }
        count += 1
      }
      result.append(point)
    }
    return result
  }
}
