/// A list of layers: the root composition or a precomp asset.
struct CompositionModel: Sendable {
  /// Top first, as in the file.
  var layers: [LayerModel]
}
