import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// widths and dashes, deep nesting) must leave the Cairo context usable: an error state
/// would blank the rest of the window's drawing.
@Suite struct CairoVectorRendererRobustnessTests {
  /// A small deterministic generator (SplitMix64), so a failure can be replayed.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// Mostly ordinary numbers (so that most paths draw), sometimes the worst ones.
    mutating func number() -> Double {
      switch below(60) {
      case 0: return .nan
      case 1: return .infinity
      case 2: return -.infinity
      case 3: return 1e30
      case 4: return -1e-30
      case 5: return 0
      default: return Double(below(400)) - 100
      }
    }

    mutating func point() -> VectorPoint { VectorPoint(x: number(), y: number()) }

    mutating func path() -> VectorPath {
      var elements: [VectorPath.Element] = []
      for _ in 0..<below(6) {
        switch below(4) {
        case 0: elements.append(.move(point()))
        case 1: elements.append(.line(point()))
        case 2: elements.append(.curve(point(), point(), point()))
        default: elements.append(.close)
        }
      }
      return VectorPath(elements)
    }

    mutating func paint() -> VectorPaint {
      let color = VectorColor(red: number(), green: number(), blue: number(), alpha: number())
      guard below(2) == 0 else { return .solid(color) }
      let stops = (0..<below(4)).map { _ in VectorGradient.Stop(offset: number(), color: color) }
      let kind: VectorGradient.Kind = below(2) == 0 ? .linear : .radial(focus: point())
      return .gradient(VectorGradient(kind: kind, start: point(), end: point(), stops: stops))
    }

    mutating func transform() -> VectorTransform {
      VectorTransform(
        a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
    }

    mutating func items(depth: Int) -> [VectorItem] {
      (0..<below(4)).map { _ in item(depth: depth) }
    }

    mutating func item(depth: Int) -> VectorItem {
      switch depth > 3 ? below(2) : below(4) {
      case 0:
        return .fill(
          path(), paint: paint(), rule: below(2) == 0 ? .nonZero : .evenOdd, opacity: number())
      case 1:
        let style = VectorStrokeStyle(
          width: number(), cap: .round, join: below(2) == 0 ? .miter : .bevel,
          miterLimit: number(), dashes: (0..<below(3)).map { _ in number() },
          dashOffset: number())
        return .stroke(path(), paint: paint(), style: style, opacity: number())
      case 2:
        return .image(
          VectorImage(data: [0x89, 0x50, 0x4E, 0x47, 1, 2], width: number(), height: number()),
          opacity: number())
      default:
        let modes: [VectorMask.Mode] = [
          .add, .subtract, .intersect, .lighten, .darken, .difference,
        ]
        let masks = (0..<below(3)).map { _ in
          VectorMask(
            mode: modes[below(modes.count)], path: path(), isInverted: below(2) == 0,
            opacity: number())
        }
        let matteModes: [VectorMatte.Mode] = [.alpha, .alphaInverted, .luma, .lumaInverted]
        let matte =
          below(2) == 0
          ? VectorMatte(mode: matteModes[below(4)], items: items(depth: depth + 1)) : nil
        return .group(
          VectorGroup(
            transform: below(2) == 0 ? .identity : transform(), opacity: number(), masks: masks,
            matte: matte, items: items(depth: depth + 1)))
      }
    }
  }
}

extension CairoVectorRendererRobustnessTests {
  @Test func hostileFramesLeaveTheContextUsable() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    var generator = Generator(state: 0x5EED)
    for round in 0..<1000 {
      let frame = VectorFrame(width: 64, height: 64, items: generator.items(depth: 0))
      let fit = round % 3 == 0 ? generator.transform() : .identity
      CairoVectorRenderer().draw(frame, transform: fit, alpha: generator.number(), into: cr)
      #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "round \(round)")
      if cairo_status(cr) != CAIRO_STATUS_SUCCESS { break }
    }
    // And it still draws.
    cairo_set_source_rgb(cr, 0, 0, 1)
    cairo_paint(cr)
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    #expect(UnsafeRawPointer(data).load(as: UInt32.self) == 0xFF00_00FF)
  }

  @Test func everyFixtureDrawsWithoutError() throws {
    // The root package's Lottie fixtures, evaluated at three frames each.
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../Tests/LottieFormatTests/Fixtures").standardizedFileURL
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
      .filter { $0.hasSuffix(".json") }
    #expect(names.count > 20)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    for name in names.sorted() {
      let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
      guard let document = try? LottieDocument.parse(data) else { continue }
      let scale = 100 / max(document.width, document.height, 1)
      let fit = VectorTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
      for progress in [0, 0.5, 0.99] {
        let at = document.inPoint + progress * (document.outPoint - document.inPoint)
        CairoVectorRenderer().draw(document.frame(at: at), transform: fit, into: cr)
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS, "\(name) at \(at)")
      }
    }
  }
}
