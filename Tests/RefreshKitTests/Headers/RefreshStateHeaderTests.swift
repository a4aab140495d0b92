import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshStateHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let store = InMemoryLastUpdatedTimeStore()

  /// A header with an in-memory store, a fixed clock at 2026-03-05 14:05 in UTC+8, and no
  /// result display (the result phase has its own tests).
  func makeHeader(_ header: RefreshStateHeader = RecordingStateHeader()) -> RefreshStateHeader {
    header.lastUpdatedTimeStore = store
    header.calendar = FixedClock.gregorian
    header.timeZone = FixedClock.shanghai
    header.currentDate = { FixedClock.date(2026, 3, 5, 14, 5) }
    header.shownResultDuration = .zero
    return header
  }
}

/// Records the state label's text at every state change, as an app's `didSet` sees it.
final class RecordingStateHeader: RefreshStateHeader, StateRecording {
  let recorder = StateRecorder<String>(.everySetting)
  override var state: RefreshState {
    didSet { recorder.record(stateLabel.text, for: state, from: oldValue) }
  }
}

extension RefreshStateHeaderTests {
  @Test(arguments: [
    ("en", ["Release to refresh", "Loading...", "Pull down to refresh"], "Pull down to refresh"),
    ("zh-Hans", ["松开立即刷新", "正在刷新数据中...", "下拉可以刷新"], "下拉可以刷新"),
    ("zh-Hant", ["鬆開立即刷新", "正在刷新數據中...", "下拉可以刷新"], "下拉可以刷新"),
    ("ko", ["놓으면 새로고침", "로딩중...", "아래로 당겨 새로고침"], "아래로 당겨 새로고침"),
  ])
  func textOfEveryStateInATimeline(language: String, texts: [String], idle: String) {
    RefreshLocalization.pinned(language) {
      let header = RecordingStateHeader()
      _ = makeHeader(header)
      list.refreshHeader = header
      #expect(header.stateLabel.text == idle)
      list.pullToRefresh()
      scheduler.runUntilIdle()
      header.endRefreshing()
      scheduler.runUntilIdle()
      // The initial idle reaches the observer once, after `prepare()`.
      #expect(header.texts == [idle] + texts)
      #expect(RefreshInvariants.violations(in: list) == [])
    }
  }

  @Test func willRefreshShowsTheRefreshingTitle() {
    RefreshLocalization.pinned("zh-Hans") {
      let header = makeHeader()
      list.isVisible = false
      list.refreshHeader = header
      header.beginRefreshing()
      #expect(header.state == .willRefresh)
      #expect(header.stateLabel.text == "正在刷新数据中...")
      header.setTitle("Waiting", for: .willRefresh)
      #expect(header.stateLabel.text == "Waiting")
    }
  }

  @Test func setTitleAppliesAtOnceAndNilRestores() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      list.refreshHeader = header
      header.setTitle("Pull to sync", for: .idle)
      #expect(header.stateLabel.text == "Pull to sync")
      header.setTitle("Syncing", for: .refreshing)
      #expect(header.stateLabel.text == "Pull to sync")
      header.beginRefreshing()
      #expect(header.stateLabel.text == "Syncing")
      header.setTitle(nil, for: .refreshing)
      #expect(header.stateLabel.text == "Loading...")
      #expect(header.title(for: .idle) == "Pull to sync")
      #expect(header.title(for: .pulling) == "Release to refresh")
    }
  }

  @Test func emptyAndVeryLongTitles() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      list.refreshHeader = header
      header.setTitle("", for: .idle)
      #expect(header.stateLabel.text == "")
      let long = String(repeating: "Pull down to refresh, please. ", count: 200)
      header.setTitle(long, for: .idle)
      list.layoutIfNeeded()
      #expect(header.stateLabel.text == long)
      #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
      #expect(RefreshInvariants.violations(in: list) == [])
    }
  }

  @Test func labelFramesWithAndWithoutTheTimeLabel() {
    let header = makeHeader()
    list.refreshHeader = header
    list.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
    #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 375, height: 27))

    header.lastUpdatedTimeLabel.isHidden = true
    header.setNeedsLayout()
    list.layoutIfNeeded()
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 54))

    // A hidden state label hides both: the time label gets no room.
    header.lastUpdatedTimeLabel.isHidden = false
    header.stateLabel.isHidden = true
    header.setNeedsLayout()
    list.layoutIfNeeded()
    #expect(header.lastUpdatedTimeLabel.frame == .zero)
  }

  @Test func labelLeftInsetSanitizing() {
    let header = makeHeader()
    #expect(header.labelLeftInset == 25)
    header.labelLeftInset = .nan
    #expect(header.labelLeftInset == 25)
    header.labelLeftInset = .infinity
    #expect(header.labelLeftInset == 25)
    header.labelLeftInset = -4
    #expect(header.labelLeftInset == 0)
    header.labelLeftInset = 12
    #expect(header.labelLeftInset == 12)
  }

  @Test func clampedLabelLeftInsetMovesTheArrow() {
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: makeHeader(header)) {}
    list.layoutIfNeeded()
    header.labelLeftInset = -4  // clamps to 0: the arrow must move up to the text
    list.layoutIfNeeded()
    let clamped = header.arrowView.frame
    header.labelLeftInset = 0
    list.layoutIfNeeded()
    #expect(clamped == header.arrowView.frame)
  }
}

