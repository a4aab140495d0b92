/// One value an app set on a document: through a slot or a keypath.
///
/// A document keeps them in the order they were set, so taking one away can replay the rest
/// on the file's own model and leave exactly what the others say.
enum LottieOverride: Equatable, Sendable {
  case slot(String, LottieValue)
  case keypath(AnimationKeypath, LottieValue)

  /// Whether `other` sets the same target (a newer value replaces an older one).
  func hasTarget(of other: LottieOverride) -> Bool {
    switch (self, other) {
    case (.slot(let id, _), .slot(let otherID, _)): id == otherID
    case (.keypath(let keypath, _), .keypath(let otherKeypath, _)): keypath == otherKeypath
    default: false
    }
  }

  /// Whether it changes the property with these names, type and slot.
  func applies(to names: [String], kind: LottieValue.Kind, slotID: String?) -> Bool {
    switch self {
    case .slot(let id, let value): slotID == id && value.kind == kind
    case .keypath(let keypath, let value): value.kind == kind && keypath.matches(names)
    }
  }

  var value: LottieValue {
    switch self {
    case .slot(_, let value), .keypath(_, let value): value
    }
  }
}
