import Testing

@testable import RefreshKit

@MainActor
@Suite struct StringsFileTests {}

extension StringsFileTests {
  @Test func parsesEntriesCommentsAndEscapes() {
    let text = """
      /* A block comment with "quotes" = "not an entry"; */
      "plain" = "Pull down to refresh";
      // a line comment
      "spaced"   =   "Last update: " ;
      "escapes" = "a \\"quoted\\" word\\nnext\\\\ \\U4E2D";
      "unicode" = "最后更新：";
      """
    #expect(
      StringsFile.parse(text) == [
        "plain": "Pull down to refresh",
        "spaced": "Last update: ",
        "escapes": "a \"quoted\" word\nnext\\ 中",
        "unicode": "最后更新：",
      ])
  }

  @Test func skipsMalformedEntries() {
    let text = """
      garbage here;
      "missingValue" = ;
      "good" = "yes";
      "unterminated" = "no
      """
    #expect(StringsFile.parse(text) == ["good": "yes"])
  }

  @Test func emptyInput() {
    #expect(StringsFile.parse("") == [:])
    #expect(StringsFile.parse("/* only a comment */") == [:])
  }
}
