import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// MJRefresh's "custom text" example as a porting user writes it: titles per state, then a
/// font and a colour on each label; the screen must show them.
@MainActor
@Suite struct LabelStylingTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  let header: RefreshNormalHeader

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 800)
    header = RefreshNormalHeader {}
    header.setTitle("Pull down to refresh", for: .idle)
    header.setTitle("Release to refresh", for: .pulling)
    header.setTitle("Loading ...", for: .refreshing)
    header.stateLabel.font = .systemFont(ofSize: 15)
    header.lastUpdatedTimeLabel.font = .systemFont(ofSize: 14, weight: .light)
    header.stateLabel.textColor = .red
    header.lastUpdatedTimeLabel.textColor = .blue
    list.refreshHeader = header
  }
}

extension LabelStylingTests {
  @Test func theSVGShowsEachLabelsFontAndColour() {
    list.pull(by: 70, release: false)
    let svg = SVGRenderer().render(list)
    let stateLine = svg.split(separator: "\n").first { $0.contains("Release to refresh") }
    #expect(stateLine?.contains("fill=\"#ff0000\"") == true)
    #expect(stateLine?.contains("font-size=\"15\"") == true)
    // The state label's font is regular now: the default bold is gone.
    #expect(stateLine?.contains("font-weight") == false)
    let timeLine = svg.split(separator: "\n").first { $0.contains("Last update: ") }
    #expect(timeLine?.contains("fill=\"#0000ff\"") == true)
    #expect(timeLine?.contains("font-weight=\"300\"") == true)
  }

  @Test func aTerminalShowsTheColourAndAPipeShowsPlainText() {
    list.pull(by: 70, release: false)
    let coloured = TextRenderer(usesColor: true).render(list)
    #expect(coloured.contains("\u{1B}[0;38;2;255;0;0mRelease to refresh"))
    let plain = TextRenderer(usesColor: false).render(list)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("Release to refresh"))
  }

  @Test func aBackgroundColourFillsTheView() {
    header.backgroundColor = Color(white: 0.9, alpha: 0.5)
    list.pull(by: 70, release: false)
    let svg = SVGRenderer().render(list)
    #expect(
      svg.contains("<rect width=\"320\" height=\"54\" fill=\"#e6e6e6\" fill-opacity=\"0.5\"/>"))
    header.backgroundColor = .clear
    #expect(!SVGRenderer().render(list).contains("fill=\"#e6e6e6\""))
  }

  @Test func theFontSizeSetsTheLabelsWidthAndBoldFollowsTheWeight() {
    let label = Label(text: "abcde")
    #expect(label.textWidth == 5 * 0.6 * 14)
    label.font = .boldSystemFont(ofSize: 20)
    #expect(label.textWidth == 5 * 0.6 * 20)
    #expect(label.isBold)
    label.font = .systemFont(ofSize: 20, weight: .medium)
    #expect(!label.isBold)
    label.isBold = true
    #expect(label.font == Font(size: 20, weight: .bold))
    label.fontSize = .nan
    #expect(label.fontSize == 20)
  }

  @Test func coloursClampAndNameUIKitsGreys() {
    #expect(
      Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(Color.darkGray.hexString == "#555555")
    #expect(Color.lightGray.hexString == "#aaaaaa")
    #expect(Color.gray.hexString == "#808080")
    #expect(Color.clear.alpha == 0)
    #expect(Font(size: -3).size == 0)
    #expect(Font.systemFont(ofSize: 12).weight == .regular)
  }
}
