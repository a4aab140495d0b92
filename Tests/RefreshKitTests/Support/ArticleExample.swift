import Foundation

/// An article's example kept in a test file between marker comments, so it compiles and runs.
///
/// The test file holds the code between `// --- <name> example begins ---` and
/// `// --- <name> example ends ---`; the article must quote it verbatim.
///
/// ```swift
/// #expect(try ArticleExample.isQuoted(in: "KeepingTheReadersPlace.md"))
/// ```
enum ArticleExample {
  /// Whether the RefreshKit article `articleName` contains the example named `name` of the test
  /// file at `testFile`, verbatim.
  static func isQuoted(
    in articleName: String, name: String = "article", testFile: String = #filePath
  ) throws -> Bool {
    let here = URL(fileURLWithPath: testFile)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/RefreshKit/RefreshKit.docc/\(articleName)"),
      encoding: .utf8)
    let test = try String(contentsOf: here, encoding: .utf8)
    let begin = "// --- \(name) example begins ---\n"
    let end = "// --- \(name) example ends ---"
    guard
      let example = test.components(separatedBy: begin).dropFirst().first?
        .components(separatedBy: end).first
    else { return false }
    return article.contains(example)
  }
}
