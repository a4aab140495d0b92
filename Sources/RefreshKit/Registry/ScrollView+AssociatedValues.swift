import Foundation

// A scroll view keeps its registry values in itself (see `AssociatedObjects`).
extension ScrollView {
  /// The value this scroll view holds under `key` in ``AssociatedObjects``.
  ///
  /// No hashing and no weak load: about what a stored property costs.
  func associatedValue<Value>(for key: AssociationKey<Value>) -> Value? {
    associationValues.value(for: key)
  }

  /// The object this scroll view holds under `key`.
  func associatedObject<Value: AnyObject>(for key: AssociationKey<Value>) -> Value? {
    associationValues.object(for: key)
  }

  /// Stores `value` under `key` in ``AssociatedObjects`` for this scroll view (`nil` removes
  /// it).
  func setAssociatedValue<Value>(_ value: Value?, for key: AssociationKey<Value>) {
    // Released after the values are consistent: a replaced component's deinit may read them.
    let replaced = associationValues.setValue(value, for: key)
    withExtendedLifetime(replaced) {}
  }

  /// Removes every value this scroll view holds in ``AssociatedObjects``.
  func removeAllAssociatedValues() {
    // Released after the values are consistent, as above.
    let removed = associationValues.removeAll()
    withExtendedLifetime(removed) {}
  }
}
