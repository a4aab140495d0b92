import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting
import Testing

/// The drawable content every renderer draws from: one description per view.
@MainActor
@Suite struct DrawingContentTests {
  let scheduler = TestScheduler()
}

extension DrawingContentTests {
  @Test func aLabelIsItsTextOnItsBackground() {
    let label = Label(text: "Hi", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.textColor = .red
    label.backgroundColor = .white
    #expect(
      DrawingContent.contents(of: label) == [
        .fill(.white), .text("Hi", font: .systemFont(ofSize: 14), color: .red, alignment: .center),
      ])
    label.frame = .zero
    #expect(DrawingContent.contents(of: label) == [.fill(.white)])  // empty bounds: no text
  }

  @Test func theArrowPointsDownAndCarriesItsRotation() {
    let arrow = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))
    arrow.rotation = .pi
    guard case .arrow(let rotation, let strokes) = DrawingContent.contents(of: arrow).first else {
      Issue.record("expected an arrow")
      return
    }
    #expect(rotation == .pi)
    #expect(strokes.count == 2)
    // The shaft runs down the middle; the head's tip is the shaft's lower end.
    #expect(strokes[0].points.map(\.x) == [7.5, 7.5])
    #expect(strokes[1].points[1] == strokes[0].points[1])
  }

  @Test func aSpinnerHasEightSpokesTheLeaderOpaque() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), scheduler: scheduler)
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    list.addSubview(indicator)
    indicator.startAnimating()
    scheduler.advance(by: .milliseconds(375))  // three spokes on, at one turn a second
    guard case .spinner(let phase, let strokes) = DrawingContent.contents(of: indicator).first
    else {
      Issue.record("expected a spinner")
      return
    }
    #expect(phase == 3)
    #expect(strokes.count == DrawingContent.spinnerSpokes)
    #expect(strokes[3].opacity == 1)
    #expect(strokes.allSatisfy { $0.points.count == 2 && $0.color == indicator.color })
    indicator.stopAnimating()
  }

  @Test func framesScaleToTheViewAndRowsListTheirRows() throws {
    let animation = try FrameAnimation.named(.refresh)
    let view = FrameAnimationView(
      animation: animation, frame: CGRect(x: 0, y: 0, width: 48, height: 48))
    guard case .shapes(_, let scale, _, let text) = DrawingContent.contents(of: view).first else {
      Issue.record("expected shapes")
      return
    }
    #expect(scale == CGSize(width: 2, height: 2))
    #expect(text == animation.frames[0].text)

    let rows = RowsView(rows: ["A", "B"], rowHeight: 40, width: 200)
    guard case .rows(let listed, _) = DrawingContent.contents(of: rows).first else {
      Issue.record("expected rows")
      return
    }
    #expect(listed.map(\.text) == ["A", "B"])
    #expect(listed[1].rect == CGRect(x: 0, y: 40, width: 200, height: 40))
  }
}
