import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

// The example of the DocC article "Customizing the built-in headers"
// (Sources/RefreshKit/RefreshKit.docc/CustomizingBuiltInHeaders.md), verbatim, so that
// the article's code always compiles and does what the article says.

// --- article example begins ---
/// A normal header with its own title, record, result time, badge and haptics.
final class InboxHeader: RefreshNormalHeader {
  let badge = Label(text: "")
  var ticks = 0

  override func prepare() {
    super.prepare()
    setTitle("Pull to sync your inbox", for: .idle)
    lastUpdatedTimeKey = "inbox"  // its own "Last update" record
    labelLeftInset = 16
    shownResultDuration = .seconds(1)  // show "Refresh failed" a little longer
    addSubview(badge)
    localizationDidChange()
  }

  override func placeSubviews() {
    super.placeSubviews()  // the labels, arrow and indicator are already placed
    badge.frame = CGRect(x: bounds.width - 50, y: 0, width: 50, height: bounds.height)
  }

  override func localizationDidChange() {
    super.localizationDidChange()  // the built-in labels are already re-rendered
    badge.text = RefreshLocalization.currentLanguage == "en" ? "NEW" : "•"
  }

  override func pullDidCrossThreshold(_ crossing: RefreshThresholdCrossing) {
    super.pullDidCrossThreshold(crossing)
    if crossing == .passed { ticks += 1 }  // play a haptic tick here
  }
}

@MainActor
func runInboxExample() -> [String] {
  let scheduler = TestScheduler()
  let inbox = ScrollView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
  inbox.contentSize = CGSize(width: 375, height: 2000)
  let header = InboxHeader()
  header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  inbox.addRefreshHeader(refreshHeader: header) { [weak header] in
    scheduler.schedule(after: .seconds(1)) {
      header?.endRefreshing(result: .failure(message: "You are offline"))
    }
  }
  var shown = [header.stateLabel.text]  // "Pull to sync your inbox"
  inbox.pullToRefresh()
  shown.append(header.stateLabel.text)  // "Loading..."
  scheduler.advance(by: .seconds(1))
  shown.append(header.stateLabel.text)  // "You are offline", header still open
  scheduler.advance(by: .seconds(1))
  shown.append(header.stateLabel.text)  // "Pull to sync your inbox", collapsing
  RefreshLocalization.language = "zh-Hans"
  shown.append(header.stateLabel.text)  // still the custom idle title
  shown.append(header.lastUpdatedTimeLabel.text)  // "最后更新：无记录" (a failure)
  shown.append(header.badge.text)  // "•"
  shown.append("ticks: \(header.ticks)")  // "ticks: 1"
  return shown
}
// --- article example ends ---

@MainActor
@Suite struct CustomizingBuiltInHeadersTests {}

extension CustomizingBuiltInHeadersTests {
  @Test func theArticleExampleRunsAsDescribed() {
    let shown = RefreshLocalization.pinned("en") { runInboxExample() }
    #expect(
      shown == [
        "Pull to sync your inbox", "Loading...", "You are offline", "Pull to sync your inbox",
        "Pull to sync your inbox", "最后更新：无记录", "•", "ticks: 1",
      ])
  }

  @Test func theThemeExampleColoursTheHeader() throws {
    let list = ListFixture().list
    list.refreshHeader = RefreshNormalHeader()
    // --- theme example begins ---
    list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .darkGray)
    list.refreshHeader?.theme = RefreshTheme(font: .boldSystemFont(ofSize: 16))
    // --- theme example ends ---
    let header = try #require(list.refreshHeader as? RefreshNormalHeader)
    #expect(header.arrowView.tintColor == .blue && header.loadingView.color == .blue)
    #expect(header.stateLabel.textColor == .darkGray)
    #expect(header.lastUpdatedTimeLabel.textColor == .refreshText)  // no secondary colour set
    #expect(header.stateLabel.font == .boldSystemFont(ofSize: 16))
  }

  @Test func theArticleQuotesTheThemeExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/RefreshKit/RefreshKit.docc/CustomizingBuiltInHeaders.md"),
      encoding: .utf8)
    let test = try String(contentsOf: here, encoding: .utf8)
    let example = try #require(
      test.components(separatedBy: "// --- theme example begins ---\n").dropFirst().first?
        .components(separatedBy: "// --- theme example ends ---").first)
    let lines = example.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(lines.count == 2)
    #expect(article.contains("```swift\n" + lines.joined(separator: "\n") + "\n```"))
  }

  @Test func theArticleQuotesTheExampleVerbatim() throws {
    #expect(try ArticleExample.isQuoted(in: "CustomizingBuiltInHeaders.md"))
  }
}
