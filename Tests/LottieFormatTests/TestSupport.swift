import Foundation
import LottieFormat
import Testing

/// Helpers shared by the suites: loading fixtures, parsing inline JSON, walking items.
enum TestSupport {
  /// The fixtures folder in the test bundle.
  static var fixturesURL: URL {
    get throws {
      try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    }
  }

  /// A fixture's bytes.
  static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixturesURL.appendingPathComponent(name))
  }

  /// Parses inline JSON.
  static func document(_ json: String) throws -> LottieDocument {
    try LottieDocument.parse(Data(json.utf8))
  }

  /// A document with one shape layer holding `shapes` (a JSON array's contents), on a
  /// 100 × 100 canvas, frames 0…60.
  static func shapeDocument(_ shapes: String, layerExtras: String = "") throws -> LottieDocument {
    try document(
      """
      {"fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ty":4,"nm":"l","ip":0,"op":60,
      "ks":{}\(layerExtras),"shapes":[\(shapes)]}]}
      """)
  }

  /// Every leaf item (fill, stroke, image) in drawing order, with groups flattened.
  static func leaves(_ items: [VectorItem]) -> [VectorItem] {
    items.flatMap { item -> [VectorItem] in
      if case .group(let group) = item { return leaves(group.items) }
      return [item]
    }
  }

  /// How many items the tree holds, groups and matte items included.
  static func count(_ items: [VectorItem]) -> Int {
    items.reduce(0) { total, item in
      if case .group(let group) = item {
        return total + 1 + count(group.items) + count(group.matte?.items ?? [])
      }
      return total + 1
    }
  }

  /// The path of a fill or stroke.
  static func path(_ item: VectorItem) -> VectorPath? {
    switch item {
    case .fill(let path, _, _, _), .stroke(let path, _, _, _): return path
    default: return nil
    }
  }

  /// The end points of a path's elements (moves, lines, curves).
  static func points(_ path: VectorPath) -> [VectorPoint] {
    path.elements.compactMap { element in
      switch element {
      case .move(let point), .line(let point), .curve(_, _, let point): return point
      case .close: return nil
      }
    }
  }

  /// Whether two numbers agree to `tolerance`.
  static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  /// Whether two points agree to `tolerance`.
  static func near(_ a: VectorPoint, _ b: VectorPoint, _ tolerance: Double = 1e-6) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
  }
}
