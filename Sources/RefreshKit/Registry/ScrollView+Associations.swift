extension ScrollView {
  /// The value this scroll view holds under `key` in ``AssociatedObjects``.
  ///
  /// Read through the scroll view's own entry: it removes its values in its `deinit`, so
  /// the entry can never be stale, and a read needs no hashing and no weak load (about what
  /// a stored property costs).
  func associatedValue<Value>(for key: AssociationKey<Value>) -> Value? {
    registryEntry?.value(for: key)
  }

  /// Stores `value` under `key` in ``AssociatedObjects`` for this scroll view (`nil` removes
  /// it).
  func setAssociatedValue<Value>(_ value: Value?, for key: AssociationKey<Value>) {
    let entry: AssociationEntry
    if let existing = registryEntry, existing.isInTable {
      entry = existing
    } else {
      guard value != nil else { return }
      entry = AssociatedObjects.shared.cooperatingEntry(for: self)
      registryEntry = entry
    }
    // Released after the entry is consistent: a replaced component's deinit may read it.
    let replaced = entry.setValue(value, for: key)
    withExtendedLifetime(replaced) {}
  }
}
