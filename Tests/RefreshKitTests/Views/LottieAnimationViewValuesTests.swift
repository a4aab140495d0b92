import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Slots, value providers and the theme on a playing view, on virtual time: none of them
/// restarts playback, and providers stay with the view across animations.
@MainActor
@Suite struct LottieAnimationViewValuesTests: ListFixtureSuite {
  let fixture = ListFixture()

  /// A 60-frame spinner: a ring stroke bound to the slot `tint`, a dot fill bound to `text`,
  /// both red in the file; markers "intro" (0–20), "loop" (20–40) and "outro" (40–59).
  static let spinnerJSON = """
    {"fr":30,"ip":0,"op":60,"w":100,"h":100,
    "markers":[{"cm":"intro","tm":0,"dr":20},{"cm":"loop","tm":20,"dr":20},
      {"cm":"outro","tm":40,"dr":19}],
    "layers":[{"ty":4,"nm":"spinner","ip":0,"op":60,"ks":{"r":{"a":1,"k":[
      {"t":0,"s":[0],"e":[360]},{"t":60}]}},"shapes":[
      {"ty":"gr","nm":"ring","it":[{"ty":"el","s":{"k":[60,60]},"p":{"k":[50,50]}},
        {"ty":"st","nm":"Stroke 1","c":{"sid":"tint","k":[1,0,0,1]},"o":{"k":100},"w":{"k":6}}]},
      {"ty":"gr","nm":"dot","it":[{"ty":"el","s":{"k":[10,10]},"p":{"k":[50,50]}},
        {"ty":"fl","nm":"Fill 1","c":{"sid":"text","k":[1,0,0,1]},"o":{"k":100}}]}]}]}
    """

