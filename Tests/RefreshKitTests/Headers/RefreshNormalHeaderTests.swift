import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RefreshNormalHeaderTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 2000)
  let header = RefreshNormalHeader()

  init() {
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    header.calendar = FixedClock.gregorian
    header.timeZone = FixedClock.shanghai
    header.currentDate = { FixedClock.date(2026, 3, 5, 14, 5) }
  }

  /// What the accessories show at one moment.
  struct Look: Equatable, CustomStringConvertible {
    var state: RefreshState
    /// The arrow's rotation, `nil` while it is hidden.
    var arrow: CGFloat?
    var spinning: Bool
    var indicatorHidden: Bool
    var indicatorAlpha: CGFloat

    var description: String {
      "\(state) arrow:\(arrow.map { "\($0)" } ?? "hidden") "
        + "indicator:\(spinning ? "spinning" : "stopped")/\(indicatorHidden ? "hidden" : "shown")"
        + "@\(indicatorAlpha)"
    }
  }

  func look() -> Look {
    Look(
      state: header.state,
      arrow: header.arrowView.isHidden ? nil : (header.arrowView.rotation * 1000).rounded() / 1000,
      spinning: header.loadingView.isAnimating, indicatorHidden: header.loadingView.isHidden,
      indicatorAlpha: (header.loadingView.alpha * 100).rounded() / 100)
  }

  static let pi = (CGFloat.pi * 1000).rounded() / 1000
}

extension RefreshNormalHeaderTests {
  @Test func arrowAndIndicatorPerState() {
    header.shownResultDuration = .zero
    list.refreshHeader = header
    var looks = [look()]
    list.pull(by: 80, release: false)  // pulling: the arrow turns up over 0.25 s
    looks.append(look())
    scheduler.advance(by: .milliseconds(125))
    #expect(header.arrowView.rotation < 0 && header.arrowView.rotation > -.pi)
    scheduler.advance(by: .milliseconds(125))
    looks.append(look())
    #expect(header.arrowView.pointsUp)
    list.drag(to: CGPoint(x: 0, y: -30))  // back under the trigger: idle, turning down
    scheduler.advance(by: .milliseconds(250))
    looks.append(look())
    list.drag(to: CGPoint(x: 0, y: -80))
    scheduler.advance(by: .milliseconds(250))
    list.endDragging()  // refreshing: arrow hidden, indicator spinning
    looks.append(look())
    scheduler.advance(by: .seconds(1))
    header.endRefreshing()  // idle: the indicator fades over 0.4 s, the arrow waits
    looks.append(look())
    scheduler.advance(by: .milliseconds(200))
    looks.append(look())
    scheduler.advance(by: .milliseconds(200))
    looks.append(look())
    #expect(
      looks == [
        Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1),
        Look(.pulling, arrow: 0, spinning: false, indicatorAlpha: 1),
        Look(.pulling, arrow: -Self.pi, spinning: false, indicatorAlpha: 1),
        Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1),
        Look(.refreshing, arrow: nil, spinning: true, indicatorAlpha: 1),
        Look(.idle, arrow: nil, spinning: true, indicatorAlpha: 1),
        Look(.idle, arrow: nil, spinning: true, indicatorAlpha: 0.5),
        Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1),
      ])
    fixture.expectNoLeftoverWork()
  }

  @Test func aNewRefreshOvertakesTheFade() {
    header.shownResultDuration = .zero
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.advance(by: .seconds(1))
    header.endRefreshing()
    scheduler.advance(by: .milliseconds(200))
    header.beginRefreshing()
    #expect(look() == Look(.refreshing, arrow: nil, spinning: true, indicatorAlpha: 1))
    scheduler.advance(by: .seconds(2))
    // The old fade's completion is stale: the arrow stays hidden, the indicator spins.
    #expect(look() == Look(.refreshing, arrow: nil, spinning: true, indicatorAlpha: 1))
    #expect(RefreshInvariants.violations(in: list) == [])
  }

  @Test func theArrowWaitsForTheResultDisplay() {
    RefreshLocalization.pinned("en") {
      list.refreshHeader = header  // shownResultDuration 0.5 s, fade 0.4 s
      header.beginRefreshing()
      scheduler.advance(by: .seconds(1))
      header.endRefreshing(result: .success)
      #expect(header.stateLabel.text == "Refresh succeeded")
      scheduler.advance(by: .milliseconds(400))  // fade over, still showing the result
      #expect(look() == Look(.idle, arrow: nil, spinning: false, indicatorAlpha: 1))
      #expect(header.stateLabel.text == "Refresh succeeded")
      scheduler.advance(by: .milliseconds(100))  // display over: the arrow is back
      #expect(look() == Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1))
      #expect(header.stateLabel.text == "Pull down to refresh")
    }
  }

  @Test func detachingMidFadeRestsAtOnce() {
    header.shownResultDuration = .zero
    list.refreshHeader = header
    header.beginRefreshing()
    scheduler.advance(by: .milliseconds(100))
    list.refreshHeader = nil
    #expect(look() == Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1))
    scheduler.runUntilIdle()
    #expect(look() == Look(.idle, arrow: 0, spinning: false, indicatorAlpha: 1))
  }
}

