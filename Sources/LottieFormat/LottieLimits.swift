/// The caps that keep hostile or broken files from exhausting time or memory.
///
/// Every cap cuts content off rather than failing: a file over a cap still loads and draws
/// what fits. JSON nesting is capped by the shared parser (64 levels).
public enum LottieLimits {
  /// The deepest chain of precomps inside precomps that is drawn; deeper ones draw nothing.
  public static let maximumPrecompDepth = 16
  /// The longest parent chain followed; ancestors beyond it are ignored.
  public static let maximumParentChain = 64
  /// The most vertices a path keeps; later ones are dropped.
  public static let maximumPathVertices = 10_000
  /// The most points a star or polygon gets.
  public static let maximumStarPoints = 1_000
  /// The most copies one repeater makes, and nested repeaters make together.
  public static let maximumRepeaterCopies = 1_000
  /// The most dash and gap lengths a stroke keeps.
  public static let maximumDashes = 64
  /// The most items (fills, strokes, images, groups) one frame holds.
  public static let maximumItemsPerFrame = 20_000
  /// The most path vertices one frame produces, counted over every item.
  public static let maximumVerticesPerFrame = 500_000
  /// The largest magnitude a number in a file keeps; larger ones are clamped.
  public static let maximumMagnitude = 1e7
  /// The most keyframes one property keeps.
  public static let maximumKeyframes = 10_000

  /// A finite number within ±``maximumMagnitude`` (NaN becomes 0).
  static func sanitize(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return Swift.min(Swift.max(value, -maximumMagnitude), maximumMagnitude)
  }
}
