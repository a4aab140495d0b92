import Foundation

/// A font: a size, a weight and an optional family; RefreshKit's `UIFont`.
///
/// RefreshKit measures text with its own fixed metrics (see ``Label``), so the font's
/// size is what layout uses; weight and family are drawn by renderers that have fonts (SVG,
/// a host's text engine). The constructors are spelled as UIKit's, so ported code reads the
/// same.
///
/// ```swift
/// header.stateLabel.font = .boldSystemFont(ofSize: 15)
/// header.lastUpdatedTimeLabel.font = .systemFont(ofSize: 12, weight: .light)
/// ```
public struct Font: Sendable, Hashable {
  /// A font weight, from ultra-light to black.
  public enum Weight: Int, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The CSS numeric weight (100–900).
    public var cssValue: Int { rawValue }

    /// Lighter weights order first.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The size in points (non-finite or negative sizes become 0).
  public let size: CGFloat
  /// The weight.
  public let weight: Weight
  /// The family name, or nil for the system font.
  public let family: String?

  /// Creates a font; a non-finite or negative size becomes 0.
  public init(size: CGFloat, weight: Weight = .regular, family: String? = nil) {
    self.size = size.isFinite && size >= 0 ? size : 0
    self.weight = weight
    self.family = family
  }

  /// The system font at `size`, regular weight.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(size: size)
  }

  /// The system font at `size`, bold.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, weight: .bold)
  }

  /// The system font at `size` and `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight)
  }

  /// Whether the weight draws as bold where only regular and bold exist (a terminal):
  /// semibold and heavier.
  public var isBold: Bool { weight >= .semibold }

  /// This font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(size: size, weight: weight, family: family)
  }
}
