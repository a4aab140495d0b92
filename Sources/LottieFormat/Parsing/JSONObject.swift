import FrameAnimationFormat

/// A JSON object with the path it was found at, and typed readers whose errors name the path.
///
/// A missing key reads as `nil` (the caller picks the player's default); a key holding the
/// wrong kind of value throws, since the file then cannot be read the way it was written.
struct JSONObject {
  /// The members.
  let members: [String: JSONValue]
  /// Where the object is in the file (`layers[2].ks`).
  let path: String

  /// Reads `value` as an object.
  init(_ value: JSONValue, path: String) throws(LottieFormatError) {
    guard case .object(let members) = value else {
      throw LottieFormatError(path: path, message: "expected an object (found \(value.kindName))")
    }
    self.members = members
    self.path = path
  }

  /// The member for `key`, if present and not `null`.
  subscript(key: String) -> JSONValue? {
    guard let value = members[key], value != .null else { return nil }
    return value
  }

  /// The path of a member.
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The error for a member of the wrong kind.
  func mismatch(_ key: String, expected: String, found: JSONValue) -> LottieFormatError {
    LottieFormatError(path: path(key), message: "expected \(expected) (found \(found.kindName))")
  }

  /// A number (booleans read as 0 or 1; a one-element array as its element, as players do).
  func number(_ key: String) throws(LottieFormatError) -> Double? {
    guard let value = self[key] else { return nil }
    switch value {
    case .number(let number): return LottieLimits.sanitize(number)
    case .bool(let flag): return flag ? 1 : 0
    case .array(let elements):
      if elements.count == 1, case .number(let number) = elements[0] {
        return LottieLimits.sanitize(number)
      }
    default: break
    }
    throw mismatch(key, expected: "a number", found: value)
  }

  /// A flag: a boolean, or a number (non-zero is true).
  func bool(_ key: String) throws(LottieFormatError) -> Bool? {
    guard let value = self[key] else { return nil }
    switch value {
    case .bool(let flag): return flag
    case .number(let number): return number != 0
    default: throw mismatch(key, expected: "a boolean", found: value)
    }
  }

  /// A string (numbers read as their decimal text, since some exporters write ids as numbers).
  func string(_ key: String) throws(LottieFormatError) -> String? {
    guard let value = self[key] else { return nil }
    switch value {
    case .string(let text): return text
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int64(number)) : String(number)
    default: throw mismatch(key, expected: "a string", found: value)
    }
  }

  /// A nested object.
  func object(_ key: String) throws(LottieFormatError) -> JSONObject? {
    guard let value = self[key] else { return nil }
    return try JSONObject(value, path: path(key))
  }

  /// An array.
  func array(_ key: String) throws(LottieFormatError) -> [JSONValue]? {
    guard let value = self[key] else { return nil }
    guard case .array(let elements) = value else {
      throw mismatch(key, expected: "an array", found: value)
    }
    return elements
  }

  /// Each element of an array member as an object, with its index.
  func objects(_ key: String) throws(LottieFormatError) -> [JSONObject] {
    guard let elements = try array(key) else { return [] }
    var result: [JSONObject] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      result.append(try JSONObject(element, path: "\(path(key))[\(index)]"))
    }
    return result
  }

  /// The name (`nm`) if it is a string, for locations in reports; never throws.
  var name: String? {
    if case .string(let text) = members["nm"] { return text }
    return nil
  }
}
