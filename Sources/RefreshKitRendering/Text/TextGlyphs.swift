import Foundation

/// The characters that stand for shapes in text output.
enum TextGlyphs {
  /// An arrow for `rotation` (radians, clockwise, zero pointing down), to the nearest
  /// eighth of a turn.
  static func arrow(rotation: CGFloat) -> String {
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    guard rotation.isFinite else { return arrows[0] }
    let turns = rotation / (2 * .pi)
    let eighths = Int((turns * 8).rounded()) % 8
    return arrows[(eighths + 8) % 8]
  }

  /// A braille spinner, one glyph per phase.
  static let spinner = ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"]

  /// Where an image is (a terminal cannot show its pixels); image-sequence frames use it too.
  static let imagePlaceholder = "▣"
}
