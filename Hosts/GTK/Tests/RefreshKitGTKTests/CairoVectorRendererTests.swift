import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// CairoVectorRenderer drawing simple items into an image, checked pixel by pixel.
@Suite struct CairoVectorRendererTests {
  /// An image's pixels on white, read back as 8-bit RGB.
  struct Picture {
    var width: Int
    var pixels: [UInt32]

    /// The colour at a pixel, as (red, green, blue).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let pixel = pixels[y * width + x]
      return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    /// Whether the pixel is within 3 of the colour in every channel.
    func isColor(_ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Bool {
      let (red, green, blue) = rgb(x, y)
      return abs(red - expected.0) <= 3 && abs(green - expected.1) <= 3
        && abs(blue - expected.2) <= 3
    }
  }

  static let red = VectorPaint.solid(VectorColor(red: 1, green: 0, blue: 0))
  static let blue = VectorPaint.solid(VectorColor(red: 0, green: 0, blue: 1))
  static let white = VectorPaint.solid(VectorColor(red: 1, green: 1, blue: 1))
  static let black = VectorPaint.solid(VectorColor(red: 0, green: 0, blue: 0))

  /// Draws `items` on a `size` × `size` canvas, at one pixel per unit, over white.
  func render(
    _ items: [VectorItem], size: Int = 40, transform: VectorTransform = .identity,
    canvas: Double? = nil
  ) -> Picture {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)),
      let cr = cairo_create(surface)
    else { return Picture(width: 0, pixels: []) }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    let side = canvas ?? Double(size)
    CairoVectorRenderer().draw(
      VectorFrame(width: side, height: side, items: items), transform: transform, into: cr)
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(surface)
    var pixels: [UInt32] = []
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    if let data = cairo_image_surface_get_data(surface) {
      let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
      for y in 0..<size {
        for x in 0..<size { pixels.append(words[y * stride + x]) }
      }
    }
    return Picture(width: size, pixels: pixels)
  }

  /// A closed axis-aligned rectangle.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> VectorPath {
    VectorPath([
      .move(VectorPoint(x: x, y: y)), .line(VectorPoint(x: x + width, y: y)),
      .line(VectorPoint(x: x + width, y: y + height)), .line(VectorPoint(x: x, y: y + height)),
      .close,
    ])
  }

  static func fill(
    _ path: VectorPath, _ paint: VectorPaint = red, rule: VectorFillRule = .nonZero,
    opacity: Double = 1
  ) -> VectorItem {
    .fill(path, paint: paint, rule: rule, opacity: opacity)
  }
}

extension CairoVectorRendererTests {
  @Test func aFillPaintsInsideItsPathAndNothingOutsideTheCanvas() {
    // The canvas is 20 units in a 40-pixel image: the rect's overhang is clipped.
    let picture = render([Self.fill(Self.rect(10, 10, 30, 30))], canvas: 20)
    #expect(picture.isColor(15, 15, (255, 0, 0)))
    #expect(picture.isColor(5, 5, (255, 255, 255)))
    #expect(picture.isColor(30, 30, (255, 255, 255)))
  }

  @Test func opacityAndTheFillRuleApply() {
    // Two nested squares: even-odd leaves the inner one open.
    var path = Self.rect(0, 0, 40, 40)
    path.elements += Self.rect(10, 10, 20, 20).elements
    let picture = render([Self.fill(path, Self.blue, rule: .evenOdd, opacity: 0.5)])
    #expect(picture.isColor(5, 5, (128, 128, 255)))
    #expect(picture.isColor(20, 20, (255, 255, 255)))
  }

  @Test func aStrokeHasItsWidthAndDashes() {
    let line = VectorPath([.move(VectorPoint(x: 0, y: 20)), .line(VectorPoint(x: 40, y: 20))])
    let style = VectorStrokeStyle(width: 6, dashes: [10, 10])
    let picture = render([.stroke(line, paint: Self.black, style: style, opacity: 1)])
    #expect(picture.isColor(5, 18, (0, 0, 0)))  // in the first dash, inside the width
    #expect(picture.isColor(5, 25, (255, 255, 255)))  // beyond the half width
    #expect(picture.isColor(15, 20, (255, 255, 255)))  // in the first gap
    #expect(picture.isColor(25, 20, (0, 0, 0)))
  }

  @Test func aNegativeDashDrawsSolidWithoutBreakingTheContext() {
    let line = VectorPath([.move(VectorPoint(x: 0, y: 20)), .line(VectorPoint(x: 40, y: 20))])
    let style = VectorStrokeStyle(width: 4, dashes: [10, -1])
    let picture = render([.stroke(line, paint: Self.black, style: style, opacity: 1)])
    #expect(picture.isColor(15, 20, (0, 0, 0)))
  }

