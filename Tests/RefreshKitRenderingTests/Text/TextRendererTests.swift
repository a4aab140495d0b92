import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitSnapshotTesting
import RefreshKitStaging
import RefreshKitTesting
import Testing

@MainActor
@Suite struct TextRendererTests {
  let scene = SampleScene()
}

extension TextRendererTests {
  /// A look of an app's own, known to no renderer: a ring and a tick drawn with paths.
  final class RingView: View {
    override func draw(in context: inout DrawingContext) {
      var ring = VectorPath()
      ring.addEllipse(in: CGRect(x: 2, y: 2, width: bounds.width - 4, height: bounds.height - 4))
      context.stroke(ring, with: .blue, lineWidth: 2)
      context.draw(
        "42", font: .systemFont(ofSize: 14), color: .black,
        in: CGRect(x: 0, y: 0, width: bounds.width, height: 18), alignment: .center)
    }
  }

  @Test func anAppsOwnShapeShowsAsBrailleDotsAndItsTextAsText() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 72))
    let ring = RingView(frame: root.bounds)
    root.addSubview(ring)
    let text = TextRenderer(drawsBorder: false).render(root)
    #expect(text.contains("42"))
    let braille = text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
    #expect(braille.count >= 10)
    // Nothing outside the ring's rows and columns.
    #expect(text.split(separator: "\n").count == 4)
  }

  @Test func aFilledShapeRaisesTheDotsInsideIt() {
    final class Square: View {
      override func draw(in context: inout DrawingContext) {
        context.fill(CGRect(x: 0, y: 0, width: 15, height: 18), with: .red)
      }
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 36))
    root.addSubview(Square(frame: root.bounds))
    // Two full cells (all eight dots), the rest empty.
    #expect(TextRenderer(drawsBorder: false).render(root) == "⣿⣿  \n    \n")
  }

  @Test func drawsRowsAndClipsToTheVisibleRegion() {
    let text = TextRenderer().render(scene.list)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 10 + 2)  // 180 pt at 18 pt per row, plus the border
    // Each row's text 16 points in, its separator under it from the text's edge.
    #expect(lines[1] == "│  Row 1                         │")
    #expect(lines[2] == "│  ──────────────────────────────│")
    #expect(!text.contains("Pull down"))  // the header is above the visible region
    #expect(!text.contains("Row 6"))  // below it
  }

  @Test func pullingExposesTheHeaderAboveTheContent() {
    scene.list.pull(by: 54, release: false)
    let lines = TextRenderer().render(scene.list).split(separator: "\n")
    #expect(lines[1].contains("Pull down"))
    #expect(lines[2].contains("↓"))
    #expect(lines[3].contains("Sample · 样例"))
    #expect(lines[4].contains("Row 1"))
  }

  @Test func arrowTurnsWithItsRotation() {
    scene.list.pull(by: 55, release: false)
    #expect(scene.header.state == .pulling)
    #expect(TextRenderer().render(scene.list).contains("↑"))
    scene.header.arrow.rotation = .pi / 2
    #expect(TextRenderer().render(scene.list).contains("←"))
  }

  @Test func spinnerFollowsSchedulerTime() {
    scene.header.beginRefreshing()
    scene.scheduler.advance(by: .milliseconds(250))
    let early = TextRenderer().render(scene.list)
    scene.scheduler.advance(by: .milliseconds(125))
    let later = TextRenderer().render(scene.list)
    #expect(early.contains("⣻"))
    #expect(later.contains("⢿"))
  }

  @Test func sameTreeSameOutput() {
    scene.list.pull(by: 30, release: false)
    #expect(TextRenderer().render(scene.list) == TextRenderer().render(scene.list))
  }

  @Test func colourAndScaleAreOptions() {
    scene.list.pull(by: 55, release: false)
    let coloured = TextRenderer(usesColor: true).render(scene.list)
    #expect(coloured.contains("\u{1B}[0;33m↑"))
    let plain = TextRenderer(drawsBorder: false).render(scene.list)
    #expect(!plain.contains("\u{1B}") && !plain.contains("│"))
    let coarse = TextRenderer(scale: .init(pointsPerColumn: 15, pointsPerRow: 36))
    #expect(coarse.render(scene.list).split(separator: "\n").count == 5 + 2)
    let fallback = TextRenderer.Scale(pointsPerColumn: .nan, pointsPerRow: -1)
    #expect(fallback == .standard)
  }

  @Test func fadedViewsAreDimmedAndHiddenOnesSkipped() {
    scene.list.pull(by: 55, release: false)
    scene.header.alpha = 0.3
    #expect(TextRenderer(usesColor: true).render(scene.list).contains("\u{1B}[0;2mRelease"))
    scene.header.isHidden = true
    #expect(!TextRenderer().render(scene.list).contains("Release"))
  }

  @Test func frameAnimationsShowTheirCurrentFramesText() {
    let view = FrameAnimationView(
      animation: SampleAnimation.frames, frame: CGRect(x: 0, y: 0, width: 30, height: 18))
    let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 18))
    root.addSubview(view)
    #expect(TextRenderer(drawsBorder: false).render(root) == "  ◐ \n")
    view.currentFrame = 1
    #expect(TextRenderer(drawsBorder: false).render(root) == "  ◓ \n")
  }

  @Test func wideCharactersTakeTwoCells() {
    let label = Label(text: "样a", frame: CGRect(x: 0, y: 0, width: 30, height: 18))
    label.textAlignment = .left
    let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 18))
    root.addSubview(label)
    #expect(TextRenderer(drawsBorder: false).render(root) == "样a \n")
  }
}

// Snapshots of the sample header in each state.
extension TextRendererTests {
  @Test(arguments: StagedState.allCases.filter { $0 != .noMoreData })
  func sampleHeaderSnapshots(state: StagedState) {
    scene.stage(state)
    assertSnapshot(of: scene.list, as: .text, named: "sample-\(state.rawValue)")
  }
}

// Snapshots of every kind the library ships, in every state that applies to it.
extension TextRendererTests {
  @Test func everyKindInEveryState() {
    inEnglish {
      for kind in ComponentKind.all {
        for state in kind.states {
          let stage = ComponentStage(kind: kind, state: state)
          assertSnapshot(of: stage.scrollView, as: .text, named: "\(kind.name)-\(state.rawValue)")
        }
      }
    }
  }
}

// Snapshots of every built-in look on every edge, one test case per look and edge.
extension TextRendererTests {
  @Test(arguments: StagedLook.allCases, StagedEdge.allCases)
  func everyLookOnEveryEdge(look: StagedLook, edge: StagedEdge) {
    inEnglish {
      let kind = ComponentKind(look: look, on: edge)
      for state in kind.states {
        let stage = ComponentStage(kind: kind, state: state)
        assertSnapshot(of: stage.scrollView, as: .text, named: "\(kind.name)-\(state.rawValue)")
      }
    }
  }
}
