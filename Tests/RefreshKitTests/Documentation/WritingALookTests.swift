import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitStaging
import RefreshKitTesting
import Testing

// The code of the DocC article "Writing a look"
// (Sources/RefreshKit/RefreshKit.docc/WritingALook.md), verbatim up to spacing: every Swift
// block of the article is one region between "// Article: begin" and "// Article: end" below
// (`theArticleIsThisCode` keeps the two in step), and the tests run it on both edges.

// Article: begin
final class GifLook: RefreshLook {
  lazy var gifView: FrameAnimationView? = {
    let view = FrameAnimationView(name: "refresh")
    view.loopMode = .loop
    view.isUserInteractionEnabled = false
    return view
  }()

  var preferredExtent: CGFloat? { 56 }
  // Article: end

  // Article: begin
  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    if let gifView { component.addSubview(gifView) }
    stateDidChange(from: component.state, to: component.state)
  }

  func willUninstall(from component: RefreshComponent) {
    gifView?.stop()
    gifView?.removeFromSuperview()
  }
  // Article: end

  // Article: begin
  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    switch newState {
    case .pulling, .refreshing:
      gifView?.stop()
      gifView?.play()
    case .idle:
      gifView?.stop()
    default:
      break
    }
  }
  // Article: end

  // Article: begin
  func layout(in bounds: CGRect) {
    gifView?.frame = CGRect(
      x: (bounds.width - 24) / 2, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }

  func themeDidChange(_ theme: RefreshTheme) {
    gifView?.tintColor = theme.tintColor ?? .refreshText
  }
}
// Article: end

// Article: begin
final class ArrowLook: RefreshLook {
  let arrow = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))
  let mark = Label()

  var canShowResult: Bool { true }

  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    component.addSubview(arrow)
    component.addSubview(mark)
    placementDidChange(placement)
  }

  func willUninstall(from component: RefreshComponent) {
    arrow.removeFromSuperview()
    mark.removeFromSuperview()
  }

  func placementDidChange(_ placement: RefreshLookPlacement) {
    switch placement.edge {  // point away from the edge the look sits on
    case .top: arrow.rotation = 0
    case .bottom: arrow.rotation = .pi
    case .right: arrow.rotation = .pi / 2
    case .left: arrow.rotation = -.pi / 2
    }
  }

  func resultPhaseDidBegin(_ result: RefreshResult) {
    arrow.isHidden = true
    mark.text = result.isSuccess ? "✓" : "✗"
  }

  func resultPhaseDidEnd() {
    arrow.isHidden = false
    mark.text = ""
  }

  func layout(in bounds: CGRect) {
    arrow.frame = CGRect(x: bounds.midX - 7.5, y: bounds.midY - 20, width: 15, height: 40)
    mark.frame = bounds
  }
}
// Article: end

// Article: begin
final class CompactLook: RefreshNormalLook {
  override init() {
    super.init()
    lastUpdatedTimeLabel.isHidden = true
    labelLeftInset = 12
  }

  override var preferredExtent: CGFloat? { 44 }
}
// Article: end

/// The app around the article's attaching code: a list that reloads and loads more.
@MainActor
private final class GifListController {
  let tableView: ScrollView
  var reloads = 0
  var loads = 0

  init(tableView: ScrollView) {
    self.tableView = tableView
  }

  func reload() { reloads += 1 }
  func loadMore() { loads += 1 }

  func viewDidLoad() {
    // Article: begin
    tableView.addRefreshHeader(refreshHeader: RefreshHeader(look: GifLook())) { [weak self] in
      self?.reload()
    }
    tableView.refreshFooter = RefreshBackFooter(look: GifLook()) { [weak self] in
      self?.loadMore()
    }
    // Article: end
  }

  var headerLook: GifLook? { tableView.refreshHeader?.look as? GifLook }
  var footerLook: GifLook? { tableView.refreshFooter?.look as? GifLook }
}

@MainActor
@Suite final class WritingALookTests {
  let scheduler = TestScheduler()
  let tableView: ScrollView

