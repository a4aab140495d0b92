import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct LabelTests {}

extension LabelTests {
  @Test func widthsUseTheFixedMetrics() {
    let label = Label(text: "Pull down to refresh")
    #expect(abs(label.textWidth - 20 * 8.4) < 1e-9)
    #expect(Label.width(of: "下拉可以刷新", fontSize: 14) == CGFloat(84))
    #expect(Label.width(of: "새로고침", fontSize: 10) == 40)
    #expect(Label.width(of: "", fontSize: 14) == 0)
    #expect(abs(Label.width(of: "e\u{301}", fontSize: 10) - 6) < 1e-9)
  }

  @Test func theCachedWidthFollowsTextAndFontSize() {
    let label = Label(text: "ab")
    #expect(abs(label.textWidth - 2 * 8.4) < 1e-9)
    label.text = "abcd"
    #expect(abs(label.textWidth - 4 * 8.4) < 1e-9)
    label.fontSize = 10
    #expect(abs(label.textWidth - 24) < 1e-9)
    label.fontSize = -1
    label.fontSize = .nan
    #expect(label.fontSize == 10)
  }

  @Test func changingTheTextMarksTheSuperviewForLayout() {
    let parent = View()
    let label = Label(text: "a")
    parent.addSubview(label)
    parent.layoutIfNeeded()
    label.text = "a"
    #expect(!parent.needsLayout)
    label.text = "b"
    #expect(parent.needsLayout)
  }

  @Test func defaults() {
    let label = Label()
    #expect(label.fontSize == 14)
    #expect(label.textAlignment == .center)
    #expect(!label.isBold)
  }
}
