/// Something a file uses that the evaluator does not draw, and where.
///
/// Files using these still load: the feature is skipped (an expression's property keeps its
/// static value, an effect or text layer draws nothing), the way lottie-ios treats them. The
/// feature is a ``Feature`` an app can switch over (to refuse files with expressions, say);
/// its ``Feature/description`` is the readable name the build plugin and the diagnostics print.
///
/// ```swift
/// if document.unsupportedFeatures.contains(where: { $0.feature == .expressions }) {
///   print("this file's expressions will not run")
/// }
/// ```
public struct LottieUnsupportedFeature: Equatable, Hashable, Sendable {
  /// What is not supported.
  public var feature: Feature
  /// Where it is used: `"layer 'arrow' › shape 'tip'"`.
  public var location: String

  /// Creates a report.
  public init(feature: Feature, location: String) {
    self.feature = feature
    self.location = location
  }
}

extension LottieUnsupportedFeature {
  /// A feature of the format that is read but not drawn (or drawn in part, as 3D layers).
  public enum Feature: Hashable, Sendable, CustomStringConvertible {
    /// Expressions (`x` on a property): the keyframed value is used.
    case expressions
    /// Layer effects (`ef`).
    case effects
    /// Layer styles (`sy`: drop shadows, strokes).
    case layerStyles
    /// Text layers (`ty: 5`): drawn as nothing.
    case textLayers
    /// Camera layers (`ty: 13`).
    case cameras
    /// 3D layers (`ddd`): turns are drawn flat, without perspective.
    case threeDLayers
    /// Merge paths (`mm`): each shape is drawn as if no merge were there.
    case mergePaths
    /// Pucker and bloat (`pb`).
    case puckerAndBloat
    /// Twist (`tw`).
    case twist
    /// Offset paths (`op`).
    case offsetPaths
    /// Zig zag (`zz`).
    case zigZag
    /// A "no style" shape (`no`).
    case noStyle
    /// A shape type the format does not define (its `ty`).
    case unknownShape(String)
    /// A blend mode other than normal (`bm`): drawn normally, as lottie-ios draws it.
    case blendMode(LottieBlendMode)
    /// A mask expansion (`x` on a mask) other than 0.
    case maskExpansion
    /// Images in files beside the animation (only embedded images are drawn).
    case externalImages
    /// A layer names an asset the file does not have (its id).
    case missingAsset(String)
    /// A layer is its own ancestor: the link that closes the cycle is cut.
    case parentCycle
    /// A precomp contains itself: drawing stops at ``LottieLimits/maximumPrecompDepth``.
    case precompRecursion

    /// The feature's name as a person reads it: `"merge paths"`, `"blend mode multiply"`.
    public var description: String {
      switch self {
      case .expressions: "expressions"
      case .effects: "effects"
      case .layerStyles: "layer styles"
      case .textLayers: "text layers"
      case .cameras: "cameras"
      case .threeDLayers: "3D layers"
      case .mergePaths: "merge paths"
      case .puckerAndBloat: "pucker and bloat"
      case .twist: "twist"
      case .offsetPaths: "offset paths"
      case .zigZag: "zig zag"
      case .noStyle: "no style"
      case .unknownShape(let type): "shape type '\(type)'"
      case .blendMode(let mode): "blend mode \(mode)"
      case .maskExpansion: "mask expansion"
      case .externalImages: "external images"
      case .missingAsset(let id): "missing asset '\(id)'"
      case .parentCycle: "parent cycle"
      case .precompRecursion: "precomp recursion"
      }
    }
  }
}