// MARK: - Last updated

extension RefreshStateHeaderTests {
  /// The text for a record at `date` seen at `now`, in UTC+8 unless `timeZone` says otherwise.
  func text(for date: Date?, now: Date, timeZone: TimeZone = FixedClock.shanghai) -> String {
    let header = makeHeader()
    header.timeZone = timeZone
    header.currentDate = { now }
    if let date { store.setDate(date, forKey: "probe") }
    header.lastUpdatedTimeKey = date == nil ? "nothing-here" : "probe"
    return header.lastUpdatedTimeLabel.text
  }

  @Test func formatsAroundMidnight() {
    RefreshLocalization.pinned("en") {
      let now = FixedClock.date(2026, 3, 5, 0, 0, 30)
      #expect(text(for: FixedClock.date(2026, 3, 5, 0, 0), now: now) == "Last update: Today 00:00")
      #expect(
        text(for: FixedClock.date(2026, 3, 4, 23, 59), now: now) == "Last update: 03-04 23:59")
      let lateNow = FixedClock.date(2026, 3, 5, 23, 59, 59)
      #expect(
        text(for: FixedClock.date(2026, 3, 5, 0, 0), now: lateNow) == "Last update: Today 00:00")
    }
  }

  @Test func formatsAroundTheYearBoundary() {
    RefreshLocalization.pinned("en") {
      let now = FixedClock.date(2026, 1, 1, 0, 1)
      #expect(
        text(for: FixedClock.date(2025, 12, 31, 23, 59), now: now)
          == "Last update: 2025-12-31 23:59")
      #expect(
        text(for: FixedClock.date(2026, 1, 1, 0, 0), now: now) == "Last update: Today 00:00")
      // Same month and day a year apart: not "Today" (MJRefresh compared the day only).
      #expect(
        text(for: FixedClock.date(2025, 1, 1, 9, 10), now: now) == "Last update: 2025-01-01 09:10")
      // Same day of the month, another month: not "Today" either.
      #expect(
        text(for: FixedClock.date(2026, 3, 5, 9, 10), now: FixedClock.date(2026, 4, 5, 10, 0))
          == "Last update: 03-05 09:10")
    }
  }

  @Test func theTimeZoneDecidesTheDay() {
    RefreshLocalization.pinned("en") {
      let record = FixedClock.date(2026, 3, 4, 20, 0, in: TimeZone(identifier: "UTC")!)
      let now = FixedClock.date(2026, 3, 5, 2, 0, in: TimeZone(identifier: "UTC")!)
      #expect(text(for: record, now: now) == "Last update: Today 04:00")
      #expect(
        text(for: record, now: now, timeZone: TimeZone(identifier: "UTC")!)
          == "Last update: 03-04 20:00")
    }
  }

  @Test func noRecordAndChineseWords() {
    RefreshLocalization.pinned("en") {
      #expect(text(for: nil, now: FixedClock.date(2026, 3, 5, 14, 5)) == "Last update: No record")
    }
    RefreshLocalization.pinned("zh-Hans") {
      let now = FixedClock.date(2026, 3, 5, 14, 5)
      #expect(text(for: nil, now: now) == "最后更新：无记录")
      #expect(text(for: FixedClock.date(2026, 3, 5, 9, 10), now: now) == "最后更新：今天 09:10")
    }
  }

  @Test func successWritesThisHeadersKeyOnly() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      header.lastUpdatedTimeKey = "inbox"
      let other = makeHeader()
      other.lastUpdatedTimeKey = "archive"
      list.refreshHeader = header
      #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
      list.pullToRefresh()
      header.endRefreshing()
      #expect(store.dates == ["inbox": FixedClock.date(2026, 3, 5, 14, 5)])
      #expect(header.lastUpdatedTime == FixedClock.date(2026, 3, 5, 14, 5))
      #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
      #expect(other.lastUpdatedTime == nil)
      // Switching to a key with a record shows that record at once.
      other.lastUpdatedTimeKey = "inbox"
      #expect(other.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
    }
  }

  @Test func failureCancelAndDetachDoNotWrite() {
    let header = makeHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing(result: .failure(message: nil))
    #expect(store.dates == [:])
    // A willRefresh cancelled before it started is not a refresh.
    list.isVisible = false
    header.beginRefreshing()
    header.endRefreshing()
    #expect(store.dates == [:])
    // Detached mid-refresh: not a success either.
    list.isVisible = true
    header.beginRefreshing()
    list.refreshHeader = nil
    #expect(header.state == .idle)
    #expect(store.dates == [:])
  }

  @Test func nilAndEmptyKeysUseTheSharedDefault() {
    let header = makeHeader()
    #expect(header.lastUpdatedTimeKey == nil)
    #expect(header.effectiveLastUpdatedTimeKey == RefreshStateHeader.defaultLastUpdatedTimeKey)
    header.lastUpdatedTimeKey = ""
    #expect(header.effectiveLastUpdatedTimeKey == RefreshStateHeader.defaultLastUpdatedTimeKey)
    list.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    #expect(store.dates.keys.sorted() == [RefreshStateHeader.defaultLastUpdatedTimeKey])
  }

  @Test func customFormatterAndItsEmptyResult() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      var seen: [Date?] = []
      header.lastUpdatedTimeText = { date in
        seen.append(date)
        return date == nil ? "Never synced" : ""
      }
      #expect(header.lastUpdatedTimeLabel.text == "Never synced")
      list.refreshHeader = header
      header.beginRefreshing()
      header.endRefreshing()
      // An empty result falls back to the built-in text.
      #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
      #expect(seen == [nil, FixedClock.date(2026, 3, 5, 14, 5)])
      header.lastUpdatedTimeText = nil
      #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
    }
  }

  @Test func nonFiniteDatesShowNoRecord() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      #expect(
        header.defaultLastUpdatedTimeText(for: Date(timeIntervalSinceReferenceDate: .nan))
          == "Last update: No record")
      header.currentDate = { Date(timeIntervalSinceReferenceDate: .infinity) }
      #expect(
        header.defaultLastUpdatedTimeText(for: FixedClock.date(2026, 3, 5, 9, 10))
          == "Last update: 2026-03-05 09:10")
    }
  }
}

