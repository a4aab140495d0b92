import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// What assistive technologies hear about the header: each reading after the one before, as
/// the wrapper reads it after every draw.
@MainActor
@Suite(.serialized) final class HeaderAccessibilityTests {
  let scheduler = TestScheduler()
  let list: ScrollView
  /// What was read last (the wrapper's `shownAccessibility`).
  var shown: HeaderAccessibility?
  /// Every reading that changed something or announced: (label, busy, announcement).
  var heard: [Heard] = []

  struct Heard: Equatable {
    let label: String
    let isBusy: Bool
    let announcement: String?
  }

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
  }

  isolated deinit {
    #expect(scheduler.pendingCount == 0)
  }

  /// Reads the header as the wrapper does, recording what changed.
  func read() {
    let current = HeaderAccessibility(header: list.refreshHeader, after: shown)
    if current.label != shown?.label || current.isBusy != shown?.isBusy
      || current.announcement != nil
    {
      heard.append(
        Heard(label: current.label, isBusy: current.isBusy, announcement: current.announcement))
    }
    shown = current
  }

  /// Refreshes the header and ends it with `result` (nil: a plain end), reading frame by frame.
  func refresh(endingWith result: RefreshResult?) {
    list.refreshHeader?.beginRefreshing()
    runReading()
    if let result {
      list.refreshHeader?.endRefreshing(result: result)
    } else {
      list.refreshHeader?.endRefreshing()
    }
    runReading()
  }

  /// Runs the scheduler frame by frame, reading after every step (a draw per frame).
  func runReading() {
    // Two seconds of frames: every reveal, result display and collapse is over by then.
    for _ in 0..<125 {
      scheduler.advance(by: .milliseconds(16))
      read()
    }
  }
}

extension HeaderAccessibilityTests {
  @Test func aRefreshIsAnnouncedAsItBeginsAndAsItEndsAndTheEndStaysSaid() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {}
    read()
    #expect(shown?.description == "Press F5 or Ctrl+R to refresh")
    #expect(shown?.phase == .resting)
    refresh(endingWith: nil)
    read()
    #expect(
      heard == [
        Heard(label: "Pull down to refresh", isBusy: false, announcement: nil),
        Heard(label: "Loading...", isBusy: true, announcement: "Loading..."),
        Heard(label: "Updated", isBusy: false, announcement: "Updated"),
      ])
    #expect(shown?.phase == .ended(.success))
    // The next pull says where it is again; releasing it refreshes and is announced.
    list.pull(by: 80, release: false)
    read()
    list.endDragging()
    read()
    #expect(
      heard.suffix(2) == [
        Heard(label: "Release to refresh", isBusy: false, announcement: nil),
        Heard(label: "Loading...", isBusy: true, announcement: "Loading..."),
      ])
    list.endRefreshing()
    runReading()
  }

  @Test func aFailureTheHeaderShowsIsSaidInTheSameWordsOnce() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {}
    read()
    refresh(endingWith: .failure(message: "No connection"))
    #expect(
      heard.suffix(1) == [
        Heard(label: "No connection", isBusy: false, announcement: "No connection")
      ])
    #expect(shown?.phase == .endedAsShown(.failure(message: "No connection")))
    // Without a message: the localized words the header shows.
    refresh(endingWith: .failure(message: nil))
    #expect(
      heard.last == Heard(label: "Refresh failed", isBusy: false, announcement: "Refresh failed"))
    // A success it shows: "Refresh succeeded", as on screen.
    refresh(endingWith: .success)
    #expect(
      heard.last
        == Heard(label: "Refresh succeeded", isBusy: false, announcement: "Refresh succeeded"))
  }

  @Test func aHeaderWithoutTextStillSaysHowItEnded() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    list.addRefreshHeader(refreshHeader: RefreshSpinnerHeader()) {}
    read()
    refresh(endingWith: .failure(message: nil))
    refresh(endingWith: nil)
    #expect(
      heard.map(\.announcement) == [nil, "Loading...", "Refresh failed", "Loading...", "Updated"])
  }

  @Test func aRefreshBegunAndEndedBetweenTwoReadingsIsStillAnnounced() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    let header = RefreshNormalHeader()
    list.addRefreshHeader(refreshHeader: header) { [weak header] in header?.endRefreshing() }
    read()
    header.beginRefreshing()
    read()
    #expect(heard.last == Heard(label: "Updated", isBusy: false, announcement: "Updated"))
    scheduler.runUntilIdle()
  }

  @Test func theTextsFollowTheLanguage() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {}
    refresh(endingWith: nil)
    RefreshLocalization.language = "ko"
    read()
    #expect(shown?.label == "업데이트됨")
    #expect(shown?.description == "F5 또는 Ctrl+R 키를 눌러 새로고침")
    #expect(shown?.announcement == nil)
    RefreshLocalization.language = "uk"
    list.refreshHeader?.beginRefreshing()
    read()
    #expect(shown?.label == "Оновлення...")
    #expect(shown?.announcement == "Оновлення...")
    list.endRefreshing()
    runReading()
  }

  @Test func aStateLooksOwnTitlesAreSaid() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    let look = RefreshStateLook()
    look.setTitle("Sync now", for: .idle)
    look.setTitle("Syncing", for: .refreshing)
    list.refreshHeader = RefreshHeader(look: look)
    read()
    list.refreshHeader?.beginRefreshing()
    runReading()
    #expect(heard.map(\.label) == ["Sync now", "Syncing"])
    list.endRefreshing()
    runReading()
  }

  @Test func noHeaderIsSilentAndAnotherHeaderStartsAfresh() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    read()
    #expect(shown == HeaderAccessibility(label: "", isBusy: false))
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {}
    refresh(endingWith: nil)
    // The first header ended; a new one has nothing to say about that.
    list.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {}
    read()
    #expect(shown?.label == "Pull down to refresh")
    #expect(shown?.announcement == nil)
  }
}

extension HeaderAccessibilityTests {
  @Test func theSecondFloorIsSaidAndAnnouncedAsItOpensAndGoesAsItCloses() {
    RefreshLocalization.language = "en"
    defer { RefreshLocalization.language = nil }
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    header.isSecondFloorEnabled = true
    header.secondFloorTitle = "Today's deals"
    read()
    list.beginDragging()
    list.drag(by: 400)  // past 1.9 × 54, with the rubber band
    read()
    #expect(shown?.label == "Release to open")
    #expect(shown?.phase == .releasingToSecondFloor)
    list.endDragging()
    runReading()
    #expect(header.secondFloorState == .open)
    #expect(shown?.label == "Today's deals")
    #expect(shown?.isBusy == false)
    header.closeSecondFloor()
    runReading()
    #expect(shown?.label == "Pull down to refresh")
    #expect(heard.filter { $0.announcement != nil }.map(\.announcement) == ["Today's deals"])
  }
}
