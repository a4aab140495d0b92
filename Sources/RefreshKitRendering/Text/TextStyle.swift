/// How a cell is coloured when the output carries ANSI codes.
enum TextStyle: Equatable {
  case plain, dim, bold, arrow, spinner, separator
  /// A label's own colour (24-bit), bold or not.
  case colored(red: UInt8, green: UInt8, blue: UInt8, bold: Bool)

  /// The ANSI select-graphic-rendition parameters.
  var ansiCode: String {
    switch self {
    case .plain: return "0"
    case .dim: return "2"
    case .bold: return "1"
    case .arrow: return "33"
    case .spinner: return "36"
    case .separator: return "90"
    case .colored(let red, let green, let blue, let bold):
      return (bold ? "1;" : "") + "38;2;\(red);\(green);\(blue)"
    }
  }
}