// MARK: - Language changes

extension RefreshStateHeaderTests {
  @Test func runtimeLanguageSwitchReRendersALiveHeader() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      list.refreshHeader = header
      store.setDate(FixedClock.date(2026, 3, 5, 9, 10), forKey: header.effectiveLastUpdatedTimeKey)
      header.lastUpdatedTimeKey = nil
      list.pull(by: 80, release: false)
      #expect(header.state == .pulling)
      #expect(header.stateLabel.text == "Release to refresh")
      RefreshLocalization.language = "zh-Hans"
      #expect(header.stateLabel.text == "松开立即刷新")
      #expect(header.lastUpdatedTimeLabel.text == "最后更新：今天 09:10")
      RefreshLocalization.language = "ru"
      #expect(header.stateLabel.text == "Отпустите для обновления")
      #expect(header.lastUpdatedTimeLabel.text == "Последнее обновление: Сегодня 09:10")
      list.endDragging()
      #expect(header.stateLabel.text == "Обновление...")
    }
  }

  @Test func customTitlesSurviveALanguageSwitch() {
    RefreshLocalization.pinned("en") {
      let header = makeHeader()
      header.setTitle("Sync", for: .idle)
      RefreshLocalization.language = "ko"
      #expect(header.stateLabel.text == "Sync")
      #expect(header.title(for: .pulling) == "놓으면 새로고침")
    }
  }

  @Test func unknownLanguageFallsBackToEnglish() {
    RefreshLocalization.pinned("tlh") {
      let header = makeHeader()
      #expect(header.stateLabel.text == "Pull down to refresh")
      #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    }
  }

  @Test func noLabelShowsARawKeyInAnyLanguage() {
    let rawKeys = Set(RefreshLocalization.Key.allCases.map(\.rawValue))
    for language in RefreshLocalization.supportedLanguages {
      RefreshLocalization.pinned(language) {
        let header = makeHeader()
        list.refreshHeader = header
        var shown = [header.stateLabel.text, header.lastUpdatedTimeLabel.text]
        list.pull(by: 80, release: false)
        shown.append(header.stateLabel.text)
        list.endDragging()
        shown.append(header.stateLabel.text)
        header.endRefreshing()
        shown += [header.stateLabel.text, header.lastUpdatedTimeLabel.text]
        for text in shown {
          #expect(!text.isEmpty, "\(language)")
          #expect(!rawKeys.contains(where: { text.contains($0) }), "\(language): \(text)")
        }
        list.refreshHeader = nil
      }
    }
  }
}

