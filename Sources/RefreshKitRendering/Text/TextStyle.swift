/// How a cell is coloured when the output carries ANSI codes.
enum TextStyle: Equatable {
  case plain, dim, bold, arrow, spinner, separator

  /// The ANSI select-graphic-rendition parameters.
  var ansiCode: String {
    switch self {
    case .plain: return "0"
    case .dim: return "2"
    case .bold: return "1"
    case .arrow: return "33"
    case .spinner: return "36"
    case .separator: return "90"
    }
  }
}
