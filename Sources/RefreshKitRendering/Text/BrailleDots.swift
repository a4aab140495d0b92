import Foundation
import RefreshKit

/// Vector shapes a terminal cannot draw, approximated as braille dots: each character cell is
/// a 2 × 4 grid of dots (U+2800 to U+28FF), so a ring or an arc drawn by a look shows as a
/// coarse outline in the text renderer's output.
///
/// Strokes set the dots their centre line passes through (their width is not drawn); fills set
/// the dots whose centres lie inside (by the fill rule).
struct BrailleDots {
  struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  /// The dots set, as each cell's braille pattern.
  private(set) var cells: [Cell: UInt8] = [:]

  /// The braille character with `pattern`'s dots raised.
  static func glyph(_ pattern: UInt8) -> String {
    // U+2800 + 0…255 is always a valid scalar (the braille block), so the blank cell
    // fallback is never taken.
    String(Character(Unicode.Scalar(0x2800 + UInt32(pattern)) ?? "\u{2800}"))
  }

  /// The bit of the dot at (`x`, `y`) in a cell (x 0…1, y 0…3), in Unicode's braille order.
  private static func bit(x: Int, y: Int) -> UInt8 {
    switch (x, y) {
    case (0, 3): return 0x40
    case (1, 3): return 0x80
    default: return UInt8(1) << UInt8(x * 3 + y)
    }
  }

  /// Raises the dot at dot coordinates (`x`, `y`) (two across and four down a cell).
  private mutating func set(x: Int, y: Int) {
    let cell = Cell(column: Self.floorDivide(x, 2), row: Self.floorDivide(y, 4))
    let inside = (x - cell.column * 2, y - cell.row * 4)
    cells[cell, default: 0] |= Self.bit(x: inside.0, y: inside.1)
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }

  /// A path flattened to polylines (curves in eight straight pieces), after `transform`, in
  /// dot units.
  private static func polylines(
    _ path: ArraySlice<VectorPath.Element>, _ transform: VectorTransform,
    _ scale: TextRenderer.Scale
  ) -> [[CGPoint]] {
    let dotWidth = Double(scale.pointsPerColumn) / 2
    let dotHeight = Double(scale.pointsPerRow) / 4
    func dot(_ point: VectorPoint) -> CGPoint {
      let placed = transform.apply(to: point)
      return CGPoint(x: placed.x / dotWidth, y: placed.y / dotHeight)
    }
    var lines: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = VectorPoint.zero
    var start = VectorPoint.zero
    for element in path {
      switch element {
      case .move(let point):
        if current.count > 1 { lines.append(current) }
        current = [dot(point)]
        last = point
        start = point
      case .line(let point):
        current.append(dot(point))
        last = point
      case .curve(let c1, let c2, let end):
        for step in 1...8 {
          let t = Double(step) / 8
          let u = 1 - t
          let point = VectorPoint(
            x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
            y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
          current.append(dot(point))
        }
        last = end
      case .close:
        current.append(dot(start))
        last = start
      }
    }
    if current.count > 1 { lines.append(current) }
    return lines
  }

  /// Raises the dots along a path's centre line.
  mutating func stroke(
    _ path: ArraySlice<VectorPath.Element>, transform: VectorTransform,
    scale: TextRenderer.Scale
  ) {
    for line in Self.polylines(path, transform, scale) {
      for (from, to) in zip(line, line.dropFirst()) {
        let steps = Swift.max(
          1, Int((Swift.max(abs(to.x - from.x), abs(to.y - from.y)) * 2).rounded(.up)))
        guard steps < 100_000 else { continue }
        for step in 0...steps {
          let t = CGFloat(step) / CGFloat(steps)
          set(
            x: Int((from.x + (to.x - from.x) * t).rounded(.down)),
            y: Int((from.y + (to.y - from.y) * t).rounded(.down)))
        }
      }
    }
  }

  /// Raises the dots whose centres lie inside a path, by `rule`.
  mutating func fill(
    _ path: ArraySlice<VectorPath.Element>, rule: VectorFillRule, transform: VectorTransform,
    scale: TextRenderer.Scale
  ) {
    let lines = Self.polylines(path, transform, scale).map { line -> [CGPoint] in
      // Every subpath of a fill is closed.
      guard let first = line.first, line.last != first else { return line }
      return line + [first]
    }
    let ys = lines.flatMap { $0.map(\.y) }
    guard let top = ys.min(), let bottom = ys.max(), bottom - top < 100_000 else { return }
    var row = Int(top.rounded(.down))
    while CGFloat(row) <= bottom {
      let y = CGFloat(row) + 0.5
      // Where each edge crosses this row's centre, with its direction.
      var crossings: [(x: CGFloat, winding: Int)] = []
      for line in lines {
        for (a, b) in zip(line, line.dropFirst()) where (a.y <= y) != (b.y <= y) {
          let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
          crossings.append((x, b.y > a.y ? 1 : -1))
        }
      }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for (index, crossing) in crossings.enumerated() {
        winding += crossing.winding
        let inside = rule == .evenOdd ? (index + 1) % 2 == 1 : winding != 0
        guard inside, index + 1 < crossings.count else { continue }
        let from = Int((crossing.x - 0.5).rounded(.up))
        let to = Int((crossings[index + 1].x - 0.5).rounded(.down))
        if from <= to, to - from < 100_000 {
          for x in from...to { set(x: x, y: row) }
        }
      }
      row += 1
    }
  }
}