// MARK: - The result phase

/// One moment of a result-phase timeline.
struct ResultSample: Equatable, CustomStringConvertible {
  var time: Int
  var state: RefreshState
  var text: String
  var insetTop: CGFloat
  var offsetY: CGFloat

  var description: String { "t=\(time)ms \(state) \"\(text)\" inset=\(insetTop) y=\(offsetY)" }
}

extension RefreshStateHeaderTests {
  /// A header with the default 0.5 s result display.
  func makeResultHeader() -> RefreshStateHeader {
    let header = makeHeader()
    header.shownResultDuration = .milliseconds(500)
    return header
  }

  /// A result header attached with a counting block, started by `begin`, refreshing for a
  /// second and ended with success (counting the end's completions): its result shows.
  func endedWithSuccess(
    startedBy begin: (RefreshStateHeader) -> Void
  ) -> (header: RefreshStateHeader, blocks: Counter, completions: Counter) {
    let header = makeResultHeader()
    let blocks = Counter()
    let completions = Counter()
    list.addRefreshHeader(refreshHeader: header) { blocks.count += 1 }
    begin(header)
    scheduler.advance(by: .seconds(1))
    header.endRefreshing(result: .success) { completions.count += 1 }
    return (header, blocks, completions)
  }

  func sample(_ header: RefreshStateHeader) -> ResultSample {
    ResultSample(
      time: Int(scheduler.now / .milliseconds(1)), state: header.state,
      text: header.stateLabel.text, insetTop: list.adjustedContentInset.top,
      offsetY: (list.contentOffset.y * 10).rounded() / 10)
  }

