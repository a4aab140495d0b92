/// Values attached to any object, keyed by the object's identity: the associated-object
/// table that Linux lacks.
///
/// This is how a ``ScrollView`` owns its ``ScrollView/refreshHeader`` without a stored
/// property per component kind, and how an app attaches its own values to containers it does
/// not own (on Apple platforms one would reach for `objc_setAssociatedObject`).
///
/// The table is an open-addressing hash table keyed by the owner's identity. Each owner has
/// one entry holding its values in a few inline slots (the built-in components' keys have a
/// slot each); the typed key proves what a slot holds, so a read needs no dynamic cast. The table holds each owner weakly and checks, on every
/// read, that the stored owner is still the same object: identifiers are reused once an
/// object dies, and a new object must never see its predecessor's values. Released owners
/// are reclaimed when the table grows (work proportional to its growth), or by
/// ``sweepReleasedOwners()``; nothing is swept on reads, so the scroll hot path never pays
/// for cleanup.
///
/// A ``ScrollView`` cooperates: it keeps its entry in itself, so its values leave with it and
/// can never be stale. Reading or writing a scroll view's values through this table reaches
/// that entry (no hashing, no weak load), and ``ownerCount`` does not count scroll views.
///
/// ```swift
/// let key = AssociationKey<String>("note")
/// AssociatedObjects.shared.setValue("hello", for: key, of: scrollView)
/// AssociatedObjects.shared.value(for: key, of: scrollView)  // "hello"
/// ```
@MainActor
public final class AssociatedObjects {
  /// The process-wide table.
  public static let shared = AssociatedObjects()

  /// The table's slots: identifier bit patterns (0 empty, 1 removed) beside their entries.
  private var identifiers: [UInt]
  private var entries: [AssociationEntry?]
  /// Occupied slots, removed ones included (they lengthen probes until the next rebuild).
  private var usedSlots = 0
  private var liveSlots = 0

  private static let empty: UInt = 0
  private static let removed: UInt = 1
  private static let minimumCapacity = 16

  /// Creates an empty table (tests use their own; apps use ``shared``).
  public init() {
    identifiers = Array(repeating: Self.empty, count: Self.minimumCapacity)
    entries = Array(repeating: nil, count: Self.minimumCapacity)
  }

  /// How many owners other than scroll views have values in the table (released ones not yet
  /// reclaimed included).
  public var ownerCount: Int { liveSlots }

  // MARK: - Reading and writing

  /// The value attached to `owner` under `key`, or nil.
  public func value<Value>(for key: AssociationKey<Value>, of owner: AnyObject) -> Value? {
    if let scrollView = owner as? ScrollView { return scrollView.associatedValue(for: key) }
    guard let entry = entry(of: owner) else { return nil }
    return entry.values.value(for: key)
  }

