import RefreshKit

/// A grid of character cells; a wide character fills its cell and leaves the next one
/// as a continuation.
@MainActor
struct TextCanvas {
  private struct Cell {
    var text: String?  // nil: the right half of a wide character
    var style: TextStyle
  }

  let columns: Int
  let rows: Int
  private var cells: [Cell]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Cell(text: " ", style: .plain), count: columns * rows)
  }

  /// How many cells `text` takes: two per East Asian wide character, one otherwise.
  static func cellCount(of text: String) -> Int {
    var count = 0
    for character in text {
      count += character.unicodeScalars.first.map { Label.isWide($0) ? 2 : 1 } ?? 1
    }
    return count
  }

  /// Writes `text` from `column` on `row`, only into cells inside `clip` and the grid.
  mutating func write(_ text: String, column: Int, row: Int, style: TextStyle, clip: CellRange) {
    guard row >= 0, row < rows, clip.rows.contains(row) else { return }
    var x = column
    for character in text {
      let width = character.unicodeScalars.first.map { Label.isWide($0) ? 2 : 1 } ?? 1
      let fits = (0..<width).allSatisfy {
        x + $0 >= 0 && x + $0 < columns && clip.columns.contains(x + $0)
      }
      if fits {
        clearHalf(at: x, row: row)
        cells[row * columns + x] = Cell(text: String(character), style: style)
        if width == 2 {
          clearHalf(at: x + 1, row: row)
          cells[row * columns + x + 1] = Cell(text: nil, style: style)
        }
      }
      x += width
    }
  }

  /// Overwriting half of a wide character blanks its other half.
  private mutating func clearHalf(at column: Int, row: Int) {
    let index = row * columns + column
    if cells[index].text == nil, column > 0 {
      cells[index - 1] = Cell(text: " ", style: .plain)
    } else if column + 1 < columns, cells[index + 1].text == nil {
      cells[index + 1] = Cell(text: " ", style: .plain)
    }
  }

  /// The grid as lines, with a box around it when `drawsBorder`, coloured when `usesColor`.
  func lines(usesColor: Bool, drawsBorder: Bool) -> [String] {
    var lines: [String] = []
    if drawsBorder { lines.append("╭" + String(repeating: "─", count: columns) + "╮") }
    for row in 0..<rows {
      var line = drawsBorder ? "│" : ""
      var current = TextStyle.plain
      for column in 0..<columns {
        let cell = cells[row * columns + column]
        guard let text = cell.text else { continue }
        if usesColor, text != " ", cell.style != current {
          line += "\u{1B}[0;\(cell.style.ansiCode)m"
          current = cell.style
        }
        line += text
      }
      if usesColor, current != .plain { line += "\u{1B}[0m" }
      if drawsBorder { line += "│" }
      lines.append(line)
    }
    if drawsBorder { lines.append("╰" + String(repeating: "─", count: columns) + "╯") }
    return lines
  }
}