  init() {
    tableView = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
    tableView.contentSize = CGSize(width: 375, height: 2000)
  }

  isolated deinit { scheduler.expectNoPendingWork() }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Non-empty lines with runs of spaces collapsed.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
      .filter { !$0.isEmpty }
  }
}

extension WritingALookTests {
  @Test func oneLookTypeIs56PointsOnBothEdges() throws {
    let controller = GifListController(tableView: tableView)
    controller.viewDidLoad()
    let header = try #require(tableView.refreshHeader)
    let footer = try #require(tableView.refreshFooter)
    #expect(header.extent == 56 && footer.extent == 56)
    #expect(header.subviews.count == 1 && footer.subviews.count == 1)  // no labels at all
    tableView.layoutIfNeeded()
    let centred = CGRect(x: 175.5, y: 16, width: 24, height: 24)
    #expect(controller.headerLook?.gifView?.frame == centred)
    #expect(controller.footerLook?.gifView?.frame == centred)
  }

  @Test func theHeaderPlaysWhilePullingAndRefreshingAndStopsWhenIdle() throws {
    let controller = GifListController(tableView: tableView)
    controller.viewDidLoad()
    let header = try #require(tableView.refreshHeader)
    let gifView = try #require(controller.headerLook?.gifView)
    #expect(!gifView.isPlaying)

    tableView.pull(by: 70, release: false)
    #expect(header.state == .pulling && gifView.isPlaying)
    tableView.endDragging()
    #expect(header.state == .refreshing && gifView.isPlaying && controller.reloads == 1)
    scheduler.advance(by: .seconds(1))
    #expect(tableView.adjustedContentInset.top == 56 && gifView.isPlaying)

    tableView.endRefreshing()
    #expect(header.state == .idle && !gifView.isPlaying)
    #expect(tableView.adjustedContentInset.top == 0)
    scheduler.advance(by: .seconds(1))
    #expect(controller.footerLook?.gifView?.isPlaying == false)
  }

  @Test func theBackFooterPlaysWhilePullingAndRefreshingAndStopsWhenIdle() throws {
    let controller = GifListController(tableView: tableView)
    controller.viewDidLoad()
    let footer = try #require(tableView.refreshFooter)
    let gifView = try #require(controller.footerLook?.gifView)
    #expect(!gifView.isPlaying)

    tableView.pullUp(by: 70, release: false)
    #expect(footer.state == .pulling && gifView.isPlaying)
    tableView.endDragging()
    #expect(footer.state == .refreshing && gifView.isPlaying && controller.loads == 1)
    scheduler.advance(by: .seconds(1))
    #expect(tableView.adjustedContentInset.bottom == 56 && gifView.isPlaying)

    footer.endRefreshing()
    #expect(footer.state == .idle && !gifView.isPlaying)
    #expect(tableView.adjustedContentInset.bottom == 0)
    scheduler.advance(by: .seconds(1))
    #expect(controller.headerLook?.gifView?.isPlaying == false && controller.reloads == 0)
  }

