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
