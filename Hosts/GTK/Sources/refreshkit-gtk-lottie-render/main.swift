// Renders one frame of a Lottie file to PNG with the GTK host's Cairo renderer, or times it:
// what Hosts/GTK/Tests/LottieOracle compares with ThorVG and rlottie.
//
//   refreshkit-gtk-lottie-render FILE.json (--frame F | --progress P) [--size WxH] [--out F.png]
//   refreshkit-gtk-lottie-render FILE.json --speed [--size WxH] [--runs N] [--every-frame]
//
// A frame is fitted into W×H (aspect fit, centred) on white; without --out the PNG goes to
// standard output. --speed evaluates and draws every whole frame from ip to op into one
// image, best of N runs (3), and prints one line of facts (ms/frame, heap bytes in use, and the
// parse in µs, best of N and at least 5); Scripts/lottie-speed sets it beside ThorVG and rlottie.
import CGtk4
import CHeapInUse
import Foundation
import LottieFormat
import RefreshKitGTK

let usage =
  "usage: refreshkit-gtk-lottie-render FILE.json (--frame F | --progress P | --speed)"
  + " [--size WxH] [--out FILE.png] [--runs N] [--every-frame]\n"

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("refreshkit-gtk-lottie-render: \(message)\n".utf8))
  exit(status)
}

var file: String?
var frame: Double?
var progress: Double?
var size = (width: 200, height: 200)
var outPath: String?
var speed = false
var runs = 3
var skipsUnchanged = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  func value() -> String {
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value", status: 2) }
    return value
  }
  switch argument {
  case "--frame":
    guard let number = Double(value()), number.isFinite else { fail("bad frame", status: 2) }
    frame = number
  case "--progress":
    guard let number = Double(value()), number.isFinite else { fail("bad progress", status: 2) }
    progress = number
  case "--size":
    let parts = value().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 8192 }) else {
      fail("--size takes WxH in pixels, e.g. 200x200", status: 2)
    }
    size = (parts[0], parts[1])
  case "--out": outPath = value()
  case "--speed": speed = true
  case "--every-frame": skipsUnchanged = false
  case "--runs":
    guard let number = Int(value()), number > 0 else { fail("bad run count", status: 2) }
    runs = number
  case "-h", "--help":
    FileHandle.standardOutput.write(Data(usage.utf8))
    exit(0)
  default:
    guard file == nil, !argument.hasPrefix("--") else { fail("unexpected \(argument)", status: 2) }
    file = argument
  }
}
guard let file, speed || frame != nil || progress != nil else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}

let document: LottieDocument
let fileData: Data
do {
  fileData = try Data(contentsOf: URL(fileURLWithPath: file))
  document = try LottieDocument.parse(fileData)
} catch let error as LottieFormatError {
  fail("\(file): \(error.description)", status: 1)
} catch {
  fail("\(file): \(error.localizedDescription)", status: 1)
}

/// The canvas fitted into the image, centred (what the oracle does for the players).
let fit: VectorTransform = {
  let (width, height) = (Double(size.width), Double(size.height))
  guard document.width > 0, document.height > 0 else { return .identity }
  let scale = min(width / document.width, height / document.height)
  return VectorTransform(
    a: scale, b: 0, c: 0, d: scale, tx: (width - document.width * scale) / 2,
    ty: (height - document.height * scale) / 2)
}()

guard
  let surface = cairo_image_surface_create(
    CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
  let cr = cairo_create(surface)
else { fail("cannot make a \(size.width)x\(size.height) image", status: 1) }

let renderer = CairoVectorRenderer()

/// White, then the frame.
@inline(never)  // callgrind measures drawing by this symbol (--toggle-collect)
func render(_ vectorFrame: VectorDrawing) {
  cairo_set_source_rgb(cr, 1, 1, 1)
  cairo_paint(cr)
  renderer.draw(vectorFrame, transform: fit, into: cr)
}

/// Bytes the heap holds now (glibc's count of allocated chunks).
func heapInUse() -> Int { Int(refreshkit_heap_in_use()) }

if speed {
  let frames = (0..<max(0, Int(document.outPoint - document.inPoint))).map {
    document.inPoint + Double($0)
  }
  guard !frames.isEmpty else { fail("\(file): no whole frames", status: 1) }
  var best = (total: Double.infinity, evaluate: Double.infinity)
  var heapAfterFirstRun = 0
  // Two drawings and one evaluator for the whole run, as a player keeps them: a frame is
  // rebuilt in place and allocates nothing once warm. A frame that draws exactly what the one
  // on screen draws is not rasterised again (LottieAnimationView does not ask for a redraw
  // then; ThorVG's opt-in smart rendering would skip it too, but the speed script runs ThorVG
  // with its default options, drawing every frame); --every-frame draws it anyway.
  var drawing = VectorDrawing()
  var shown = VectorDrawing()
  var hasShown = false
  var evaluator = LottieFrameEvaluator()
  for run in 0..<runs {
    var evaluate = Duration.zero
    var raster = Duration.zero
    let clock = ContinuousClock()
    hasShown = false
    for number in frames {
      let before = clock.now
      document.draw(at: number, into: &drawing, using: &evaluator)
      let unchanged = skipsUnchanged && hasShown && drawing == shown
      evaluate += clock.now - before
      guard !unchanged else { continue }
      let rasterStart = clock.now
      render(drawing)
      raster += clock.now - rasterStart
      swap(&drawing, &shown)
      hasShown = true
    }
    let flushStart = clock.now
    cairo_surface_flush(surface)
    raster += clock.now - flushStart
    let total = evaluate + raster
    func milliseconds(_ duration: Duration) -> Double {
      let parts = duration.components
      return (Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15)
        / Double(frames.count)
    }
    if milliseconds(total) < best.total { best = (milliseconds(total), milliseconds(evaluate)) }
    // The first run warms caches (Cairo's, the allocator's); later runs show growth.
    if run == 0 { heapAfterFirstRun = heapInUse() }
  }
  let growth = heapInUse() - heapAfterFirstRun
  // The parse, best of the runs (at least 5: a parse is short).
  var parse = Duration.seconds(1_000)
  for _ in 0..<max(runs, 5) {
    let clock = ContinuousClock()
    let start = clock.now
    _ = try? LottieDocument.parse(fileData)
    parse = min(parse, clock.now - start)
  }
  print(
    String(
      format: "frames=%d ms_per_frame=%.4f evaluate_ms=%.4f raster_ms=%.4f heap_growth_bytes=%d"
        + " parse_us=%.1f",
      frames.count, best.total, best.evaluate, best.total - best.evaluate, growth,
      parse / .microseconds(1)))
} else {
  let at = frame ?? document.inPoint + (progress ?? 0) * (document.outPoint - document.inPoint)
  render(VectorDrawing(document.frame(at: at)))
  cairo_surface_flush(surface)
  let status: cairo_status_t
  if let outPath {
    status = cairo_surface_write_to_png(surface, outPath)
  } else {
    // Safe: the callback only writes the bytes Cairo hands it, during this call.
    status = cairo_surface_write_to_png_stream(
      surface,
      { _, bytes, length in
        guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        FileHandle.standardOutput.write(Data(bytes: bytes, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, nil)
  }
  guard status == CAIRO_STATUS_SUCCESS else {
    fail("cannot write the PNG: \(String(cString: cairo_status_to_string(status)))", status: 1)
  }
}
cairo_destroy(cr)
cairo_surface_destroy(surface)
