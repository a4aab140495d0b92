import Foundation
import RefreshKit
import RefreshKitRendering

/// The phone-sized list the demo plays with: a scroll view with twenty rows, a header
/// and (when the library has one) an auto footer, and a pretend data source that takes a
/// while to load.
@MainActor
final class DemoList {
  /// The list's size: a phone's width; 26 text rows high at the standard scale.
  static let size = CGSize(width: 360, height: 468)
  /// How long a pretend load takes.
  static let loadDuration: Duration = .milliseconds(1800)

  let scheduler: any Scheduler
  let scrollView: ScrollView
  let rows: RowsView
  let header: RefreshHeader
  let footer: RefreshFooter
  private var newRowCount = 0
  private(set) var pagesLoaded = 0
  /// Whether the header's refresh keeps the reader's place (`--keep-place`).
  let keepsPlace: Bool
  /// "N new" over the list, in the timeline mode (shown on the status line).
  let newItemsPill: NewItemsPill

  /// The footer the demo uses: the library's normal auto footer (text and indicator).
  static func makeFooter() -> RefreshFooter {
    RefreshAutoNormalFooter()
  }

  init(
    scheduler: any Scheduler, header: RefreshHeader, footer: RefreshFooter = makeFooter(),
    keepsPlace: Bool = false
  ) {
    self.scheduler = scheduler
    self.header = header
    self.footer = footer
    self.keepsPlace = keepsPlace
    scrollView = ScrollView(frame: CGRect(origin: .zero, size: DemoList.size), scheduler: scheduler)
    newItemsPill = NewItemsPill(scrollView: scrollView)
    rows = RowsView(rows: (1...20).map { "Item \($0)" }, rowHeight: 36, width: DemoList.size.width)
    scrollView.addSubview(rows)
    scrollView.addRefreshHeader(refreshHeader: header) { [weak self] in self?.loadNewRows() }
    scrollView.addRefreshFooter(refreshFooter: footer) { [weak self] in self?.loadNextPage() }
  }

  /// The header's refresh: after a load, three new rows appear at the top.
  private func loadNewRows() {
    scheduler.schedule(after: DemoList.loadDuration) { [weak self] in
      guard let self else { return }
      let fresh = (1...3).map { "New item \(self.newRowCount + $0)" }
      self.newRowCount += 3
      self.rows.rows.insert(contentsOf: fresh.reversed(), at: 0)
      guard self.keepsPlace else {
        self.header.endRefreshing(result: .success)
        return
      }
      // The timeline mode: the rows the reader was at stay where they are on screen.
      self.header.endRefreshing(
        result: .success, insertedAbove: CGFloat(fresh.count) * self.rows.rowHeight)
      self.newItemsPill.add(fresh.count)
    }
  }

  /// The footer's load: after a load, five more rows at the end; after the second page
  /// there is no more data.
  private func loadNextPage() {
    scheduler.schedule(after: DemoList.loadDuration) { [weak self] in
      guard let self else { return }
      let first = self.rows.rows.count - self.newRowCount + 1
      self.rows.rows.append(contentsOf: (first..<first + 5).map { "Item \($0)" })
      self.pagesLoaded += 1
      if self.pagesLoaded >= 2 {
        self.footer.endRefreshingWithNoMoreData()
      } else {
        self.footer.endRefreshing()
      }
    }
  }

  /// The state of every component, for noticing changes.
  var stateKey: String {
    "header \(headerState), footer \(footer.state)"
  }

  /// The header's state, and whether it is showing the result of the last refresh.
  private var headerState: String {
    let floor = header.secondFloorState
    if floor != .closed { return "\(header.state) (second floor \(floor))" }
    return header.isShowingResult ? "\(header.state) (showing result)" : "\(header.state)"
  }

  /// One line: states, how far the header is pulled, the offset and the insets.
  var statusLine: String {
    let insets = scrollView.adjustedContentInset
    // The pull's percent means something only while the header can be pulled out.
    let pulling =
      header.state == .pulling
      || (header.state == .idle && scrollView.isDragging && header.pullingPercent > 0)
    let percent = pulling ? " \(Int((header.pullingPercent * 100).rounded()))%" : ""
    return "header \(headerState)\(percent) · footer \(footer.state)"
      + " · offset \(Int(scrollView.contentOffset.y.rounded()))"
      + " · insets top \(Int(insets.top.rounded())) bottom \(Int(insets.bottom.rounded()))"
      + (newItemsPill.isShowing ? " · \(newItemsPill.text)" : "")
  }
}