  @Test func theThemeTintsBothEdgesAndAComponentsOwnWins() throws {
    let controller = GifListController(tableView: tableView)
    controller.viewDidLoad()
    let header = try #require(tableView.refreshHeader)
    #expect(controller.headerLook?.gifView?.tintColor == .refreshText)
    // Article: begin
    tableView.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .darkGray)
    // Article: end
    #expect(controller.headerLook?.gifView?.tintColor == .blue)
    #expect(controller.footerLook?.gifView?.tintColor == .blue)
    header.theme = RefreshTheme(tintColor: .red)
    #expect(controller.headerLook?.gifView?.tintColor == .red)
    #expect(controller.footerLook?.gifView?.tintColor == .blue)
    tableView.refreshTheme = nil
    #expect(controller.footerLook?.gifView?.tintColor == .refreshText)
  }

  @Test func aLookMovesOnceItsComponentLetsGo() throws {
    let header = RefreshHeader(look: GifLook())
    let look = try #require(header.look as? GifLook)
    header.look = nil
    #expect(look.gifView?.superview == nil && header.extent == 56)
    let footer = RefreshBackFooter(look: look)
    #expect(look.gifView?.superview === footer && footer.extent == 56)
  }

  @Test func theArrowPointsTheWayToPullOnEveryEdge() {
    let header = RefreshHeader(look: ArrowLook())
    let footer = RefreshBackFooter(look: ArrowLook())
    let trailing = RefreshTrailer(look: ArrowLook())
    let leading = RefreshTrailer(edge: .leading)
    leading.look = ArrowLook()
    let rotations = [header, footer, trailing, leading].map {
      ($0.look as? ArrowLook)?.arrow.rotation
    }
    #expect(rotations == [0, .pi, .pi / 2, -.pi / 2])
    tableView.refreshLeadingTrailer = trailing  // the slot moves it to the other side
    #expect(trailing.edge == .leading)
    #expect((trailing.look as? ArrowLook)?.arrow.rotation == -.pi / 2)
  }

  @Test func theArrowLookShowsAHeadersResult() throws {
    let look = ArrowLook()
    let header = RefreshHeader(look: look)
    tableView.refreshHeader = header
    tableView.pullToRefresh()
    #expect(header.state == .refreshing)
    header.endRefreshing(result: .failure(message: nil))
    #expect(header.state == .idle && look.mark.text == "✗" && look.arrow.isHidden)
    #expect(tableView.adjustedContentInset.top == 54)  // open while the result shows
    scheduler.advance(by: header.shownResultDuration)
    #expect(look.mark.text == "" && !look.arrow.isHidden)
    scheduler.advance(by: .seconds(1))
    #expect(tableView.adjustedContentInset.top == 0)
  }

  @Test func aLookThatCannotShowAResultCollapsesAtOnce() throws {
    let header = RefreshHeader(look: GifLook())
    tableView.refreshHeader = header
    tableView.pullToRefresh()
    header.endRefreshing(result: .success)
    #expect(tableView.adjustedContentInset.top == 0)
    scheduler.advance(by: .seconds(1))
  }

  @Test func theCompactLookIsTheNormalLook44PointsDeepOnBothEdges() {
    RefreshLocalization.pinned("en") {
      let header = RefreshHeader(look: CompactLook())
      let footer = RefreshBackFooter(look: CompactLook())
      tableView.refreshHeader = header
      tableView.refreshFooter = footer
      #expect(header.extent == 44 && footer.extent == 44)
      let looks = [header.look, footer.look].compactMap { $0 as? CompactLook }
      #expect(looks.map(\.stateLabel.text) == ["Pull down to refresh", "Pull up to load more"])
      #expect(looks.map(\.arrowView.rotation) == [0, .pi])
      #expect(looks.allSatisfy { $0.lastUpdatedTimeLabel.isHidden && $0.labelLeftInset == 12 })
      tableView.pullToRefresh()
      #expect(looks[0].stateLabel.text == "Loading..." && looks[0].loadingView.isAnimating)
      tableView.endRefreshing()
      scheduler.advance(by: .seconds(1))
    }
  }

  @Test func theArticleIsThisCode() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/RefreshKit/RefreshKit.docc/WritingALook.md"),
      encoding: .utf8)
    // The ring look lives where the gallery stages it.
    let ringLook = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/RefreshKitStaging/RingLook.swift"),
      encoding: .utf8)
    let test =
      try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8) + ringLook
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
      Self.lines($0.components(separatedBy: "```").first ?? "")
    }
    let regions = test.components(separatedBy: "// Article: begin\n").dropFirst().map {
      Self.lines($0.components(separatedBy: "// Article: end").first ?? "")
    }
    #expect(blocks.count == 10)
    #expect(regions.count == blocks.count)
    for block in blocks {
      #expect(regions.contains(block), "not in the test file: \(block.first ?? "")")
    }
  }
}
