/// Slots and keypath values: an app recolours or retunes a parsed animation at run time.
///
/// Setting a value rewrites the properties it reaches once, when it is set: evaluating a frame
/// afterwards costs what it cost before, however many values are set. Values are kept in the
/// order they were set; where two reach one property, the later wins.
extension LottieDocument {
  /// Sets every property bound to the slot `id` to `value`, from the next frame on.
  ///
  /// Lottie 1.0's slots: the file's own slot value (or, without one, each property's own
  /// value) is what `reset` goes back to. Returns false, and changes nothing, when the file has
  /// no such slot or the value is of another type than the slot's properties (a number for a
  /// colour slot).
  ///
  /// ```swift
  /// document.setSlot("tint", to: .color(VectorColor(red: 0.1, green: 0.4, blue: 1)))
  /// ```
  @discardableResult
  public mutating func setSlot(_ id: String, to value: LottieValue) -> Bool {
    guard slots.contains(LottieSlot(id: id, kind: value.kind)) else { return false }
    return set(.slot(id, value)) > 0
  }

  /// Takes away the value set for the slot `id`: its properties go back to the file's values.
  public mutating func resetSlot(_ id: String) {
    remove { $0.hasTarget(of: .slot(id, .number(0))) }
  }

  /// Sets every property the keypath reaches, of `value`'s type, to `value` from the next
  /// frame on; returns how many it reached (0: none, and nothing changed).
  ///
  /// ```swift
  /// document.setValue(.color(VectorColor(red: 1, green: 1, blue: 1)), for: "**.Fill 1.Color")
  /// ```
  @discardableResult
  public mutating func setValue(_ value: LottieValue, for keypath: AnimationKeypath) -> Int {
    set(.keypath(keypath, value))
  }

  /// Takes away the value set for exactly this keypath.
  public mutating func removeValue(for keypath: AnimationKeypath) {
    remove { $0.hasTarget(of: .keypath(keypath, .number(0))) }
  }

  /// Every keypath in the file, a layer, group or shape before its properties, in file order
  /// (lottie-ios's `logHierarchyKeypaths()` prints the same list).
  public var keypaths: [String] {
    var list: [String] = []
    var seen: Set<String> = []
    var root = baseRoot
    var walker = PropertyWalker(precomps: basePrecomps) { _, _, _, names in
      for count in 1...names.count {
        let keypath = names.prefix(count).joined(separator: ".")
        if seen.insert(keypath).inserted { list.append(keypath) }
      }
    }
    walker.walk(&root)
    return list
  }

  /// Applies `override` on top of the current model (replacing an older value for the same
  /// target); how many properties it reached.
  private mutating func set(_ override: LottieOverride) -> Int {
    var trial = self
    let reached = trial.apply(override)
    guard reached > 0 else { return 0 }
    trial.overrides.removeAll { $0.hasTarget(of: override) }
    trial.overrides.append(override)
    self = trial
    return reached
  }

  /// Takes away the overrides `matching` says, replaying the rest on the file's model.
  private mutating func remove(where matching: (LottieOverride) -> Bool) {
    let kept = overrides.filter { !matching($0) }
    guard kept.count != overrides.count else { return }
    root = baseRoot
    precomps = basePrecomps
    overrides = kept
    for override in kept { _ = apply(override) }
  }

  /// Rewrites the properties `override` reaches; how many.
  private mutating func apply(_ override: LottieOverride) -> Int {
    var reached = 0
    var root = self.root
    self.root = CompositionModel(layers: [])  // so `root` is the only reference
    var walker = PropertyWalker(precomps: precomps) { value, colorStops, kind, names in
      guard override.applies(to: names, kind: kind, slotID: value.slotID) else { return }
      let replacement = override.value.animatedValue(slotID: value.slotID)
      value = replacement.value
      if let stops = replacement.colorStops { colorStops = stops }
      reached += 1
    }
    precomps = []
    walker.walk(&root)
    self.root = root
    precomps = walker.precomps
    return reached
  }

  /// The slots the model's properties name, each once, in file order.
  static func slots(root: CompositionModel, precomps: [CompositionModel]) -> [LottieSlot] {
    var slots: [LottieSlot] = []
    var seen: Set<String> = []
    var root = root
    var walker = PropertyWalker(precomps: precomps) { value, _, kind, _ in
      guard let id = value.slotID, seen.insert(id).inserted else { return }
      slots.append(LottieSlot(id: id, kind: kind))
    }
    walker.walk(&root)
    return slots
  }
}
