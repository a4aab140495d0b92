/// Why an animation file was rejected: where in the file, and what is wrong.
///
/// The description reads like a compiler diagnostic, `frames[2].shapes[0].radius: must be
/// greater than 0 (found -3)`, so the build tool and runtime errors can show it as is.
public struct FrameAnimationFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the offending value (`frames[2].text`), or empty for the whole file.
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
