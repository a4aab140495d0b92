import Foundation
import RefreshKit
import RefreshKitRendering
import Testing

@MainActor
@Suite struct RowsViewTests {
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
}

extension RowsViewTests {
  @Test func keepsTheScrollViewsContentSizeInStep() {
    let rows = RowsView(rows: ["a", "b", "c"], rowHeight: 40, width: 360)
    list.addSubview(rows)
    #expect(list.contentSize == CGSize(width: 360, height: 120))
    rows.rows.insert("new", at: 0)
    #expect(list.contentSize == CGSize(width: 360, height: 160))
    rows.rowHeight = 50
    #expect(list.contentSize == CGSize(width: 360, height: 200))
    #expect(rows.rectForRow(at: 1) == CGRect(x: 0, y: 50, width: 360, height: 50))
  }

  @Test func ignoresBadRowHeights() {
    let rows = RowsView(rows: ["a"], rowHeight: .nan, width: 100)
    #expect(rows.rowHeight == 40)
    rows.rowHeight = -3
    rows.rowHeight = .infinity
    #expect(rows.rowHeight == 40)
    #expect(rows.frame.height == 40)
  }
}
