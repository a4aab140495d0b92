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

  /// A spinner glyph for a position through an animation (0…1): the glyph turns once over
  /// the timeline, so a playing Lottie view visibly moves in text output.
  static func progress(_ progress: CGFloat) -> String {
    guard progress.isFinite else { return spinner[0] }
    let phase = Int((Swift.min(1, Swift.max(0, progress)) * CGFloat(spinner.count)).rounded(.down))
    return spinner[phase % spinner.count]
  }

  /// Where an image is (a terminal cannot show its pixels); image-sequence frames use it too.
  static let imagePlaceholder = "▣"
}
