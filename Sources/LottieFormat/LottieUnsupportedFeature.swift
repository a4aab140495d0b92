/// Something a file uses that the evaluator does not draw, and where.
///
/// Files using these still load: the feature is skipped (an expression's property keeps its
/// static value, an effect or text layer draws nothing), the way lottie-ios treats them.
public struct LottieUnsupportedFeature: Equatable, Hashable, Sendable {
  /// What is not supported.
  ///
  /// For example `"expressions"`, `"effects"`, `"text layers"`, `"merge paths"`,
  /// `"blend mode multiply"` or `"3D layers"`.
  public var feature: String
  /// Where it is used: `"layer 'arrow' › shape 'tip'"`.
  public var location: String

  /// Creates a report.
  public init(feature: String, location: String) {
    self.feature = feature
    self.location = location
  }
}
