import Foundation

extension CGFloat {
  /// A fixed, locale-independent rendering for SVG attributes: at most two decimals, no trailing
  /// zeros, no negative zero ("12", "-54.5", "0.33").
  ///
  /// Non-finite values render as "0" so that a bad value can never break the document.
  var svgNumber: String {
    guard isFinite else { return "0" }
    let hundredths = (Double(self) * 100).rounded()
    guard hundredths != 0, Swift.abs(hundredths) < 1e17 else { return "0" }
    let magnitude = Int(Swift.abs(hundredths))
    var text = (hundredths < 0 ? "-" : "") + String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }
}

extension String {
  /// The string escaped for XML text and attribute values.
  var xmlEscaped: String {
    var escaped = ""
    escaped.reserveCapacity(count)
    for character in self {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
