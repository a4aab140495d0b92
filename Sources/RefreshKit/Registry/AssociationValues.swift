/// One owner's values in ``AssociatedObjects``: a slot for each built-in component, a few
/// inline slots, then a list.
///
/// The four built-in component keys (``RefreshKeys``) have a slot of their own, typed as the
/// component: reading ``ScrollView/refreshHeader`` is a load at a fixed offset, with no key to
/// fetch or compare (fetching a key is a call, and a call in a read makes the caller retain the
/// scroll view around it). Every other key takes the first free inline slot, then the list: an
/// owner has one to a few values, so a read compares key identities and loads the value. A
/// value of class type is stored as the object itself and read back with a bit cast; any other
/// value sits in a ``ValueBox`` of its key's type. Either way the typed key proves the read
/// safe, so no dynamic cast is needed.
///
/// A ``ScrollView`` keeps its values in itself (its entry can never outlive it, and a read
/// costs what a stored property does); the table keeps those of every other owner inside an
/// ``AssociationEntry``.
@usableFromInline
struct AssociationValues {
  struct Slot {
    var key: ObjectIdentifier?
    var value: AnyObject?
  }

  // The built-in components' slots, usable from the inlinable component getters. Written only
  // by `setValue(_:for:)` under the matching key.
  @usableFromInline var header: RefreshHeader?
  @usableFromInline var footer: RefreshFooter?
  @usableFromInline var trailer: RefreshTrailer?
  @usableFromInline var leadingTrailer: RefreshTrailer?
  private var slot0 = Slot()
  private var slot1 = Slot()
  private var overflow: [Slot] = []

  @usableFromInline
  init() {}

  /// Whether no value is stored.
  var isEmpty: Bool {
    header == nil && footer == nil && trailer == nil && leadingTrailer == nil
      && slot0.key == nil && slot1.key == nil && overflow.isEmpty
  }

  /// The value stored under `key`, or nil.
  func value<Value>(for key: AssociationKey<Value>) -> Value? {
    guard let stored = stored(under: key) else { return nil }
    return Self.unwrap(stored, as: Value.self)
  }

  /// The object stored under `key`, or nil: ``value(for:)`` for a class type, which skips the
  /// type check (a class value is always stored as itself).
  func object<Value: AnyObject>(for key: AssociationKey<Value>) -> Value? {
    guard let stored = stored(under: key) else { return nil }
    // Safe: `Value` is a class type (the constraint rules out existentials), which `wrap`
    // stores as the object itself, and a built-in slot holds its key's `Value`.
    return unsafeDowncast(stored, to: Value.self)
  }

  /// What the slot for `key` holds, or nil.
  private func stored<Value>(under key: AssociationKey<Value>) -> AnyObject? {
    switch key.builtInSlot {
    case .header: return header
    case .footer: return footer
    case .trailer: return trailer
    case .leadingTrailer: return leadingTrailer
    case nil: break
    }
    let id = ObjectIdentifier(key)
    if slot0.key == id { return slot0.value }
    if slot1.key == id { return slot1.value }
    if overflow.isEmpty { return nil }
    return overflow.first { $0.key == id }?.value
  }

  /// Stores `value` under `key` (`nil` removes it) and returns what it replaced, for the
  /// caller to release once its owner is consistent (a replaced value's deinit may read it).
  mutating func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>) -> AnyObject? {
    let new = value.map(Self.wrap)
    if let builtIn = key.builtInSlot { return setBuiltIn(builtIn, to: new) }
    let id = ObjectIdentifier(key)
    let newSlot = Slot(key: new == nil ? nil : id, value: new)
    if slot0.key == id { return Self.replace(&slot0, with: newSlot) }
    if slot1.key == id { return Self.replace(&slot1, with: newSlot) }
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
    } else {
      overflow.append(newSlot)
    }
    return nil
  }

  /// Empties the values and returns them, for the caller to release once its owner is
  /// consistent.
  mutating func removeAll() -> [AnyObject] {
    let builtIns: [AnyObject?] = [header, footer, trailer, leadingTrailer]
    let values = builtIns.compactMap { $0 } + ([slot0, slot1] + overflow).compactMap(\.value)
    self = AssociationValues()
    return values
  }

  /// Puts `object` in a built-in component's slot and returns what it replaced.
  private mutating func setBuiltIn(
    _ slot: BuiltInComponentSlot, to object: AnyObject?
  ) -> AnyObject? {
    switch slot {
    case .header: return Self.replace(&header, with: object)
    case .footer: return Self.replace(&footer, with: object)
    case .trailer: return Self.replace(&trailer, with: object)
    case .leadingTrailer: return Self.replace(&leadingTrailer, with: object)
    }
  }

  /// Sets a built-in slot and returns what it replaced.
  ///
  /// Checked (writes are rare): a built-in key's `Value` is its slot's type, so the cast cannot
  /// fail for the keys in ``RefreshKeys``.
  private static func replace<Component: RefreshComponent>(
    _ slot: inout Component?, with object: AnyObject?
  ) -> AnyObject? {
    let replaced = slot
    guard let object else {
      slot = nil
      return replaced
    }
    guard let component = object as? Component else {
      preconditionFailure("A built-in component key stored a \(type(of: object)); use RefreshKeys.")
    }
    slot = component
    return replaced
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
  /// `Value` or a `ValueBox<Value>`. A built-in slot is shared by one key only, whose `Value` is
  /// the slot's type (see ``RefreshKeys``).
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
