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

  /// Creates a key.
  ///
  /// Keep it in a `static let`: each instance is a distinct key.
  public init(_ name: String) {
    self.name = name
  }
}
