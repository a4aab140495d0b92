import Foundation
import RefreshKit
import Testing

/// Where `FrameAnimation.named(_:bundle:)` and `FrameAnimationView(name:bundle:)` look, in
/// both orders: a given bundle only, or the main bundle then RefreshKit's built-ins.
@MainActor
@Suite struct FrameAnimationLookupTests {
  /// A bundle folder of this test's own, as a module's `Bundle.module` is one.
  let bundle: Bundle
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FrameAnimationLookupTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Its own "refresh": three frames, so it cannot be mistaken for the built-in spinner.
    try Self.animation(frames: ["a", "b", "c"])
      .write(to: folder.appendingPathComponent("refresh.animation.json"))
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("broken.animation.json"))
    bundle = try Self.bundle(at: folder)
  }

  /// The bundle at `url` (failable on Apple platforms, not in swift-corelibs-foundation).
  static func bundle(at url: URL) throws -> Bundle {
    let bundle: Bundle? = Bundle(path: url.path)
    return try #require(bundle)
  }

  static func animation(frames: [String]) -> Data {
    let shape = "{\"type\": \"circle\", \"center\": [8, 8], \"radius\": 4, \"lineWidth\": 1}"
    let list = frames.map { "{\"text\": \"\($0)\", \"shapes\": [\(shape)]}" }
      .joined(separator: ", ")
    return Data(
      "{\"version\": 1, \"width\": 16, \"height\": 16, \"fps\": 10, \"frames\": [\(list)]}".utf8)
  }
}

extension FrameAnimationLookupTests {
  @Test func aGivenBundleWinsOverTheBuiltInOfTheSameName() throws {
    // The trap: a module shipping its own "refresh" must get its own when it names its bundle.
    let own = try FrameAnimation.named("refresh", bundle: bundle)
    #expect(own.frames.map(\.text) == ["a", "b", "c"])
    let view = FrameAnimationView(name: "refresh", bundle: bundle)
    #expect(view.frameCount == 3)
    #expect(view.frame.size == CGSize(width: 16, height: 16))
  }

  @Test func aGivenBundleIsTheOnlyOneSearched() throws {
    // A bundle without "refresh": the built-in spinner of that name is not used instead.
    let empty = folder.appendingPathComponent("Empty.bundle")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let view = FrameAnimationView(name: "refresh", bundle: try Self.bundle(at: empty))
    #expect(view.animation == nil)
    guard case .notFound(name: "refresh", let searched) = view.loadError else {
      Issue.record("expected notFound, got \(String(describing: view.loadError))")
      return
    }
    #expect(searched == ["Empty.bundle"])
  }

  @Test func withoutABundleTheMainBundleThenTheBuiltInsAreSearched() {
    // The test runner's main bundle has no "refresh": the built-in spinner is found.
    let view = FrameAnimationView(name: "refresh")
    #expect(view.frameCount >= 12)
    let missing = FrameAnimationView(name: "no-such-animation")
    guard case .notFound(_, let searched) = missing.loadError else {
      Issue.record("expected notFound, got \(String(describing: missing.loadError))")
      return
    }
    #expect(searched.count == 2)
    #expect(searched.first == Bundle.main.bundleURL.lastPathComponent)
  }

  @Test func aMalformedFileGivesAnEmptyViewNamingTheFile() {
    let view = FrameAnimationView(name: "broken", bundle: bundle)
    #expect(view.animation == nil)
    guard case .malformed(file: "broken.animation.json", _) = view.loadError else {
      Issue.record("expected malformed, got \(String(describing: view.loadError))")
      return
    }
  }
}
