// Renders one frame of a Lottie file to SVG, or prints what the file says about itself: what
// the oracle script (Scripts/lottie-oracle) compares with ThorVG and rlottie.
//
//   refreshkit-lottie-render FILE.json (--frame F | --progress P) [--size WxH] [--out FILE.svg]
//   refreshkit-lottie-render FILE.json --info
import Foundation
import LottieFormat
import RefreshKitRendering

let usage =
  "usage: refreshkit-lottie-render FILE.json (--frame F | --progress P | --info)"
  + " [--size WxH] [--out FILE.svg]\n"

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("refreshkit-lottie-render: \(message)\n".utf8))
  exit(status)
}

var file: String?
var frame: Double?
var progress: Double?
var size: (width: Double, height: Double)?
var outPath: String?
var info = false
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
    let parts = value().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 }) else {
      fail("--size takes WxH, e.g. 200x200", status: 2)
    }
    size = (parts[0], parts[1])
  case "--out": outPath = value()
  case "--info": info = true
  case "-h", "--help":
    FileHandle.standardOutput.write(Data(usage.utf8))
    exit(0)
  default:
    guard file == nil, !argument.hasPrefix("--") else { fail("unexpected \(argument)", status: 2) }
    file = argument
  }
}
guard let file, info || frame != nil || progress != nil else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}

let document: LottieDocument
do {
  let data = try Data(contentsOf: URL(fileURLWithPath: file))
  document = try LottieDocument.parse(data)
} catch let error as LottieFormatError {
  fail("\(file): \(error.description)", status: 1)
} catch {
  fail("\(file): \(error.localizedDescription)", status: 1)
}

var output: String
if info {
  let summary: [String: Any] = [
    "ip": document.inPoint, "op": document.outPoint, "fr": document.frameRate,
    "w": document.width, "h": document.height,
    "markers": document.markers.map {
      ["name": $0.name, "frame": $0.frame, "duration": $0.duration] as [String: Any]
    },
    "unsupported": document.unsupportedFeatures.map {
      ["feature": $0.feature.description, "location": $0.location]
    },
  ]
  // The dictionary holds only strings, finite numbers, arrays and dictionaries, so this
  // does not throw; if it ever did, the error is printed as the tool's output.
  do {
    let json = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
    output = String(decoding: json, as: UTF8.self) + "\n"
  } catch {
    output = "{\"error\": \"\(error)\"}\n"
  }
} else {
  let at =
    frame ?? document.inPoint + (progress ?? 0) * (document.outPoint - document.inPoint)
  let canvas = size ?? (document.width, document.height)
  output = VectorSVG.document(
    document.frame(at: at), width: canvas.width, height: canvas.height, background: "#fff")
}

if let outPath {
  do {
    try output.write(toFile: outPath, atomically: true, encoding: .utf8)
  } catch {
    fail("cannot write \(outPath): \(error.localizedDescription)", status: 1)
  }
} else {
  FileHandle.standardOutput.write(Data(output.utf8))
}
