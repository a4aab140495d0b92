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
  package var kindName: String { kind.name }

  /// The kind of value.
  package var kind: JSONTape.Kind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}
