import Foundation
import Testing

@testable import FrameAnimationFormat

@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Data(text.utf8))
  }
}

extension JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(
      " {\"a\": [1, -2.5, 3e2, 0.125E-1], \"b\": {\"c\": null}, \"d\": true, \"e\": false,"
        + " \"f\": \"x\\\"y\\\\z\\/\\n\\t\"}\r\n")
    #expect(
      value
        == .object([
          "a": .array([.number(1), .number(-2.5), .number(300), .number(0.0125)]),
          "b": .object(["c": .null]), "d": .bool(true), "e": .bool(false),
          "f": .string("x\"y\\z/\n\t"),
        ]))
  }

  @Test func keepsBooleansAndNumbersApart() throws {
    #expect(
      try parse("[true, 1, 0, false]")
        == .array([.bool(true), .number(1), .number(0), .bool(false)]))
  }

  @Test func emptyContainersAndMultibyteText() throws {
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{ }") == .object([:]))
    #expect(try parse("\"◜ 한 😀\"") == .string("◜ 한 😀"))
  }

  @Test(arguments: ["", "tru", "[1,]", "{\"a\" 1}", "01", "-", "1e", "\"\\u12\"", "[1] [2]"])
  func rejectsInvalidDocuments(text: String) {
    #expect(throws: JSONParser.Failure.self) { try parse(text) }
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(throws: JSONParser.Failure(message: "line 1, column 6: expected \",\" or \"]\"")) {
      try parse("[\"한\" 1]")
    }
  }
}

extension JSONParserTests {
  @Test func membersAreFoundByTextWhetherWrittenPlainOrEscaped() throws {
    let tape = try JSONTape.parse(Data(#"{"ab": 1, "\u0063d": 2, "é": 3, "x": {"ab": 4}}"#.utf8))
    let root = JSONTape.root
    #expect(tape.member(root, "ab").map(tape.number) == 1)
    #expect(tape.member(root, "cd").map(tape.number) == 2)
    #expect(tape.member(root, "é").map(tape.number) == 3)
    #expect(tape.member(root, "a") == nil)
    #expect(tape.member(root, "abc") == nil)
    #expect(tape.member(root, "") == nil)
    // A key inside a member's value is not the object's own.
    #expect(tape.member(root, "x").flatMap { tape.member($0, "ab") }.map(tape.number) == 4)
    // Only objects have members.
    #expect(tape.member(try #require(tape.member(root, "ab")), "ab") == nil)
  }

  @Test func aKeyWrittenTwiceIsADuplicateHoweverItIsEscaped() throws {
    #expect(throws: JSONParser.Failure(message: "line 1, column 11: duplicate key \"ab\"")) {
      try parse(#"{"ab": 1, "\u0061b": 2}"#)
    }
    // Past the linear check's limit too.
    let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    #expect(throws: JSONParser.Failure.self) { try parse("{\(keys), \"k\\u0031\": 0}") }
    #expect(try parse("{\(keys)}") != .null)
  }
}
