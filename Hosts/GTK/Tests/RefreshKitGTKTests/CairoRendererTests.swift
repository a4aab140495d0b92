import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// The Cairo renderer: a view tree drawn into ARGB pixels.
@MainActor
@Suite struct CairoRendererTests {
  /// Draws `root` into an ARGB image and returns its pixels (0xAARRGGBB) and width.
  func render(_ root: View) -> (pixels: [UInt32], width: Int) {
    let width = Int32(root.bounds.width)
    let height = Int32(root.bounds.height)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      let cr = cairo_create(surface)
    else { return ([], 0) }
    CairoRenderer().draw(root, into: cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    var pixels: [UInt32] = []
    if let data = cairo_image_surface_get_data(surface) {
      let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
      for y in 0..<Int(height) {
        for x in 0..<Int(width) { pixels.append(words[y * stride + x]) }
      }
    }
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return (pixels, Int(width))
  }

  /// An app's own look, written against the public API only: a view that draws a blue
  /// triangle, which no renderer knows of.
  final class TriangleLook: RefreshLook {
    final class Triangle: View {
      override func draw(in context: inout DrawingContext) {
        var path = VectorPath()
        path.move(to: CGPoint(x: bounds.midX, y: 0))
        path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        path.addLine(to: CGPoint(x: 0, y: bounds.maxY))
        path.closeSubpath()
        context.fill(path, with: .blue)
      }
    }
    let triangle = Triangle()
    func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
      component.addSubview(triangle)
    }
    func layout(in bounds: CGRect) { triangle.frame = bounds }
  }

  @Test func anAppsOwnLookDrawsItsShapeWithNoChangeToTheRenderer() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    list.refreshHeader = RefreshHeader(look: TriangleLook())
    list.contentOffset = CGPoint(x: 0, y: -54)  // the header in view
    let image = render(list)
    func isBlue(_ pixel: UInt32) -> Bool {
      (pixel & 0xFF) > 200 && ((pixel >> 16) & 0xFF) < 60 && ((pixel >> 8) & 0xFF) < 60
    }
    // Blue near the triangle's base, both corners; not at the top corners, outside it.
    #expect(isBlue(image.pixels[50 * image.width + 50]))
    #expect(isBlue(image.pixels[52 * image.width + 5]))
    #expect(!isBlue(image.pixels[3 * image.width + 3]))
    #expect(!isBlue(image.pixels[3 * image.width + 96]))
  }

  @Test func aLabelIsDrawnInItsColourAndABackgroundFills() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    root.backgroundColor = .white
    let label = Label(text: "Refresh", frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    label.textColor = .red
    label.font = .boldSystemFont(ofSize: 20)
    root.addSubview(label)
    let image = render(root)
    let reds = image.pixels.filter { pixel in
      let red = (pixel >> 16) & 0xFF
      let green = (pixel >> 8) & 0xFF
      return red > 200 && green < 80
    }
    #expect(reds.count > 50)
    #expect(image.pixels.first == 0xFFFF_FFFF)  // the white background
  }

  @Test func anImageViewShowsItsPNG() throws {
    // An 8 x 8 PNG of one orange-red colour (230, 80, 40).
    let png = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4FqCBFTEMLQkAYEZXgbiVBocAAAAASUVORK5CYII="
      ))
    let root = View(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
    root.addSubview(ImageView(image: Image(pngData: png), frame: root.bounds))
    let image = render(root)
    let center = image.pixels[16 * image.width + 16]
    #expect((center >> 16) & 0xFF == 230)
    #expect((center >> 8) & 0xFF == 80)
    #expect(center & 0xFF == 40)
  }

  @Test func aPulledHeaderDrawsAboveTheRows() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    list.contentSize = CGSize(width: 200, height: 600)
    list.refreshHeader = RefreshNormalHeader()
    list.contentOffset = CGPoint(x: 0, y: -60)
    let image = render(list)
    // Some dark text pixels in the header's band, none drawn past the list's bounds.
    let band = image.pixels.prefix(60 * image.width)
    #expect(band.contains { ($0 & 0xFF) < 120 })
    #expect(image.pixels.count == 200 * 300)
  }
}
