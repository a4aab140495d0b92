import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting
import Testing

/// What each built-in view describes (``View/draw(in:)``): the one drawing every renderer draws.
@MainActor
@Suite struct BuiltInViewDrawingTests {
  let scheduler = TestScheduler()

  static func strokes(_ drawing: VectorDrawing) -> [VectorDrawing.Stroke] {
    drawing.steps.compactMap { step in
      if case .stroke(let stroke) = step { return stroke }
      return nil
    }
  }
}

extension BuiltInViewDrawingTests {
  @Test func aLabelIsItsTextInItsBoundsAndNotItsBackground() {
    let label = Label(text: "Hi", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.textColor = .red
    label.backgroundColor = .white
    let drawing = label.drawing()
    #expect(drawing.steps.count == 1)
    #expect(
      drawing.texts == [
        VectorText(
          "Hi", fontSize: 14, color: VectorColor(red: 1, green: 0, blue: 0), x: 0, y: 0,
          width: 100, height: 20, alignment: .center)
      ])
    label.frame = .zero
    #expect(label.drawing().isEmpty)  // empty bounds: no text
  }

  @Test func theArrowPointsDownTurnedAboutItsCentreWithAGlyphForTerminals() throws {
    let arrow = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))
    arrow.rotation = .pi
    let drawing = arrow.drawing()
    let group = try #require(drawing.groups.first)
    #expect(group.textAlternative == "↑")
    // A half turn about (7.5, 20).
    let tip = group.transform.apply(to: VectorPoint(x: 7.5, y: 36))
    #expect(abs(tip.x - 7.5) < 1e-9 && abs(tip.y - 4) < 1e-9)
    let stroke = try #require(Self.strokes(drawing).first)
    #expect(stroke.width == 2 && stroke.cap == .round && stroke.join == .round)
    // A shaft and a head: two subpaths.
    let moves = drawing.path(stroke.path).filter { if case .move = $0 { true } else { false } }
    #expect(moves.count == 2)
    arrow.rotation = .pi / 2
    #expect(arrow.drawing().groups.first?.textAlternative == "←")
  }

  @Test func aSpinnerHasEightSpokesTheLeaderOpaque() throws {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), scheduler: scheduler)
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    list.addSubview(indicator)
    indicator.startAnimating()
    scheduler.advance(by: .milliseconds(375))  // three spokes on, at one turn a second
    let drawing = indicator.drawing()
    let strokes = Self.strokes(drawing)
    #expect(strokes.count == ActivityIndicatorView.spokeCount)
    #expect(strokes[3].opacity == 1)
    #expect(strokes[2].opacity < 1)
    #expect(drawing.groups.first?.textAlternative == "⢿")
    indicator.stopAnimating()
  }

  @Test func framesScaleToTheViewAndATerminalShowsTheirText() throws {
    let animation = try FrameAnimation.named(.refresh)
    let view = FrameAnimationView(
      animation: animation, frame: CGRect(x: 0, y: 0, width: 48, height: 48))
    let group = try #require(view.drawing().groups.first)
    #expect(group.transform == VectorTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    #expect(group.textAlternative == animation.frames[0].text)
  }

  @Test func rowsDrawOnlyTheRowsInTheVisibleRect() {
    let rows = RowsView(rows: ["A", "B", "C", "D"], rowHeight: 40, width: 200)
    #expect(rows.drawing().texts.map(\.string) == ["A", "B", "C", "D"])
    let visible = rows.drawing(visibleRect: CGRect(x: 0, y: 45, width: 200, height: 30))
    #expect(visible.texts.map(\.string) == ["B"])
    #expect(visible.texts.first?.y == 40)
    #expect(Self.strokes(visible).count == 1)
    #expect(rows.backgroundColor == .white)
  }

  @Test func anImageViewStretchesItsImageOverItsBounds() throws {
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII="
    )
    let image = try #require(png.flatMap { Image(pngData: $0) })
    let view = ImageView(image: image, frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let drawing = view.drawing()
    #expect(drawing.images.count == 1)
    #expect(
      drawing.groups.first?.transform == VectorTransform(a: 10, b: 0, c: 0, d: 5, tx: 0, ty: 0))
  }
}