  @Test func resultPhaseTimeline() {
    RefreshLocalization.pinned("en") {
      let header = makeResultHeader()
      #expect(header.shownResultDuration == .milliseconds(500))
      let completions = Counter()
      list.refreshHeader = header
      header.beginRefreshing()
      var samples = [sample(header)]
      var violations: [String] = []
      scheduler.advance(to: .milliseconds(1000))
      samples.append(sample(header))
      header.endRefreshing(result: .success) { completions.count += 1 }
      samples.append(sample(header))
      #expect(header.isShowingResult)
      #expect(header.shownResult == .success)
      for time in [1250, 1499, 1500, 1700, 1900] {
        scheduler.advance(to: .milliseconds(Int64(time)))
        samples.append(sample(header))
        violations += RefreshInvariants.violations(in: list)
        if time < 1900 { #expect(completions.count == 0, "t=\(time)") }
      }
      #expect(
        samples == [
          ResultSample(time: 0, state: .refreshing, text: "Loading...", insetTop: 54, offsetY: 0),
          ResultSample(
            time: 1000, state: .refreshing, text: "Loading...", insetTop: 54, offsetY: -54),
          ResultSample(
            time: 1000, state: .idle, text: "Refresh succeeded", insetTop: 54, offsetY: -54),
          ResultSample(
            time: 1250, state: .idle, text: "Refresh succeeded", insetTop: 54, offsetY: -54),
          ResultSample(
            time: 1499, state: .idle, text: "Refresh succeeded", insetTop: 54, offsetY: -54),
          ResultSample(
            time: 1500, state: .idle, text: "Pull down to refresh", insetTop: 0, offsetY: -54),
          ResultSample(
            time: 1700, state: .idle, text: "Pull down to refresh", insetTop: 0, offsetY: -13.5),
          ResultSample(
            time: 1900, state: .idle, text: "Pull down to refresh", insetTop: 0, offsetY: 0),
        ])
      #expect(violations == [])
      #expect(completions.count == 1)
      #expect(!header.isShowingResult)
      #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 14:05")
      #expect(scheduler.pendingCount == 0)
    }
  }

  @Test func failureShowsItsMessageAndDoesNotRecord() {
    RefreshLocalization.pinned("en") {
      let header = makeResultHeader()
      list.refreshHeader = header
      var shown: [String] = []
      for result in [
        RefreshResult.failure(message: "No connection"), .failure(message: nil),
        .failure(message: ""), .success,
      ] {
        header.beginRefreshing()
        header.endRefreshing(result: result)
        shown.append(header.stateLabel.text)
        #expect(RefreshInvariants.violations(in: list) == [])
        scheduler.runUntilIdle()
        #expect(list.adjustedContentInset.top == 0)
      }
      #expect(shown == ["No connection", "Refresh failed", "Refresh failed", "Refresh succeeded"])
      #expect(store.dates.count == 1)
    }
  }

  @Test func resultTextsInChinese() {
    RefreshLocalization.pinned("zh-Hans") {
      let header = makeResultHeader()
      list.refreshHeader = header
      header.beginRefreshing()
      header.endRefreshing(result: .success)
      #expect(header.stateLabel.text == "刷新成功")
      RefreshLocalization.language = "zh-Hant"
      header.beginRefreshing()
      header.endRefreshing(result: .failure(message: nil))
      #expect(header.stateLabel.text == "刷新失敗")
      // A language change during the display re-renders the result at once.
      RefreshLocalization.language = "en"
      #expect(header.stateLabel.text == "Refresh failed")
    }
  }

  @Test func zeroDurationAndAHiddenLabelCollapseAtOnce() {
    let header = makeResultHeader()
    list.refreshHeader = header
    header.shownResultDuration = .milliseconds(-300)
    #expect(header.shownResultDuration == .zero)
    header.beginRefreshing()
    header.endRefreshing(result: .success)
    #expect(!header.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)

    header.shownResultDuration = .milliseconds(500)
    header.stateLabel.isHidden = true
    header.beginRefreshing()
    header.endRefreshing(result: .success)
    #expect(!header.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)
    // A bare header has no label: it never shows a result.
    let bare = RefreshHeader()
    list.refreshHeader = bare
    bare.beginRefreshing()
    bare.endRefreshing(result: .success)
    #expect(!bare.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)
  }
  @Test func aPlainEndCollapsesAtOnceAndStillCountsAsSuccess() {
    RefreshLocalization.pinned("en") {
      let header = makeResultHeader()
      list.contentInset = EdgeInsets(top: 20)
      list.refreshHeader = header
      header.beginRefreshing()
      scheduler.advance(by: .seconds(1))
      header.endRefreshing()
      // MJRefresh's plain end: no result text, the inset is the app's at once.
      #expect(header.state == .idle)
      #expect(!header.isShowingResult)
      #expect(header.stateLabel.text == "Pull down to refresh")
      #expect(list.adjustedContentInset.top == 20)
      #expect(header.lastUpdatedTime != nil)
      scheduler.advance(by: header.slowAnimationDuration)
      #expect(list.contentOffset.y == -20)
      #expect(RefreshInvariants.violations(in: list) == [])
    }
  }

