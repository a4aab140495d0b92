import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

// The "Writing a custom header" article's code: its test example verbatim up to spacing,
// and its walk-through snippets, which must be the source of `MySpinnerHeader`
// (SpinnerHeaderSource.swift), the subclass an app would write.

@MainActor
@Suite struct WritingACustomHeaderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The article's Swift code blocks.
  static func codeBlocks() throws -> [String] {
    let article = try read("Sources/RefreshKit/RefreshKit.docc/WritingACustomHeader.md")
    return article.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
  }

  /// Non-empty lines with runs of spaces collapsed.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
      .filter { !$0.isEmpty }
  }
}

extension WritingACustomHeaderTests {
  @Test func theTestingExampleRuns() {
    // Article: begin
    let scheduler = TestScheduler()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    let header = RefreshSpinnerHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()  // not UserDefaults
    var calls = 0
    list.addRefreshHeader(refreshHeader: header) { calls += 1 }

    list.triggerDelayRefreshing()
    scheduler.advance(by: .milliseconds(690))
    #expect(header.state == .idle && calls == 0)  // not yet

    scheduler.advance(by: .milliseconds(10))
    #expect(header.state == .refreshing)  // exactly at 0.7 s
    #expect(header.animationView.isPlaying && calls == 1)
    #expect(list.adjustedContentInset.top == 56)

    scheduler.advance(by: .seconds(2))  // the app "loads"
    list.endRefreshing()
    #expect(!header.animationView.isPlaying)
    #expect(list.adjustedContentInset.top == 0)  // restored at once
    scheduler.advance(by: .seconds(1))  // the collapse animation
    #expect(scheduler.pendingCount == 0)
    // Article: end
  }

  @Test func theTestingExampleIsThisCode() throws {
    let example = try #require(try Self.codeBlocks().first { $0.contains("TestScheduler()") })
    let body = try #require(
      try Self.read("Tests/RefreshKitTests/Documentation/WritingACustomHeaderTests.swift")
        .components(separatedBy: "// Article: begin").dropFirst().first?
        .components(separatedBy: "// Article: end").first)
    let exampleLines = Self.lines(example).drop { !$0.hasPrefix("let scheduler") }
      .prefix { !$0.hasPrefix("}") }
    #expect(Array(exampleLines) == Self.lines(body))
  }

  @Test func theWalkThroughIsTheSubclassesSource() throws {
    let source = Set(
      Self.lines(
        try Self.read("Tests/RefreshKitTests/Documentation/SpinnerHeaderSource.swift")))
    let snippets = try Self.codeBlocks().filter {
      $0.contains("override") || $0.contains("class MySpinnerHeader")
    }
    #expect(snippets.count == 4)
    for snippet in snippets {
      for line in Self.lines(snippet) {
        let isInSource = source.contains(line)
        #expect(isInSource, "not in SpinnerHeaderSource.swift: \(line)")
      }
    }
  }

  @Test func theWalkThroughsHeaderPlaysWhileRefreshingAndStopsWhenIdle() {
    let fixture = ListFixture()
    let (scheduler, list) = (fixture.scheduler, fixture.list)
    let header = MySpinnerHeader()
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    var calls = 0
    list.addRefreshHeader(refreshHeader: header) { calls += 1 }
    #expect(header.height == 56)
    #expect(header.stateLabel.isHidden && header.lastUpdatedTimeLabel.isHidden)
    list.layoutIfNeeded()
    #expect(header.animationView.frame == CGRect(x: 175.5, y: 16, width: 24, height: 24))

    list.pull(by: 70, release: false)
    #expect(header.state == .pulling && header.animationView.isPlaying)
    list.endDragging()
    #expect(header.state == .refreshing && header.animationView.isPlaying && calls == 1)
    scheduler.advance(by: .seconds(1))
    #expect(list.adjustedContentInset.top == 56)

    list.endRefreshing()
    #expect(header.state == .idle && !header.animationView.isPlaying)
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 0)
  }
}
