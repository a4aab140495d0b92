/// A parsed JSON value.
///
/// Shared with the Lottie format (package access), so both file formats read JSON one way.
///
/// Booleans and numbers stay apart on every platform, which `JSONSerialization`'s `NSNumber`s do
/// not.
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The kind of value, for messages.
  package var kindName: String {
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
