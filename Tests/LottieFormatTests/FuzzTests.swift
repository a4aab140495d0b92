import Foundation
import FrameAnimationFormat
import LottieFormat
import Testing

/// Mutates the fixtures (truncation, bit flips, type swaps, deep nesting, huge numbers,
/// number-like strings) and checks each input parses or fails cleanly, and that evaluating
/// parsed ones stays within the frame caps.
///
/// `REFRESHKIT_FUZZ_COUNT` sets how many inputs (default 100 000); the seed is fixed.
@Suite struct FuzzTests {
  /// How many inputs to try.
  static var count: Int {
    ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_COUNT"].flatMap { Int($0) } ?? 100_000
  }

  /// A value of another kind than `value`, or an extreme of the same kind.
  static func swapped(_ value: JSONValue, random: inout SplitMix64) -> JSONValue {
    let replacements: [JSONValue] = [
      .null, .bool(true), .number(0), .number(-1), .number(1e308), .number(-1e308),
      .number(4_294_967_297), .string("NaN"), .string("Infinity"), .string("1e999"),
      .string(""), .array([]), .array([.number(1)]), .object([:]),
      .object(["a": .number(1), "k": .string("x")]),
    ]
    var replacement = replacements[Int(random.next() % UInt64(replacements.count))]
    if replacement == value { replacement = .null }
    return replacement
  }

  /// `value` with one node (the `target`-th, depth first) replaced by `transform`.
  static func replacing(
    _ value: JSONValue, target: inout Int, with transform: (JSONValue) -> JSONValue
  ) -> JSONValue {
    if target == 0 {
      target = -1
      return transform(value)
    }
    target -= 1
    switch value {
    case .array(var elements):
      for index in elements.indices where target >= 0 {
        elements[index] = replacing(elements[index], target: &target, with: transform)
      }
      return .array(elements)
    case .object(var members):
      for key in members.keys.sorted() where target >= 0 {
        if let member = members[key] {
          members[key] = replacing(member, target: &target, with: transform)
        }
      }
      return .object(members)
    default:
      return value
    }
  }

  /// The tree without what only names things or repeats a default (names, version, zero
  /// flags), so inputs stay small and 100 000 of them run quickly in a debug build.
  static func trimmed(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let elements): return .array(elements.map(trimmed))
    case .object(let members):
      var result: [String: JSONValue] = [:]
      for (key, member) in members {
        if ["nm", "mn", "v", "ix", "cix", "np"].contains(key) { continue }
        if ["ddd", "ao", "bm", "sr", "st", "a"].contains(key), member == .number(0) {
          continue
        }
        result[key] = trimmed(member)
      }
      return .object(result)
    default: return value
    }
  }

  /// How many nodes the tree has.
  static func nodeCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): return 1 + elements.reduce(0) { $0 + nodeCount($1) }
    case .object(let members): return 1 + members.values.reduce(0) { $0 + nodeCount($1) }
    default: return 1
    }
  }

  /// JSON text for a value (numbers that are not finite are written as `1e999`).
  static func text(_ value: JSONValue, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number):
      if !number.isFinite {
        output += "1e999"
      } else if number == number.rounded(), abs(number) < 1e15 {
        output += String(Int64(number))
      } else {
        output += "\(number)"
      }
    case .string(let string): output += "\"\(string)\""
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        text(element, into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        output += "\"\(key)\":"
        text(members[key] ?? .null, into: &output)
      }
      output += "}"
    }
  }

  /// One mutated input from a fixture's bytes and tree.
  static func mutation(
    of bytes: [UInt8], tree: JSONValue, nodes: Int, random: inout SplitMix64
  ) -> [UInt8] {
    switch random.next() % 6 {
    case 0:
      return Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
    case 1:
      var flipped = bytes
      for _ in 0..<(1 + random.next() % 4) {
        let index = Int(random.next() % UInt64(flipped.count))
        flipped[index] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
      }
      return flipped
    default:
      let kind = random.next() % 4
      var target = Int(random.next() % UInt64(nodes))
      let mutated = replacing(tree, target: &target) { value in
        switch kind {
        case 0:
          var copy = random
          defer { random = copy }
          return swapped(value, random: &copy)
        case 1:
          // Deeper than the parser allows, or just under it.
          var nested = value
          for _ in 0..<(40 + Int(random.next() % 40)) { nested = .array([nested]) }
          return nested
        case 2:
          guard case .number(let number) = value else { return .number(1e300) }
          return .number(number * 1e12 + 1e9)
        default:
          guard case .array(let elements) = value, !elements.isEmpty else { return value }
          // Longer: the same elements many times over (keyframes, vertices, shapes).
          return .array(Array(repeating: elements, count: 6).flatMap { $0 })
        }
      }
      var output = ""
      text(mutated, into: &output)
      return Array(output.utf8)
    }
  }
}

extension FuzzTests {
  @Test func mutatedFixturesParseOrFailCleanlyAndStayWithinTheCaps() throws {
    var fixtures: [(bytes: [UInt8], tree: JSONValue, nodes: Int)] = []
    for name in try FixtureTests.names {
      let data = try TestSupport.fixture(name)
      let tree = Self.trimmed(try JSONParser.parse(data))
      var text = ""
      Self.text(tree, into: &text)
      fixtures.append((Array(text.utf8), tree, Self.nodeCount(tree)))
    }
    try #require(!fixtures.isEmpty)
    var random = SplitMix64(seed: 0x5EED_1077_1E)
    var parsed = 0
    var rejected = 0
    let start = ContinuousClock.now
    for _ in 0..<Self.count {
      let fixture = fixtures[Int(random.next() % UInt64(fixtures.count))]
      let input = Self.mutation(
        of: fixture.bytes, tree: fixture.tree, nodes: fixture.nodes, random: &random)
      do {
        let document = try LottieDocument.parse(Data(input))
        parsed += 1
        for frame in [document.inPoint, (document.inPoint + document.outPoint) / 2, .nan] {
          let items = document.frame(at: frame).items
          let count = TestSupport.count(items)
          if count > LottieLimits.maximumItemsPerFrame {
            Issue.record("\(count) items in one frame")
          }
        }
      } catch {
        rejected += 1
        #expect(!error.message.isEmpty)
      }
    }
    let elapsed = ContinuousClock.now - start
    print("fuzz: \(Self.count) inputs, \(parsed) parsed, \(rejected) rejected, \(elapsed)")
    #expect(parsed > 0 && rejected > 0)
  }
}
