import Foundation

/// Why a Lottie file did not load: missing, unreadable, or not a Lottie file.
public enum LottieAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No `<name>.json` in the bundle searched.
  case notFound(name: String, bundle: String)
  /// The file exists but could not be read.
  case unreadable(file: String)
  /// The file is not a Lottie file: the format error names the problem and its JSON path.
  case malformed(file: String, LottieFormatError)

  /// A sentence for logs and the build tool.
  public var description: String {
    switch self {
    case .notFound(let name, let bundle): return "no Lottie file '\(name).json' in \(bundle)"
    case .unreadable(let file): return "\(file): cannot be read"
    case .malformed(let file, let error): return "\(file): \(error)"
    }
  }
}
