import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// The GTK host's parts that need no display: the GLib scheduler and the Cairo renderer.
@MainActor
@Suite struct GLibSchedulerTests {
  /// Runs the default main context's pending work without blocking.
  func drainMainContext() {
    var turns = 0
    while g_main_context_iteration(nil, 0) != 0 && turns < 100 { turns += 1 }
  }

  @Test func workRunsOnTheMainLoopInOrderAndLeavesNothingPending() {
    let scheduler = GLibScheduler()
    var ran: [Int] = []
    scheduler.schedule(after: .zero) { ran.append(1) }
    scheduler.schedule(after: .zero) { ran.append(2) }
    #expect(scheduler.pendingCount == 2)
    #expect(ran.isEmpty)  // not inside the call: at the loop's next turn
    drainMainContext()
    #expect(ran == [1, 2])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func cancelledWorkNeverRunsAndIsForgottenAtOnce() {
    let scheduler = GLibScheduler()
    var ran = false
    let handle = scheduler.schedule(after: .zero) { ran = true }
    handle.cancel()
    #expect(scheduler.pendingCount == 0)
    drainMainContext()
    #expect(!ran)
    #expect(scheduler.now >= .zero)
  }
}

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

/// The touchpad mapping, driven as GTK drives it, on virtual time.
@MainActor
@Suite struct TouchpadGestureTests {
  let scheduler = TestScheduler()
  let list: ScrollView

  init() {
    list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scheduler: scheduler)
    list.contentSize = CGSize(width: 320, height: 2000)
  }

  @Test func aTouchpadPullPastTheTopRefreshesAtTheRelease() {
    var refreshed = 0
    let header = RefreshNormalHeader { refreshed += 1 }
    list.refreshHeader = header
    let touchpad = TouchpadGesture(scrollView: list)
    touchpad.begin()
    for _ in 0..<20 { touchpad.scroll(by: CGPoint(x: 0, y: -10)) }
    #expect(header.state == .pulling)
    touchpad.end()
    // The release waits one turn for GTK's `decelerate`.
    #expect(list.isDragging)
    touchpad.decelerate(velocity: CGPoint(x: 0, y: -300))
    scheduler.advance(by: .zero)
    #expect(!list.isDragging)
    #expect(header.state == .refreshing)
    #expect(refreshed == 1)
    header.endRefreshing()
    scheduler.runUntilIdle()
  }

  @Test func aFlingCarriesItsVelocityIntoTheDeceleration() {
    list.contentOffset = CGPoint(x: 0, y: 500)
    let touchpad = TouchpadGesture(scrollView: list)
    touchpad.begin()
    touchpad.scroll(by: CGPoint(x: 0, y: 20))
    touchpad.end()
    touchpad.decelerate(velocity: CGPoint(x: 0, y: 1000))
    scheduler.runUntilIdle()
    // 1000 pt/s projected 0.3 s further: well past where the fingers left it.
    #expect(list.contentOffset.y > 700)
    // Scrolls that come without a gesture are ignored by it.
    touchpad.scroll(by: CGPoint(x: 0, y: 50))
    #expect(!touchpad.isActive)
  }
}

@MainActor
@Suite struct PangoMeasurementTests {
  @Test func labelsMeasureWithPangoOnceInstalled() {
    CairoRenderer.installTextMeasurer()
    let wide = Label(text: "WWWWWWWWWW")
    let narrow = Label(text: "iiiiiiiiii")
    // The fixed metrics give both the same width; real glyphs do not.
    #expect(wide.textWidth > narrow.textWidth)
    #expect(narrow.textWidth > 0)
    let bold = Label(text: "Release to refresh")
    bold.font = .boldSystemFont(ofSize: 14)
    let regular = Label(text: "Release to refresh")
    #expect(bold.textWidth >= regular.textWidth)
  }
}
