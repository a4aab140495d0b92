/// The table's record of one owner that does not keep its values itself: the owner, weakly,
/// and its values.
@MainActor
final class AssociationEntry {
  /// The owner, weakly: the table never keeps an owner alive.
  private weak var owner: AnyObject?
  var values = AssociationValues()

  init(owner: AnyObject) {
    self.owner = owner
  }

  /// Whether the owner is still alive.
  var isAlive: Bool { owner != nil }

  /// Whether the entry is `candidate`'s, not a released predecessor's with the same identifier.
  func belongs(to candidate: AnyObject) -> Bool {
    owner === candidate
  }
}
