import Foundation
import FrameAnimationFormat

extension LottieParser {
  /// What the document's top level holds, parsed.
  struct DocumentParts {
    var frameRate: Double
    var inPoint: Double
    var outPoint: Double
    var width: Double
    var height: Double
    var name: String?
    var markers: [LottieMarker]
    var root: CompositionModel
    var precomps: [CompositionModel]
  }

  /// Parses the whole document.
  mutating func document(_ value: JSONNode) throws(LottieFormatError) -> DocumentParts {
    let top = try JSONObject(value)
    guard let frameRate = try top.number("fr") else {
      throw LottieFormatError(path: "fr", message: "missing (the frame rate is required)")
    }
    guard frameRate > 0 else {
      throw LottieFormatError(
        path: "fr", message: "must be greater than 0 (found \(frameRate))")
    }
    self.frameRate = frameRate
    guard try top.array("layers") != nil else {
      throw LottieFormatError(path: "layers", message: "missing (a document needs layers)")
    }
    if try top.bool("ddd") == true { report(.threeDLayers, at: "document") }
    // Slots first: properties read their values while layers are parsed.
    if let slots = try top.object("slots") {
      for (id, value) in slots.members.sorted(by: { $0.key < $1.key }) where value.kind != .null {
        guard let property = try JSONObject(value).object("p") else { continue }
        fileSlots[id] = property
      }
    }
    let assets = try top.objects("assets")
    var precompObjects: [(id: String, layers: [JSONObject])] = []
    for asset in assets {
      guard let id = try asset.string("id") else { continue }
      if asset["layers"] != nil {
        if precompIndices[id] == nil {
          precompIndices[id] = precompObjects.count
          precompObjects.append((id, try asset.objects("layers")))
        }
      } else if let image = try image(asset) {
        images[id] = image
      } else {
        externalImages.insert(id)
      }
    }
    var precomps: [CompositionModel] = []
    for (id, layers) in precompObjects {
      precomps.append(try composition(layers, prefix: "asset '\(id)' › "))
    }
    let root = try composition(top.objects("layers"), prefix: "")
    reportPrecompCycles(precomps, ids: precompObjects.map(\.id))
    var markers: [LottieMarker] = []
    for marker in try top.objects("markers") {
      markers.append(
        LottieMarker(
          name: try marker.string("cm") ?? "", frame: try marker.number("tm") ?? 0,
          duration: try marker.number("dr") ?? 0))
    }
    let inPoint = try top.number("ip") ?? 0
    return DocumentParts(
      frameRate: frameRate, inPoint: inPoint, outPoint: try top.number("op") ?? inPoint,
      width: max(0, try top.number("w") ?? 0), height: max(0, try top.number("h") ?? 0),
      name: try top.string("nm"), markers: markers, root: root, precomps: precomps)
  }

  /// An embedded image asset (`e: 1`, or a `data:` URL in `p`), or `nil` for a file.
  private func image(_ asset: JSONObject) throws(LottieFormatError) -> VectorImage? {
    guard let source = try asset.string("p") else { return nil }
    let embedded = try asset.bool("e") == true || source.hasPrefix("data:")
    guard embedded, let comma = source.firstIndex(of: ",") else { return nil }
    let payload = source[source.index(after: comma)...]
    guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters)
    else {
      throw LottieFormatError(path: asset.path("p"), message: "invalid base64 image data")
    }
    return VectorImage(
      data: [UInt8](data), width: max(0, try asset.number("w") ?? 0),
      height: max(0, try asset.number("h") ?? 0))
  }

  /// Reports precomps that contain themselves, directly or through others (drawing cuts
  /// them off at ``LottieLimits/maximumPrecompDepth``).
  private mutating func reportPrecompCycles(_ precomps: [CompositionModel], ids: [String]) {
    let references = precomps.map { composition in
      composition.layers.compactMap { layer -> Int? in
        if case .precomp(let index, _, _) = layer.content { return index }
        return nil
      }
    }
    // 0 unvisited, 1 on the current path, 2 done.
    var state = [UInt8](repeating: 0, count: precomps.count)
    var cyclic: Set<Int> = []
    func visit(_ node: Int, depth: Int) {
      guard depth < 256 else { return }
      state[node] = 1
      for next in references[node] {
        if state[next] == 1 {
          cyclic.insert(next)
        } else if state[next] == 0 {
          visit(next, depth: depth + 1)
        }
      }
      state[node] = 2
    }
    for node in precomps.indices where state[node] == 0 {
      visit(node, depth: 0)
    }
    for node in cyclic.sorted() {
      report(.precompRecursion, at: "asset '\(ids[node])'")
    }
  }
}
