import FrameAnimationFormat

/// Reads a Lottie document's JSON into the model, once, collecting what it cannot draw.
///
/// The parser is split by layer of the format: properties, shapes, layers and the document
/// itself each have an extension file.
struct LottieParser {
  /// Reports so far, in the order found, without duplicates.
  private(set) var unsupported: [LottieUnsupportedFeature] = []
  /// Whether any property named a slot (`sid`): without one, the document's slot list is empty
  /// and parsing skips the walk that lists them.
  var namesSlots = false
  private var reported: Set<LottieUnsupportedFeature> = []
  /// Asset ids of precomps, to their index in the document's precomp list.
  var precompIndices: [String: Int] = [:]
  /// Asset ids of embedded images.
  var images: [String: VectorImage] = [:]
  /// Asset ids of images that live in separate files (not drawn).
  var externalImages: Set<String> = []
  /// Frames per second, for time remapping (seconds × rate).
  var frameRate: Double = 30
  /// The file's slots (`slots`): each id's property object (`p`).
  var fileSlots: [String: JSONObject] = [:]

  /// Notes that `feature` is used at `location` (once per pair).
  mutating func report(_ feature: LottieUnsupportedFeature.Feature, at location: String) {
    let entry = LottieUnsupportedFeature(feature: feature, location: location)
    if reported.insert(entry).inserted {
      unsupported.append(entry)
    }
  }

  /// Reports a blend mode (`bm` other than normal), which layers and shapes may carry.
  mutating func reportBlendMode(_ object: JSONObject, at location: String) {
    guard let mode = object.member("bm"), mode.kind == .number, mode.number != 0 else { return }
    report(.blendMode(LottieBlendMode(number: mode.number)), at: location)
  }
}
