import Foundation

/// A colour with red, green, blue and alpha components from 0 to 1: RefreshKit's `UIColor`.
///
/// Components are clamped to `0...1`; NaN counts as 0. Renderers draw it (SVG as a fill,
/// a terminal as 24-bit ANSI colour).
///
/// ```swift
/// header.stateLabel.textColor = Color(red: 0.2, green: 0.4, blue: 0.8)
/// header.lastUpdatedTimeLabel.textColor = .lightGray
/// ```
public struct Color: Sendable, Hashable {
  /// The red component, `0...1`.
  public let red: CGFloat
  /// The green component, `0...1`.
  public let green: CGFloat
  /// The blue component, `0...1`.
  public let blue: CGFloat
  /// The opacity, `0...1`.
  public let alpha: CGFloat

  /// Creates a colour from its components (each clamped to `0...1`, NaN as 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Self.component(red)
    self.green = Self.component(green)
    self.blue = Self.component(blue)
    self.alpha = Self.component(alpha)
  }

  /// Creates a grey: `white` 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// A dark grey (one third white), as `UIColor.darkGray`.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Mid grey (half white).
  public static let gray = Color(white: 0.5)
  /// A light grey (two thirds white), as `UIColor.lightGray`.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// White.
  public static let white = Color(white: 1)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// The grey of MJRefresh's labels, RGB(90, 90, 90): the default ``Label/textColor``.
  public static let refreshText = Color(red: 90 / 255, green: 90 / 255, blue: 90 / 255)

  /// The components as 0–255 bytes (rounded), for hex and terminal output.
  public var rgbBytes: (red: UInt8, green: UInt8, blue: UInt8) {
    (Self.byte(red), Self.byte(green), Self.byte(blue))
  }

  /// `#rrggbb`, without the alpha.
  public var hexString: String {
    let (r, g, b) = rgbBytes
    return "#"
      + [r, g, b].map { byte in
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }

  private static func component(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }

  private static func byte(_ value: CGFloat) -> UInt8 {
    UInt8((value * 255).rounded())
  }
}