  @Test func aLinearGradientRunsFromStartToEnd() {
    let gradient = VectorGradient(
      kind: .linear, start: VectorPoint(x: 0, y: 0), end: VectorPoint(x: 40, y: 0),
      stops: [
        .init(offset: 0, color: VectorColor(red: 1, green: 0, blue: 0)),
        .init(offset: 1, color: VectorColor(red: 0, green: 0, blue: 1)),
      ])
    let picture = render([Self.fill(Self.rect(0, 0, 40, 40), .gradient(gradient))])
    let (leftRed, _, leftBlue) = picture.rgb(1, 20)
    let (rightRed, _, rightBlue) = picture.rgb(38, 20)
    #expect(leftRed > 230 && leftBlue < 25)
    #expect(rightBlue > 230 && rightRed < 25)
  }

  @Test func aGroupIsTransformedAndCompositedAsOneLayer() {
    // Red and blue overlapping at half the group's opacity: the overlap shows only blue.
    let group = VectorGroup(
      transform: VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0), opacity: 0.5,
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(10, 0, 20, 20), Self.blue)])
    let picture = render([.group(group)])
    #expect(picture.isColor(5, 5, (255, 255, 255)))  // moved right by 10
    #expect(picture.isColor(15, 5, (255, 128, 128)))  // red alone
    #expect(picture.isColor(25, 5, (128, 128, 255)))  // the overlap: blue over nothing
    #expect(picture.isColor(35, 5, (128, 128, 255)))
  }

  @Test func aSingularGroupTransformDrawsNothing() {
    let group = VectorGroup(
      transform: VectorTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
      items: [Self.fill(Self.rect(0, 0, 40, 40))])
    let picture = render([.group(group), Self.fill(Self.rect(0, 0, 10, 10), Self.blue)])
    #expect(picture.isColor(20, 20, (255, 255, 255)))
    #expect(picture.isColor(5, 5, (0, 0, 255)))  // what follows still draws
  }

  @Test func masksAddSubtractIntersectAndInvert() {
    let square = [Self.fill(Self.rect(0, 0, 40, 40))]
    func masked(_ masks: [VectorMask]) -> Picture {
      render([.group(VectorGroup(masks: masks, items: square))])
    }
    let left = Self.rect(0, 0, 20, 40)
    let top = Self.rect(0, 0, 40, 20)
    // Add: only the left half shows.
    let added = masked([VectorMask(mode: .add, path: left)])
    #expect(added.isColor(10, 30, (255, 0, 0)) && added.isColor(30, 30, (255, 255, 255)))
    // Subtract first: everything but the left half.
    let subtracted = masked([VectorMask(mode: .subtract, path: left)])
    #expect(subtracted.isColor(10, 30, (255, 255, 255)) && subtracted.isColor(30, 30, (255, 0, 0)))
    // Add then intersect: the top-left quarter.
    let intersected = masked([
      VectorMask(mode: .add, path: left), VectorMask(mode: .intersect, path: top),
    ])
    #expect(intersected.isColor(10, 10, (255, 0, 0)))
    #expect(intersected.isColor(10, 30, (255, 255, 255)))
    #expect(intersected.isColor(30, 10, (255, 255, 255)))
    // Inverted add at half opacity: the right half, half shown.
    let inverted = masked([VectorMask(mode: .add, path: left, isInverted: true, opacity: 0.5)])
    #expect(inverted.isColor(10, 30, (255, 255, 255)))
    #expect(inverted.isColor(30, 30, (255, 128, 128)))
  }

  @Test func alphaMattesShowWhereTheMatteIsOrIsNot() {
    let square = [Self.fill(Self.rect(0, 0, 40, 40))]
    let matteItems = [Self.fill(Self.rect(0, 0, 20, 40), Self.black)]
    // The matte is in the parent's space: the group's own shift does not move it.
    let shift = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 10)
    for (mode, shown) in [(VectorMatte.Mode.alpha, true), (.alphaInverted, false)] {
      let group = VectorGroup(
        transform: shift, matte: VectorMatte(mode: mode, items: matteItems), items: square)
      let picture = render([.group(group)])
      let (inside, outside) =
        shown ? ((255, 0, 0), (255, 255, 255)) : ((255, 255, 255), (255, 0, 0))
      #expect(picture.isColor(10, 30, inside), "\(mode)")
      #expect(picture.isColor(30, 30, outside), "\(mode)")
      #expect(picture.isColor(10, 5, (255, 255, 255)), "\(mode)")  // above the shifted square
    }
  }

  @Test func aTranslucentMatteOrMaskShowsThroughInProportion() {
    let square = [Self.fill(Self.rect(0, 0, 40, 40))]
    let half = VectorPaint.solid(VectorColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    let matte = VectorMatte(mode: .alpha, items: [Self.fill(Self.rect(0, 0, 20, 40), half)])
    let matted = render([.group(VectorGroup(matte: matte, items: square))])
    #expect(matted.isColor(10, 20, (255, 128, 128)))
    #expect(matted.isColor(30, 20, (255, 255, 255)))
    let mask = VectorMask(mode: .add, path: Self.rect(0, 0, 20, 40), opacity: 0.5)
    let masked = render([.group(VectorGroup(masks: [mask], items: square))])
    #expect(masked.isColor(10, 20, (255, 128, 128)))
    #expect(masked.isColor(30, 20, (255, 255, 255)))
  }

  @Test func anEmbeddedPNGFillsItsRect() throws {
    // An 8 x 8 PNG of one orange-red colour (230, 80, 40), drawn 20 x 20 at (10, 10).
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4FqCBFTEMLQkAYEZXgbiVBocAAAAASUVORK5CYII="
      ))
    let image = VectorImage(data: Array(png), width: 20, height: 20)
    let shift = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 10)
    let picture = render([.group(VectorGroup(transform: shift, items: [.image(image, opacity: 1)]))]
    )
    #expect(picture.isColor(11, 11, (230, 80, 40)))  // sharp up to the edge
    #expect(picture.isColor(28, 28, (230, 80, 40)))
    #expect(picture.isColor(31, 20, (255, 255, 255)))
    #expect(picture.isColor(5, 5, (255, 255, 255)))
  }

  @Test func lumaMattesUseTheMattesBrightness() {
    let square = [Self.fill(Self.rect(0, 0, 40, 40))]
    // White on the left, black on the right, nothing below.
    let matteItems = [
      Self.fill(Self.rect(0, 0, 20, 20), Self.white),
      Self.fill(Self.rect(20, 0, 20, 20), Self.black),
    ]
    let luma = render([
      .group(VectorGroup(matte: VectorMatte(mode: .luma, items: matteItems), items: square))
    ])
    #expect(luma.isColor(10, 10, (255, 0, 0)))
    #expect(luma.isColor(30, 10, (255, 255, 255)))
    #expect(luma.isColor(10, 30, (255, 255, 255)))
    let inverted = render([
      .group(VectorGroup(matte: VectorMatte(mode: .lumaInverted, items: matteItems), items: square))
    ])
    #expect(inverted.isColor(10, 10, (255, 255, 255)))
    #expect(inverted.isColor(30, 10, (255, 0, 0)))
    #expect(inverted.isColor(10, 30, (255, 0, 0)))  // no matte there: luminance zero
  }

  @Test func theTransformPlacesTheCanvas() {
    // A 10-unit canvas scaled by 2 and moved to (20, 20).
    let fit = VectorTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 20)
    let picture = render([Self.fill(Self.rect(0, 0, 10, 10))], transform: fit, canvas: 10)
    #expect(picture.isColor(30, 30, (255, 0, 0)))
    #expect(picture.isColor(10, 10, (255, 255, 255)))
  }
}

