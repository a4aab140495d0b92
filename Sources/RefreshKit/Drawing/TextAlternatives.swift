import Foundation

/// The glyphs built-in views give renderers that cannot draw vectors (a terminal), as their
/// groups' ``/LottieFormat/VectorDrawing/Group/textAlternative``.
enum TextAlternatives {
  /// The arrow pointing nearest `rotation` (radians clockwise; zero points down).
  static func arrow(rotation: CGFloat) -> String {
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    guard rotation.isFinite else { return arrows[0] }
    let eighths = Int((rotation / (2 * .pi) * 8).rounded()) % 8
    return arrows[(eighths + 8) % 8]
  }

  /// A turning spinner's glyphs, one a phase.
  static let spinner = ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"]

  /// The spinner glyph of `phase`.
  static func spinner(phase: Int) -> String {
    spinner[((phase % spinner.count) + spinner.count) % spinner.count]
  }

  /// The spinner glyph standing for `progress` (0…1) through an animation.
  static func progress(_ progress: CGFloat) -> String {
    guard progress.isFinite else { return spinner[0] }
    let phase = Int((Swift.min(1, Swift.max(0, progress)) * CGFloat(spinner.count)).rounded(.down))
    return spinner(phase: phase)
  }
}
