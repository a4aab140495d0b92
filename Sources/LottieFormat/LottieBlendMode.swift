/// After Effects' blend modes, by Lottie's number (`bm`).
///
/// RefreshKit draws every layer and shape normally, as lottie-ios does; a mode other than
/// ``normal`` is reported as ``LottieUnsupportedFeature/Feature/blendMode(_:)``:
///
/// ```swift
/// let mode = LottieBlendMode(number: 1)  // .multiply
/// ```
public enum LottieBlendMode: Hashable, Sendable, CustomStringConvertible {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight
  case softLight, difference, exclusion, hue, saturation, color, luminosity, add, hardMix
  /// A number the format does not define.
  case unknown(Double)

  /// The modes in Lottie's order (`bm: 0` is normal).
  private static let numbered: [LottieBlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
    .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
    .add, .hardMix,
  ]

  /// The mode for Lottie's number; ``unknown(_:)`` outside 0…17.
  public init(number: Double) {
    let index = Int(exactly: number) ?? -1
    self = Self.numbered.indices.contains(index) ? Self.numbered[index] : .unknown(number)
  }

  /// After Effects' name: `"color dodge"`.
  public var description: String {
    switch self {
    case .normal: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color dodge"
    case .colorBurn: "color burn"
    case .hardLight: "hard light"
    case .softLight: "soft light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .add: "add"
    case .hardMix: "hard mix"
    case .unknown(let number): "\(number)"
    }
  }
}