  @Test func aPullDuringTheDisplayStartsANewEpisode() {
    RefreshLocalization.pinned("en") {
      let (header, blocks, completions) = endedWithSuccess { _ in list.pullToRefresh() }
      scheduler.advance(by: .milliseconds(200))
      #expect(header.isShowingResult)
      // Pull from the open header past the trigger: the display ends, pulling begins.
      list.pull(by: 80, release: false)
      #expect(header.state == .pulling)
      #expect(!header.isShowingResult)
      #expect(header.stateLabel.text == "Release to refresh")
      #expect(list.adjustedContentInset.top == 0)
      #expect(completions.count == 1)
      #expect(RefreshInvariants.violations(in: list) == [])
      list.endDragging()
      #expect(header.state == .refreshing)
      #expect(blocks.count == 2)
      #expect(list.adjustedContentInset.top == 54)
      // The first display's timer is stale: nothing collapses.
      scheduler.advance(by: .seconds(2))
      #expect(header.state == .refreshing)
      #expect(header.stateLabel.text == "Loading...")
      #expect(list.adjustedContentInset.top == 54)
      #expect(list.contentOffset.y == -54)
      #expect(completions.count == 1)
      #expect(RefreshInvariants.violations(in: list) == [])
    }
  }

  @Test func aBeginDuringTheDisplayStartsANewEpisode() {
    RefreshLocalization.pinned("en") {
      let (header, blocks, completions) = endedWithSuccess { $0.beginRefreshing() }
      scheduler.advance(by: .milliseconds(300))
      header.beginRefreshing()
      #expect(header.state == .refreshing)
      #expect(!header.isShowingResult)
      #expect(header.stateLabel.text == "Loading...")
      #expect(blocks.count == 2)
      #expect(completions.count == 1)
      scheduler.advance(by: .seconds(2))
      #expect(header.state == .refreshing)
      #expect(list.adjustedContentInset.top == 54)
      #expect(RefreshInvariants.violations(in: list) == [])
      header.endRefreshing(result: .failure(message: "Offline"))
      #expect(header.stateLabel.text == "Offline")
      scheduler.runUntilIdle()
      #expect(list.adjustedContentInset.top == 0)
      #expect(list.contentOffset.y == 0)
    }
  }

  @Test func aShortDragDuringTheDisplayKeepsItsTimer() {
    let header = makeResultHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.advance(by: .seconds(1))
    header.endRefreshing(result: .success)
    // Scroll the content up a little: the open header shrinks with it, as when refreshing.
    list.beginDragging()
    list.drag(to: CGPoint(x: 0, y: -20))
    #expect(list.adjustedContentInset.top == 20)
    #expect(RefreshInvariants.violations(in: list) == [])
    scheduler.advance(by: .milliseconds(500))  // the display ends during the drag
    #expect(!header.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)
    list.endDragging()
    scheduler.runUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func detachingDuringTheDisplay() {
    let header = makeResultHeader()
    let completions = Counter()
    list.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing(result: .success) { completions.count += 1 }
    #expect(header.isShowingResult)
    list.refreshHeader = nil
    #expect(!header.isShowingResult)
    #expect(list.adjustedContentInset.top == 0)
    #expect(completions.count == 1)
    scheduler.runUntilIdle()
    #expect(completions.count == 1)
  }
}

extension RefreshStateHeaderTests {
  @Test func resizingDuringTheDisplayKeepsTheContributionInStep() {
    let header = makeResultHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.advance(by: .seconds(1))
    header.endRefreshing(result: .success)
    header.height = 40
    #expect(list.adjustedContentInset.top == 40)
    #expect(RefreshInvariants.violations(in: list) == [])
    header.height = 70
    #expect(list.adjustedContentInset.top == 70)
    scheduler.runUntilIdle()
    #expect(list.adjustedContentInset.top == 0)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}
