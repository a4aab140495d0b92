import Foundation
import Testing

@testable import LottieFormat

@Suite struct PathTrimmerTests {
  /// Trims one leaf holding the store's first contour to `intervals`; its pieces' vertices.
  static func trimmed(
    _ store: inout ContourStore, _ intervals: PathTrimmer.Intervals
  ) -> [[VectorPoint]] {
    var leaves = [0..<1]
    var lengths: [Double] = []
    PathTrimmer.trim(
      0..<1, of: &leaves, in: &store, intervals: intervals, sequential: false,
      lengths: &lengths)
    return leaves[0].map { index in
      let contour = store.contours[index]
      return Array(store.vertices[contour.start..<contour.start + contour.count])
    }
  }

  /// The stroked path for a line, a trim and a stroke.
  static func trimmedPoints(_ trim: String, shapes: String? = nil) throws -> [[VectorPoint]] {
    let line = #"{"ty":"sh","ks":{"k":{"c":false,"v":[[0,0],[100,0]]}}}"#
    let document = try TestSupport.shapeDocument(
      "\(shapes ?? line),\(trim),{\"ty\":\"st\",\"c\":{\"k\":[0,0,0]},\"w\":{\"k\":2}}")
    let path = try #require(
      TestSupport.leaves(document.frame(at: 0).items).first.flatMap(TestSupport.path))
    var subpaths: [[VectorPoint]] = []
    for element in path.elements {
      switch element {
      case .move(let point): subpaths.append([point])
      case .line(let point), .curve(_, _, let point): subpaths[subpaths.count - 1].append(point)
      case .close: break
      }
    }
    return subpaths
  }
}

extension PathTrimmerTests {
  @Test func startAndEndKeepThatPartOfTheLength() throws {
    let points = try Self.trimmedPoints(#"{"ty":"tm","s":{"k":20},"e":{"k":70},"o":{"k":0}}"#)
    #expect(points.count == 1)
    #expect(TestSupport.near(points[0][0], VectorPoint(x: 20, y: 0), 1e-9))
    #expect(TestSupport.near(points[0][1], VectorPoint(x: 70, y: 0), 1e-9))
    // Start after end is the same range.
    #expect(try Self.trimmedPoints(#"{"ty":"tm","s":{"k":70},"e":{"k":20}}"#) == points)
  }

  @Test func offsetsWrapAroundTheEnd() throws {
    // 0…40 % shifted by 270° (75 %) is 75…100 % and 0…15 %.
    let points = try Self.trimmedPoints(#"{"ty":"tm","s":{"k":0},"e":{"k":40},"o":{"k":270}}"#)
    #expect(points.count == 2)
    #expect(TestSupport.near(points[0][0], VectorPoint(x: 75, y: 0), 1e-9))
    #expect(TestSupport.near(points[0].last ?? .zero, VectorPoint(x: 100, y: 0), 1e-9))
    #expect(TestSupport.near(points[1][0], VectorPoint(x: 0, y: 0), 1e-9))
    #expect(TestSupport.near(points[1].last ?? .zero, VectorPoint(x: 15, y: 0), 1e-9))
    // Negative offsets wrap the other way: −90° is +270°.
    #expect(
      try Self.trimmedPoints(#"{"ty":"tm","s":{"k":0},"e":{"k":40},"o":{"k":-90}}"#) == points)
  }

  @Test func equalStartAndEndDrawNothingAndTheFullRangeEverything() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"sh","ks":{"k":{"c":false,"v":[[0,0],[100,0]]}}},{"ty":"tm","s":{"k":30},"e":{"k":30}},
      {"ty":"st","c":{"k":[0,0,0]},"w":{"k":2}}
      """)
    #expect(TestSupport.leaves(document.frame(at: 0).items).isEmpty)
    #expect(PathTrimmer.intervals(start: 0, end: 100, offset: 123) == nil)
  }

  @Test func simultaneousTrimsEachShapeAndSequentialTrimsThemAsOne() throws {
    let two = """
      {"ty":"sh","ks":{"k":{"c":false,"v":[[0,0],[100,0]]}}},
      {"ty":"sh","ks":{"k":{"c":false,"v":[[0,10],[100,10]]}}}
      """
    let each = try Self.trimmedPoints(#"{"ty":"tm","s":{"k":0},"e":{"k":50},"m":1}"#, shapes: two)
    #expect(each.count == 2)
    #expect(each.allSatisfy { TestSupport.near($0.last?.x ?? 0, 50, 1e-9) })
    let together = try Self.trimmedPoints(
      #"{"ty":"tm","s":{"k":0},"e":{"k":50},"m":2}"#, shapes: two)
    #expect(together.count == 1)
    #expect(TestSupport.near(together[0].last ?? .zero, VectorPoint(x: 100, y: 0), 1e-9))
  }

  @Test func cutsInsideCurvesSplitThemAtTheRightLength() {
    // A 100-long horizontal line from (0, 0).
    var line = ContourStore()
    line.begin(closed: false)
    line.append(VectorPoint(x: 0, y: 0))
    line.append(VectorPoint(x: 100, y: 0))
    let pieces = Self.trimmed(&line, PathTrimmer.Intervals(first: 0.25...0.5))
    #expect(pieces == [[VectorPoint(x: 25, y: 0), VectorPoint(x: 50, y: 0)]])
    // A closed circle trimmed to half keeps about half its length.
    var circle = ContourStore()
    GeometryBuilder.ellipse(center: .zero, size: VectorPoint(x: 100, y: 100), into: &circle)
    let half = Self.trimmed(&circle, PathTrimmer.Intervals(first: 0...0.5))
    var lengths: [Double] = []
    PathTrimmer.appendLengths(circle.contours.count - 1, of: circle, to: &lengths)
    #expect(TestSupport.near(lengths.reduce(0, +), .pi * 50, 0.5))
    #expect(TestSupport.near(half[0].last ?? .zero, VectorPoint(x: 0, y: 50), 0.5))
  }

}
