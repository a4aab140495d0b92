import Foundation
import RefreshKit
import RefreshKitRx
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// The usage the project's seeds show, written as an app writes it: a custom spinner
/// header attached with a block, and a view model that drives the list by status.
@MainActor
@Suite final class SeedUsageTests: ListFixtureSuite {
  let fixture = ListFixture(contentHeight: 1000)

  // Every test ends with nothing left running: no animation or timer nobody stopped.
  isolated deinit { scheduler.expectNoPendingWork() }

}

@MainActor
private final class FeedViewModel: Refreshable {
  let refreshStatus = BehaviorSubject<RefreshStatus>(value: .none)
  let disposeBag = DisposeBag()
  var loads: [String] = []
  var pages = 0

  func reload() {
    loads.append("reload")
    pages = 1
  }

  func loadMore() {
    loads.append("more")
    pages += 1
  }
}

extension SeedUsageTests {
  @Test func aViewModelDrivesHeaderAndFooterByStatus() {
    let model = FeedViewModel()
    model.refreshStatusBind(
      to: list,
      { [weak model] in model?.reload() },
      { [weak model] in model?.loadMore() }
    ).disposed(by: model.disposeBag)
    // The initial .none hides the footer until the first page arrives.
    #expect(list.refreshFooter?.isHidden == true)

    model.refreshStatus.onNext(.beginHeaderRefresh)
    #expect(list.refreshHeader?.state == .refreshing)
    #expect(model.loads == ["reload"])
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: false))
    #expect(list.refreshHeader?.state == .idle)
    #expect(list.refreshFooter?.isHidden == false)

    scheduler.runUntilIdle()
    list.scrollToEnd()
    #expect(model.loads == ["reload", "more"])
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: true))
    #expect(list.refreshFooter?.state == .noMoreData)

    // Pull to refresh brings more pages again: the footer leaves no-more-data.
    scheduler.runUntilIdle()
    list.setContentOffset(.zero, animated: false)
    list.pullToRefresh()
    #expect(model.loads == ["reload", "more", "reload"])
    model.refreshStatus.onNext(.footerStatus(isHidden: false, isNoMoreData: false))
    #expect(list.refreshFooter?.state == .idle)
    #expect(list.refreshHeader?.state == .idle)
    #expect(RefreshInvariants.violations(in: list) == [])
  }
}

extension SeedUsageTests {
  @Test func theLottieStyleHeaderPlaysWhilePullingAndRefreshing() {
    let header = GifHeader()
    list.addRefreshHeader(refreshHeader: header) { [weak list] in
      list?.triggerDelayRefreshing(after: .zero)
    }
    list.layoutIfNeeded()
    let gif = header.gifView
    #expect(gif?.loadError == nil)
    #expect(gif?.frameCount ?? 0 >= 12)
    #expect(gif?.frame == CGRect(x: 187.5, y: 28, width: 24, height: 24))
    #expect(gif?.isPlaying == false)

    list.pull(by: 80, release: false)
    #expect(header.state == .pulling)
    #expect(gif?.isPlaying == true)
    scheduler.advance(by: .milliseconds(250))
    #expect(gif?.currentFrame ?? 0 > 0)
    list.endDragging()
    #expect(header.state == .refreshing)
    #expect(gif?.isPlaying == true)

    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(gif?.isPlaying == false)
    #expect(gif?.currentFrame == 0)
  }
}

extension SeedUsageTests {
  /// Seed 1 with the designer's Lottie file, as its author wrote it (``LottieGifHeader``).
  @Test func theSeedHeaderPlaysItsLottieFileOnVirtualTime() {
    let header = LottieGifHeader()
    list.addRefreshHeader(refreshHeader: header) { [weak list] in
      list?.triggerDelayRefreshing(after: .zero)
    }
    list.layoutIfNeeded()
    let gif = header.gifView
    #expect(gif?.loadError == nil)
    #expect(gif?.animation?.endFrame == 60)
    #expect(gif?.frame == CGRect(x: 187.5, y: 28, width: 24, height: 24))
    #expect(gif?.isAnimationPlaying == false)

    list.pull(by: 80, release: false)
    #expect(header.state == .pulling)
    #expect(gif?.isAnimationPlaying == true)
    scheduler.advance(by: .milliseconds(250))
    #expect(abs((gif?.currentFrame ?? 0) - 7.5) < 0.001)
    list.endDragging()
    #expect(header.state == .refreshing)
    // Restarted from the first frame by the seed's stop() then play().
    scheduler.advance(by: .milliseconds(2_100))
    #expect(abs((gif?.currentFrame ?? 0) - 3) < 0.001)

    list.endRefreshing()
    scheduler.runUntilIdle()
    #expect(header.state == .idle)
    #expect(gif?.isAnimationPlaying == false)
    #expect(gif?.currentFrame == 0)
  }
}

extension SeedUsageTests {
  /// Seed code writes lottie-ios 3's `AnimationView`: it compiles (with a deprecation warning,
  /// which this test's own deprecation keeps out of the build) and is the same view.
  @available(*, deprecated, message: "writes seed code's AnimationView")
  @Test func lottie3sAnimationViewIsTheSameView() {
    let view = AnimationView(name: "refresh", bundle: .module)
    view.loopMode = .loop
    list.addSubview(view)
    view.play()
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    #expect((view as LottieAnimationView).isAnimationPlaying)
    view.stop()
  }
}
