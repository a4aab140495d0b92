import Foundation
import LottieFormat
import RefreshKitBenchSupport
import RefreshKitRendering

/// The Lottie player's rows: parsing per kilobyte, evaluating one frame of a ten-shape loader,
/// writing that frame as SVG, and the heap across many frames (it must not grow).
struct LottieBenchmark {
  struct Row {
    let name: String
    let count: Int
    let microseconds: Double
    let allocations: Double
  }

  let rows: [Row]
  let fileKilobytes: Double
  /// Heap in use after the first and the last of the steady-state frames.
  let heapAfterWarmUp: UInt64
  let heapAtEnd: UInt64

  static func measure(frames: Int) -> LottieBenchmark {
    let data = tenShapeLoader()
    let kilobytes = Double(data.count) / 1024
    // `parse` cannot fail on this file (it is built above); a failure is a bench bug.
    guard let document = try? LottieDocument.parse(data) else {
      preconditionFailure("the bench's ten-shape loader no longer parses")
    }
    let parses = Swift.max(10, frames / 20)
    let parse = time(parses) { _ in _ = try? LottieDocument.parse(data) }
    let span = document.outPoint - document.inPoint
    func frameNumber(_ index: Int) -> Double {
      document.inPoint + (Double(index) * 0.37).truncatingRemainder(dividingBy: span)
    }
    let evaluate = time(frames) { index in _ = document.frame(at: frameNumber(index)) }
    // A player's way: one evaluator and one drawing, rebuilt in place (0 allocations once warm).
    var evaluator = LottieFrameEvaluator()
    var drawing = VectorDrawing()
    let retained = time(frames) { index in
      document.draw(at: frameNumber(index), into: &drawing, using: &evaluator)
    }
    let svg = time(Swift.max(10, frames / 10)) { index in
      _ = VectorSVG.document(document.frame(at: frameNumber(index)), width: 200, height: 200)
    }
    refreshkit_trim_heap()
    for index in 0..<1_000 { _ = document.frame(at: frameNumber(index)) }
    refreshkit_trim_heap()
    let before = refreshkit_heap_bytes_in_use()
    for index in 0..<Swift.max(1_000, frames) { _ = document.frame(at: frameNumber(index)) }
    refreshkit_trim_heap()
    let after = refreshkit_heap_bytes_in_use()
    return LottieBenchmark(
      rows: [
        Row(
          name: "parse (per KB of a ten-shape loader)", count: parses,
          microseconds: parse.microseconds / kilobytes, allocations: parse.allocations / kilobytes),
        Row(
          name: "evaluate one frame (ten-shape loader)", count: frames,
          microseconds: evaluate.microseconds, allocations: evaluate.allocations),
        Row(
          name: "evaluate one frame into a kept drawing", count: frames,
          microseconds: retained.microseconds, allocations: retained.allocations),
        Row(
          name: "evaluate + write one frame as SVG", count: Swift.max(10, frames / 10),
          microseconds: svg.microseconds, allocations: svg.allocations),
      ], fileKilobytes: kilobytes, heapAfterWarmUp: before, heapAtEnd: after)
  }

  /// Runs `body` `count` times after a short warm-up: microseconds and allocations per run.
  private static func time(
    _ count: Int, _ body: (Int) -> Void
  ) -> (microseconds: Double, allocations: Double) {
    for index in 0..<Swift.min(count, 20) { body(index) }
    let clock = ContinuousClock()
    let allocationsBefore = refreshkit_thread_allocation_count()
    let start = clock.now
    for index in 0..<count { body(index) }
    let elapsed = clock.now - start
    let allocations = refreshkit_thread_allocation_count() - allocationsBefore
    return (elapsed / .microseconds(1) / Double(count), Double(allocations) / Double(count))
  }

  /// A loader of ten dots on a ring, each a group with an ellipse, a fill and a transform whose
  /// scale and opacity pulse in turn (legacy keyframes, as most real files have them).
  static func tenShapeLoader() -> Data {
    let dots = (0..<10).map { index -> String in
      let angle = Double(index) / 10 * 2 * .pi
      let x = 100 + 70 * sin(angle)
      let y = 100 - 70 * cos(angle)
      let start = index * 3
      return """
        {"ty": "gr", "nm": "dot \(index)", "it": [
          {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [24, 24]}},
          {"ty": "fl", "c": {"a": 0, "k": [0.35, 0.35, 0.35, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
          {"ty": "tr", "p": {"a": 0, "k": [\(x), \(y)]}, "a": {"a": 0, "k": [0, 0]},
           "s": {"a": 1, "k": [
             {"t": \(start), "s": [60, 60], "e": [120, 120],
              "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
             {"t": \(start + 15), "s": [120, 120], "e": [60, 60],
              "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
             {"t": \(start + 30)}]},
           "r": {"a": 0, "k": 0},
           "o": {"a": 1, "k": [
             {"t": \(start), "s": [30], "e": [100], "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
             {"t": \(start + 15), "s": [100], "e": [30], "i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}},
             {"t": \(start + 30)}]}}]}
        """
    }
    let file = """
      {"v": "5.7.4", "nm": "ten dots", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200,
       "layers": [{"ty": 4, "nm": "dots", "ind": 1, "ip": 0, "op": 60, "st": 0,
        "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]},
               "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
        "shapes": [\(dots.joined(separator: ",\n"))]}]}
      """
    return Data(file.utf8)
  }
}
