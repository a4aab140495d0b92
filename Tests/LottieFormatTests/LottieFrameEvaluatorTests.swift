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

  /// Every fixture in the folder.
  static var fixtures: [String] {
    let folder = try? TestSupport.fixturesURL
    let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) }
    return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }

  /// `document` at `frame` drawn by a new evaluator into a new drawing: nothing kept. (The flat
  /// form, compared exactly: a tree turned back into a drawing may order masks' elements
  /// otherwise.)
  static func fresh(_ document: LottieDocument, at frame: Double) -> VectorDrawing {
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    document.draw(at: frame, into: &drawing, using: &evaluator)
    return drawing
  }

  @Test func everyFixtureDrawnFrameByFrameIntoOneDrawingIsEachFrame() throws {
    let names = Self.fixtures
    #expect(names.count > 50)
    // One evaluator and one drawing for every file in turn, as a player that changes
    // animations keeps them: nothing one file or frame left behind may show in the next.
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    for name in names {
      let document = try LottieDocument.parse(try TestSupport.fixture(name))
      let span = Swift.max(document.outPoint - document.inPoint, 1)
      // Every whole frame, then back through the loop on fractional frames.
      let frames =
        (0..<Int(span.rounded(.up))).map { document.inPoint + Double($0) }
        + stride(from: span, through: 0, by: -span / 7).map { document.inPoint + $0 }
      for frame in frames {
        document.draw(at: frame, into: &drawing, using: &evaluator)
        #expect(drawing == Self.fresh(document, at: frame), "\(name) frame \(frame)")
        #expect(drawing.frame == document.frame(at: frame), "\(name) frame \(frame)")
      }
    }
  }

  @Test func valuesSetBetweenFramesAreDrawnFromTheNextOn() throws {
    var document = try LottieDocument.parse(try TestSupport.fixture("refresh-markers-slots.json"))
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    let frames = (0..<Int(document.outPoint - document.inPoint)).map {
      document.inPoint + Double($0)
    }
    let green = VectorColor(red: 0, green: 1, blue: 0)
    let white = VectorColor(red: 1, green: 1, blue: 1)
    // Before, after a slot, after a keypath value, after both are taken away: each frame is
    // what a fresh evaluation of the document as it is then draws.
    let changes: [(inout LottieDocument) -> Void] = [
      { _ in },
      { document in
        let isSet = document.setSlot("tint", to: .color(green))
        #expect(isSet)
      },
      { document in
        let reached = document.setValue(.color(white), for: "**.Color")
        #expect(reached > 0)
      },
      { $0.resetSlot("tint") },
      { $0.removeValue(for: "**.Color") },
    ]
    var pictures: [[VectorDrawing]] = []
    for change in changes {
      change(&document)
      var loop: [VectorDrawing] = []
      for frame in frames {
        document.draw(at: frame, into: &drawing, using: &evaluator)
        #expect(drawing == Self.fresh(document, at: frame), "frame \(frame)")
        loop.append(drawing)
      }
      pictures.append(loop)
    }
    // The changes show: the slot's colour differs from the file's, and taking every value away
    // draws the file's pictures again.
    #expect(pictures[1] != pictures[0])
    #expect(pictures[2] != pictures[1])
    #expect(pictures[4] == pictures[0])
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
