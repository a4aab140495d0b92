/// Why a frame animation could not be loaded.
///
/// Loading never traps: a missing resource or a malformed file is reported with this
/// error, whose description says which animation or file and what is wrong.
///
/// ```swift
/// do {
///   _ = try FrameAnimation.named("sparkles")
/// } catch {
///   print(error)  // no frame animation named "sparkles" (looked for sparkles.animation.json in ...)
/// }
/// ```
public enum FrameAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No `<name>.animation.json` resource exists in the searched bundles.
  case notFound(name: String, searched: [String])
  /// The file exists but could not be read.
  case unreadable(file: String)
  /// The file is not a valid animation; `reason` names the offending value.
  case malformed(file: String, reason: String)

  /// A sentence that names the animation and the file involved.
  public var description: String {
    switch self {
    case .notFound(let name, let searched):
      return "no frame animation named \"\(name)\" (looked for \(name).animation.json in "
        + "\(searched.isEmpty ? "no bundle" : searched.joined(separator: ", ")))"
    case .unreadable(let file):
      return "cannot read the frame animation file \(file)"
    case .malformed(let file, let reason):
      return "malformed frame animation \(file): \(reason)"
    }
  }
}
