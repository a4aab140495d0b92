import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

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
