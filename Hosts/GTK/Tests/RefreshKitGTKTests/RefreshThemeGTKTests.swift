import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// How a GTK foreground colour and a Pango font become a RefreshKit theme (no display needed).
@MainActor
@Suite struct RefreshThemeGTKTests {
  /// GTK's light Default theme's foreground, #2e3436.
  let foreground = GdkRGBA(red: 0x2E / 255, green: 0x34 / 255, blue: 0x36 / 255, alpha: 1)

  /// The theme for `foreground` and the font `description` (Pango's syntax).
  func theme(font description: String?, resolution: Double = 96) -> RefreshTheme {
    guard let description else {
      return RefreshTheme(gtkForeground: foreground, font: nil, resolution: resolution)
    }
    let font = pango_font_description_from_string(description)
    defer { pango_font_description_free(font) }
    return RefreshTheme(gtkForeground: foreground, font: font, resolution: resolution)
  }
}

extension RefreshThemeGTKTests {
  @Test func textTintAndDimmedTextComeFromTheForeground() {
    // GdkRGBA's components are floats.
    let text = Color(
      red: CGFloat(foreground.red), green: CGFloat(foreground.green),
      blue: CGFloat(foreground.blue))
    let mapped = theme(font: nil)
    #expect(mapped.textColor == text)
    #expect(mapped.tintColor == text)
    #expect(
      mapped.secondaryTextColor
        == Color(red: text.red, green: text.green, blue: text.blue, alpha: 0.55))
    #expect(mapped.font == nil)
  }

  @Test func aForegroundWithAlphaIsDimmedFurther() {
    let translucent = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.8)
    let mapped = RefreshTheme(gtkForeground: translucent, font: nil, resolution: 96)
    #expect(abs((mapped.textColor?.alpha ?? 0) - 0.8) < 0.0001)
    #expect(abs((mapped.secondaryTextColor?.alpha ?? 0) - 0.44) < 0.0001)
  }

  @Test func pointsBecomeThePixelsCairoRendererGivesPangoAtTheContextsResolution() {
    #expect(theme(font: "Cantarell 12").font == Font(size: 16, weight: .bold, family: "Cantarell"))
    #expect(theme(font: "Cantarell 12", resolution: 144).font?.size == 24)
    // No resolution reported: GTK's 96 dots per inch.
    #expect(theme(font: "Cantarell 12", resolution: 0).font?.size == 16)
    // An absolute size is in pixels already.
    #expect(theme(font: "Sans 13px").font == Font(size: 13, weight: .bold, family: "Sans"))
  }

  @Test func aFontWithoutASizeKeepsTheLooksSizeAndOneWithNeitherIsNil() {
    #expect(theme(font: "Serif").font == Font(size: 14, weight: .bold, family: "Serif"))
    #expect(theme(font: "").font == nil)
  }

}
