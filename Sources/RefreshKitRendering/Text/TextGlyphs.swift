/// The characters the text renderer draws for what it cannot show.
enum TextGlyphs {
  /// Where an image is (a terminal cannot show its pixels).
  static let imagePlaceholder = "▣"
}
