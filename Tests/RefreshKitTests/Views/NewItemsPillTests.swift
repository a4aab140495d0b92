import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct NewItemsPillTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)

  /// A refresh that brought three 80-point rows on top, the place kept, and a pill told so.
  func pillAfterARefresh() -> NewItemsPill {
    let header = RefreshHeader()
    let row = fixture.firstRowUnderRefreshing(header)
    header.endRefreshing(insertedAbove: row.insertAbove(240))
    scheduler.runUntilIdle()
    let pill = NewItemsPill(scrollView: list)
    pill.add(3)
    pill.frame = CGRect(origin: CGPoint(x: 140, y: 8), size: pill.preferredSize)
    return pill
  }
}

extension NewItemsPillTests {
  @Test func showsWhileTheReaderIsBelowTheNewRows() {
    let pill = RefreshLocalization.pinned("en") { pillAfterARefresh() }
    #expect(pill.isShowing)
    #expect(RefreshLocalization.pinned("en") { pill.text } == "3 new")
    #expect(!pill.drawing().items.isEmpty)
    pill.add(2)
    #expect(pill.count == 5)
  }

  @Test func aTapScrollsUpToTheNewRowsAndClears() {
    let pill = pillAfterARefresh()
    #expect(pill.handleTap(at: CGPoint(x: 10, y: 10)))
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)  // the first new row at the top
    #expect(pill.count == 0 && !pill.isShowing)
    #expect(!pill.handleTap(at: CGPoint(x: 10, y: 10)))  // hidden: taps pass
  }

  @Test func aTapOutsideDoesNothing() {
    let pill = pillAfterARefresh()
    let offset = list.contentOffset
    #expect(!pill.handleTap(at: CGPoint(x: -5, y: 10)))
    #expect(!pill.handleTap(at: CGPoint(x: CGFloat.nan, y: 10)))
    #expect(list.contentOffset == offset && pill.isShowing)
  }

  @Test func theReaderReachingTheTopClearsItOnceDrawn() {
    let pill = pillAfterARefresh()
    list.contentOffset = .zero
    #expect(!pill.isShowing)
    #expect(pill.drawing().items.isEmpty)
    list.contentOffset = CGPoint(x: 0, y: 300)  // scrolled down again: seen, stays away
    #expect(!pill.isShowing && pill.count == 0)
  }

  @Test func noNewItemsShowsNothing() {
    let pill = NewItemsPill(scrollView: list)
    list.contentOffset = CGPoint(x: 0, y: 300)
    pill.add(0)
    pill.add(-3)
    #expect(pill.count == 0 && !pill.isShowing)
    #expect(pill.drawing().items.isEmpty)
  }

  @Test(arguments: [
    ("en", "3 new"), ("zh-Hans", "3 条新内容"), ("zh-Hant", "3 則新內容"), ("ko", "새 글 3개"),
    ("ru", "Новых: 3"), ("uk", "Нових: 3"),
  ])
  func theTextIsLocalized(language: String, text: String) {
    let pill = NewItemsPill(scrollView: list)
    pill.add(3)
    #expect(RefreshLocalization.pinned(language) { pill.text } == text)
  }

  @Test func aReleasedListLeavesAnInertPill() {
    var other: ScrollView? = ScrollView(frame: ListFixture.frame, scheduler: scheduler)
    let pill = NewItemsPill(scrollView: other!)  // safe: just assigned
    pill.add(1)
    other = nil
    #expect(pill.scrollView == nil && !pill.isShowing)
    pill.scrollToNewItems()
    #expect(pill.count == 1)
  }
}
