/// One owner's values in ``AssociatedObjects``: a few inline slots, then a list.
///
/// An owner has one to a few values (a scroll view: header, footer, trailers), so the first
/// four live in the entry itself: a read compares key identities and loads the value, with no
/// list to follow. A value of class type is stored as the object itself and read back with a
/// bit cast; any other value sits in a ``ValueBox`` of its key's type. Either way the typed key
/// proves the read safe, so no dynamic cast is needed.
@MainActor
final class AssociationEntry {
  private struct Slot {
    var key: ObjectIdentifier?
    var value: AnyObject?
  }

  /// The owner, weakly, when it does not cooperate: the table never keeps an owner alive.
  private weak var owner: AnyObject?
  /// The owner's identity.
  ///
  /// A cooperating owner is known by it alone: its entry leaves with it, and holding it weakly
  /// would give it slow, side-table reference counts.
  private let ownerID: ObjectIdentifier
  /// Whether the owner removes its values in its `deinit` (``ScrollView`` does), so the
  /// entry can never outlive it.
  var isCooperating: Bool
  /// Whether the table still holds this entry; a removed one is empty and stays so.
  private(set) var isInTable = true
  private var slot0 = Slot()
  private var slot1 = Slot()
  private var slot2 = Slot()
  private var slot3 = Slot()
  private var overflow: [Slot] = []

  init(owner: AnyObject, cooperating: Bool) {
    if !cooperating { self.owner = owner }
    ownerID = ObjectIdentifier(owner)
    isCooperating = cooperating
  }

  /// Whether the entry holds no value.
  var isEmpty: Bool {
    slot0.key == nil && slot1.key == nil && slot2.key == nil && slot3.key == nil
      && overflow.isEmpty
  }

  /// Whether the owner is still alive (a cooperating owner's entry leaves with it).
  var isAlive: Bool { isCooperating || owner != nil }

  /// Whether the entry is `candidate`'s, not a released predecessor's with the same identifier.
  func belongs(to candidate: AnyObject) -> Bool {
    isCooperating ? ownerID == ObjectIdentifier(candidate) : owner === candidate
  }

  /// The table let go of the entry: its values leave with the returned list (the caller
  /// releases it once the table is consistent), and an owner that kept the entry sees none.
  func leaveTable() -> [AnyObject] {
    isInTable = false
    let values = ([slot0, slot1, slot2, slot3] + overflow).compactMap(\.value)
    slot0 = Slot()
    slot1 = Slot()
    slot2 = Slot()
    slot3 = Slot()
    overflow = []
    return values
  }

  /// The value stored under `key`, or nil.
  func value<Value>(for key: AssociationKey<Value>) -> Value? {
    let id = ObjectIdentifier(key)
    let stored: AnyObject?
    if slot0.key == id {
      stored = slot0.value
    } else if slot1.key == id {
      stored = slot1.value
    } else if slot2.key == id {
      stored = slot2.value
    } else if slot3.key == id {
      stored = slot3.value
    } else {
      stored = overflow.first { $0.key == id }?.value
    }
    guard let stored else { return nil }
    return Self.unwrap(stored, as: Value.self)
  }

  /// Stores `value` under `key` (`nil` removes it) and returns what it replaced, for the
  /// caller to release once the table is consistent.
  func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>) -> AnyObject? {
    let id = ObjectIdentifier(key)
    let new = value.map(Self.wrap)
    let newSlot = Slot(key: new == nil ? nil : id, value: new)
    if slot0.key == id { return replace(&slot0, with: newSlot) }
    if slot1.key == id { return replace(&slot1, with: newSlot) }
    if slot2.key == id { return replace(&slot2, with: newSlot) }
    if slot3.key == id { return replace(&slot3, with: newSlot) }
    // Taken out, changed, written back: the list is never modified in place around a call.
    var list = overflow
    overflow = []
    defer { overflow = list }
    if let index = list.firstIndex(where: { $0.key == id }) {
      let replaced = list[index].value
      if new == nil { list.remove(at: index) } else { list[index] = newSlot }
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
      list.append(newSlot)
    }
    return nil
  }

  private func replace(_ slot: inout Slot, with new: Slot) -> AnyObject? {
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
  /// `AssociationKey<Value>`; a key's identity fixes its `Value`, so the object is either a `Value`
  /// or a `ValueBox<Value>`.
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
