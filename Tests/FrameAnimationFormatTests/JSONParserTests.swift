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
