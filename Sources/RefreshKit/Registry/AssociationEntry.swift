/// One owner's values in ``AssociatedObjects``: a short list of boxes, one per key.
///
/// An owner has one to a few values (a scroll view: header, footer, trailers), so a list
/// beats a dictionary in memory and in time. Each value sits in a ``ValueBox`` of its key's
/// type, so reading it back is a pointer comparison and an unchecked downcast.
@MainActor
final class AssociationEntry {
  private struct Slot {
    let key: ObjectIdentifier
    let box: AnyObject
  }

  /// The owner, weakly: the table never keeps an owner alive.
  private weak var owner: AnyObject?
  /// Whether the owner removes its values in its `deinit` (``ScrollView`` does), so the
  /// entry can never outlive it.
  var isCooperating: Bool
  private var slots: [Slot] = []

  init(owner: AnyObject, cooperating: Bool) {
    self.owner = owner
    isCooperating = cooperating
  }

  /// Whether the table still holds this entry; a removed one is empty and stays so.
  private(set) var isInTable = true

  /// The table let go of the entry: its values leave with the returned list (the caller
  /// releases it once the table is consistent), and an owner that kept the entry sees none.
  func leaveTable() -> [AnyObject] {
    isInTable = false
    let boxes = slots.map(\.box)
    slots = []
    return boxes
  }

  /// Whether the entry holds no value.
  var isEmpty: Bool { slots.isEmpty }

  /// Whether the owner is still alive (a cooperating owner's entry leaves with it).
  var isAlive: Bool { isCooperating || owner != nil }

  /// Whether the entry is `candidate`'s, not a released predecessor's with the same identifier.
  func belongs(to candidate: AnyObject) -> Bool {
    owner === candidate
  }

  /// The value stored under `key`, or nil.
  func value<Value>(for key: AssociationKey<Value>) -> Value? {
    let id = ObjectIdentifier(key)
    for slot in slots where slot.key == id {
      // Safe: `setValue(_:for:)` is the only writer, and it stores a `ValueBox<Value>` under
      // an `AssociationKey<Value>`; a key's identity fixes its `Value`.
      return unsafeDowncast(slot.box, to: ValueBox<Value>.self).value
    }
    return nil
  }

  /// Stores `value` under `key` (`nil` removes it) and returns the box it replaced, for the
  /// caller to release once the table is consistent.
  func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>) -> AnyObject? {
    let id = ObjectIdentifier(key)
    // Taken out, changed, written back: never modified in place around a call.
    var list = slots
    slots = []
    var replaced: AnyObject?
    if let index = list.firstIndex(where: { $0.key == id }) {
      replaced = list.remove(at: index).box
    }
    if let value { list.append(Slot(key: id, box: ValueBox(value))) }
    slots = list
    return replaced
  }
}

/// A value of a known type, stored as an object so entries hold every value alike.
final class ValueBox<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
