import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

// The README's usage example, verbatim up to spacing (`theUsageExampleIsThisCode` keeps
// the two in step): it must compile and do what its comments say. The same for its looks
// example (`theLooksExampleIsThisCode`), whose look is declared here.

// README looks: begin
final class DotsLook: RefreshLook {  // implement only what the look uses
  let dots = Label()
  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    component.addSubview(dots)
  }
  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    dots.text = newState == .refreshing ? "•••" : ""
  }
  func layout(in bounds: CGRect) { dots.frame = bounds }
}
// README looks: end

@MainActor
@Suite struct ReadmeTests {}

extension ReadmeTests {
  @Test func theUsageExampleRuns() {
    // README: begin
    let scheduler = TestScheduler()  // virtual time: no sleeping
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    list.addRefreshHeader(refreshHeader: RefreshHeader()) { [weak list] in
      scheduler.schedule(after: .seconds(1)) { list?.endRefreshing() }  // "load", then end
    }
    list.pullToRefresh()  // drag past the trigger, release
    assert(list.refreshHeader?.state == .refreshing && list.adjustedContentInset.top == 54)
    scheduler.advance(by: .seconds(2))  // load done, header collapsed
    assert(list.refreshHeader?.state == .idle && list.adjustedContentInset.top == 0)
    // README: end
    #expect(list.refreshHeader?.state == .idle)
    #expect(list.adjustedContentInset.top == 0)
    #expect(list.contentOffset.y == 0)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func theUsageExampleIsThisCode() throws {
    let testFile = URL(fileURLWithPath: #filePath)
    let root = testFile.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: testFile, encoding: .utf8)
    let usage = try #require(readme.components(separatedBy: "## Usage").dropFirst().first)
    let block =
      try #require(usage.components(separatedBy: "```swift\n").dropFirst().first)
      .components(separatedBy: "```").first ?? ""
    let exampleLines = block.split(separator: "\n").map(Self.normalized).filter { !$0.isEmpty }
    let testBody = try #require(
      test.components(separatedBy: "// README: begin").dropFirst().first?
        .components(separatedBy: "// README: end").first)
    let testLines = testBody.split(separator: "\n").map(Self.normalized).filter { !$0.isEmpty }
    #expect(exampleLines.filter { !$0.hasPrefix("import ") } == testLines)
    #expect(exampleLines.contains("import RefreshKit"))
    #expect(exampleLines.contains("import RefreshKitTesting"))
    #expect(readme.contains("swift run refreshkit-demo"))
    #expect(readme.contains("swift test"))
  }

  @Test func theLooksExampleRuns() throws {
    let fixture = ListFixture(contentHeight: 2000)
    let (scheduler, list) = (fixture.scheduler, fixture.list)
    // README looks: begin
    list.refreshHeader = RefreshHeader(look: DotsLook()) { [weak list] in
      list?.endRefreshing()
    }
    list.refreshFooter = RefreshBackFooter(look: DotsLook()) { [weak list] in  // its own look
      list?.endRefreshing()
    }
    list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .darkGray)
    // README looks: end
    let headerDots = try #require((list.refreshHeader?.look as? DotsLook)?.dots)
    let footerDots = try #require((list.refreshFooter?.look as? DotsLook)?.dots)
    #expect(headerDots.superview === list.refreshHeader)
    #expect(footerDots.superview === list.refreshFooter)
    list.pullToRefresh()  // the blocks end at once: the dots come and go in the same step
    #expect(list.refreshHeader?.state == .idle && headerDots.text == "")
    list.refreshHeader?.refreshingBlock = nil
    list.refreshFooter?.refreshingBlock = nil
    list.pullToRefresh()
    #expect(headerDots.text == "•••" && footerDots.text == "")
    list.endRefreshing()
    scheduler.advance(by: .seconds(1))
    list.pullUp(by: 64)
    #expect(list.refreshFooter?.state == .refreshing && footerDots.text == "•••")
    list.refreshFooter?.endRefreshing()
    scheduler.advance(by: .seconds(1))
    #expect(headerDots.text == "" && footerDots.text == "")
    #expect(scheduler.pendingCount == 0)
  }

  @Test func theLooksExampleIsThisCode() throws {
    let testFile = URL(fileURLWithPath: #filePath)
    let root = testFile.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: testFile, encoding: .utf8)
    let usage = try #require(readme.components(separatedBy: "## Usage").dropFirst().first)
    let block = try #require(
      usage.components(separatedBy: "```swift\n").first { $0.contains(": RefreshLook {") }?
        .components(separatedBy: "```").first)
    let exampleLines = block.split(separator: "\n").map(Self.normalized).filter { !$0.isEmpty }
    let testLines = test.components(separatedBy: "// README looks: begin\n").dropFirst()
      .flatMap {
        ($0.components(separatedBy: "// README looks: end").first ?? "").split(separator: "\n")
          .map(Self.normalized).filter { !$0.isEmpty }
      }
    #expect(exampleLines == testLines)
  }

  /// A line with its runs of spaces collapsed (the formatter aligns comments differently).
  static func normalized(_ line: Substring) -> String {
    line.split(separator: " ").joined(separator: " ")
  }
}
