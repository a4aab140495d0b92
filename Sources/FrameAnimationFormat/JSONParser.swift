import Foundation

/// A small strict JSON parser (RFC 8259) over UTF-8 bytes, writing a ``JSONTape``.
///
/// Animation files are parsed at build time and on every load, so the parser has to be
/// quick and its errors precise: `JSONDecoder` into a `Decodable` enum has to try each
/// kind in turn and pays for a thrown error per failed try, and it reports no position.
/// This parser makes one pass, writing flat nodes (no tree, no dictionaries; numbers read
/// straight from the bytes), and reports the line and column of the first error. Nesting is
/// limited so hostile input cannot exhaust the stack.
package struct JSONParser {
  /// Why the bytes are not JSON, and where.
  package struct Failure: Error, Equatable {
    /// What is wrong, with the line and column (both from 1).
    package var message: String
  }

  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 64
  /// Objects with more members than this find duplicate keys with a set, not a scan.
  private static let linearKeyCheckLimit = 16

  let bytes: [UInt8]
  /// `bytes` while ``document()`` runs, read without bounds checks; empty otherwise.
  ///
  /// Every read below is behind a check of `index` against `input.count` (a debug build still
  /// checks each one); the checked reads cost about 3 % of a parse.
  var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// Where reading has got to in `bytes`.
  var index = 0
  private var depth = 0
  private(set) var nodes: [JSONTape.Node] = []
  private(set) var strings: [String] = []

  init(_ data: Data) {
    bytes = Array(data)
    // One node per four bytes covers minified animation files (a number or a key and its
    // punctuation); indented ones use fewer. Growing past it copies the whole tape.
    nodes.reserveCapacity(bytes.count / 4 + 16)
  }

  /// Parses a whole document into a tree: one value, surrounded only by whitespace.
  package static func parse(_ data: Data) throws(Failure) -> JSONValue {
    try JSONTape.parse(data).value(JSONTape.root)
  }

  /// Reads the whole document into ``nodes``.
  mutating func document() throws(Failure) {
    guard bytes.count < Int(Int32.max) else {
      throw Failure(message: "line 1, column 1: the document is larger than 2 GB")
    }
    let bytes = self.bytes
    try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) in
      input = buffer
      defer { input = UnsafeBufferPointer(start: nil, count: 0) }
      skipWhitespace()
      try value()
      skipWhitespace()
      guard index == input.count else {
        throw failure("unexpected text after the end of the document")
      }
    }
  }

  // MARK: - Values

  private mutating func value() throws(Failure) {
    guard index < input.count else { throw failure("unexpected end of the document") }
    switch input[index] {
    case UInt8(ascii: "{"): try object()
    case UInt8(ascii: "["): try array()
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true", .bool, true)
    case UInt8(ascii: "f"): try literal("false", .bool, false)
    case UInt8(ascii: "n"): try literal("null", .null, false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try self.number()
      nodes.append(JSONTape.Node(kind: .number, flag: false, first: 0, second: 0, number: number))
    default: throw failure("expected a value")
    }
  }

  /// Appends a container's node, to be completed by ``close(_:count:)``.
  private mutating func open(_ kind: JSONTape.Kind) throws(Failure) -> Int {
    try enterContainer()
    index += 1
    nodes.append(JSONTape.Node(kind: kind, flag: false, first: 0, second: 0, number: 0))
    return nodes.count - 1
  }

  private mutating func close(_ node: Int, count: Int) {
    index += 1
    depth -= 1
    nodes[node].first = Int32(count)
    nodes[node].second = Int32(nodes.count)
  }

  private mutating func object() throws(Failure) {
    let node = try open(.object)
    var count = 0
    // One bit per key hash's low six bits: a key whose bit is clear is new (no scan), and the
    // object keeps the bits so a lookup for a key it lacks usually ends at once.
    var bloom: UInt64 = 0
    var hashes: Set<UInt64> = []
    skipWhitespace()
    if peek(is: "}") { return close(node, count: 0) }
    while true {
      skipWhitespace()
      guard peek(is: "\"") else { throw failure("expected a key in double quotes") }
      let keyStart = index
      try string()
      let key = nodes.count - 1
      let hash = nodes[key].payload
      skipWhitespace()
      guard peek(is: ":") else { throw failure("expected \":\" after a key") }
      index += 1
      skipWhitespace()
      // The filter's clear bit settles most keys here, without a call.
      if count > JSONParser.linearKeyCheckLimit || bloom & JSONTape.bloomBit(hash) != 0,
        isDuplicate(key, in: node, count: count, hashes: &hashes)
      {
        throw failure("duplicate key \"\(text(of: key))\"", at: keyStart)
      }
      bloom |= JSONTape.bloomBit(hash)
      try value()
      count += 1
      skipWhitespace()
      if peek(is: ",") {
        index += 1
      } else if peek(is: "}") {
        close(node, count: count)
        nodes[node].payload = bloom
        return
      } else {
        throw failure("expected \",\" or \"}\"")
      }
    }
  }

  /// Whether the object at `node` already has the key just read, whose bit its filter already
  /// holds (the caller asks only then, or past a few keys).
  ///
  /// The earlier keys with the same hash are compared by text. Past a few keys the filter's
  /// bits fill up, so the hashes go into `hashes` and a huge object stays linear.
  private func isDuplicate(
    _ key: Int, in node: Int, count: Int, hashes: inout Set<UInt64>
  ) -> Bool {
    let hash = nodes[key].payload
    if count > JSONParser.linearKeyCheckLimit {
      if hashes.isEmpty {
        var cursor = node + 1
        for _ in 0..<count {
          hashes.insert(nodes[cursor].payload)
          cursor = after(cursor + 1)
        }
      }
      if hashes.insert(hash).inserted { return false }
    }
    var cursor = node + 1
    for _ in 0..<count {
      if nodes[cursor].payload == hash, sameText(cursor, key) { return true }
      cursor = after(cursor + 1)
    }
    return false
  }

  private func after(_ node: Int) -> Int { nodes[node].end(at: node) }

  private func text(of node: Int) -> String { nodes[node].text(bytes: bytes, strings: strings) }

  /// Whether two string nodes hold the same text (as Swift compares strings).
  private func sameText(_ one: Int, _ other: Int) -> Bool {
    let left = nodes[one]
    let right = nodes[other]
    guard !left.flag, !right.flag else { return text(of: one) == text(of: other) }
    let count = Int(left.second - left.first)
    guard count == Int(right.second - right.first) else { return false }
    for offset in 0..<count
    where input[Int(left.first) + offset] != input[Int(right.first) + offset] {
      return false
    }
    return true
  }

  private mutating func array() throws(Failure) {
    let node = try open(.array)
    var count = 0
    skipWhitespace()
    if peek(is: "]") { return close(node, count: 0) }
    while true {
      skipWhitespace()
      try value()
      count += 1
      skipWhitespace()
      if peek(is: ",") {
        index += 1
      } else if peek(is: "]") {
        return close(node, count: count)
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

  private mutating func literal(
    _ word: StaticString, _ kind: JSONTape.Kind, _ flag: Bool
  ) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= input.count else { throw failure("expected a value") }
    for offset in 0..<count where input[index + offset] != word.utf8Start[offset] {
      throw failure("expected a value")
    }
    index += count
    nodes.append(JSONTape.Node(kind: kind, flag: flag, first: 0, second: 0, number: 0))
  }

  /// Reads a string into a node that keeps the hash of its text (``JSONTape/keyHash(_:)``):
  /// plain ASCII as a byte range, hashed in the same scan; anything else decoded, then hashed.
  private mutating func string() throws(Failure) {
    index += 1  // the opening quote
    // Most strings (every key) are plain ASCII without escapes: those stay byte ranges,
    // unvalidated, since ASCII is valid UTF-8 (Foundation's validating decode cost a fifth
    // of the time of parsing a Lottie file).
    var end = index
    var hash = JSONTape.keyHashSeed
    while end < input.count, input[end] < 0x80, input[end] >= 0x20,
      input[end] != UInt8(ascii: "\\")
    {
      if input[end] == UInt8(ascii: "\"") {
        var node = JSONTape.Node(
          kind: .string, flag: false, first: Int32(index), second: Int32(end), number: 0)
        node.payload = hash
        nodes.append(node)
        index = end + 1
        return
      }
      hash = JSONTape.keyHash(hash, input[end])
      end += 1
    }
    var text = ""
    var runStart = index
    func flushRun(upTo end: Int) throws(Failure) {
      guard runStart < end else { return }
      // The standard library's validating decode (Foundation's `String(bytes:encoding:)`
      // looked up protocol conformances on every call).
      guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
        throw failure("a string is not valid UTF-8")
      }
      text.append(run)
    }
    while index < input.count {
      let byte = input[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(upTo: index)
        index += 1
        var node = JSONTape.Node(
          kind: .string, flag: true, first: Int32(strings.count), second: 0, number: 0)
        node.payload = JSONTape.keyHash(text.utf8)
        nodes.append(node)
        strings.append(text)
        return
      }
      if byte < 0x20 { throw failure("a control character must be escaped in a string") }
      if byte == UInt8(ascii: "\\") {
        try flushRun(upTo: index)
        index += 1
        text.unicodeScalars.append(try escape())
        runStart = index
        continue
      }
      index += 1
    }
    throw failure("a string is not closed")
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard index < input.count else { throw failure("a string is not closed") }
    let byte = input[index]
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
        guard peek(is: "\\"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "u")
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
    guard index + 4 <= input.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("a \\u escape needs four hexadecimal digits") }
    index += 4
    return value
  }

  // MARK: - Helpers

  func peek(is character: Unicode.Scalar) -> Bool {
    index < input.count && input[index] == UInt8(ascii: character)
  }

  private mutating func skipWhitespace() {
    while index < input.count {
      switch input[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// A failure at `position` (the current one by default), as `line L, column C: message`.
  func failure(_ message: String, at position: Int? = nil) -> Failure {
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
