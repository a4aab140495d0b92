import Foundation
import LottieFormat
import Testing

@Suite struct VectorDrawingTests {
  static let red = VectorPaint.solid(VectorColor(red: 1, green: 0, blue: 0))

  static func square(_ side: Double) -> VectorPath {
    var path = VectorPath()
    path.addRect(CGRect(x: 0, y: 0, width: side, height: side))
    return path
  }
}

extension VectorDrawingTests {
  @Test func everyFixtureFrameConvertsToADrawingAndBackUnchanged() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixturesURL.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count > 50)
    for name in names {
      let document = try LottieDocument.parse(TestSupport.fixture(name))
      for progress in [0, 0.25, 0.5, 0.75, 1.0] {
        let frame = document.frame(
          at: document.inPoint + (document.outPoint - document.inPoint) * progress)
        let drawing = VectorDrawing(frame)
        #expect(!drawing.hasOpenGroup)
        #expect(drawing.frame == frame, "\(name) at \(progress)")
      }
    }
  }

  @Test func childrenSkipWhatANestedGroupHoldsAndTheMatteIsApartFromTheContents() throws {
    var drawing = VectorDrawing(width: 10, height: 10)
    drawing.fill(Self.square(1), paint: Self.red)
    drawing.beginGroup(opacity: 0.5)
    drawing.beginMatte(.alpha)
    drawing.fill(Self.square(2), paint: Self.red)
    drawing.endMatte()
    drawing.fill(Self.square(3), paint: Self.red)
    drawing.beginGroup()
    drawing.fill(Self.square(4), paint: Self.red)
    drawing.endGroup()
    drawing.endGroup()
    drawing.fill(Self.square(5), paint: Self.red)

    #expect(Array(drawing.children(in: drawing.rootSteps)) == [0, 1, 6])
    guard case .group(let index) = drawing.steps[1] else {
      Issue.record("step 1 is the group")
      return
    }
    let group = drawing.groups[index]
    #expect(group.matte == .alpha)
    #expect(Array(drawing.children(in: group.matteSteps)) == [2])
    #expect(Array(drawing.children(in: group.contentSteps)) == [3, 4])
    #expect(group.opacity == 0.5)
  }

  @Test func theTreeFormKeepsClipsTextAndTextAlternatives() {
    let text = VectorText(
      "Loading...", fontSize: 14, fontWeight: 700, color: VectorColor(red: 0, green: 0, blue: 0),
      x: 0, y: 0, width: 100, height: 20, alignment: .center)
    let dashed = VectorStrokeStyle(width: 2, dashes: [1, 2])
    let items: [VectorItem] = [
      .group(
        VectorGroup(
          clip: Self.square(8), textAlternative: "↓",
          items: [
            .text(text), .stroke(Self.square(2), paint: Self.red, style: dashed, opacity: 1),
          ]))
    ]
    let drawing = VectorDrawing(width: 100, height: 20, items: items)
    #expect(drawing.items == items)
    #expect(drawing.texts == [text])
    #expect(drawing.dashes == [1, 2])
  }

  @Test func rebuildingTheSameShapeKeepsEveryArraysStorage() {
    var drawing = VectorDrawing()
    func build() {
      drawing.removeAll(width: 20, height: 20)
      drawing.beginGroup()
      drawing.fill(Self.square(4), paint: Self.red)
      drawing.endGroup()
    }
    build()
    let capacities = [drawing.steps.capacity, drawing.elements.capacity, drawing.groups.capacity]
    for _ in 0..<10 { build() }
    #expect(
      [drawing.steps.capacity, drawing.elements.capacity, drawing.groups.capacity] == capacities)
    #expect(drawing.steps.count == 2)
  }

  @Test func outOfOrderCallsAreIgnoredAndBadValuesClamped() {
    var drawing = VectorDrawing(width: .nan, height: -3)
    #expect(drawing.width == 0 && drawing.height == 0)
    drawing.endGroup()
    drawing.endMatte()
    drawing.beginGroup(opacity: 7)
    drawing.fill(Self.square(1), paint: Self.red, opacity: .nan)
    drawing.beginMatte(.luma)  // after content: ignored
    drawing.endGroup()
    #expect(!drawing.hasOpenGroup)
    #expect(drawing.groups.first?.matte == nil)
    #expect(drawing.groups.first?.opacity == 1)
    if case .fill(let fill) = drawing.steps[1] { #expect(fill.opacity == 0) }
    // A path range past the elements reads as what exists of it.
    #expect(drawing.path(3..<99).count == 2)
    #expect(drawing.path(10..<99).isEmpty)
  }

  @Test func aVerticalRunStacksOneCharacterALineCentredInItsBox() {
    let text = VectorText(
      "上拉", fontSize: 12, color: VectorColor(red: 0, green: 0, blue: 0), x: 0, y: 0, width: 20,
      height: 100, orientation: .vertical(lineHeight: 16))
    #expect(text.lines == ["上", "拉"])
    #expect(text.lineBoxes.map(\.y) == [34, 50])
    #expect(text.lineBoxes.allSatisfy { $0.height == 16 && $0.width == 20 })
  }
}
