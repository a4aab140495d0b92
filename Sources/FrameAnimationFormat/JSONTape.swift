import Foundation

/// A parsed JSON document as one flat array of nodes over the file's bytes.
///
/// Why: a tree of ``JSONValue``s costs an allocation per array, object and long string, and a
/// dictionary per object; a Lottie file then made about 1,500 allocations and took several
/// times ThorVG's time to parse. The tape holds every value in document order (a container
/// first, then its members, keys before their values), each container knowing where it
/// ends, so readers walk it without copying; strings stay byte ranges until asked for, and
/// keys compare as bytes. Paths for error messages are computed only when an error is
/// thrown, by walking down from the root.
///
/// ```swift
/// let tape = try JSONTape.parse(data)
/// if let rate = tape.member(JSONTape.root, "fr"), tape.kind(rate) == .number {
///   print(tape.number(rate))
/// }
/// ```
package final class JSONTape: Sendable {
  /// The kind of a node.
  package enum Kind: UInt8, Sendable {
    case null, bool, number, string, array, object

    /// The kind, for messages (`a number`).
    package var name: String {
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

  /// One value: for a string, its bytes `first..<second` (or, when `flag` is set, the
  /// decoded text `strings[first]`); for a container, its member count and the index just
  /// past its last node; for a boolean, `flag`; for a number, `number`.
  ///
  /// A key's `payload` is the hash of its text (``keyHash(_:)``), so a lookup compares one word
  /// per key; an object's is the union of its keys' ``bloomBit(_:)``s, so a lookup for a key
  /// the object lacks usually ends without a scan.
  struct Node: Sendable {
    var kind: Kind
    var flag: Bool
    var first: Int32
    var second: Int32
    /// A number's bits, or a key's hash.
    var payload: UInt64

    init(kind: Kind, flag: Bool, first: Int32, second: Int32, number: Double) {
      self.kind = kind
      self.flag = flag
      self.first = first
      self.second = second
      payload = number.bitPattern
    }

    /// A number node's value.
    @inline(__always)
    var number: Double { Double(bitPattern: payload) }

    /// The index just past this node (at `index`) and everything in it.
    @inline(__always)
    func end(at index: Int) -> Int {
      kind == .array || kind == .object ? Int(second) : index + 1
    }

    /// A string node's text.
    func text(bytes: [UInt8], strings: [String]) -> String {
      if flag { return strings[Int(first)] }
      return String(decoding: bytes[Int(first)..<Int(second)], as: UTF8.self)
    }
  }

  /// The document's value is the first node.
  package static let root = 0

  let bytes: [UInt8]
  let nodes: [Node]
  /// Strings that had escapes or non-ASCII bytes, decoded once while parsing.
  let strings: [String]

  init(bytes: [UInt8], nodes: [Node], strings: [String]) {
    self.bytes = bytes
    self.nodes = nodes
    self.strings = strings
  }

  /// Parses a whole document: one value, surrounded only by whitespace.
  package static func parse(_ data: Data) throws(JSONParser.Failure) -> JSONTape {
    var reader = JSONParser(data)
    try reader.document()
    return JSONTape(bytes: reader.bytes, nodes: reader.nodes, strings: reader.strings)
  }

  // MARK: - Reading nodes

  /// The kind of `node`.
  @inline(__always)
  package func kind(_ node: Int) -> Kind { nodes[node].kind }

  /// A number node's value.
  @inline(__always)
  package func number(_ node: Int) -> Double { nodes[node].number }

  /// A boolean node's value.
  @inline(__always)
  package func bool(_ node: Int) -> Bool { nodes[node].flag }

  /// A string node's text.
  package func string(_ node: Int) -> String {
    nodes[node].text(bytes: bytes, strings: strings)
  }

  /// Whether a string node holds `text` (bytes compared, without making a string).
  package func string(_ node: Int, equals text: String) -> Bool {
    let entry = nodes[node]
    if entry.flag { return strings[Int(entry.first)] == text }
    let utf8 = text.utf8
    var offset = Int(entry.first)
    guard utf8.count == Int(entry.second) - offset else { return false }
    for byte in utf8 {
      guard bytes[offset] == byte else { return false }
      offset += 1
    }
    return true
  }

  /// How many members a container has (elements of an array, pairs of an object).
  @inline(__always)
  package func count(_ node: Int) -> Int { Int(nodes[node].first) }

  /// The index just past `node` and everything in it: its next sibling.
  @inline(__always)
  package func after(_ node: Int) -> Int { nodes[node].end(at: node) }

  /// An array's elements, in order.
  package func elements(_ node: Int) -> Children {
    Children(tape: self, first: node + 1, count: count(node), step: 1)
  }

  /// An object's keys (the value of each is the node after it), in order.
  package func keys(_ node: Int) -> Children {
    Children(tape: self, first: node + 1, count: count(node), step: 2)
  }

  /// The value of an object's member `key`, even `null`, or `nil` when there is none.
  ///
  /// Keys are compared by hash first (one word each), then by text when the hashes match.
  package func member(_ object: Int, _ key: JSONKey) -> Int? {
    let hash = key.hash
    // Unchecked reads: the parser wrote an object's keys and values inside the tape, so
    // every index below is in range (a lookup per key and call made this a seventh of a
    // parse when each read was checked and retained the array).
    return nodes.withUnsafeBufferPointer { nodes -> Int? in
      guard nodes[object].kind == .object, nodes[object].payload & Self.bloomBit(hash) != 0 else {
        return nil
      }
      var cursor = object + 1
      for _ in 0..<Int(nodes[object].first) {
        if nodes[cursor].payload == hash, isKey(cursor, key) { return cursor + 1 }
        cursor = nodes[cursor + 1].end(at: cursor + 1)
      }
      return nil
    }
  }

  /// Whether the key node `node` holds `key`'s text, byte for byte.
  private func isKey(_ node: Int, _ key: JSONKey) -> Bool {
    let entry = nodes[node]
    return key.text.withUTF8Buffer { text in
      if entry.flag { return strings[Int(entry.first)].utf8.elementsEqual(text) }
      let start = Int(entry.first)
      guard Int(entry.second) - start == text.count else { return false }
      for offset in 0..<text.count where bytes[start + offset] != text[offset] {
        return false
      }
      return true
    }
  }

  /// The bit of an object's key filter (its node's `payload`) that a key's hash sets.
  @inline(__always)
  static func bloomBit(_ hash: UInt64) -> UInt64 { 1 << (hash & 63) }

  /// The hash a key node keeps of its text (64-bit FNV-1a over the UTF-8 bytes).
  @inline(__always)
  @inlinable
  package static func keyHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash = keyHashSeed
    for byte in bytes {
      hash = keyHash(hash, byte)
    }
    return hash
  }

  /// The hash of no bytes (FNV-1a's offset basis).
  @usableFromInline static let keyHashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

  /// `hash` followed by `byte` (one FNV-1a step).
  @inlinable
  @inline(__always)
  static func keyHash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// Node indices of a container's elements (or keys), walked without allocating.
  package struct Children: Sequence, IteratorProtocol {
    let tape: JSONTape
    var cursor: Int
    var remaining: Int
    let step: Int

    init(tape: JSONTape, first: Int, count: Int, step: Int) {
      self.tape = tape
      cursor = first
      remaining = count
      self.step = step
    }

    /// How many are left.
    package var underestimatedCount: Int { remaining }

    package mutating func next() -> Int? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let node = cursor
      cursor = step == 1 ? tape.after(node) : tape.after(node + 1)
      return node
    }
  }

  // MARK: - Paths, for messages

  /// The JSON path of `node` below `start` (`layers[2].ks`; `.ks` style steps are joined
  /// after `prefix`), found by walking down from `start`: only for error messages.
  package func path(of node: Int, from start: Int = root, prefix: String = "") -> String {
    var path = prefix
    var current = start
    while current != node, current < node, node < after(current) {
      let isObject = kind(current) == .object
      var child = current + 1
      var found = false
      for position in 0..<count(current) {
        let value = isObject ? child + 1 : child
        if node >= child, node < after(value) {
          if isObject {
            path += path.isEmpty ? string(child) : ".\(string(child))"
          } else {
            path += "[\(position)]"
          }
          current = value
          found = true
          break
        }
        child = after(value)
      }
      guard found else { break }
    }
    return path
  }

  // MARK: - Trees

  /// `node` and everything in it as a ``JSONValue``.
  package func value(_ node: Int) -> JSONValue {
    switch kind(node) {
    case .null: return .null
    case .bool: return .bool(bool(node))
    case .number: return .number(number(node))
    case .string: return .string(string(node))
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(count(node))
      for element in self.elements(node) {
        elements.append(value(element))
      }
      return .array(elements)
    case .object:
      var members: [String: JSONValue] = [:]
      members.reserveCapacity(count(node))
      for key in keys(node) {
        members[string(key)] = value(key + 1)
      }
      return .object(members)
    }
  }
}

/// A key to look up in a ``JSONTape``: a string literal, its hash worked out from the literal's
/// bytes (the parser's keys are literals; a `String` key cost a hundred instructions a lookup
/// to read its bytes).
package struct JSONKey: ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
  /// The key's text.
  package let text: StaticString
  /// ``JSONTape/keyHash(_:)`` of the text.
  package let hash: UInt64

  /// The key `text`.
  // Inlinable: a literal key's hash then folds into the caller.
  @inlinable
  package init(stringLiteral text: StaticString) {
    self.text = text
    hash = text.withUTF8Buffer { JSONTape.keyHash($0) }
  }

  /// The key's text, for messages.
  package var description: String { text.description }
}