// MARK: - Layout

extension RefreshNormalHeaderTests {
  /// The accessory centre MJRefresh computes: `width / 2 - textWidth / 2 - labelLeftInset`.
  func expectedCenterX(_ texts: [String]) -> CGFloat {
    let width = texts.map { Label.width(of: $0, fontSize: 14) }.max() ?? 0
    return 375 / 2 - width / 2 - 25
  }

  func accessoryFrames(centerX: CGFloat) -> (arrow: CGRect, indicator: CGRect) {
    (
      CGRect(x: centerX - 7.5, y: 27 - 20, width: 15, height: 40),
      CGRect(x: centerX - 10, y: 27 - 10, width: 20, height: 20)
    )
  }

  @Test func framesWithTheTimeLabel() {
    RefreshLocalization.pinned("en") {
      list.refreshHeader = header
      list.layoutIfNeeded()
      #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
      #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
      #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 375, height: 27))
      // The time label ("Last update: No record", 22 characters) is the wider text.
      let centerX = expectedCenterX(["Pull down to refresh", "Last update: No record"])
      #expect(abs(centerX - 70.1) < 0.001)
      #expect(header.arrowView.frame == accessoryFrames(centerX: centerX).arrow)
      #expect(header.loadingView.frame == accessoryFrames(centerX: centerX).indicator)
    }
  }

  @Test func framesWithoutTheTimeLabel() {
    RefreshLocalization.pinned("en") {
      header.lastUpdatedTimeLabel.isHidden = true
      list.refreshHeader = header
      list.layoutIfNeeded()
      #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 54))
      let centerX = expectedCenterX(["Pull down to refresh"])
      #expect(abs(centerX - 78.5) < 0.001)
      #expect(header.arrowView.frame == accessoryFrames(centerX: centerX).arrow)
      #expect(header.loadingView.frame == accessoryFrames(centerX: centerX).indicator)
      // A new title moves the arrow at the next layout pass.
      list.pull(by: 80, release: false)
      list.layoutIfNeeded()
      let pullingX = expectedCenterX(["Release to refresh"])
      #expect(header.arrowView.frame == accessoryFrames(centerX: pullingX).arrow)
    }
  }

  @Test func framesInChinese() {
    RefreshLocalization.pinned("zh-Hans") {
      header.lastUpdatedTimeLabel.isHidden = true
      list.refreshHeader = header
      list.layoutIfNeeded()
      // Six wide characters: 6 × 14 = 84 pt.
      #expect(header.arrowView.frame == accessoryFrames(centerX: 187.5 - 42 - 25).arrow)
    }
  }

  @Test func hiddenLabelsCentreTheAccessories() {
    header.stateLabel.isHidden = true
    list.refreshHeader = header
    list.layoutIfNeeded()
    #expect(header.arrowView.frame == accessoryFrames(centerX: 187.5).arrow)
    #expect(header.loadingView.frame == accessoryFrames(centerX: 187.5).indicator)
    #expect(header.lastUpdatedTimeLabel.frame == .zero)
  }

  @Test func emptyAndVeryLongTitlesKeepTheArrowInside() {
    header.lastUpdatedTimeLabel.isHidden = true
    list.refreshHeader = header
    header.setTitle("", for: .idle)
    list.layoutIfNeeded()
    #expect(header.arrowView.frame == accessoryFrames(centerX: 187.5).arrow)
    header.setTitle(String(repeating: "very long title ", count: 50), for: .idle)
    list.layoutIfNeeded()
    // Never off the left edge: the centre stays at half the indicator's width.
    #expect(header.arrowView.frame == accessoryFrames(centerX: 10).arrow)
    #expect(header.loadingView.frame == accessoryFrames(centerX: 10).indicator)
  }
}

extension RefreshNormalHeaderTests.Look {
  /// A look; `arrow: nil` means hidden.
  ///
  /// The indicator is hidden exactly when stopped.
  init(_ state: RefreshState, arrow: CGFloat?, spinning: Bool, indicatorAlpha: CGFloat) {
    self.init(
      state: state, arrow: arrow, spinning: spinning, indicatorHidden: !spinning,
      indicatorAlpha: indicatorAlpha)
  }
}

/// An app subclass whose layout hook adjusts what the built-in layout placed.
///
/// The built-in looks lay out in the same public hook, so the override calls super first, as
/// MJRefresh's `placeSubviews` requires.
@MainActor
final class AdjustingHeader: RefreshNormalHeader {
  override func placeSubviews() {
    super.placeSubviews()
    arrowView.frame.origin.y = 0
  }
}

extension RefreshNormalHeaderTests {
  @Test func anAppLayoutHookRunsAfterTheBuiltInLayout() {
    RefreshLocalization.pinned("en") {
      let header = AdjustingHeader()
      header.lastUpdatedTimeLabel.isHidden = true
      list.refreshHeader = header
      list.layoutIfNeeded()
      #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 54))
      let centerX = expectedCenterX(["Pull down to refresh"])
      #expect(header.arrowView.frame == CGRect(x: centerX - 7.5, y: 0, width: 15, height: 40))
      #expect(header.loadingView.frame == accessoryFrames(centerX: centerX).indicator)
    }
  }
}
