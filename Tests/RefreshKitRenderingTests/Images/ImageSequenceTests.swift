import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitSnapshotTesting
import RefreshKitTesting
import Testing

/// MJRefresh's GIF header example, ported: PNG frames from the app's bundle, set per state
/// with `setImages`, played on virtual time and drawn by both renderers.
@MainActor
@Suite struct ImageSequenceTests {
  /// 8 × 8 PNGs in three colours, decoded per test (a static `Data` array lives to exit, and
  /// LeakSanitizer cannot see through `Data`'s tagged storage, so it reports it).
  let pngs = [
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4FqCBFTEMLQkAYEZXgbiVBocAAAAASUVORK5CYII=",
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqHiGFTEMLQkA6XNhgdBIUi0AAAAASUVORK5CYII=",
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOw2RKFFTEMLQkANShSgZhwOC0AAAAASUVORK5CYII=",
  ].compactMap { Data(base64Encoded: $0) }

  let scheduler = TestScheduler()
  let list: ScrollView
  let bundle: Bundle

  init() throws {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 800)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, png) in pngs.enumerated() {
      try png.write(to: folder.appendingPathComponent("dropdown_anim_\(index + 1).png"))
    }
    try pngs[0].write(to: folder.appendingPathComponent("retina@2x.png"))
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
    let made: Bundle? = Bundle(path: folder.path)
    bundle = try #require(made)
  }

  func images() -> [Image] {
    (1...3).compactMap { Image(named: "dropdown_anim_\($0)", bundle: bundle) }
  }
}

extension ImageSequenceTests {
  @Test func imagesLoadByNameWithTheirSizeFromTheFile() {
    let image = Image(named: "dropdown_anim_1", bundle: bundle)
    #expect(image?.size == CGSize(width: 8, height: 8))
    #expect(image?.scale == 1)
    let retina = Image(named: "retina", bundle: bundle)
    #expect(retina?.size == CGSize(width: 4, height: 4))
    #expect(retina?.scale == 2)
    #expect(Image(named: "broken", bundle: bundle) == nil)
    #expect(Image(named: "nowhere", bundle: bundle) == nil)
    #expect(Image(pngData: Data([0x89, 0x50])) == nil)
  }

  @Test func theGifHeaderPlaysItsRefreshingImagesOverTheWholeDuration() {
    let header = RefreshAnimatedHeader {}
    header.setImages(images(), for: .idle)
    header.setImages(images(), duration: .milliseconds(600), for: .refreshing)
    header.stateLabel.isHidden = true
    list.refreshHeader = header
    #expect(header.animation(for: .refreshing)?.duration == .milliseconds(600))
    #expect(header.animation(for: .idle)?.duration == .milliseconds(300))

    header.beginRefreshing()
    list.layoutIfNeeded()
    #expect(header.animationView.currentFrame == 0)
    scheduler.advance(by: .milliseconds(200))
    #expect(header.animationView.currentFrame == 1)
    scheduler.advance(by: .milliseconds(200))
    #expect(header.animationView.currentFrame == 2)
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("href=\"data:image/png;base64,\(pngs[2].base64EncodedString())\""))
    #expect(TextRenderer().render(list).contains("▣"))
    assertSnapshot(of: list, as: .svg, named: "gif-header-refreshing")
    header.endRefreshing()
    scheduler.advance(by: .seconds(1))
    // Idle scrubs by pulling percent: half way out shows the middle image.
    list.pull(by: header.frame.height / 2 + 1, release: false)
    #expect(header.animationView.currentImage?.image == images()[1])
    list.endDragging()
    scheduler.advance(by: .seconds(1))
  }

  @Test func anArrowCanShowAnImageAndAnImageViewShowsOne() {
    let header = RefreshNormalHeader {}
    header.arrowView.image = images().first
    list.refreshHeader = header
    list.pull(by: 40, release: false)
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("<image"))
    #expect(!svg.contains("stroke-linecap=\"round\" stroke-linejoin"))  // no drawn arrow
    list.endDragging()
    scheduler.advance(by: .seconds(1))

    let badge = ImageView(image: images()[2])
    #expect(badge.frame.size == CGSize(width: 8, height: 8))
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    root.addSubview(badge)
    #expect(SVGRenderer().render(root).contains(pngs[2].base64EncodedString()))
  }
}

extension ImageSequenceTests {
  @Test func theGifFootersTakeImageSequencesToo() {
    let auto = RefreshAutoAnimatedFooter {}
    auto.setImages(images(), duration: .milliseconds(900), for: .refreshing)
    #expect(auto.animation(for: .refreshing)?.frameDuration == .milliseconds(300))
    let back = RefreshBackAnimatedFooter {}
    back.setImages(images(), for: .pulling)
    #expect(back.animation(for: .pulling)?.duration == .milliseconds(300))
    #expect(back.animation(for: .pulling)?.frames.compactMap(\.image) == images())
    // An empty list removes the state's images.
    back.setImages([], for: .pulling)
    #expect(back.animation(for: .pulling) == nil)
  }
}