/// The GTK renderer draws a LottieAnimationView's frame through CairoVectorRenderer.
@MainActor
@Suite struct CairoRendererLottieTests {
  @Test func aLottieViewDrawsItsFrame() throws {
    // A 100 x 100 composition: one red square over its left half.
    let json = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,
      "op":30,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[25,50]},
      "s":{"a":0,"k":[50,100]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},
      "o":{"a":0,"k":100}}]}]}
      """
    let document = try LottieDocument.parse(Data(json.utf8))
    let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.backgroundColor = .white
    let view = LottieAnimationView(animation: LottieAnimation(document: document))
    view.frame = root.bounds
    root.addSubview(view)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 50, 50))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    CairoRenderer().draw(root, into: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    #expect(words[25 * stride + 10] & 0xFF_FFFF == 0xFF_0000)  // the square, scaled to fit
    #expect(words[25 * stride + 40] & 0xFF_FFFF == 0xFF_FFFF)
  }
}

/// Frames no evaluator would make (NaN, infinities, huge and singular transforms, negative
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

/// Clips, text, and where layers are (and are not) pushed.
extension CairoVectorRendererTests {
  /// What Cairo did on the target surface while a drawing was drawn: fills and strokes drawn
  /// straight onto it, and paints and masks (a layer composited, or an image) onto it.
  struct Operations {
    var shapes = 0
    var composites = 0
  }

  /// Draws `drawing` at one pixel per unit onto a surface that counts the operations reaching it
  /// (a pushed layer's own drawing goes to the layer, which reaches the target as one paint or
  /// mask).
  func operations(_ drawing: VectorDrawing, alpha: Double = 1) -> Operations {
    guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40),
      let observer = cairo_surface_create_observer(image, CAIRO_SURFACE_OBSERVER_NORMAL),
      let cr = cairo_create(observer)
    else { return Operations() }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(observer)
      cairo_surface_destroy(image)
    }
    var operations = Operations()
    withUnsafeMutablePointer(to: &operations) { counts in
      let shape: cairo_surface_observer_callback_t = { _, _, data in
        data?.assumingMemoryBound(to: Operations.self).pointee.shapes += 1
      }
      let composite: cairo_surface_observer_callback_t = { _, _, data in
        data?.assumingMemoryBound(to: Operations.self).pointee.composites += 1
      }
      cairo_surface_observer_add_fill_callback(observer, shape, counts)
      cairo_surface_observer_add_stroke_callback(observer, shape, counts)
      cairo_surface_observer_add_paint_callback(observer, composite, counts)
      cairo_surface_observer_add_mask_callback(observer, composite, counts)
      CairoVectorRenderer().draw(drawing, transform: .identity, alpha: alpha, into: cr)
      // The callbacks point at this stack slot: none may run after it goes.
      cairo_surface_finish(observer)
    }
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    return operations
  }

  /// `items` on a 40 × 40 canvas as a drawing.
  static func drawing(_ items: [VectorItem]) -> VectorDrawing {
    VectorDrawing(width: 40, height: 40, items: items)
  }

  @Test func aLoneItemTakesItsGroupsOpacityWithoutALayer() {
    let group = VectorGroup(opacity: 0.5, items: [Self.fill(Self.rect(0, 0, 20, 20))])
    let lone = operations(Self.drawing([.group(group)]))
    #expect(lone.shapes == 1 && lone.composites == 0)
    // Nested: the opacity passes through a group holding one group holding one fill.
    let nested = VectorGroup(opacity: 0.5, items: [.group(group)])
    let deep = operations(Self.drawing([.group(nested)]))
    #expect(deep.shapes == 1 && deep.composites == 0)
    // An invisible sibling does not count.
    let withHidden = VectorGroup(
      opacity: 0.5,
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(0, 0, 9, 9), opacity: 0)])
    let hidden = operations(Self.drawing([.group(withHidden)]))
    #expect(hidden.shapes == 1 && hidden.composites == 0)
    // A faded frame of one item needs no layer either.
    let faded = operations(Self.drawing([Self.fill(Self.rect(0, 0, 20, 20))]), alpha: 0.5)
    #expect(faded.shapes == 1 && faded.composites == 0)
    // And the pixels are those of the item at both opacities (a quarter).
    let picture = render([.group(nested)])
    #expect(picture.rgb(10, 10) == (255, 191, 191))
  }

  @Test func opacityOverTwoItemsPushesOneLayer() {
    let group = VectorGroup(
      opacity: 0.5,
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(10, 0, 20, 20), Self.blue)])
    let counted = operations(Self.drawing([.group(group)]))
    #expect(counted.shapes == 0 && counted.composites == 1)
    // Opaque groups draw straight onto the target.
    let opaque = VectorGroup(
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(10, 0, 20, 20), Self.blue)])
    let straight = operations(Self.drawing([.group(opaque)]))
    #expect(straight.shapes == 2 && straight.composites == 0)
  }

  @Test func aClipKeepsOnlyWhatIsInsideItInTheGroupsSpace() {
    let shift = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
    let group = VectorGroup(
      transform: shift, clip: Self.rect(0, 0, 10, 10),
      items: [Self.fill(Self.rect(-10, 0, 50, 40))])
    let picture = render([.group(group)])
    #expect(picture.isColor(15, 5, (255, 0, 0)))  // inside the clip, moved right by 10
    #expect(picture.isColor(5, 5, (255, 255, 255)))  // left of it
    #expect(picture.isColor(25, 5, (255, 255, 255)))  // right of it
    #expect(picture.isColor(15, 15, (255, 255, 255)))  // below it
    // A clip is no layer. (A fill covering the whole clip, as above, reaches the surface as a
    // paint, Cairo's own shortcut: count with one that does not.)
    let partial = VectorGroup(
      transform: shift, clip: Self.rect(0, 0, 10, 10),
      items: [Self.fill(Self.rect(-10, 0, 50, 5))])
    let counted = operations(Self.drawing([.group(partial)]))
    #expect(counted.shapes == 1 && counted.composites == 0, "\(counted)")
    // An empty clip leaves nothing; a clip too far for Cairo too, without an error.
    let empty = VectorGroup(clip: VectorPath(), items: [Self.fill(Self.rect(0, 0, 40, 40))])
    #expect(render([.group(empty)]).isColor(20, 20, (255, 255, 255)))
    let far = VectorGroup(
      clip: Self.rect(0, 0, 1e9, 1e9), items: [Self.fill(Self.rect(0, 0, 40, 40))])
    #expect(render([.group(far)]).isColor(20, 20, (255, 255, 255)))
  }

  /// The columns and rows holding pixels of about `color` (each channel within 60), and
  /// whether any pixel outside `box` is not white.
  func ink(
    _ picture: Picture, _ color: (Int, Int, Int), box: (x: Int, y: Int, width: Int, height: Int)
  ) -> (columns: ClosedRange<Int>?, rows: ClosedRange<Int>?, outside: Bool) {
    var (columns, rows): (ClosedRange<Int>?, ClosedRange<Int>?) = (nil, nil)
    var outside = false
    for y in 0..<40 {
      for x in 0..<40 {
        let (red, green, blue) = picture.rgb(x, y)
        let inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
        if !inBox, (red, green, blue) != (255, 255, 255) { outside = true }
        guard abs(red - color.0) <= 60, abs(green - color.1) <= 60, abs(blue - color.2) <= 60
        else { continue }
        columns = columns.map { min($0.lowerBound, x)...max($0.upperBound, x) } ?? x...x
        rows = rows.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
      }
    }
    return (columns, rows, outside)
  }

  @Test func textInksItsBoxInItsColourAlignedAcrossIt() throws {
    let blue = VectorColor(red: 0, green: 0, blue: 1)
    func text(_ alignment: VectorText.Alignment) -> VectorItem {
      .text(
        VectorText(
          "II", fontSize: 12, fontWeight: 700, color: blue, x: 2, y: 10, width: 36, height: 20,
          alignment: alignment))
    }
    let left = ink(render([text(.left)]), (0, 0, 255), box: (2, 10, 36, 20))
    let right = ink(render([text(.right)]), (0, 0, 255), box: (2, 10, 36, 20))
    let leftColumns = try #require(left.columns)
    let rightColumns = try #require(right.columns)
    let rows = try #require(left.rows)
    #expect(!left.outside && !right.outside)
    #expect(leftColumns.upperBound < 20 && rightColumns.lowerBound > 20)
    // Centred vertically: the ink's middle near the box's (20).
    #expect(abs((rows.lowerBound + rows.upperBound) / 2 - 20) <= 3)
    // A text's own opacity and a group's fade it.
    let faded = render([.group(VectorGroup(opacity: 0.5, items: [text(.left)]))])
    #expect(ink(faded, (0, 0, 255), box: (2, 10, 36, 20)).columns == nil)
    #expect(ink(faded, (128, 128, 255), box: (2, 10, 36, 20)).columns != nil)
  }

  @Test func verticalTextStacksOneCharacterALine() throws {
    let red = VectorColor(red: 1, green: 0, blue: 0)
    let column = VectorText(
      "III", fontSize: 10, fontWeight: 700, color: red, x: 10, y: 0, width: 20, height: 40,
      orientation: .vertical(lineHeight: 12))
    let drawn = ink(render([.text(column)]), (255, 0, 0), box: (10, 0, 20, 40))
    let rows = try #require(drawn.rows)
    let columns = try #require(drawn.columns)
    #expect(!drawn.outside)
    // Three lines 12 apart from the column's top (2): over 24 rows of ink, centred across.
    #expect(rows.upperBound - rows.lowerBound >= 24 && rows.lowerBound >= 2)
    #expect(columns.upperBound - columns.lowerBound < 6)
    #expect(abs((columns.lowerBound + columns.upperBound) / 2 - 20) <= 2)
  }

  @Test func hostileTextLeavesTheContextUsable() {
    let red = VectorColor(red: 1, green: 0, blue: 0)
    let texts = [
      VectorText("x", fontSize: 1e300, color: red, x: 0, y: 0, width: 40, height: 40),
      VectorText("x", fontSize: 10, color: red, x: 1e300, y: -1e300, width: 1, height: 1),
      VectorText(
        "ab", fontSize: 10, color: red, x: 0, y: 0, width: 40, height: 40,
        orientation: .vertical(lineHeight: .nan)),
      VectorText("", fontSize: 10, color: red, x: 0, y: 0, width: 40, height: 40),
    ]
    _ = render(texts.map { .text($0) })
  }
}
