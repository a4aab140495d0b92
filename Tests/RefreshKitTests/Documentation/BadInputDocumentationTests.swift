import Foundation
import Testing

/// Bad input never crashes or sticks, and each property says which it does: ignore the value or
/// clamp it.
///
/// This keeps that promise checked: every listed declaration's doc comment names its rule.
@Suite struct BadInputDocumentationTests {
  static let rules: [(file: String, declaration: String)] = [
    ("Views/View.swift", "public var frame: CGRect"),
    ("Views/View.swift", "public var alpha: CGFloat"),
    ("Views/View.swift", "public func animateAlpha("),
    ("Views/Label.swift", "public var fontSize: CGFloat"),
    ("Views/ArrowView.swift", "public var rotation: CGFloat"),
    ("Views/ArrowView.swift", "public func setRotation("),
    ("Scheduling/Animation.swift", "public init("),
    ("Scrolling/ScrollView.swift", "public var contentOffset: CGPoint"),
    ("Scrolling/ScrollView.swift", "public var contentSize: CGSize"),
    ("Scrolling/ScrollView.swift", "public var contentInset: EdgeInsets"),
    ("Scrolling/ScrollView.swift", "public var safeAreaInsets: EdgeInsets"),
    ("Scrolling/ScrollView.swift", "public var bounceDuration: Duration"),
    ("Scrolling/ScrollView.swift", "public var scrollAnimationDuration: Duration"),
    ("Scrolling/ScrollView.swift", "public var decelerationProjection: CGFloat"),
    ("Scrolling/ScrollView.swift", "public var decelerationDuration: Duration"),
    ("Scrolling/ScrollView+Motion.swift", "public func setContentOffset("),
    ("Scrolling/ScrollView+Dragging.swift", "public func drag(to offset: CGPoint)"),
    ("Scrolling/ScrollView+Dragging.swift", "public func drag(by distance: CGFloat)"),
    ("Scrolling/ScrollView+Dragging.swift", "public func endDragging("),
    ("Scrolling/ScrollView.swift", "func setRefreshInset("),
    ("Components/RefreshComponent.swift", "open var pullingPercent: CGFloat"),
    ("Components/RefreshComponent.swift", "public var fastAnimationDuration: Duration"),
    ("Components/RefreshComponent.swift", "public var slowAnimationDuration: Duration"),
    ("Headers/RefreshHeader.swift", "public var ignoredScrollViewContentInsetTop: CGFloat"),
    ("Headers/RefreshHeader.swift", "public var triggerDistance: CGFloat"),
    ("Headers/RefreshHeader.swift", "public var height: CGFloat"),
    ("Registry/ScrollView+Refresh.swift", "public func triggerDelayRefreshing("),
  ]

  /// Words that state a rule for bad values.
  static let ruleWords = [
    "NaN", "non-finite", "ignored", "clamp", "count as zero", "counts as zero", "negative",
  ]
}

extension BadInputDocumentationTests {
  @Test(arguments: rules.map { "\($0.file): \($0.declaration)" })
  func theRuleIsDocumented(_ entry: String) throws {
    let parts = entry.components(separatedBy: ": ")
    let file = parts[0]
    let declaration = parts.dropFirst().joined(separator: ": ")
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/RefreshKit")
    let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let index = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(declaration) },
      "\(declaration) not found in \(file)")
    var comment: [String] = []
    var line = index - 1
    while line >= 0, lines[line].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
      comment.insert(
        lines[line].trimmingCharacters(in: .whitespaces).dropFirst(3)
          .trimmingCharacters(in: .whitespaces), at: 0)
      line -= 1
    }
    let doc = comment.joined(separator: " ")
    #expect(
      Self.ruleWords.contains { doc.localizedCaseInsensitiveContains($0) },
      "\(file): the doc comment of `\(declaration)` does not say what bad values do")
  }
}
