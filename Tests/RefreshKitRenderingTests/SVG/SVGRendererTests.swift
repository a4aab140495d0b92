import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitSnapshotTesting
import RefreshKitStaging
import RefreshKitTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor
@Suite struct SVGRendererTests {
  let scene = SampleScene()
}

extension SVGRendererTests {
  @Test func isWellFormedXMLWithTextAndShapes() throws {
    scene.header.subtitle.text = "<Tom & \"Jerry\">"
    scene.list.pull(by: 55, release: false)
    let svg = SVGRenderer().render(scene.list)
    let parsed = try #require(ElementCounter.parse(svg))
    #expect(parsed.counts["svg"] == 1)
    #expect(parsed.counts["clipPath"] == 1)
    #expect(svg.contains("<path d=\"M7.5 4L7.5 36M0.75 29.25L7.5 36L14.25 29.25\""))  // the arrow
    #expect(parsed.texts.contains("Release"))
    #expect(parsed.texts.contains("<Tom & \"Jerry\">"))
    #expect(parsed.texts.contains("Row 1"))
    #expect(!parsed.texts.contains("Row 9"))  // rows outside the visible region are left out
  }

  @Test func arrowIsRotatedAndIndicatorHasEightSpokes() throws {
    scene.list.pull(by: 55, release: false)
    scene.scheduler.advance(by: .milliseconds(500))
    let pulling = SVGRenderer().render(scene.list)
    #expect(pulling.contains("<g transform=\"matrix(-1 0 0 -1 15 40)\">"))  // half a turn
    scene.list.endDragging()
    scene.scheduler.advance(by: .milliseconds(300))
    let svg = SVGRenderer().render(scene.list)
    let spokes = svg.split(separator: "\n").filter {
      $0.contains("stroke-linecap=\"round\"") && $0.contains("stroke-width=\"2\"")
    }
    #expect(spokes.count == 8)
    #expect(ElementCounter.parse(svg) != nil)
    #expect(!svg.contains("M7.5 4L7.5 36"))  // the arrow hides while refreshing
  }

  @Test func contentMovesWithTheOffsetAndBezelIsOptional() {
    scene.list.contentOffset = CGPoint(x: 0, y: 40.125)
    let svg = SVGRenderer(bezel: 0).render(scene.list)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"180\""))
    #expect(svg.contains("<g transform=\"translate(0 -40.13)\">"))
    #expect(!svg.contains("rx="))
    #expect(SVGRenderer(bezel: -4).bezel == 0)
  }

  @Test func frameAnimationsDrawTheirVectorShapesScaledToTheView() {
    let view = FrameAnimationView(
      animation: SampleAnimation.frames, frame: CGRect(x: 5, y: 5, width: 40, height: 40))
    let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(view)
    let first = SVGRenderer(bezel: 0).render(root)
    #expect(first.contains("<g transform=\"matrix(2 0 0 2 0 0)\">"))
    #expect(first.contains("<path d=\"M0 0L20 20\""))
    // The filled circle of radius 4 about (10, 10), as four curves.
    #expect(first.contains("<path d=\"M14 10C14 12.21 12.21 14 10 14C"))
    #expect(first.contains("fill=\"#5a5a5a\"/>"))
    view.currentFrame = 1
    let second = SVGRenderer(bezel: 0).render(root)
    // A quarter arc of radius 8 from angle 0 to 90, clockwise.
    #expect(second.contains("<path d=\"M18 10C18 14.42 14.42 18 10 18\""))
    #expect(second.contains("stroke-width=\"3\"") && second.contains("opacity=\"0.5\""))
    #expect(ElementCounter.parse(second) != nil)
  }

  @Test func anAppsOwnLookDrawsItsShapeWithNoChangeToTheRenderer() {
    /// A look of the test's own, public API only: a wave under the header.
    final class WaveLook: RefreshLook {
      final class Wave: View {
        override func draw(in context: inout DrawingContext) {
          var wave = VectorPath()
          wave.move(to: CGPoint(x: 0, y: 20))
          wave.addCurve(
            to: CGPoint(x: bounds.width, y: 20), control1: CGPoint(x: 60, y: 0),
            control2: CGPoint(x: 180, y: 40))
          context.stroke(wave, with: .blue, lineWidth: 3, lineCap: .round)
        }
      }
      let wave = Wave()
      func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
        component.addSubview(wave)
      }
      func layout(in bounds: CGRect) { wave.frame = bounds }
    }
    scene.list.refreshHeader = RefreshHeader(look: WaveLook())
    scene.list.pull(by: 55, release: false)
    let svg = SVGRenderer().render(scene.list)
    #expect(svg.contains("<path d=\"M0 20C60 0 180 40 240 20\" fill=\"none\" stroke=\"#0000ff\""))
  }

  @Test func sameTreeSameBytes() {
    scene.header.beginRefreshing()
    scene.scheduler.advance(by: .milliseconds(333))
    #expect(SVGRenderer().render(scene.list) == SVGRenderer().render(scene.list))
  }

  @Test func fadedViewsCarryOpacity() {
    scene.list.pull(by: 55, release: false)
    scene.header.alpha = 0.25
    #expect(SVGRenderer().render(scene.list).contains("opacity=\"0.25\""))
    scene.header.isHidden = true
    #expect(!SVGRenderer().render(scene.list).contains("Release"))
  }
}

// Snapshots of the sample header in each state.
extension SVGRendererTests {
  @Test(arguments: StagedState.allCases.filter { $0 != .noMoreData })
  func sampleHeaderSnapshots(state: StagedState) {
    scene.stage(state)
    assertSnapshot(of: scene.list, as: .svg, named: "sample-\(state.rawValue)")
  }
}

// Snapshots of every kind the library ships, in every state that applies to it.
extension SVGRendererTests {
  @Test func everyKindInEveryState() {
    inEnglish {
      for kind in ComponentKind.all {
        for state in kind.states {
          let stage = ComponentStage(kind: kind, state: state)
          let svg = SVGRenderer().render(stage.scrollView)
          #expect(ElementCounter.parse(svg) != nil, "\(kind.name)-\(state.rawValue) is not XML")
          assertSnapshot(of: stage.scrollView, as: .svg, named: "\(kind.name)-\(state.rawValue)")
        }
      }
    }
  }
}

// Snapshots of every built-in look on every edge, one test case per look and edge, so a broken
// look fails where it is broken.
extension SVGRendererTests {
  @Test(arguments: StagedLook.allCases, StagedEdge.allCases)
  func everyLookOnEveryEdge(look: StagedLook, edge: StagedEdge) {
    inEnglish {
      let kind = ComponentKind(look: look, on: edge)
      for state in kind.states {
        let stage = ComponentStage(kind: kind, state: state)
        let svg = SVGRenderer().render(stage.scrollView)
        #expect(ElementCounter.parse(svg) != nil, "\(kind.name)-\(state.rawValue) is not XML")
        assertSnapshot(of: stage.scrollView, as: .svg, named: "\(kind.name)-\(state.rawValue)")
      }
    }
  }
}
