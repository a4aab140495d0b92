import Foundation

extension LottieAnimation {
  /// Loads `<name>.json` from `bundle`'s resources (in `subdirectory` when given), or nil when
  /// it is missing or malformed; parsed once and kept in a small cache by name and bundle.
  ///
  /// As in lottie-ios, the default bundle is `Bundle.main`; a SwiftPM target's own files live
  /// in its `Bundle.module`, so name them with `bundle: .module`. Use ``loadError(named:bundle:subdirectory:)``
  /// or ``from(data:)`` to learn why a file did not load.
  @MainActor
  public static func named(
    _ name: String, bundle: Bundle = .main, subdirectory: String? = nil
  ) -> LottieAnimation? {
    try? load(named: name, bundle: bundle, subdirectory: subdirectory)
  }

  /// Loads the file at `filepath`, or nil when it is missing or malformed (cached by path).
  @MainActor
  public static func filepath(_ filepath: String) -> LottieAnimation? {
    try? load(filepath: filepath)
  }

  /// Why ``named(_:bundle:subdirectory:)`` returns nil, or nil when it loads.
  @MainActor
  public static func loadError(
    named name: String, bundle: Bundle = .main, subdirectory: String? = nil
  ) -> LottieAnimationError? {
    do {
      _ = try load(named: name, bundle: bundle, subdirectory: subdirectory)
      return nil
    } catch {
      return error
    }
  }

  @MainActor
  static func load(
    named name: String, bundle: Bundle, subdirectory: String?
  ) throws(LottieAnimationError) -> LottieAnimation {
    let key = "\(bundle.bundleURL.path)|\(subdirectory ?? "")|\(name)"
    if let cached = LottieAnimationCache.shared.animation(forKey: key) { return cached }
    let file = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    guard let url = bundle.url(forResource: file, withExtension: "json", subdirectory: subdirectory)
    else {
      throw .notFound(name: name, bundle: bundle.bundleURL.lastPathComponent)
    }
    let animation = try load(url: url)
    LottieAnimationCache.shared.setAnimation(animation, forKey: key)
    LottieDiagnostics.report(animation, source: url.lastPathComponent)
    return animation
  }

  @MainActor
  static func load(filepath: String) throws(LottieAnimationError) -> LottieAnimation {
    let key = "file|\(filepath)"
    if let cached = LottieAnimationCache.shared.animation(forKey: key) { return cached }
    let animation = try load(url: URL(fileURLWithPath: filepath))
    LottieAnimationCache.shared.setAnimation(animation, forKey: key)
    LottieDiagnostics.report(animation, source: (filepath as NSString).lastPathComponent)
    return animation
  }

  private static func load(url: URL) throws(LottieAnimationError) -> LottieAnimation {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: url.lastPathComponent)
    }
    do {
      return LottieAnimation(document: try LottieDocument.parse(data))
    } catch {
      throw .malformed(file: url.lastPathComponent, error)
    }
  }
}
