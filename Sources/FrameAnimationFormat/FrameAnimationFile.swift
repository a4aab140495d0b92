import Foundation

/// An animation file checked at build time: its name, the Swift accessor it gets, and
/// its validated contents.
///
/// A file's animation name is its file name without ``FrameAnimationDocument/fileSuffix``
/// (`pull-arrow.animation.json` is `pull-arrow`). Names start with a letter and contain
/// only ASCII letters, digits, `-` and `_`; the accessor is the name in lower camel case
/// (`pullArrow`), so a misspelt name in code is a compile error.
///
/// ```swift
/// let file = try FrameAnimationFile(path: "Resources/refresh.animation.json", data: data)
/// file.accessorName  // "refresh"
/// ```
public struct FrameAnimationFile: Sendable, Equatable {
  /// The path the file was read from, for messages.
  public var path: String
  /// The animation's name: what `FrameAnimationView(name:)` looks up.
  public var name: String
  /// The Swift identifier of the generated accessor.
  public var accessorName: String
  /// The validated contents.
  public var document: FrameAnimationDocument

  /// Validates the file at `path` with contents `data`; throws an error naming what is
  /// wrong (the path is not part of the error: callers prefix it).
  public init(path: String, data: Data) throws(FrameAnimationFormatError) {
    self.path = path
    name = try FrameAnimationFile.animationName(forPath: path)
    accessorName = FrameAnimationFile.accessorName(for: name)
    document = try FrameAnimationDocument.parse(data)
  }

  /// The animation name of the file at `path`, or an error when the file name does not
  /// end in ``FrameAnimationDocument/fileSuffix`` or is not a valid name.
  public static func animationName(forPath path: String) throws(FrameAnimationFormatError)
    -> String
  {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let suffix = FrameAnimationDocument.fileSuffix
    guard fileName.hasSuffix(suffix), fileName.count > suffix.count else {
      throw FrameAnimationFormatError(
        path: "", message: "file name must end in \"\(suffix)\" after the animation's name")
    }
    let name = String(fileName.dropLast(suffix.count))
    guard isValidName(name) else {
      throw FrameAnimationFormatError(
        path: "",
        message: "animation name \"\(name)\" must start with a letter and contain only "
          + "ASCII letters, digits, \"-\" and \"_\"")
    }
    return name
  }

  /// Whether `name` is a valid animation name.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_"
    }
  }

  /// The lower-camel-case accessor for a valid name: `pull-arrow` → `pullArrow`,
  /// `Refresh` → `refresh`.
  public static func accessorName(for name: String) -> String {
    var result = ""
    var uppercaseNext = false
    for scalar in name.unicodeScalars {
      if scalar == "-" {
        uppercaseNext = true
        continue
      }
      let character = String(scalar)
      if result.isEmpty {
        result += character.lowercased()
      } else if uppercaseNext {
        result += character.uppercased()
      } else {
        result += character
      }
      uppercaseNext = false
    }
    return result
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
