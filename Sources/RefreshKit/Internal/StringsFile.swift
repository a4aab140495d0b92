import Foundation

/// A parser for `.strings` files (`"key" = "value";`, with `/* */` and `//` comments).
///
/// RefreshKit reads its tables itself rather than through `Bundle.localizedString`:
/// on Linux, Foundation's lookup depends on the `.lproj` folder's case (SwiftPM lowercases
/// it) and on the process locale, and the tables must resolve the same way everywhere.
enum StringsFile {
  /// The key–value pairs in `text`.
  ///
  /// Malformed entries are skipped, never fatal.
  static func parse(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    var scalars = Array(text.unicodeScalars)[...]
    while true {
      skipTrivia(&scalars)
      guard let key = quoted(&scalars) else {
        // Not an entry: skip to the next `;` (or the end) and try again.
        guard let next = scalars.firstIndex(of: ";") else { break }
        scalars = scalars[(next + 1)...]
        continue
      }
      skipTrivia(&scalars)
      guard scalars.first == "=" else { continue }
      scalars = scalars.dropFirst()
      skipTrivia(&scalars)
      guard let value = quoted(&scalars) else { continue }
      skipTrivia(&scalars)
      if scalars.first == ";" { scalars = scalars.dropFirst() }
      result[key] = value
    }
    return result
  }

  private static func skipTrivia(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let first = scalars.first {
      if first.properties.isWhitespace {
        scalars = scalars.dropFirst()
      } else if first == "/", scalars.dropFirst().first == "*" {
        scalars = scalars.dropFirst(2)
        while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") {
          scalars = scalars.dropFirst()
        }
        scalars = scalars.dropFirst(2)
      } else if first == "/", scalars.dropFirst().first == "/" {
        while let next = scalars.first, next != "\n" { scalars = scalars.dropFirst() }
      } else {
        return
      }
    }
  }

  private static func quoted(_ scalars: inout ArraySlice<Unicode.Scalar>) -> String? {
    guard scalars.first == "\"" else { return nil }
    var rest = scalars.dropFirst()
    var text = String.UnicodeScalarView()
    while let scalar = rest.first {
      rest = rest.dropFirst()
      switch scalar {
      case "\"":
        scalars = rest
        return String(text)
      case "\\":
        guard let escaped = rest.first else { return nil }
        rest = rest.dropFirst()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "U", "u":
          let hex = String(String.UnicodeScalarView(rest.prefix(4)))
          if hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
          {
            text.append(decoded)
            rest = rest.dropFirst(4)
          } else {
            text.append(escaped)
          }
        default: text.append(escaped)
        }
      default:
        text.append(scalar)
      }
    }
    return nil
  }
}
