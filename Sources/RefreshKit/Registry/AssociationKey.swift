/// A typed key for values attached to objects through ``AssociatedObjects``.
///
/// It replaces the `&someStaticVar` pointers that Objective-C's associated objects use:
/// the key's identity is the key, and its type parameter makes reads type-safe.
///
/// ```swift
/// extension AssociationKey where Value == Badge {
///   static let badge = AssociationKey<Badge>("badge")
/// }
/// AssociatedObjects.shared.setValue(badge, for: .badge, of: scrollView)
/// ```
public final class AssociationKey<Value>: Sendable {
  /// A name for debugging; two keys with the same name are still different keys.
  public let name: String
  /// The slot a built-in component's key has in every owner's values; nil for other keys.
  let builtInSlot: BuiltInComponentSlot?

  /// Creates a key.
  ///
  /// Keep it in a `static let`: each instance is a distinct key.
  public init(_ name: String) {
    self.name = name
    builtInSlot = nil
  }

  /// Creates a built-in component's key.
  ///
  /// File-private, so the only such keys are ``RefreshKeys``' below, each typed as its slot
  /// (what makes reading a built-in slot as `Value` safe).
  fileprivate init(_ name: String, builtInSlot: BuiltInComponentSlot) {
    self.name = name
    self.builtInSlot = builtInSlot
  }
}

/// The built-in components, each with its own slot in an owner's values
/// (``AssociationValues``).
enum BuiltInComponentSlot: Sendable {
  case header, footer, trailer, leadingTrailer
}

/// Keys under which a scroll view's components live in ``AssociatedObjects``.
///
/// Each has a slot of its own in the scroll view's values, so the component getters, inlined
/// into the app, read a stored property's worth: one load at a fixed offset.
enum RefreshKeys {
  static let header = AssociationKey<RefreshHeader>("RefreshKit.header", builtInSlot: .header)
  static let footer = AssociationKey<RefreshFooter>("RefreshKit.footer", builtInSlot: .footer)
  static let trailer = AssociationKey<RefreshTrailer>("RefreshKit.trailer", builtInSlot: .trailer)
  static let leadingTrailer = AssociationKey<RefreshTrailer>(
    "RefreshKit.leadingTrailer", builtInSlot: .leadingTrailer)
}
