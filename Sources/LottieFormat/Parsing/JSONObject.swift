import FrameAnimationFormat

/// A JSON object in the parsed file, with typed readers whose errors name its path.
///
/// A missing key reads as `nil` (the caller picks the player's default); a key holding the
/// wrong kind of value throws, since the file then cannot be read the way it was written.
/// The object is a place in a ``JSONTape``: reading copies nothing, and paths are worked out
/// only for an error's message.
struct JSONObject {
  /// The object's node.
  let node: JSONNode

  /// Reads `node` as an object.
  init(_ node: JSONNode) throws(LottieFormatError) {
    guard node.kind == .object else {
      throw LottieFormatError(
        path: node.path, message: "expected an object (found \(node.kind.name))")
    }
    self.node = node
  }

  /// The member for `key`, even `null`, or `nil` when there is none.
  func member(_ key: JSONKey) -> JSONNode? {
    node.tape.member(node.index, key).map { node.child($0) }
  }

  /// The member for `key`, if present and not `null`.
  subscript(key: JSONKey) -> JSONNode? {
    guard let value = member(key), value.kind != .null else { return nil }
    return value
  }

  /// Where the object is in the file (`layers[2].ks`), for messages.
  var path: String { node.path }

  /// The path of a member, for messages.
  func path(_ key: JSONKey) -> String {
    member(key)?.path ?? (path.isEmpty ? key.description : "\(path).\(key)")
  }

  /// The error for a member of the wrong kind.
  func mismatch(expected: String, found: JSONNode) -> LottieFormatError {
    LottieFormatError(path: found.path, message: "expected \(expected) (found \(found.kind.name))")
  }

  /// A number (booleans read as 0 or 1; a one-element array as its element, as players do).
  func number(_ key: JSONKey) throws(LottieFormatError) -> Double? {
    guard let value = self[key] else { return nil }
    switch value.kind {
    case .number: return LottieLimits.sanitize(value.number)
    case .bool: return value.bool ? 1 : 0
    case .array:
      let element = value.child(value.index + 1)
      if value.count == 1, element.kind == .number {
        return LottieLimits.sanitize(element.number)
      }
    default: break
    }
    throw mismatch(expected: "a number", found: value)
  }

  /// A flag: a boolean, or a number (non-zero is true).
  func bool(_ key: JSONKey) throws(LottieFormatError) -> Bool? {
    guard let value = self[key] else { return nil }
    switch value.kind {
    case .bool: return value.bool
    case .number: return value.number != 0
    default: throw mismatch(expected: "a boolean", found: value)
    }
  }

  /// A string (numbers read as their decimal text, since some exporters write ids as numbers).
  func string(_ key: JSONKey) throws(LottieFormatError) -> String? {
    guard let value = self[key] else { return nil }
    switch value.kind {
    case .string: return value.string
    case .number:
      let number = value.number
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int64(number)) : String(number)
    default: throw mismatch(expected: "a string", found: value)
    }
  }

  /// Whether `key` holds the string `text` (compared as bytes; a number or anything else
  /// is read as ``string(_:)`` reads it, so a wrong kind still throws).
  func string(_ key: JSONKey, is text: String) throws(LottieFormatError) -> Bool {
    guard let value = self[key] else { return false }
    if value.kind == .string { return value.tape.string(value.index, equals: text) }
    return try string(key) == text
  }

  /// A nested object.
  func object(_ key: JSONKey) throws(LottieFormatError) -> JSONObject? {
    guard let value = self[key] else { return nil }
    return try JSONObject(value)
  }

  /// An array.
  func array(_ key: JSONKey) throws(LottieFormatError) -> JSONNode? {
    guard let value = self[key] else { return nil }
    guard value.kind == .array else { throw mismatch(expected: "an array", found: value) }
    return value
  }

  /// Each element of an array member as an object.
  func objects(_ key: JSONKey) throws(LottieFormatError) -> [JSONObject] {
    guard let array = try array(key) else { return [] }
    var result: [JSONObject] = []
    result.reserveCapacity(array.count)
    for element in array.elements {
      result.append(try JSONObject(element))
    }
    return result
  }

  /// The name (`nm`) if it is a string, for locations in reports; never throws.
  var name: String? {
    guard let value = member("nm"), value.kind == .string else { return nil }
    return value.string
  }

  /// The members, each key with its value (even `null`), in file order.
  var members: [(key: String, value: JSONNode)] {
    node.tape.keys(node.index).map { (node.tape.string($0), node.child($0 + 1)) }
  }
}
