import Foundation
import FrameAnimationFormat
import LottieFormat
import Testing

/// Mutates the fixtures (truncation, bit flips, type swaps, deep nesting, huge numbers,
/// number-like strings, long arrays) and checks each input parses or fails cleanly, and
/// that evaluating parsed ones stays within the frame caps.
///
/// `REFRESHKIT_FUZZ_COUNT` sets how many inputs (default 100 000); the seed is fixed, and
/// trees keep their keys in sorted order, so every run tries the same inputs.
@Suite struct FuzzTests {
  /// A JSON tree with ordered members, cheap to mutate and write.
  indirect enum Node: Equatable {
    case scalar(JSONValue)
    case array([Node])
    case object([(key: String, value: Node)])

    static func == (lhs: Node, rhs: Node) -> Bool {
      switch (lhs, rhs) {
      case (.scalar(let a), .scalar(let b)): return a == b
      case (.array(let a), .array(let b)): return a == b
      case (.object(let a), .object(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  /// How many inputs to try.
  static var count: Int {
    ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_COUNT"].flatMap { Int($0) } ?? 100_000
  }

  /// Keys that only name things.
  static let droppedKeys: Set<String> = ["nm", "mn", "v", "ix", "cix", "np"]

  /// Transform properties at their default values, which players assume when absent.
  static let transformDefaults: [String: [[Double]]] = [
    "a": [[0, 0], [0, 0, 0]], "p": [[0, 0], [0, 0, 0]], "s": [[100, 100], [100, 100, 100]],
    "r": [[0]], "o": [[100]], "sk": [[0]], "sa": [[0]], "rx": [[0]], "ry": [[0]],
    "or": [[0, 0, 0]],
  ]

  /// Whether `member` is a static property (`{"a": 0, "k": …}`) whose value is one of
  /// `defaults`.
  static func isDefault(_ member: JSONValue, _ defaults: [[Double]]) -> Bool {
    guard case .object(let property) = member,
      property.keys.allSatisfy({ ["a", "k", "ix"].contains($0) })
    else { return false }
    switch property["k"] {
    case .number(let number): return defaults.contains([number])
    case .array(let elements):
      let numbers = elements.compactMap { element -> Double? in
        if case .number(let number) = element { return number }
        return nil
      }
      return numbers.count == elements.count && defaults.contains(numbers)
    default: return false
    }
  }

  /// The tree of a parsed fixture, members sorted, with names, zero flags and default
  /// transform properties dropped: the same drawing from fewer nodes, so 100 000 inputs
  /// run quickly in a debug build.
  static func node(_ value: JSONValue, isTransform: Bool = false) -> Node {
    switch value {
    case .array(let elements): return .array(elements.map { node($0) })
    case .object(let members):
      let transform = isTransform || members["ty"] == .string("tr")
      return .object(
        members.keys.sorted().compactMap { key in
          guard let member = members[key], !droppedKeys.contains(key) else { return nil }
          if ["ddd", "ao", "bm", "st", "a"].contains(key), member == .number(0) { return nil }
          if transform, let defaults = transformDefaults[key], isDefault(member, defaults) {
            return nil
          }
          return (key, node(member, isTransform: key == "ks"))
        })
    default: return .scalar(value)
    }
  }

  /// The document once per layer, with only that layer: smaller inputs that still reach
  /// every layer's features (whole documents are fuzzed too, for mattes and parents).
  static func singleLayerVariants(of tree: Node) -> [Node] {
    guard case .object(let members) = tree,
      let index = members.firstIndex(where: { $0.key == "layers" }),
      case .array(let layers) = members[index].value, layers.count > 1
    else { return [] }
    return layers.map { layer in
      var copy = members
      copy[index].value = .array([layer])
      return .object(copy)
    }
  }

  /// A value of another kind than `value`, or an extreme of the same kind.
  static func swapped(_ value: Node, random: inout SplitMix64) -> Node {
    let replacements: [Node] = [
      .scalar(.null), .scalar(.bool(true)), .scalar(.number(0)), .scalar(.number(-1)),
      .scalar(.number(1e308)), .scalar(.number(-1e308)), .scalar(.number(4_294_967_297)),
      .scalar(.string("NaN")), .scalar(.string("Infinity")), .scalar(.string("1e999")),
      .scalar(.string("")), .array([]), .array([.scalar(.number(1))]), .object([]),
      .object([("a", .scalar(.number(1))), ("k", .scalar(.string("x")))]),
    ]
    let replacement = replacements[Int(random.next() % UInt64(replacements.count))]
    return replacement == value ? .scalar(.null) : replacement
  }

  /// `node` with its `target`-th node (depth first) replaced by `transform`'s result.
  static func replacing(_ node: Node, target: inout Int, with transform: (Node) -> Node) -> Node {
    if target == 0 {
      target = -1
      return transform(node)
    }
    target -= 1
    switch node {
    case .array(var elements):
      for index in elements.indices where target >= 0 {
        elements[index] = replacing(elements[index], target: &target, with: transform)
      }
      return .array(elements)
    case .object(var members):
      for index in members.indices where target >= 0 {
        members[index].value = replacing(members[index].value, target: &target, with: transform)
      }
      return .object(members)
    case .scalar:
      return node
    }
  }

  /// How many nodes the tree has.
  static func nodeCount(_ node: Node) -> Int {
    switch node {
    case .array(let elements): return 1 + elements.reduce(0) { $0 + nodeCount($1) }
    case .object(let members): return 1 + members.reduce(0) { $0 + nodeCount($1.value) }
    case .scalar: return 1
    }
  }

  /// JSON text for a tree (numbers that are not finite are written as `1e999`).
  static func write(_ node: Node, into output: inout [UInt8]) {
    switch node {
    case .scalar(.bool(let flag)): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .scalar(.number(let number)):
      if !number.isFinite {
        output.append(contentsOf: "1e999".utf8)
      } else if number == number.rounded(), abs(number) < 1e15 {
        writeInteger(Int64(number), into: &output)
      } else {
        output.append(contentsOf: "\(number)".utf8)
      }
    case .scalar(.string(let string)):
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: string.utf8)
      output.append(UInt8(ascii: "\""))
    case .scalar:
      output.append(contentsOf: "null".utf8)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        write(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      var first = true
      for member in members {
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: member.key.utf8)
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
        write(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Decimal digits without going through a `String` (most numbers in fixtures are whole).
  static func writeInteger(_ value: Int64, into output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: [UInt8] = []
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    output.append(contentsOf: digits.reversed())
  }

  /// One mutated input from a fixture's bytes and tree.
  static func mutation(
    of bytes: [UInt8], tree: Node, nodes: Int, random: inout SplitMix64
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
      let choice = random.next()
      let depth = 40 + Int(random.next() % 40)
      var target = Int(random.next() % UInt64(nodes))
      let mutated = replacing(tree, target: &target) { node in
        switch kind {
        case 0:
          var copy = SplitMix64(seed: choice)
          return swapped(node, random: &copy)
        case 1:
          // Deeper than the parser allows, or just under it.
          var nested = node
          for _ in 0..<depth { nested = .array([nested]) }
          return nested
        case 2:
          guard case .scalar(.number(let number)) = node else { return .scalar(.number(1e300)) }
          return .scalar(.number(number * 1e12 + 1e9))
        default:
          guard case .array(let elements) = node, !elements.isEmpty else { return node }
          // Longer: the same elements many times over (keyframes, vertices, shapes).
          return .array(Array(repeating: elements, count: 6).flatMap { $0 })
        }
      }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count * 2)
      write(mutated, into: &output)
      return output
    }
  }
}

extension FuzzTests {
  @Test func mutatedFixturesParseOrFailCleanlyAndStayWithinTheCaps() throws {
    var fixtures: [(bytes: [UInt8], tree: Node, nodes: Int)] = []
    for name in try FixtureTests.names {
      let tree = Self.node(try JSONParser.parse(TestSupport.fixture(name)))
      for variant in [tree] + Self.singleLayerVariants(of: tree) {
        var bytes: [UInt8] = []
        Self.write(variant, into: &bytes)
        fixtures.append((bytes, variant, Self.nodeCount(variant)))
      }
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
          let count = TestSupport.count(document.frame(at: frame).items)
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
