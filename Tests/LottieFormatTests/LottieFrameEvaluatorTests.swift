import Foundation
import RefreshKitBenchSupport
import Testing

@testable import LottieFormat

@Suite struct LottieFrameEvaluatorTests {
  static let loaders = [
    "loader-arcs.json", "loader-bouncing-ball.json", "loader-dots.json",
    "loader-precomp-spinner.json",
  ]
}

extension LottieFrameEvaluatorTests {
  @Test(arguments: loaders) func aRetainedDrawingIsTheFrame(_ name: String) throws {
    let document = try LottieDocument.parse(try TestSupport.fixture(name))
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    // One evaluator and one drawing, frame after frame (fractional frames too), draw what a
    // fresh evaluation draws.
    for step in 0..<12 {
      let frame = document.inPoint + Double(step) * 3.7
      document.draw(at: frame, into: &drawing, using: &evaluator)
      #expect(drawing == VectorDrawing(document.frame(at: frame)), "frame \(frame)")
      #expect(!drawing.isEmpty && !drawing.hasOpenGroup)
    }
  }

  @Test(arguments: loaders) func steadyStateFramesAllocateNothing(_ name: String) throws {
    guard refreshkit_allocation_counting_available() != 0 else { return }  // sanitizer builds
    // Debug builds call generic code unspecialised, which boxes values on the heap; the
    // claim is about the optimised code a player runs (the bench's "kept drawing" row too).
    #if !DEBUG
      let document = try LottieDocument.parse(try TestSupport.fixture(name))
      var evaluator = LottieFrameEvaluator()
      var drawing = VectorDrawing()
      let span = Swift.max(document.outPoint - document.inPoint, 1)
      func frame(_ index: Int) -> Double {
        document.inPoint + (Double(index) * 0.37).truncatingRemainder(dividingBy: span)
      }
      // A whole loop grows the buffers to the largest frame; then frame 100 on.
      for index in 0..<Int(span / 0.37) + 2 {
        document.draw(at: frame(index), into: &drawing, using: &evaluator)
      }
      let before = refreshkit_thread_allocation_count()
      for index in 100..<120 {
        document.draw(at: frame(index), into: &drawing, using: &evaluator)
      }
      #expect(refreshkit_thread_allocation_count() - before == 0)
    #endif
  }

  @Test func aSlotSetBetweenFramesIsDrawnOnTheNext() throws {
    var document = try TestSupport.shapeDocument(
      #"{"ty":"el","p":{"k":[50,50]},"s":{"k":[40,40]}},{"ty":"fl","c":{"sid":"tint","k":[1,0,0]}}"#
    )
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    document.draw(at: 0, into: &drawing, using: &evaluator)
    let blue = VectorColor(red: 0, green: 0, blue: 1)
    let isSet = document.setSlot("tint", to: .color(blue))
    #expect(isSet)
    document.draw(at: 0, into: &drawing, using: &evaluator)
    #expect(drawing == VectorDrawing(document.frame(at: 0)))
    let paints = drawing.steps.compactMap { step -> VectorDrawing.Paint? in
      if case .fill(let fill) = step { return fill.paint } else { return nil }
    }
    #expect(paints == [.solid(blue)])
  }
}
