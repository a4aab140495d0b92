/// A slot a file declares (Lottie 1.0's `sid` on a property): a name an app sets to recolour or
/// retune every property bound to it, without knowing the file's layers.
///
/// Designers mark a property with a slot id (`"c": {"sid": "tint", "k": [1, 0, 0]}`) and may
/// give it a value in the file's root `slots` table; many properties may share one slot. An app
/// lists ``LottieDocument/slots`` and sets them with ``LottieDocument/setSlot(_:to:)``:
///
/// ```swift
/// for slot in document.slots where slot.kind == .color {
///   document.setSlot(slot.id, to: .color(VectorColor(red: 1, green: 1, blue: 1)))
/// }
/// ```
public struct LottieSlot: Equatable, Hashable, Sendable {
  /// The slot's id (`sid`).
  public var id: String
  /// The type of its properties (the first property bound to it, in file order, says).
  public var kind: LottieValue.Kind

  /// Creates a slot description.
  public init(id: String, kind: LottieValue.Kind) {
    self.id = id
    self.kind = kind
  }
}
