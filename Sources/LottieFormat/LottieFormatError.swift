/// Why a Lottie file was rejected: where in the file, and what is wrong.
///
/// The description reads like a compiler diagnostic, `layers[3].ks.p.k[1].s: expected an
/// array of numbers (found a string)`, the same shape as the frame-animation format's errors.
public struct LottieFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the offending value (`layers[2].shapes[0].ty`), or empty for the whole
  /// file.
  public var path: String
  /// What is wrong, in a sentence fragment.
  public var message: String

  /// Creates an error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// The message, after the path of the offending value when there is one.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}
