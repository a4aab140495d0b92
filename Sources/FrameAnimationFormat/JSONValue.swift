/// A parsed JSON value.
///
/// Booleans and numbers stay apart on every platform, which `JSONSerialization`'s `NSNumber`s do
/// not.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The kind of value, for messages.
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
