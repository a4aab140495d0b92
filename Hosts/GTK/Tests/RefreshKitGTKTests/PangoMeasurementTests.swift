import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import RefreshKitTesting
import Testing

/// Text measured with Pango, as the GTK host lays labels out.
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