  /// The same spinner without slots (a designer's file an app recolours by keypath).
  static var plainJSON: String {
    spinnerJSON.replacingOccurrences(of: #""sid":"tint","#, with: "")
      .replacingOccurrences(of: #""sid":"text","#, with: "")
  }

  static func animation(_ json: String = spinnerJSON) throws -> LottieAnimation {
    try LottieAnimation.from(data: Data(json.utf8))
  }

  /// A playing view of `animation`, on screen.
  func playingView(_ animation: LottieAnimation) -> LottieAnimationView {
    let view = LottieAnimationView(animation: animation)
    view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    list.addSubview(view)
    view.loopMode = .loop
    view.play()
    return view
  }

  /// The stroke's and the fill's colours in the view's current frame.
  static func colors(_ view: LottieAnimationView) -> [VectorColor] {
    func leaves(_ items: [VectorItem]) -> [VectorColor] {
      items.flatMap { item -> [VectorColor] in
        switch item {
        case .group(let group): leaves(group.items)
        case .fill(_, .solid(let color), _, _), .stroke(_, .solid(let color), _, _): [color]
        default: []
        }
      }
    }
    return leaves(view.currentVectorFrame?.items ?? [])
  }

  /// The width of the dot's fill path (its points' horizontal extent).
  static func fillWidth(_ view: LottieAnimationView) -> Double? {
    func fills(_ items: [VectorItem]) -> [VectorPath] {
      items.flatMap { item -> [VectorPath] in
        switch item {
        case .group(let group): fills(group.items)
        case .fill(let path, _, _, _): [path]
        default: []
        }
      }
    }
    guard let path = fills(view.currentVectorFrame?.items ?? []).first else { return nil }
    let xs = path.elements.flatMap { element -> [Double] in
      switch element {
      case .move(let point), .line(let point): [point.x]
      case .curve(let first, let second, let point): [first.x, second.x, point.x]
      case .close: []
      }
    }
    guard let low = xs.min(), let high = xs.max() else { return nil }
    return (high - low).rounded()
  }

  static let red = LottieColor(r: 1, g: 0, b: 0)
  static let blue = LottieColor(r: 0, g: 0, b: 1)
  static let white = LottieColor(r: 1, g: 1, b: 1)
}

extension LottieAnimationViewValuesTests {
  @Test func settingASlotDoesNotRestartPlayback() throws {
    let view = playingView(try Self.animation())
    scheduler.advance(by: .milliseconds(500))
    #expect(abs(view.currentFrame - 15) < 0.001)
    let accepted = view.animation?.setSlot("tint", to: .color(Self.blue))
    #expect(accepted == true)
    #expect(view.isAnimationPlaying)
    #expect(abs(view.currentFrame - 15) < 0.001)
    #expect(Self.colors(view) == [Self.red, Self.blue])  // back to front: dot, ring
    scheduler.advance(by: .milliseconds(100))
    #expect(abs(view.currentFrame - 18) < 0.001)
    view.stop()
  }

  @Test func settingAProviderDoesNotRestartPlaybackAndCostsNoNewAnimation() throws {
    let view = playingView(try Self.animation(Self.plainJSON))
    scheduler.advance(by: .milliseconds(500))
    view.setValueProvider(ColorValueProvider(Self.white), keypath: "**.Stroke 1.Color")
    #expect(view.isAnimationPlaying && abs(view.currentFrame - 15) < 0.001)
    #expect(Self.colors(view) == [Self.red, Self.white])  // back to front: dot, ring
    view.setValueProvider(FloatValueProvider(0), keypath: "spinner.dot.Fill 1.Opacity")
    scheduler.advance(by: .milliseconds(100))
    #expect(abs(view.currentFrame - 18) < 0.001)
    // The app's animation is its own: the providers live in the view.
    let fresh = try Self.animation(Self.plainJSON)
    #expect(view.animation?.document.hasSameValues(as: fresh.document) == true)
    view.stop()
  }

  @Test func providersSurviveANewAnimationWhereTheirKeypathsStillResolve() throws {
    let view = playingView(try Self.animation(Self.plainJSON))
    view.setValueProvider(ColorValueProvider(Self.white), keypath: "**.Stroke 1.Color")
    view.setValueProvider(ColorValueProvider(Self.blue), keypath: "**.Nowhere.Color")
    view.animation = try Self.animation(Self.plainJSON)
    #expect(!view.isAnimationPlaying)  // a new animation, as lottie-ios: shown at its start
    #expect(Self.colors(view) == [Self.red, Self.white])
    view.removeValueProvider(for: "**.Stroke 1.Color")
    #expect(Self.colors(view) == [Self.red, Self.red])
  }

  @Test func theLaterProviderWinsAndEachTypeReachesItsOwnProperties() throws {
    let view = playingView(try Self.animation(Self.plainJSON))
    view.setValueProvider(ColorValueProvider(Self.white), keypath: "**.Color")
    view.setValueProvider(ColorValueProvider(Self.blue), keypath: "spinner.dot.**.Color")
    // A number is no colour: it reaches nothing here.
    view.setValueProvider(FloatValueProvider(3), keypath: "**.Color")
    #expect(Self.colors(view) == [Self.blue, Self.white])
    view.stop()
    view.currentFrame = 0  // unturned, so widths read straight off the points
    #expect(Self.fillWidth(view) == 10)
    view.setValueProvider(
      SizeValueProvider(CGSize(width: 20, height: 20)), keypath: "**.dot.*.Size")
    #expect(Self.fillWidth(view) == 20)
    view.setValueProvider(PointValueProvider(CGPoint(x: 0, y: 0)), keypath: "**.dot.*.Position")
    #expect(Self.fillWidth(view) == 20)
    #expect(view.allHierarchyKeypaths().contains("spinner.ring.Stroke 1.Stroke Width"))
  }

  @Test func theThemeFillsTheFilesSlotsOrTheNamedKeypaths() throws {
    let view = LottieAnimationView(animation: try Self.animation())
    view.follow(RefreshTheme(tintColor: .blue, textColor: .white))
    #expect(Self.colors(view) == [Color.white.lottieColor, Color.blue.lottieColor])
    view.follow(RefreshTheme())
    #expect(Self.colors(view) == [Self.red, Self.red])

    let plain = LottieAnimationView(animation: try Self.animation(Self.plainJSON))
    plain.follow(RefreshTheme(tintColor: .blue))
    #expect(Self.colors(plain) == [Self.red, Self.red])  // no slot, no keypath: designer's colours
    plain.tintKeypaths = ["**.Stroke 1.Color"]
    #expect(Self.colors(plain) == [Self.red, Color.blue.lottieColor])
  }
}
