/// Values attached to any object, keyed by the object's identity: the associated-object
/// table that Linux lacks.
///
/// This is how a ``ScrollView`` owns its ``ScrollView/refreshHeader`` without a stored
/// property per component kind, and how an app attaches its own values to containers
/// it does not own.
///
/// The table holds each owner weakly and checks, on every read, that the stored owner is
/// still the same object: object identifiers are reused once an object dies, and a new
/// object must never see its predecessor's values. Values of a released owner are
/// dropped at once when the owner cooperates (``ScrollView`` removes its values in its
/// `deinit`), and otherwise by the sweep that runs on writes; nothing is swept on reads,
/// so the scroll hot path never pays for cleanup.
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

  private struct Entry {
    weak var owner: AnyObject?
    /// The owner's values by key.
    ///
    /// A short list, not a dictionary: an owner has one to a few values (a scroll view: header,
    /// footer, trailers), and a one-element array is a fraction of a one-element dictionary's
    /// memory, for every container.
    var values: [StoredValue]
  }

  private struct StoredValue {
    let key: ObjectIdentifier
    let value: Any
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var writesSinceSweep = 0

  /// How many writes pass between sweeps of released owners; values below 1 sweep on
  /// every write.
  public var sweepInterval = 256

  /// Creates an empty table (tests use their own; apps use ``shared``).
  public init() {}

  /// The value attached to `owner` under `key`, or nil.
  public func value<Value>(for key: AssociationKey<Value>, of owner: AnyObject) -> Value? {
    guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    let id = ObjectIdentifier(key)
    for stored in entry.values where stored.key == id { return stored.value as? Value }
    return nil
  }

  /// Attaches `value` to `owner` under `key`, replacing the previous value; `nil` removes it.
  public func setValue<Value>(_ value: Value?, for key: AssociationKey<Value>, of owner: AnyObject)
  {
    let id = ObjectIdentifier(owner)
    // The entry is taken out of the table while it changes, so values it releases (a
    // replaced value, a dead predecessor's values) go away outside any table access.
    var entry = entries.removeValue(forKey: id) ?? Entry(owner: owner, values: [])
    var released: [StoredValue] = []
    if entry.owner !== owner {
      // A dead owner's identifier, reused by a new object: its values are stale.
      released = entry.values
      entry = Entry(owner: owner, values: [])
    }
    let keyID = ObjectIdentifier(key)
    var replaced: StoredValue?
    if let index = entry.values.firstIndex(where: { $0.key == keyID }) {
      replaced = entry.values.remove(at: index)
    }
    if let value { entry.values.append(StoredValue(key: keyID, value: value)) }
    if !entry.values.isEmpty { entries[id] = entry }
    writesSinceSweep += 1
    if writesSinceSweep >= sweepInterval { sweepReleasedOwners() }
    withExtendedLifetime((released, replaced)) {}
  }

  /// Removes every value attached to `owner`.
  public func removeValues(of owner: AnyObject) {
    removeValues(ofOwnerWith: ObjectIdentifier(owner))
  }

  /// Removes every value stored under an owner identifier; for an owner's `deinit`,
  /// where the owner can no longer be referenced.
  public func removeValues(ofOwnerWith id: ObjectIdentifier) {
    // Removed first and released after: a value's deinit may use the table (a nested
    // scroll view removes its own values), which must not overlap this modification.
    let removed = entries.removeValue(forKey: id)
    withExtendedLifetime(removed) {}
  }

  /// Drops the values of every owner that has been released.
  public func sweepReleasedOwners() {
    writesSinceSweep = 0
    let swept = entries
    entries = swept.filter { $0.value.owner != nil }
    // The released owners' values die with `swept`, after the table was written.
    withExtendedLifetime(swept) {}
  }

  /// How many owners have values in the table (released ones not yet swept included).
  public var ownerCount: Int { entries.count }
}