  /// Attaches `value` to `owner` under `key`, replacing the previous value; `nil` removes it.
  public func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>, of owner: AnyObject)
  {
    if let scrollView = owner as? ScrollView {
      scrollView.setAssociatedValue(value, for: key)
      return
    }
    if let entry = entry(of: owner) {
      // Released after the table is consistent: a value's deinit may use the table.
      let replaced = entry.values.setValue(value, for: key)
      if entry.values.isEmpty { removeEntry(of: ObjectIdentifier(owner)) }
      withExtendedLifetime(replaced) {}
      return
    }
    guard let value else { return }
    let entry = insertEntry(for: owner)
    _ = entry.values.setValue(value, for: key)
  }

  /// Removes every value attached to `owner`.
  public func removeValues(of owner: AnyObject) {
    if let scrollView = owner as? ScrollView {
      scrollView.removeAllAssociatedValues()
      return
    }
    removeValues(ofOwnerWith: ObjectIdentifier(owner))
  }

  /// Removes every value stored under an owner identifier; for an owner's `deinit`, where the
  /// owner can no longer be referenced (a scroll view's values need no call: they leave with
  /// it).
  public func removeValues(ofOwnerWith id: ObjectIdentifier) {
    // Taken out first and released after: a value's deinit may use the table (a nested
    // scroll view removes its own values), which must not overlap this change.
    let removed = removeEntry(of: id)
    withExtendedLifetime(removed) {}
  }

  /// Drops the values of every owner that has been released.
  public func sweepReleasedOwners() {
    rebuild(capacity: identifiers.count)
  }

  /// Stores a value under an owner identifier that need not be the owner's own: for tests
  /// that must meet a reused identifier without waiting for the allocator to reuse one.
  func setValue<Value>(
    _ value: Value, for key: AssociationKey<Value>, of owner: AnyObject,
    storedUnder id: ObjectIdentifier
  ) {
    let stale = removeEntry(of: id)
    let entry = AssociationEntry(owner: owner)
    _ = entry.values.setValue(value, for: key)
    insert(entry, bits: UInt(bitPattern: id))
    withExtendedLifetime(stale) {}
  }

  /// The value stored for `key` under identifier `id`, read as `owner`'s: what a read sees when
  /// `owner` has inherited `id` from a released object.
  func value<Value>(
    for key: AssociationKey<Value>, of owner: AnyObject, storedUnder id: ObjectIdentifier
  ) -> Value? {
    guard let index = slot(of: id), let entry = entries[index], entry.belongs(to: owner) else {
      return nil
    }
    return entry.values.value(for: key)
  }

  // MARK: - The hash table

  private func entry(of owner: AnyObject) -> AssociationEntry? {
    guard let index = slot(of: ObjectIdentifier(owner)), let entry = entries[index] else {
      return nil
    }
    return entry.belongs(to: owner) ? entry : nil
  }

  /// The slot holding `id`, if any (linear probing from the identifier's hash).
  private func slot(of id: ObjectIdentifier) -> Int? {
    let bits = UInt(bitPattern: id)
    let mask = identifiers.count - 1
    var index = Self.home(of: bits, mask: mask)
    while true {
      let stored = identifiers[index]
      if stored == bits { return index }
      if stored == Self.empty { return nil }
      index = (index + 1) & mask
    }
  }

  /// Object addresses are aligned: mix the bits so neighbours do not cluster.
  private static func home(of bits: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((bits >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  private func insertEntry(for owner: AnyObject) -> AssociationEntry {
    let id = ObjectIdentifier(owner)
    // A dead owner's identifier, reused by a new object: its entry is stale, replace it.
    let stale = removeEntry(of: id)
    let entry = AssociationEntry(owner: owner)
    insert(entry, bits: UInt(bitPattern: id))
    withExtendedLifetime(stale) {}
    return entry
  }

  private func insert(_ entry: AssociationEntry, bits: UInt) {
    if (usedSlots + 1) * 2 > identifiers.count { grow() }
    let mask = identifiers.count - 1
    var index = Self.home(of: bits, mask: mask)
    while identifiers[index] != Self.empty && identifiers[index] != Self.removed {
      index = (index + 1) & mask
    }
    if identifiers[index] == Self.empty { usedSlots += 1 }
    identifiers[index] = bits
    entries[index] = entry
    liveSlots += 1
  }

  /// Takes `id`'s entry out of the table and returns its values, for the caller to release once
  /// the table is consistent.
  @discardableResult
  private func removeEntry(of id: ObjectIdentifier) -> [AnyObject] {
    guard let index = slot(of: id) else { return [] }
    let values = entries[index]?.values.removeAll() ?? []
    identifiers[index] = Self.removed
    entries[index] = nil
    liveSlots -= 1
    // Shrink when mostly empty, so releasing many owners gives the memory back.
    if identifiers.count > Self.minimumCapacity && liveSlots * 8 < identifiers.count {
      rebuild(capacity: identifiers.count / 4)
    }
    return values
  }

  /// Grows the table, reclaiming released owners on the way: the work is proportional to the
  /// table's size at a doubling, so amortized over the writes that filled it.
  private func grow() {
    rebuild(capacity: identifiers.count * 2)
  }

  private func rebuild(capacity requested: Int) {
    let oldIdentifiers = identifiers
    let oldEntries = entries
    var live: [(UInt, AssociationEntry)] = []
    live.reserveCapacity(liveSlots)
    for index in oldIdentifiers.indices where oldIdentifiers[index] > Self.removed {
      if let entry = oldEntries[index], entry.isAlive {
        live.append((oldIdentifiers[index], entry))
      }
    }
    var capacity = Self.minimumCapacity
    while capacity < Swift.max(requested, live.count * 2) { capacity *= 2 }
    identifiers = Array(repeating: Self.empty, count: capacity)
    entries = Array(repeating: nil, count: capacity)
    usedSlots = 0
    liveSlots = 0
    for (bits, entry) in live {
      insert(entry, bits: bits)
    }
    // Released owners' values go with `oldEntries`, after the table is consistent again.
    withExtendedLifetime(oldEntries) {}
  }
}
