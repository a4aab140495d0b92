import Foundation

/// A small strict JSON parser (RFC 8259) over UTF-8 bytes.
///
/// Animation files are parsed at build time and on every load, so the parser has to be
/// quick and its errors precise: `JSONDecoder` into a `Decodable` enum has to try each
/// kind in turn and pays for a thrown error per failed try (about 20 ms for the built-in
/// spinner in a debug build; this parser takes well under a millisecond), and it reports
/// no position. Nesting is limited so hostile input cannot exhaust the stack.
package struct JSONParser {
  /// Why the bytes are not JSON, and where.
  package struct Failure: Error, Equatable {
    /// What is wrong, with the line and column (both from 1).
    package var message: String
  }

  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ data: Data) {
    bytes = Array(data)
  }

  /// Parses a whole document: one value, surrounded only by whitespace.
  package static func parse(_ data: Data) throws(Failure) -> JSONValue {
    var parser = JSONParser(data)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.failure("unexpected text after the end of the document")
    }
    return value
  }

  // MARK: - Values

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of the document") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("expected a value")
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enterContainer()
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek(is: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(is: "\"") else { throw failure("expected a key in double quotes") }
      let keyStart = index
      let key = try string()
      skipWhitespace()
      guard peek(is: ":") else { throw failure("expected \":\" after a key") }
      index += 1
      skipWhitespace()
      guard members[key] == nil else {
        throw failure("duplicate key \"\(key)\"", at: keyStart)
      }
      members[key] = try value()
      skipWhitespace()
      if peek(is: ",") {
        index += 1
      } else if peek(is: "}") {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw failure("expected \",\" or \"}\"")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enterContainer()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(is: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      if peek(is: ",") {
        index += 1
      } else if peek(is: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw failure("expected \",\" or \"]\"")
      }
    }
  }

  private mutating func enterContainer() throws(Failure) {
    depth += 1
    guard depth <= JSONParser.maximumDepth else {
      throw failure("nested deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw failure("expected a value") }
    index += utf8.count
    return value
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    if peek(is: "-") { index += 1 }
    if peek(is: "0") {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw failure("expected a digit") }
    }
    if peek(is: ".") {
      index += 1
      guard skipDigits() > 0 else { throw failure("expected a digit after \".\"") }
    }
    if peek(is: "e") || peek(is: "E") {
      index += 1
      if peek(is: "+") || peek(is: "-") { index += 1 }
      guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw failure("invalid number \(text)") }
    return number
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func string() throws(Failure) -> String {
    index += 1  // the opening quote
    // Most strings (every key) are plain ASCII without escapes: decode those in one step,
    // with no validation, since ASCII is valid UTF-8 (Foundation's validating decode cost
    // a fifth of the time of parsing a Lottie file).
    var end = index
    while end < bytes.count, bytes[end] < 0x80, bytes[end] >= 0x20,
      bytes[end] != UInt8(ascii: "\\")
    {
      if bytes[end] == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        return text
      }
      end += 1
    }
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(upTo end: Int) throws(Failure) {
      guard runStart < end else { return }
      guard let run = String(bytes: bytes[runStart..<end], encoding: .utf8) else {
        throw failure("a string is not valid UTF-8")
      }
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("a control character must be escaped in a string") }
      if byte == UInt8(ascii: "\\") {
        try flushRun(upTo: index)
        index += 1
        scalars.append(try escape())
        runStart = index
        continue
      }
      index += 1
    }
    throw failure("a string is not closed")
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard index < bytes.count else { throw failure("a string is not closed") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      if (0xD800...0xDBFF).contains(high) {
        guard peek(is: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a \\u escape is half of a surrogate pair") }
        index += 2
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw failure("a \\u escape is half of a surrogate pair") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw failure("a \\u escape is half of a surrogate pair")
      }
      return scalar
    default:
      throw failure("invalid escape in a string")
    }
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("a \\u escape needs four hexadecimal digits") }
    index += 4
    return value
  }

  // MARK: - Helpers

  private func peek(is character: Unicode.Scalar) -> Bool {
    index < bytes.count && bytes[index] == UInt8(ascii: character)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// A failure at `position` (the current one by default), as `line L, column C: message`.
  private func failure(_ message: String, at position: Int? = nil) -> Failure {
    var line = 1
    var column = 1
    for byte in bytes[..<Swift.min(position ?? index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // count characters' first bytes, not UTF-8 continuation bytes
      }
    }
    return Failure(message: "line \(line), column \(column): \(message)")
  }
}
