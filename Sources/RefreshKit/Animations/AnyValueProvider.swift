import Foundation

/// Something that gives an animation's properties a value at run time, with lottie-ios 4's
/// names: ``ColorValueProvider``, ``FloatValueProvider``, ``PointValueProvider``,
/// ``SizeValueProvider`` and ``GradientValueProvider``.
///
/// A provider holds one value (lottie-ios's single-value form; its per-frame closures and
/// keyframes are not offered). ``LottieAnimationView/setValueProvider(_:keypath:)`` resolves its
/// keypath once, when it is set, and applies the value to the properties of the provider's
/// type that the keypath reaches:
///
/// ```swift
/// view.setValueProvider(ColorValueProvider(.white), keypath: "**.Fill 1.Color")
/// ```
public protocol AnyValueProvider: Sendable {
  /// The value, in the file's own units.
  var lottieValue: LottieValue { get }
}

/// lottie-ios's colour type: RefreshKit's ``/LottieFormat/VectorColor``, with lottie-ios's
/// initializer (`LottieColor(r:g:b:a:)`).
public typealias LottieColor = VectorColor

extension VectorColor {
  /// Creates a colour from components 0…1 (lottie-ios's `LottieColor(r:g:b:a:)`).
  public init(r: Double, g: Double, b: Double, a: Double = 1) {
    self.init(red: r, green: g, blue: b, alpha: a)
  }

  /// White, for providers.
  public static let white = VectorColor(red: 1, green: 1, blue: 1)
  /// Black, for providers.
  public static let black = VectorColor(red: 0, green: 0, blue: 0)
}

extension Color {
  /// The colour as a Lottie value's colour.
  public var lottieColor: LottieColor {
    LottieColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
