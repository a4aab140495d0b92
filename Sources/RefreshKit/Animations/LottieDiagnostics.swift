import Foundation

/// Where RefreshKit says which parts of a Lottie file it does not draw: once per animation,
/// when a view first shows it or it is loaded by name, never as an assertion.
///
/// The default handler writes one line per feature to standard error; an app routes the lines
/// into its own log, and a test captures them:
///
/// ```swift
/// LottieDiagnostics.handler = { line in logger.notice("\(line)") }
/// ```
@MainActor
public enum LottieDiagnostics {
  /// Receives each line; standard error by default.
  public static var handler: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The animations already reported (by parse), so each is reported once.
  private static var reported: Set<ObjectIdentifier> = []

  /// Reports `animation`'s undrawn features, unless it was reported before; `source` names it.
  static func report(_ animation: LottieAnimation, source: String) {
    guard !animation.unsupportedFeatures.isEmpty,
      reported.insert(animation.identityKey).inserted
    else { return }
    for feature in animation.unsupportedFeatures {
      handler(
        "RefreshKit: \(source): Lottie \(feature.feature) at \(feature.location) is not drawn")
    }
  }
}
