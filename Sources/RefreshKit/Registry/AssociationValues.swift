/// One owner's values in ``AssociatedObjects``: a few inline slots, then a list.
///
/// An owner has one to a few values (a scroll view: header, footer, trailers), so the first
/// four live inline: a read compares key identities and loads the value, with no list to
/// follow. A value of class type is stored as the object itself and read back with a bit cast;
/// any other value sits in a ``ValueBox`` of its key's type. Either way the typed key proves the
/// read safe, so no dynamic cast is needed.
///
/// A ``ScrollView`` keeps its values in itself (its entry can never outlive it, and a read
/// costs what a stored property does); the table keeps those of every other owner inside an
/// ``AssociationEntry``.
@usableFromInline
struct AssociationValues {
  @usableFromInline
  struct Slot {
    @usableFromInline var key: ObjectIdentifier?
    @usableFromInline var value: AnyObject?

    @usableFromInline
    init(key: ObjectIdentifier? = nil, value: AnyObject? = nil) {
      self.key = key
      self.value = value
    }
  }

  // Usable from inlinable code for ``object(for:)`` (see ``RefreshKeys``).
  @usableFromInline var slot0 = Slot()
  @usableFromInline var slot1 = Slot()
  @usableFromInline var slot2 = Slot()
  @usableFromInline var slot3 = Slot()
  @usableFromInline var overflow: [Slot] = []

  @usableFromInline
  init() {}

  /// Whether no value is stored.
  var isEmpty: Bool {
    slot0.key == nil && slot1.key == nil && slot2.key == nil && slot3.key == nil
      && overflow.isEmpty
  }

  /// The value stored under `key`, or nil.
  func value<Value>(for key: AssociationKey<Value>) -> Value? {
    guard let stored = stored(under: ObjectIdentifier(key)) else { return nil }
    return Self.unwrap(stored, as: Value.self)
  }

  /// The object stored under `key`, or nil: ``value(for:)`` for a class type, which skips the
  /// type check (a class value is always stored as itself).
  @inlinable @inline(__always)
  func object<Value: AnyObject>(for key: AssociationKey<Value>) -> Value? {
    guard let stored = stored(under: ObjectIdentifier(key)) else { return nil }
    // Safe: `Value` is a class type (the constraint rules out existentials), which `wrap`
    // stores as the object itself.
    return unsafeDowncast(stored, to: Value.self)
  }

  /// What the slot for key identity `id` holds, or nil.
  ///
  /// Always inlined: read in place from its owner it loads only the slots it needs; called, it
  /// took a copy of them all (with a retain of each value).
  @inlinable @inline(__always)
  func stored(under id: ObjectIdentifier) -> AnyObject? {
    if slot0.key == id { return slot0.value }
    if slot1.key == id { return slot1.value }
    if slot2.key == id { return slot2.value }
    if slot3.key == id { return slot3.value }
    if overflow.isEmpty { return nil }
    return overflow.first { $0.key == id }?.value
  }

  /// Stores `value` under `key` (`nil` removes it) and returns what it replaced, for the
  /// caller to release once its owner is consistent (a replaced value's deinit may read it).
  mutating func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>) -> AnyObject? {
    let id = ObjectIdentifier(key)
    let new = value.map(Self.wrap)
    let newSlot = Slot(key: new == nil ? nil : id, value: new)
    if slot0.key == id { return Self.replace(&slot0, with: newSlot) }
    if slot1.key == id { return Self.replace(&slot1, with: newSlot) }
    if slot2.key == id { return Self.replace(&slot2, with: newSlot) }
    if slot3.key == id { return Self.replace(&slot3, with: newSlot) }
    if let index = overflow.firstIndex(where: { $0.key == id }) {
      let replaced = overflow[index].value
      if new == nil { overflow.remove(at: index) } else { overflow[index] = newSlot }
      return replaced
    }
    guard new != nil else { return nil }
    if slot0.key == nil {
      slot0 = newSlot
    } else if slot1.key == nil {
      slot1 = newSlot
    } else if slot2.key == nil {
      slot2 = newSlot
    } else if slot3.key == nil {
      slot3 = newSlot
    } else {
      overflow.append(newSlot)
    }
    return nil
  }

  /// Empties the values and returns them, for the caller to release once its owner is
  /// consistent.
  mutating func removeAll() -> [AnyObject] {
    let values = ([slot0, slot1, slot2, slot3] + overflow).compactMap(\.value)
    self = AssociationValues()
    return values
  }

  private static func replace(_ slot: inout Slot, with new: Slot) -> AnyObject? {
    let replaced = slot.value
    slot = new
    return replaced
  }

  /// A value as stored: the object itself for a class type, else a box.
  private static func wrap<Value>(_ value: Value) -> AnyObject {
    if Value.self is AnyObject.Type {
      // Safe: `Value` is a class type, so the value is an object reference.
      return unsafeBitCast(value, to: AnyObject.self)
    }
    return ValueBox(value)
  }

  /// A stored value read back as `Value`.
  ///
  /// Safe: `setValue(_:for:)` is the only writer, and it stores `wrap` of a `Value` under an
  /// `AssociationKey<Value>`; a key's identity fixes its `Value`, so the object is either a
  /// `Value` or a `ValueBox<Value>`.
  private static func unwrap<Value>(_ stored: AnyObject, as type: Value.Type) -> Value {
    if Value.self is AnyObject.Type {
      return unsafeBitCast(stored, to: Value.self)
    }
    return unsafeDowncast(stored, to: ValueBox<Value>.self).value
  }
}

/// A value of a known type, stored as an object so entries hold every value alike.
final class ValueBox<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
